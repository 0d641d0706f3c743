import { PlusOutlined } from '@ant-design/icons';
import type { DictItem } from '@cloud-exam/contract/org';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Radio, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDictItem, type DictForm, dictItemsQuery, dictTypesQuery, saveDictItem } from '../api';

/** Dictionaries: the system defaults with this institution's labels, order, hidden entries and additions. */
export default function DictPage() {
  const { t } = useTranslation('sys');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const types = useQuery(dictTypesQuery);
  const [type, setType] = useState('certificate_type');
  const items = useQuery(dictItemsQuery(type));
  const [editing, setEditing] = useState<Partial<DictItem>>();
  const [form] = Form.useForm<DictForm>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'dict'] });

  const open = (d?: DictItem) => {
    setEditing(d ?? {});
    form.setFieldsValue(d ?? { sort: (items.data?.length ?? 0) + 1, status: 1 });
  };
  const submit = async () => {
    const values = await form.validateFields();
    await saveDictItem({ ...values, type });
    message.success(t('saved'));
    setEditing(undefined);
    await refresh();
  };

  return (
    <Card
      title={t('dict.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
          {t('dict.add')}
        </Button>
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        value={type}
        onChange={(v) => setType(String(v))}
        options={(types.data ?? [type]).map((x) => ({ value: x, label: t(`dict.types.${x}`, { defaultValue: x }) }))}
      />
      <Table
        rowKey="id"
        loading={items.isFetching}
        dataSource={items.data}
        pagination={false}
        columns={[
          { title: t('dict.code'), dataIndex: 'code', width: 120 },
          {
            title: t('dict.name'),
            dataIndex: 'name',
            render: (n: string, d: DictItem) =>
              d.system ? (
                <Space>
                  {n}
                  <Tag>{t('dict.system')}</Tag>
                </Space>
              ) : (
                n
              ),
          },
          { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('status'),
            dataIndex: 'status',
            width: 90,
            render: (s: number) => (s === 1 ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('dict.hidden')}</Tag>),
          },
          {
            title: t('action.title'),
            width: 150,
            render: (_, d: DictItem) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(d)}>
                  {t('action.edit')}
                </Button>
                {!d.system && (
                  <Popconfirm
                    title={t('dict.confirmDelete', { name: d.name })}
                    onConfirm={async () => {
                      await deleteDictItem(type, d.code);
                      message.success(t('deleted'));
                      await refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('action.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing?.code ? t('dict.edit') : t('dict.add')}
        onCancel={() => setEditing(undefined)}
        onOk={submit}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="dict" preserve={false}>
          <Form.Item name="code" label={t('dict.code')} rules={[{ required: true, pattern: /^[\w-]{1,30}$/, message: t('post.codeRule') }]}>
            <Input disabled={!!editing?.code} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('dict.name')}
            rules={[{ required: true, whitespace: true, message: t('required', { field: t('dict.name') }) }, { max: 50 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('dept.sort')}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('active') },
                { value: 0, label: t('dict.hidden') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
