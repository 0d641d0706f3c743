import { QUICK_MESSAGE_MAX, QUICK_MESSAGES_PUBLISHED_MAX } from '@cloud-exam/contract/constants';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { QUICK_TITLE_MAX, type QuickMessage, quickMessageApi } from '@cloud-exam/contract/service/service';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Form, Input, InputNumber, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { PublishedFilter, PublishedState, PublishToggle } from '../components/publish-pieces';

type Values = InputOf<typeof quickMessageApi.add>;

/**
 * Quick messages of the customer-service widget (the operator's are the platform's, an officer's their
 * institution's): add, edit and delete while unpublished, publish up to 20.
 */
export default function QuickMessagePage() {
  const { t } = useTranslation(['portal', 'list']);
  const list = useListPage(quickMessageApi.page);
  const publishedCount = useQuery(endpointQuery(quickMessageApi.page, { published: '1', size: 1 })).data?.total;
  const act = useRowAction([quickMessageApi.page]);
  const dialog = useEditDialog<QuickMessage, Values>({
    toValues: (m) => m ?? { sort: 0 },
    save: (values, m) => (m ? call(quickMessageApi.update, { ...values, id: m.id }) : call(quickMessageApi.add, values)),
    refresh: [quickMessageApi.page],
  });

  return (
    <Card title={t('service.quick.title')} extra={<ListActions addLabel={t('service.quick.add')} onAdd={() => dialog.show()} />}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('service.quick.rules', { published: publishedCount ?? 0, max: QUICK_MESSAGES_PUBLISHED_MAX })}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('service.quick.search')}
          width={240}
          value={list.filter.title}
          onSearch={(title) => list.narrow({ title })}
        />
        <PublishedFilter value={list.filter.published} onChange={(published) => list.narrow({ published })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t('service.quick.empty')} /> }}
        columns={[
          { title: t('service.quick.titleLabel'), dataIndex: 'title', width: 200 },
          { title: t('service.quick.reply'), dataIndex: 'reply', ellipsis: true },
          { title: t('service.sort'), dataIndex: 'sort', width: 70 },
          { title: t('service.state'), dataIndex: 'published', width: 100, render: (p: boolean) => <PublishedState published={p} /> },
          { title: t('service.updateTime'), dataIndex: 'updateTime', width: 170, render: dateTime },
          {
            title: t('list:action.title'),
            width: 190,
            render: (_, m: QuickMessage) => (
              <Space size={0}>
                <PublishToggle
                  published={m.published}
                  name={m.title}
                  onToggle={(published) => act(call(quickMessageApi.publish, { id: m.id, published }), t('list:saved'))}
                />
                {!m.published && (
                  <RowActions
                    onEdit={() => dialog.show(m)}
                    deleteTitle={t('service.quick.confirmDelete', { name: m.title })}
                    onDelete={() => act(call(quickMessageApi.remove, { id: m.id }), t('list:deleted'))}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="quickMessage" addTitle={t('service.quick.add')} editTitle={t('service.quick.edit')}>
        <Form.Item
          name="title"
          label={t('service.quick.titleLabel')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('service.quick.titleLabel') }) },
            { max: QUICK_TITLE_MAX },
          ]}
        >
          <Input showCount maxLength={QUICK_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="reply"
          label={t('service.quick.reply')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('service.quick.reply') }) },
            { max: QUICK_MESSAGE_MAX },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={QUICK_MESSAGE_MAX} />
        </Form.Item>
        <Form.Item name="sort" label={t('service.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
