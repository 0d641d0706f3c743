import type { DictItem } from '@cloud-exam/contract/org';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Modal, Radio, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDictItem, type DictForm, dictItemsQuery, dictTypesQuery, saveDictItem } from '../api';
import { ListActions, RowActions, StatusTag, useEditDialog, useRowAction, useStatusOptions } from '../components/crud';

/** Dictionaries: the system defaults with this institution's labels, order, hidden entries and additions. */
export default function DictPage() {
  const { t } = useTranslation('sys');
  const types = useQuery(dictTypesQuery);
  const [type, setType] = useState('certificate_type');
  const items = useQuery(dictItemsQuery(type));
  const statusOptions = useStatusOptions(t('dict.hidden'));
  const act = useRowAction(['sys', 'dict']);
  const dialog = useEditDialog<DictItem, DictForm>({
    toValues: (d) => d ?? { sort: (items.data?.length ?? 0) + 1, status: 1 },
    save: (values) => saveDictItem({ ...values, type }),
    queryKey: ['sys', 'dict'],
  });

  return (
    <Card title={t('dict.title')} extra={<ListActions addLabel={t('dict.add')} onAdd={() => dialog.show()} />}>
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
            render: (s: number) => <StatusTag status={s} offLabel={t('dict.hidden')} />,
          },
          {
            title: t('action.title'),
            width: 150,
            render: (_, d: DictItem) => (
              <RowActions
                onEdit={() => dialog.show(d)}
                deleteTitle={t('dict.confirmDelete', { name: d.name })}
                onDelete={d.system ? undefined : () => act(deleteDictItem(type, d.code), t('deleted'))}
              />
            ),
          },
        ]}
      />
      <Modal
        open={dialog.open}
        title={dialog.row ? t('dict.edit') : t('dict.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        destroyOnHidden
      >
        <Form form={dialog.form} layout="vertical" name="dict" preserve={false}>
          <Form.Item name="code" label={t('dict.code')} rules={[{ required: true, pattern: /^[\w-]{1,30}$/, message: t('post.codeRule') }]}>
            <Input disabled={!!dialog.row} />
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
            <Radio.Group options={statusOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
