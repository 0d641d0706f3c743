import { BANK_DESCRIPTION_MAX, BANK_NAME_MAX, type Bank, bankApi, DEFAULT_ITEM_SCORES } from '@cloud-exam/contract/bank/bank';
import { ITEM_TYPE_CODES } from '@cloud-exam/contract/bank/item';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { Button, Card, Empty, Form, Input, Radio, Space, Table, Tag, Tooltip, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, StatusFilter, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useBankDepts } from '../components/bank-depts';
import { useBankNameRules } from '../components/bank-name-rules';
import { DefaultScoresField } from '../components/default-scores-field';
import { useItemLabels } from '../components/item-labels';
import { bankItemsPath } from '../paths';

type Values = InputOf<typeof bankApi.add>;
/** Every read a bank change shows in. */
const BANK_READS = [bankApi.page, bankApi.options, bankApi.get];

/** Question banks: search by name, status and department; add, edit, copy, delete; open a bank's items. */
export default function BankListPage() {
  const { t, i18n } = useTranslation(['bank', 'list']);
  const names = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const list = useListPage(bankApi.page);
  const statusOptions = useStatusOptions();
  const depts = useBankDepts();
  const nameRules = useBankNameRules();
  const { typeLabel } = useItemLabels();
  const act = useRowAction(BANK_READS);
  const dialog = useEditDialog<Bank, Values>({
    toValues: (row) =>
      row
        ? { ...row, deptId: row.deptId ?? undefined, description: row.description ?? undefined }
        : { status: 1, sharedDeptIds: [], deptId: list.filter.deptId, defaultScores: DEFAULT_ITEM_SCORES },
    save: (values, row) => (row ? call(bankApi.edit, { ...values, id: row.id }) : call(bankApi.add, values)),
    refresh: BANK_READS,
  });
  const copying = useEditDialog<Bank, { name: string }>({
    toValues: (row) => ({ name: t('bank.copyName', { name: row?.name }) }),
    save: (values, row) => call(bankApi.copy, { id: row!.id, name: values.name }),
    saved: () => t('bank.copied'),
    refresh: BANK_READS,
  });
  const filtered = !!(list.filter.name || list.filter.deptId || list.filter.status !== undefined);

  return (
    <Card title={t('bank.title')} extra={<ListActions addLabel={t('bank.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('bank.search')} width={240} value={list.filter.name} onSearch={(name) => list.narrow({ name })} />
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          aria-label={t('bank.dept')}
          placeholder={t('bank.dept')}
          style={{ width: 200 }}
          value={list.filter.deptId}
          treeData={depts.all}
          onChange={(deptId?: string) => list.narrow({ deptId: deptId || undefined })}
        />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t(filtered ? 'bank.noMatch' : 'bank.empty')} /> }}
        scroll={{ x: 1060 }}
        columns={[
          {
            title: t('bank.name'),
            dataIndex: 'name',
            width: 170,
            render: (name: string, row: Bank) => (
              <Space orientation="vertical" size={0}>
                <Link to={bankItemsPath(row.id)}>{name}</Link>
                {row.description && (
                  <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }} style={{ maxWidth: 140, fontSize: 12 }}>
                    {row.description}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('bank.dept'), dataIndex: 'deptName', width: 110, render: (name: string | null) => name ?? t('bank.wholeInstitution') },
          {
            title: t('bank.shared'),
            dataIndex: 'sharedDeptIds',
            width: 80,
            align: 'right',
            render: (ids: string[]) =>
              ids.length ? (
                <Tooltip title={names.format(ids.map(depts.nameOf))}>
                  <Typography.Text>{ids.length}</Typography.Text>
                </Tooltip>
              ) : (
                '—'
              ),
          },
          {
            title: t('bank.itemCounts'),
            dataIndex: 'itemCounts',
            render: (counts: Bank['itemCounts']) => {
              const types = ITEM_TYPE_CODES.filter((code) => counts[code]);
              return types.length ? (
                <Space size={[0, 4]} wrap>
                  {types.map((code) => (
                    <Tag key={code}>
                      {typeLabel(code)} {counts[code]}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '—'
              );
            },
          },
          { title: t('bank.itemCount'), dataIndex: 'itemCount', width: 80, align: 'right' },
          { title: t('list:status'), dataIndex: 'status', width: 80, render: (s: number) => <StatusTag status={s} /> },
          { title: t('bank.updateTime'), dataIndex: 'updateTime', width: 150, render: dateTime },
          {
            title: t('list:action.title'),
            width: 230,
            fixed: 'right',
            render: (_, row: Bank) => (
              <RowActions
                onEdit={() => dialog.show(row)}
                deleteTitle={t('bank.confirmDelete', { name: row.name })}
                onDelete={() => act(call(bankApi.remove, { id: row.id }), t('list:deleted'))}
              >
                <Link to={bankItemsPath(row.id)} style={{ padding: '0 7px', fontSize: 14 }}>
                  {t('bank.items')}
                </Link>
                <Button type="link" size="small" onClick={() => copying.show(row)}>
                  {t('bank.copy')}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="bank" addTitle={t('bank.add')} editTitle={t('bank.edit')} width={560}>
        <Form.Item name="name" label={t('bank.name')} extra={t('bank.nameHint')} rules={nameRules}>
          <Input maxLength={BANK_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="deptId" label={t('bank.dept')} extra={t('bank.deptHint')}>
          <TreeSelect
            allowClear
            placeholder={t('bank.wholeInstitution')}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            treeData={depts.owners}
            loading={depts.loading}
          />
        </Form.Item>
        <Form.Item name="sharedDeptIds" label={t('bank.shared')} extra={t('bank.sharedHint')}>
          <TreeSelect
            multiple
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            treeData={depts.all}
            placeholder={t('bank.sharedPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item name="description" label={t('bank.description')} rules={[{ max: BANK_DESCRIPTION_MAX }]}>
          <Input.TextArea rows={3} maxLength={BANK_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <DefaultScoresField />
      </EditDialog>
      <EditDialog dialog={copying} name="bankCopy" addTitle={t('bank.copyTitle')} editTitle={t('bank.copyTitle')}>
        <Typography.Paragraph type="secondary">{t('bank.copyHint', { name: copying.row?.name })}</Typography.Paragraph>
        <Form.Item name="name" label={t('bank.name')} extra={t('bank.nameHint')} rules={nameRules}>
          <Input maxLength={BANK_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
