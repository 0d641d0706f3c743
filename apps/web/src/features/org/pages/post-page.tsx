import { POST_NAME_MAX, type Post, postApi } from '@cloud-exam/contract/org/post';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { Card, Form, Input, InputNumber, Radio, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { ListActions, RowActions, SearchFilter, StatusFilter, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';

type PostValues = InputOf<typeof postApi.add>;

/** Job posts members hold (invigilator, marker …): search, add, edit, delete. */
export default function PostPage() {
  const { t } = useTranslation(['org', 'list']);
  const list = useListPage(postApi.page);
  const statusOptions = useStatusOptions();
  const act = useRowAction([postApi.page]);
  const dialog = useEditDialog<Post, PostValues>({
    toValues: (p) => (p ? { ...p, remark: p.remark ?? undefined } : { sort: 0, status: 1 }),
    save: (values, p) => (p ? call(postApi.edit, { ...values, id: p.id }) : call(postApi.add, values)),
    refresh: [postApi.page],
  });

  return (
    <Card title={t('post.title')} extra={<ListActions addLabel={t('post.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('post.search')} width={240} value={list.filter.name} onSearch={(name) => list.narrow({ name })} />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('post.code'), dataIndex: 'code' },
          { title: t('post.name'), dataIndex: 'name' },
          { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
          { title: t('list:status'), dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} /> },
          { title: t('role.members'), dataIndex: 'memberCount', width: 90 },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, p: Post) => (
              <RowActions
                onEdit={() => dialog.show(p)}
                deleteTitle={t('post.confirmDelete', { name: p.name })}
                onDelete={() => act(call(postApi.remove, { id: p.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="post" addTitle={t('post.add')} editTitle={t('post.edit')}>
        <Form.Item name="code" label={t('post.code')} rules={[{ required: true, pattern: /^\w{1,30}$/, message: t('post.codeRule') }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('post.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('post.name') }) }, { max: POST_NAME_MAX }]}
        >
          <Input maxLength={POST_NAME_MAX} />
        </Form.Item>
        <Form.Item name="sort" label={t('dept.sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('list:remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
