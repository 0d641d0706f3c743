import { FireOutlined, PushpinOutlined } from '@ant-design/icons';
import { portalCategoryApi } from '@cloud-exam/contract/portal/category';
import { type NewsItem, newsApi } from '@cloud-exam/contract/portal/news';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Image, List, Pagination, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { ErrorResult } from '../../../components/error-result';
import { ReadableTag } from '../../../components/readable-tag';
import { PortalShell } from '../components/portal-shell';
import { newsDetailPath } from '../paths';

const PAGE_SIZE = 10;

/** The platform's news (/news, /news/index): a category filter and pages, both kept in the address. */
export default function NewsListPage() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? '';
  const current = Number(params.get('page')) || 1;
  const categories = useQuery(endpointQuery(portalCategoryApi.publicList, { kind: 'news' }));
  const news = useQuery(endpointQuery(newsApi.publicPage, { categoryId: categoryId || undefined, current, size: PAGE_SIZE }));
  const go = (next: { category?: string; page?: number }) => {
    const search = new URLSearchParams();
    const category = next.category ?? categoryId;
    if (category) search.set('category', category);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <PortalShell title={t('news.title')}>
      <Card>
        <Segmented
          aria-label={t('news.category')}
          style={{ marginBottom: 16 }}
          value={categoryId}
          options={[{ value: '', label: t('news.all') }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(value) => go({ category: String(value), page: 1 })}
        />
        {news.isError ? (
          <ErrorResult
            status="error"
            title={t('news.loadFailed')}
            actions={<Button onClick={() => void news.refetch()}>{t('news.retry')}</Button>}
          />
        ) : (
          <List
            loading={news.isLoading}
            dataSource={news.data?.records}
            locale={{ emptyText: <Empty description={t('news.empty')} /> }}
            renderItem={(item) => <NewsRow item={item} />}
          />
        )}
        {!!news.data?.total && (
          <Pagination
            style={{ marginTop: 16 }}
            align="end"
            current={current}
            pageSize={PAGE_SIZE}
            total={news.data.total}
            showSizeChanger={false}
            onChange={(page) => go({ page })}
          />
        )}
      </Card>
    </PortalShell>
  );
}

function NewsRow({ item }: { item: NewsItem }) {
  const { t } = useTranslation('portal');
  return (
    <List.Item
      extra={
        item.coverUrl && (
          <Image src={item.coverUrl} alt={item.title} width={200} height={112} style={{ objectFit: 'cover' }} preview={false} />
        )
      }
    >
      <List.Item.Meta
        title={
          <Space>
            {item.pinned === 1 && (
              <ReadableTag color="red" icon={<PushpinOutlined />}>
                {t('news.pinned')}
              </ReadableTag>
            )}
            <Link to={newsDetailPath(item.id)} style={{ fontSize: 18 }}>
              {item.title}
            </Link>
          </Space>
        }
        description={
          <Space direction="vertical" size={4}>
            {item.summary && <Typography.Text>{item.summary}</Typography.Text>}
            <Space size="large" style={{ color: '#5d6676' }}>
              <span>{item.categoryName}</span>
              {item.publishTime && <time dateTime={item.publishTime}>{dateTime(item.publishTime)}</time>}
              <span>
                <FireOutlined aria-hidden /> {t('news.views', { count: item.views })}
              </span>
            </Space>
          </Space>
        }
      />
    </List.Item>
  );
}
