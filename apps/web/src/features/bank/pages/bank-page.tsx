import type { InputOf } from '@cloud-exam/contract/endpoint';
import { BANK_NAME_MAX, type Bank, bankApi } from '@cloud-exam/contract/bank/bank';
import { Card, Form, Input, Radio, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, StatusFilter, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';

type Values = InputOf<typeof bankApi.add>;

/** Question bank: search, add, edit, delete. */
export default function BankPage() {
  const { t } = useTranslation(['bank', 'list']);
  const list = useListPage(bankApi.page);
  const statusOptions = useStatusOptions();
  const act = useRowAction([bankApi.page]);
  const dialog = useEditDialog<Bank, Values>({
    toValues: (row) => (row ? { ...row, deptId: row.deptId ?? undefined } : { status: 1 }),
    save: (values, row) => (row ? call(bankApi.edit, { ...values, id: row.id }) : call(bankApi.add, values)),
    refresh: [bankApi.page],
  });

  return (
    <Card title={t('bank.title')} extra={<ListActions addLabel={t('bank.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('bank.search')} width={240} value={list.filter.name} onSearch={(name) => list.narrow({ name })} />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('list:name'), dataIndex: 'name' },
          { title: t('list:status'), dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} /> },
          { title: t('list:createTime'), dataIndex: 'createTime', width: 170, render: dateTime },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, row: Bank) => (
              <RowActions
                onEdit={() => dialog.show(row)}
                deleteTitle={t('bank.confirmDelete', { name: row.name })}
                onDelete={() => act(call(bankApi.remove, { id: row.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="bank" addTitle={t('bank.add')} editTitle={t('bank.edit')}>
        <Form.Item
          name="name"
          label={t('list:name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('list:name') }) }, { max: BANK_NAME_MAX }]}
        >
          <Input maxLength={BANK_NAME_MAX} />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item name="description" label={t('list:remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
