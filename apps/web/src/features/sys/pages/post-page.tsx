import { PlusOutlined } from '@ant-design/icons';
import { POST_NAME_MAX, type Post } from '@cloud-exam/contract/org';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePost, type PostForm, postPageQuery, savePost } from '../api';

/** Job posts members hold (invigilator, marker …): search, add, edit, delete. */
export default function PostPage() {
  const { t } = useTranslation('sys');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<{ current: number; size: number; name?: string; status?: number }>({ current: 1, size: 10 });
  const page = useQuery(postPageQuery(filter));
  const [editing, setEditing] = useState<Partial<Post>>();
  const [form] = Form.useForm<PostForm>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'post'] });

  const open = (p?: Post) => {
    setEditing(p ?? {});
    form.setFieldsValue(p ? { ...p, remark: p.remark ?? undefined } : { sort: 0, status: 1 });
  };
  const submit = async () => {
    const values = await form.validateFields();
    await savePost({ ...values, id: editing?.id });
    message.success(t('saved'));
    setEditing(undefined);
    await refresh();
  };

  return (
    <Card
      title={t('post.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
          {t('post.add')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('post.search')}
          style={{ width: 240 }}
          onSearch={(name) => setFilter({ ...filter, name: name || undefined, current: 1 })}
        />
        <Select
          allowClear
          placeholder={t('status')}
          style={{ width: 120 }}
          options={[
            { value: 1, label: t('active') },
            { value: 0, label: t('disabled') },
          ]}
          onChange={(status) => setFilter({ ...filter, status, current: 1 })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={{
          current: filter.current,
          pageSize: filter.size,
          total: page.data?.total ?? 0,
          showTotal: (total) => t('total', { count: total }),
          onChange: (current, size) => setFilter({ ...filter, current, size }),
        }}
        columns={[
          { title: t('post.code'), dataIndex: 'code' },
          { title: t('post.name'), dataIndex: 'name' },
          { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('status'),
            dataIndex: 'status',
            width: 90,
            render: (s: number) => (s === 1 ? <Tag color="green">{t('active')}</Tag> : <Tag color="red">{t('disabled')}</Tag>),
          },
          { title: t('role.members'), dataIndex: 'memberCount', width: 90 },
          {
            title: t('action.title'),
            width: 150,
            render: (_, p: Post) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(p)}>
                  {t('action.edit')}
                </Button>
                <Popconfirm
                  title={t('post.confirmDelete', { name: p.name })}
                  onConfirm={async () => {
                    await deletePost(p.id);
                    message.success(t('deleted'));
                    await refresh();
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing?.id ? t('post.edit') : t('post.add')}
        onCancel={() => setEditing(undefined)}
        onOk={submit}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="post" preserve={false}>
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
            <Radio.Group
              options={[
                { value: 1, label: t('active') },
                { value: 0, label: t('disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
