import { DownOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { PAPER_NAME_MAX, type PaperKind, type PaperRow, paperApi } from '@cloud-exam/contract/paper/paper';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Empty, Form, Input, Popconfirm, Space, Table, Tag, theme, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useBankDepts } from '../../../components/bank/bank-depts';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { AuthCodesDialog } from '../components/auth-codes-dialog';
import { KindTag, usePaperKinds } from '../components/paper-labels';
import { StatisticsDrawer } from '../components/statistics-drawer';
import { editPaperPath, newPaperPath, paperPreviewPath } from '../paths';

/** Every read a paper change shows in. */
const PAPER_READS = [paperApi.page, paperApi.get];

/** Papers: search by name, kind, bank and department; add by kind, edit, preview, statistics, copy, share, delete. */
export default function PaperListPage() {
  const { t, i18n } = useTranslation(['paper', 'list', 'common']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const names = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const list = useListPage(paperApi.page);
  const { filter } = list;
  const depts = useBankDepts();
  const banks = useQuery(endpointQuery(bankApi.options));
  const bankName = (id: string) => banks.data?.find((b) => b.id === id)?.name ?? '…';
  const { kindOptions } = usePaperKinds();
  const act = useRowAction(PAPER_READS);
  const [statisticsOf, setStatisticsOf] = useState<PaperRow>();
  const [sharing, setSharing] = useState<PaperRow>();
  const copying = useEditDialog<PaperRow, { name: string }, { name: string }>({
    toValues: (row) => ({ name: t('list.copyName', { name: row?.name }) }),
    save: (values, row) => call(paperApi.copy, { id: row!.id, name: values.name }),
    saved: (answer) => t('list.copied', { name: answer.name }),
    refresh: PAPER_READS,
  });
  const filtered = !!(filter.name || filter.kind || filter.bankId || filter.deptId);

  const addPaper = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: kindOptions.map((o) => ({ key: o.value, label: o.label, extra: t(`kind.${o.value}Hint`) })),
        onClick: ({ key }) => void navigate(newPaperPath(key as PaperKind)),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        {t('list.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );

  return (
    <Card title={t('list.title')} extra={addPaper}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('list.search')} width={220} value={filter.name} onSearch={(name) => list.narrow({ name })} />
        <SelectFilter
          label={t('list.kind')}
          width={140}
          value={filter.kind}
          options={kindOptions}
          onChange={(kind) => list.narrow({ kind })}
        />
        <SelectFilter
          label={t('list.bank')}
          width={200}
          searchable
          value={filter.bankId}
          options={banks.data?.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(bankId) => list.narrow({ bankId })}
        />
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          aria-label={t('list.dept')}
          placeholder={t('list.dept')}
          style={{ width: 200 }}
          value={filter.deptId}
          treeData={depts.all}
          onChange={(deptId?: string) => list.narrow({ deptId: deptId || undefined })}
        />
      </Space>
      <Table<PaperRow>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t(filtered ? 'list.noMatch' : 'list.empty')} /> }}
        columns={[
          {
            title: t('list.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space orientation="vertical" size={2}>
                <Link to={editPaperPath(row.id)}>{name}</Link>
                <Space size={4} wrap>
                  <KindTag kind={row.kind} />
                  {row.locked && (
                    <Tag color="warning" bordered={false}>
                      {t('list.locked')}
                    </Tag>
                  )}
                </Space>
              </Space>
            ),
          },
          {
            title: t('list.banks'),
            dataIndex: 'bankIds',
            render: (ids: string[], row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 180 }}>
                  {names.format(ids.map(bankName))}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.deptName ?? t('list.wholeInstitution')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('list.scoreAndPass'),
            dataIndex: 'totalScore',
            width: 110,
            align: 'right',
            render: (total: number, row) => `${total} / ${row.passMark ?? '—'}`,
          },
          {
            title: t('list.duration'),
            dataIndex: 'duration',
            width: 90,
            align: 'right',
            render: (m: number) => t('list.minutes', { count: m }),
          },
          { title: t('list.itemCount'), dataIndex: 'itemCount', width: 80, align: 'right' },
          { title: t('list.version'), dataIndex: 'version', width: 70, align: 'right', render: (v: number) => `v${v}` },
          { title: t('list.useCount'), dataIndex: 'useCount', width: 100, align: 'right' },
          { title: t('list.updateTime'), dataIndex: 'updateTime', width: 150, render: dateTime },
          {
            title: t('list:action.title'),
            width: 210,
            render: (_, row) => (
              <Space size={0} wrap style={{ minWidth: 190 }}>
                <Button type="link" size="small" onClick={() => void navigate(editPaperPath(row.id))}>
                  {t('list:action.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => void navigate(paperPreviewPath(row.id))}>
                  {t('list.preview')}
                </Button>
                <Button type="link" size="small" onClick={() => setStatisticsOf(row)}>
                  {t('list.statistics')}
                </Button>
                <Button type="link" size="small" onClick={() => copying.show(row)}>
                  {t('list.copy')}
                </Button>
                <Button type="link" size="small" onClick={() => setSharing(row)}>
                  {t('list.share')}
                </Button>
                {/* a paper exams use cannot be deleted: the button tells why and offers nothing to confirm */}
                <Popconfirm
                  {...(row.useCount
                    ? {
                        title: t('list.cannotDelete', { name: row.name }),
                        description: t('list.usedHint', { count: row.useCount }),
                        icon: <InfoCircleOutlined style={{ color: token.colorInfo }} />,
                        showCancel: false,
                        okText: t('common:gotIt'),
                      }
                    : {
                        title: t('list.confirmDelete', { name: row.name }),
                        okButtonProps: { danger: true },
                        onConfirm: () => act(call(paperApi.remove, { id: row.id }), t('list:deleted')),
                      })}
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
      <EditDialog dialog={copying} name="paperCopy" addTitle={t('list.copyTitle')} editTitle={t('list.copyTitle')}>
        <Typography.Paragraph type="secondary">{t('list.copyHint', { name: copying.row?.name })}</Typography.Paragraph>
        <Form.Item
          name="name"
          label={t('list.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('list.name') }) }, { max: PAPER_NAME_MAX }]}
        >
          <Input maxLength={PAPER_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </EditDialog>
      <StatisticsDrawer paper={statisticsOf} onClose={() => setStatisticsOf(undefined)} />
      <AuthCodesDialog paper={sharing} onClose={() => setSharing(undefined)} />
    </Card>
  );
}
