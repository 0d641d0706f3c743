import type { InputOf } from '@cloud-exam/contract/endpoint';
import { type DictItem, dictApi } from '@cloud-exam/contract/org/dict';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Radio, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { ListActions, RowActions, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';

/** The entry form; its dictionary is the one shown. */
type DictValues = Omit<InputOf<typeof dictApi.save>, 'type'>;
/** Every read an entry change shows in: the types, the dictionary being edited, and the dictionaries forms pick from. */
const DICT_READS = [dictApi.types, dictApi.items, dictApi.byType, dictApi.several];

/** Dictionaries: the system defaults with this institution's labels, order, hidden entries and additions. */
export default function DictPage() {
  const { t } = useTranslation(['org', 'list']);
  const types = useQuery(endpointQuery(dictApi.types));
  const [type, setType] = useState('certificate_type');
  const items = useQuery(endpointQuery(dictApi.items, { type }));
  const statusOptions = useStatusOptions(t('dict.hidden'));
  const act = useRowAction(DICT_READS);
  const dialog = useEditDialog<DictItem, DictValues>({
    toValues: (d) => d ?? { sort: (items.data?.length ?? 0) + 1, status: 1 },
    save: (values) => call(dictApi.save, { ...values, type }),
    refresh: DICT_READS,
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
            title: t('list:status'),
            dataIndex: 'status',
            width: 90,
            render: (s: number) => <StatusTag status={s} offLabel={t('dict.hidden')} />,
          },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, d: DictItem) => (
              <RowActions
                onEdit={() => dialog.show(d)}
                deleteTitle={t('dict.confirmDelete', { name: d.name })}
                onDelete={d.system ? undefined : () => act(call(dictApi.remove, { type, code: d.code }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="dict" addTitle={t('dict.add')} editTitle={t('dict.edit')}>
        <Form.Item name="code" label={t('dict.code')} rules={[{ required: true, pattern: /^[\w-]{1,30}$/, message: t('post.codeRule') }]}>
          <Input disabled={!!dialog.row} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dict.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('dict.name') }) }, { max: 50 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('dept.sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
