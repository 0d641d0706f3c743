import { type PlatformQa, smartQaApi } from '@cloud-exam/contract/service/service';
import { Alert, Badge, Button, Empty, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';

/** The platform's published Q&A as an institution sees it: each shown to its members or blocked. */
export function PlatformQaList() {
  const { t } = useTranslation(['portal', 'list']);
  const list = useListPage(smartQaApi.platformPage);
  const act = useRowAction([smartQaApi.platformPage]);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('service.qa.platformHint')} />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('service.qa.search')}
          width={240}
          value={list.filter.question}
          onSearch={(question) => list.narrow({ question })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t('service.qa.platformEmpty')} /> }}
        columns={[
          { title: t('service.qa.question'), dataIndex: 'question', width: 260 },
          { title: t('service.qa.answer'), dataIndex: 'answer', ellipsis: true },
          {
            title: t('service.state'),
            dataIndex: 'blocked',
            width: 110,
            render: (blocked: boolean) => (
              <Badge status={blocked ? 'default' : 'success'} text={t(blocked ? 'service.qa.blocked' : 'service.qa.shown')} />
            ),
          },
          {
            title: t('list:action.title'),
            width: 120,
            render: (_, q: PlatformQa) => (
              <Popconfirm
                title={t(q.blocked ? 'service.qa.confirmUnblock' : 'service.qa.confirmBlock', { name: q.question })}
                onConfirm={() => act(call(smartQaApi.block, { id: q.id, blocked: !q.blocked }), t('list:saved'))}
              >
                <Button type="link" size="small">
                  {t(q.blocked ? 'service.qa.unblock' : 'service.qa.block')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
