import { POST_NAME_MAX, type Post } from '@cloud-exam/contract/org';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Modal, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePost, type PostForm, postPageQuery, savePost } from '../api';
import {
  ListActions,
  narrowed,
  RowActions,
  SearchFilter,
  StatusFilter,
  StatusTag,
  useEditDialog,
  usePagination,
  useRowAction,
  useStatusOptions,
} from '../components/crud';

/** Job posts members hold (invigilator, marker …): search, add, edit, delete. */
export default function PostPage() {
  const { t } = useTranslation('sys');
  const [filter, setFilter] = useState<{ current: number; size: number; name?: string; status?: number }>({ current: 1, size: 10 });
  const page = useQuery(postPageQuery(filter));
  const statusOptions = useStatusOptions();
  const act = useRowAction(['sys', 'post']);
  const dialog = useEditDialog<Post, PostForm>({
    toValues: (p) => (p ? { ...p, remark: p.remark ?? undefined } : { sort: 0, status: 1 }),
    save: (values, p) => savePost({ ...values, id: p?.id }),
    queryKey: ['sys', 'post'],
  });

  return (
    <Card title={t('post.title')} extra={<ListActions addLabel={t('post.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('post.search')} width={240} onSearch={(name) => setFilter(narrowed(filter, { name }))} />
        <StatusFilter onChange={(status) => setFilter(narrowed(filter, { status }))} />
      </Space>
      <Table
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={usePagination(filter, setFilter, page.data?.total)}
        columns={[
          { title: t('post.code'), dataIndex: 'code' },
          { title: t('post.name'), dataIndex: 'name' },
          { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
          { title: t('status'), dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} /> },
          { title: t('role.members'), dataIndex: 'memberCount', width: 90 },
          {
            title: t('action.title'),
            width: 150,
            render: (_, p: Post) => (
              <RowActions
                onEdit={() => dialog.show(p)}
                deleteTitle={t('post.confirmDelete', { name: p.name })}
                onDelete={() => act(deletePost(p.id), t('deleted'))}
              />
            ),
          },
        ]}
      />
      <Modal
        open={dialog.open}
        title={dialog.row ? t('post.edit') : t('post.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        destroyOnHidden
      >
        <Form form={dialog.form} layout="vertical" name="post" preserve={false}>
          <Form.Item name="code" label={t('post.code')} rules={[{ required: true, pattern: /^\w{1,30}$/, message: t('post.codeRule') }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('post.name')}
            rules={[{ required: true, whitespace: true, message: t('required', { field: t('post.name') }) }, { max: POST_NAME_MAX }]}
          >
            <Input maxLength={POST_NAME_MAX} />
          </Form.Item>
          <Form.Item name="sort" label={t('dept.sort')}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Radio.Group options={statusOptions} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
