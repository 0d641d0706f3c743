import { Authority } from '@cloud-exam/contract/authorities';
import { SMART_QA_QUESTION_MAX } from '@cloud-exam/contract/constants';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { QA_ANSWER_MAX, type QaItem, smartQaApi } from '@cloud-exam/contract/service/service';
import { Card, Empty, Form, Input, Space, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../auth/current-user';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { PublishedFilter, PublishedState, PublishToggle } from '../components/publish-pieces';
import { PlatformQaList } from '../components/platform-qa-list';

type Values = InputOf<typeof smartQaApi.add>;

/**
 * Smart Q&A of the widget. The operator writes the platform's items; an institution's officer writes its own and,
 * on a second tab, blocks or unblocks the platform's for its members.
 */
export default function QaPage() {
  const { t } = useTranslation('portal');
  const operator = useCurrentUser().authorities.includes(Authority.operator);
  if (operator)
    return (
      <Card title={t('service.qa.title')}>
        <OwnQa />
      </Card>
    );
  return (
    <Card title={t('service.qa.title')}>
      <Tabs
        items={[
          { key: 'own', label: t('service.qa.own'), children: <OwnQa /> },
          { key: 'platform', label: t('service.qa.platform'), children: <PlatformQaList /> },
        ]}
      />
    </Card>
  );
}

function OwnQa() {
  const { t } = useTranslation(['portal', 'list']);
  const list = useListPage(smartQaApi.page);
  const act = useRowAction([smartQaApi.page]);
  const dialog = useEditDialog<QaItem, Values>({
    toValues: (q) => q ?? {},
    save: (values, q) => (q ? call(smartQaApi.update, { ...values, id: q.id }) : call(smartQaApi.add, values)),
    refresh: [smartQaApi.page],
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <SearchFilter
            placeholder={t('service.qa.search')}
            width={240}
            value={list.filter.question}
            onSearch={(question) => list.narrow({ question })}
          />
          <PublishedFilter value={list.filter.published} onChange={(published) => list.narrow({ published })} />
        </Space>
        <ListActions addLabel={t('service.qa.add')} onAdd={() => dialog.show()} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t('service.qa.empty')} /> }}
        columns={[
          { title: t('service.qa.question'), dataIndex: 'question', width: 260 },
          { title: t('service.qa.answer'), dataIndex: 'answer', ellipsis: true },
          { title: t('service.state'), dataIndex: 'published', width: 100, render: (p: boolean) => <PublishedState published={p} /> },
          { title: t('service.updateTime'), dataIndex: 'updateTime', width: 170, render: dateTime },
          {
            title: t('list:action.title'),
            width: 190,
            render: (_, q: QaItem) => (
              <Space size={0}>
                <PublishToggle
                  published={q.published}
                  name={q.question}
                  onToggle={(published) => act(call(smartQaApi.publish, { id: q.id, published }), t('list:saved'))}
                />
                {!q.published && (
                  <RowActions
                    onEdit={() => dialog.show(q)}
                    deleteTitle={t('service.qa.confirmDelete', { name: q.question })}
                    onDelete={() => act(call(smartQaApi.remove, { id: q.id }), t('list:deleted'))}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="qa" addTitle={t('service.qa.add')} editTitle={t('service.qa.edit')} width={600}>
        <Form.Item
          name="question"
          label={t('service.qa.question')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('service.qa.question') }) },
            { max: SMART_QA_QUESTION_MAX },
          ]}
        >
          <Input showCount maxLength={SMART_QA_QUESTION_MAX} />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t('service.qa.answer')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('service.qa.answer') }) },
            { max: QA_ANSWER_MAX },
          ]}
        >
          <Input.TextArea rows={6} showCount maxLength={QA_ANSWER_MAX} />
        </Form.Item>
      </EditDialog>
    </>
  );
}
