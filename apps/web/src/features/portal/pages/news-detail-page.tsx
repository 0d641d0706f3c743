import { FireOutlined } from '@ant-design/icons';
import { newsApi } from '@cloud-exam/contract/portal/news';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Image, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { ErrorResult } from '../../../components/error-result';
import { LazyRichTextView } from '../../../components/rich-text/lazy';
import { PortalShell } from '../components/portal-shell';
import { NEWS_PATH } from '../paths';

/** One news item of the platform (/news/detail?id=…), its text as the server sanitised it; each reading counts a view. */
export default function NewsDetailPage() {
  const { t } = useTranslation('portal');
  const id = useSearchParams()[0].get('id') ?? '';
  const news = useQuery({
    ...endpointQuery(newsApi.publicDetail, { id }, { silent: true }),
    enabled: !!id,
    retry: false,
    staleTime: Infinity,
  });
  const item = news.data;
  return (
    <PortalShell title={t('news.title')}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[{ title: <Link to={NEWS_PATH}>{t('news.title')}</Link> }, { title: item?.title ?? '…' }]}
      />
      <Card>
        {!id || news.isError ? (
          <ErrorResult
            status="404"
            title={t('news.missing')}
            actions={
              <Link to={NEWS_PATH}>
                <Button>{t('news.back')}</Button>
              </Link>
            }
          />
        ) : !item ? (
          <Skeleton active />
        ) : (
          <article>
            <Typography.Title level={2}>{item.title}</Typography.Title>
            <Space size="large" style={{ color: '#5d6676', marginBottom: 24 }}>
              <span>{item.categoryName}</span>
              {item.publishTime && <time dateTime={item.publishTime}>{dateTime(item.publishTime)}</time>}
              <span>
                <FireOutlined aria-hidden /> {t('news.views', { count: item.views })}
              </span>
            </Space>
            {item.coverUrl && (
              <div style={{ marginBottom: 24 }}>
                <Image
                  src={item.coverUrl}
                  alt={item.title}
                  style={{ maxWidth: '100%', maxHeight: 420, objectFit: 'contain' }}
                  preview={false}
                />
              </div>
            )}
            <div className="portal-news-text">
              <LazyRichTextView html={item.content} />
            </div>
          </article>
        )}
      </Card>
    </PortalShell>
  );
}
