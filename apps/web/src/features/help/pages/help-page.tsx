import { helpArticleApi, helpMenuApi } from '@cloud-exam/contract/help/help';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, List, Pagination, Row, Skeleton, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { LazyRichTextView } from '../../../components/rich-text/lazy';
import { useExpandedTree } from '../../../components/use-expanded-tree';
import { HelpFrame } from '../components/help-frame';
import { findMenu, toTreeData } from '../components/menu-tree-data';

const PAGE_SIZE = 10;

/** /help and /help/index: the menu tree, the chosen menu's articles and the chosen article (menu and article in the address). */
export default function HelpPage() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const menus = useQuery(endpointQuery(helpMenuApi.list));
  const expanded = useExpandedTree(menus.data);
  const menu = findMenu(menus.data, params.get('menu')) ?? menus.data?.[0];
  const current = Number(params.get('page')) || 1;
  const articles = useQuery({
    ...endpointQuery(helpArticleApi.queryPage, { menuId: menu?.id ?? '', current, size: PAGE_SIZE }),
    enabled: !!menu,
  });
  const chosenId = params.get('article') ?? articles.data?.records[0]?.id;
  const listed = articles.data?.records.find((a) => a.id === chosenId);
  // An article linked from a search may sit on another page of its menu: read it by itself.
  const alone = useQuery({
    ...endpointQuery(helpArticleApi.query, { id: chosenId ?? '' }),
    enabled: !!chosenId && !listed && articles.isSuccess,
  });
  const article = listed ?? alone.data;
  const go = (next: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries({ menu: menu?.id, ...next }).filter((e): e is [string, string] => !!e[1])));

  if (menus.isError) {
    return (
      <HelpFrame>
        <Alert
          type="error"
          showIcon
          message={t('help.loadFailed')}
          action={<Button onClick={() => void menus.refetch()}>{t('help.retry')}</Button>}
        />
      </HelpFrame>
    );
  }
  return (
    <HelpFrame>
      <Row gutter={16}>
        <Col span={6}>
          <Card title={t('help.menus')} size="small" loading={menus.isLoading}>
            {menus.data?.length ? (
              <nav aria-label={t('help.menus')}>
                <Tree
                  blockNode
                  treeData={toTreeData(menus.data)}
                  expandedKeys={expanded.expandedKeys}
                  onExpand={expanded.onExpand}
                  selectedKeys={menu ? [menu.id] : []}
                  onSelect={(_keys, { node }) => go({ menu: String(node.key), article: undefined, page: undefined })}
                />
              </nav>
            ) : (
              <Empty description={t('help.noMenus')} />
            )}
          </Card>
        </Col>
        <Col span={18}>
          {menu && (
            <Card size="small" title={menu.name} style={{ marginBottom: 16 }} loading={articles.isLoading}>
              {articles.data?.total ? (
                <>
                  <List
                    size="small"
                    dataSource={articles.data.records}
                    renderItem={(a) => (
                      <List.Item>
                        <Button
                          type="link"
                          aria-current={a.id === article?.id ? 'page' : undefined}
                          style={{ padding: 0, fontWeight: a.id === article?.id ? 600 : undefined }}
                          onClick={() => go({ article: a.id, page: params.get('page') ?? undefined })}
                        >
                          {a.title}
                        </Button>
                      </List.Item>
                    )}
                  />
                  {articles.data.total > PAGE_SIZE && (
                    <Pagination
                      size="small"
                      style={{ marginTop: 8, textAlign: 'right' }}
                      current={current}
                      pageSize={PAGE_SIZE}
                      total={articles.data.total}
                      onChange={(page) => go({ page: String(page) })}
                    />
                  )}
                </>
              ) : (
                <Empty description={t('help.noArticles')} />
              )}
            </Card>
          )}
          {article ? (
            <Card>
              <article>
                <Typography.Title level={2} style={{ marginTop: 0 }}>
                  {article.title}
                </Typography.Title>
                <Typography.Text type="secondary">{t('help.updated', { time: dateTime(article.updateTime) })}</Typography.Text>
                <div style={{ marginTop: 16 }}>
                  <LazyRichTextView html={article.content} />
                </div>
              </article>
            </Card>
          ) : (
            alone.isLoading && <Skeleton active />
          )}
          {alone.isError && <Empty description={t('help.articleGone')} />}
        </Col>
      </Row>
    </HelpFrame>
  );
}
