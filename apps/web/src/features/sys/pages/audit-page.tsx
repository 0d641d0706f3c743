import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilter, auditPageQuery } from '../api';
import { usePagination } from '../components/crud';

/** The actions the console names; anything else shows its raw name. */
const ACTIONS = [
  'account.signIn',
  'account.signInFailed',
  'account.signOut',
  'account.register',
  'account.resetPassword',
  'account.changePassword',
  'account.updateProfile',
  'account.saveSkin',
  'account.switchOffice',
  'dept.add',
  'dept.edit',
  'dept.delete',
  'dept.import',
  'post.add',
  'post.edit',
  'post.delete',
  'user.add',
  'user.edit',
  'user.enable',
  'user.disable',
  'user.resetPassword',
  'user.remove',
  'role.add',
  'role.edit',
  'role.delete',
  'dict.save',
  'dict.delete',
];

/** Who did what, when, from which address, on which record: filter by action, person and time. */
export default function AuditPage() {
  const { t } = useTranslation('sys');
  const [filter, setFilter] = useState<AuditFilter>({ current: 1, size: 20 });
  const page = useQuery(auditPageQuery(filter));
  const actionLabel = (a: string) => t(`audit.actions.${a.replace('.', '_')}`, { defaultValue: a });

  return (
    <Card title={t('audit.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('audit.action')}
          style={{ width: 220 }}
          options={ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          onChange={(action) => setFilter({ ...filter, action, current: 1 })}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.username')}
          style={{ width: 200 }}
          onSearch={(username) => setFilter({ ...filter, username: username || undefined, current: 1 })}
        />
        <DatePicker.RangePicker
          showTime
          onChange={(range) => setFilter({ ...filter, from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString(), current: 1 })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        expandable={{
          rowExpandable: (r) => !!r.detail && Object.keys(r.detail).length > 0,
          expandedRowRender: (r) => <Typography.Text code>{JSON.stringify(r.detail)}</Typography.Text>,
        }}
        pagination={usePagination(filter, setFilter, page.data?.total)}
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
