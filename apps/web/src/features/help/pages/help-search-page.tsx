import { helpArticleApi } from '@cloud-exam/contract/help/help';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { HelpFrame } from '../components/help-frame';
import { Highlighted } from '../components/highlighted';
import { HELP_INDEX_PATH } from '../paths';

const PAGE_SIZE = 10;

/** /help/search?keyword=…: published articles whose title or text holds the words, the matches marked, paged. */
export default function HelpSearchPage() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const current = Number(params.get('page')) || 1;
  const results = useQuery({ ...endpointQuery(helpArticleApi.searchPage, { keyword, current, size: PAGE_SIZE }), enabled: !!keyword });

  return (
    <HelpFrame keyword={keyword}>
      <Card title={keyword ? t('help.resultsFor', { keyword }) : t('help.search')}>
        {results.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('help.loadFailed')}
            action={<Button onClick={() => void results.refetch()}>{t('help.retry')}</Button>}
          />
        ) : !keyword ? (
          <Empty description={t('help.typeToSearch')} />
        ) : (
          <List
            loading={results.isLoading}
            itemLayout="vertical"
            dataSource={results.data?.records ?? []}
            locale={{ emptyText: <Empty description={t('help.noResults', { keyword })} /> }}
            header={
              results.data &&
              results.data.total > 0 && <Typography.Text type="secondary">{t('help.found', { count: results.data.total })}</Typography.Text>
            }
            pagination={
              results.data && results.data.total > PAGE_SIZE
                ? {
                    current,
                    pageSize: PAGE_SIZE,
                    total: results.data.total,
                    showSizeChanger: false,
                    onChange: (page) => setParams({ keyword, page: String(page) }),
                  }
                : false
            }
            renderItem={(hit) => (
              <List.Item key={hit.id}>
                <List.Item.Meta
                  title={
                    <Link to={`${HELP_INDEX_PATH}?${new URLSearchParams({ menu: hit.menuId, article: hit.id })}`}>
                      <Highlighted parts={hit.title} />
                    </Link>
                  }
                  description={<Highlighted parts={hit.snippet} />}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </HelpFrame>
  );
}
