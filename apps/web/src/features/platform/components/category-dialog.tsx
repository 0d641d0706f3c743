import { CATEGORY_NAME_MAX, type Category, portalCategoryApi, type CategoryKind } from '@cloud-exam/contract/portal/category';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useRowAction } from '../../../components/list/use-edit-dialog';

type Values = { name: string; sort: number };

/** The categories of news or of downloads: listed, added, renamed or reordered in place, deleted when empty. */
export function CategoryDialog({ kind, open, onClose }: { kind: CategoryKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['platform', 'list']);
  const categories = useQuery({ ...endpointQuery(portalCategoryApi.list, { kind }), enabled: open });
  const act = useRowAction([portalCategoryApi.list, portalCategoryApi.publicList]);
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Category>();
  const save = async (values: Values) => {
    const done = await act(
      editing ? call(portalCategoryApi.edit, { ...values, id: editing.id }) : call(portalCategoryApi.add, { ...values, kind }),
      t('list:saved'),
    );
    if (done) {
      setEditing(undefined);
      form.resetFields();
    }
  };
  return (
    <Modal open={open} title={t('category.title')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Form form={form} layout="inline" name={`category-${kind}`} onFinish={save} initialValues={{ sort: 0 }} style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          label={t('category.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('category.name') }) },
            { max: CATEGORY_NAME_MAX },
          ]}
        >
          <Input maxLength={CATEGORY_NAME_MAX} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="sort" label={t('category.sort')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {editing ? t('list:action.save') : t('category.add')}
          </Button>
          {editing && (
            <Button
              onClick={() => {
                setEditing(undefined);
                form.resetFields();
              }}
            >
              {t('category.cancel')}
            </Button>
          )}
        </Space>
      </Form>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={categories.isFetching}
        dataSource={categories.data}
        locale={{ emptyText: t('category.empty') }}
        columns={[
          { title: t('category.name'), dataIndex: 'name' },
          { title: t('category.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, c: Category) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(c);
                    form.setFieldsValue({ name: c.name, sort: c.sort });
                  }}
                >
                  {t('list:action.edit')}
                </Button>
                <Popconfirm
                  title={t('category.confirmDelete', { name: c.name })}
                  onConfirm={() => act(call(portalCategoryApi.remove, { id: c.id }), t('list:deleted'))}
                >
                  <Button type="link" size="small" danger>
                    {t('list:action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
