import { AUDIT_ACTIONS, auditActionName } from '@cloud-exam/contract/audit/actions';
import { auditLogApi } from '@cloud-exam/contract/audit/log';
import type { Language } from '@cloud-exam/contract/languages';
import { Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useListPage } from '../../../components/list/use-list-page';

/** Who did what, when, from which address, on which record: filter by action, person and time. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('org');
  const list = useListPage(auditLogApi.page, { size: 20 });
  const { from, to } = list.filter;
  // Every action the server records is named in the contract, in the five languages.
  const actionLabel = (a: string) => auditActionName(a, i18n.language as Language);

  return (
    <Card title={t('audit.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SelectFilter
          label={t('audit.action')}
          searchable
          width={220}
          value={list.filter.action}
          options={Object.keys(AUDIT_ACTIONS).map((a) => ({ value: a, label: actionLabel(a) }))}
          onChange={(action) => list.narrow({ action })}
        />
        <SearchFilter
          placeholder={t('audit.username')}
          width={200}
          value={list.filter.username}
          onSearch={(username) => list.narrow({ username })}
        />
        <DatePicker.RangePicker
          showTime
          value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
          onChange={(range) => list.narrow({ from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString() })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        expandable={{
          rowExpandable: (r) => !!r.detail && Object.keys(r.detail).length > 0,
          expandedRowRender: (r) => <Typography.Text code>{JSON.stringify(r.detail)}</Typography.Text>,
        }}
        pagination={list.pagination}
        columns={[
          { title: t('audit.time'), dataIndex: 'createTime', width: 180, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('audit.username'), dataIndex: 'username', width: 140 },
          { title: t('audit.action'), dataIndex: 'action', render: actionLabel },
          { title: t('audit.target'), dataIndex: 'targetName' },
          { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
        ]}
      />
    </Card>
  );
}
