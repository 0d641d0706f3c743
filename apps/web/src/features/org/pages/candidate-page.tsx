import type { InputOf } from '@cloud-exam/contract/endpoint';
import { useFeedback } from '../../../components/feedback';
import { type CandidateAccount, candidateApi } from '@cloud-exam/contract/org/candidate';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom } from '../../../api/call';
import { encryptForServer } from '../../../auth/encrypt-password';
import { dateTime } from '../../../components/date-time';
import { ImportDialog } from '../../../components/list/import-dialog';
import {
  ListActions,
  RowActions,
  SearchFilter,
  SelectFilter,
  StatusFilter,
  StatusTag,
  StatusToggle,
} from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRefresh, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useCertificateTypes } from '../../../components/use-certificate-types';
import { CandidateIdentityFields } from '../../../components/candidate-identity-fields';
import { PasswordDialog } from '../components/password-dialog';
import { usePasswordRule } from '../components/password-rule';

type CandidateValues = InputOf<typeof candidateApi.add>;

/** Candidates' sign-in accounts: search, add, edit, disable, reset password, delete (one or many), import, export. */
export default function CandidatePage() {
  const { t } = useTranslation(['org', 'list']);
  const { message } = useFeedback();
  const passwordRule = usePasswordRule(true);
  const list = useListPage(candidateApi.page);
  const { options: certTypeOptions, nameOf: certTypeName } = useCertificateTypes();
  const refresh = useRefresh([candidateApi.page]);
  const act = useRowAction([candidateApi.page]);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const [resetting, setResetting] = useState<CandidateAccount>();
  const dialog = useEditDialog<CandidateAccount, CandidateValues>({
    toValues: (c) => (c ? { ...c, mobile: c.mobile ?? undefined, email: c.email ?? undefined } : { certType: '0' }),
    save: async ({ password, ...values }, c) =>
      c
        ? call(candidateApi.edit, { ...values, id: c.id })
        : call(candidateApi.add, { ...values, password: password ? await encryptForServer(password) : undefined }),
    refresh: [candidateApi.page],
  });
  const batch = async (work: Promise<unknown>, done: string) => {
    if (await act(work, done)) setSelected([]);
  };

  return (
    <Card
      title={t('candidate.title')}
      extra={
        <ListActions
          addLabel={t('candidate.add')}
          onAdd={() => dialog.show()}
          onImport={() => setImporting(true)}
          onExport={() => downloadFrom(candidateApi.export, list.exportFilter)}
        />
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('candidate.keyword')}
          width={280}
          value={list.filter.keyword}
          onSearch={(keyword) => list.narrow({ keyword })}
        />
        <SelectFilter
          label={t('candidate.certType')}
          width={200}
          value={list.filter.certType}
          options={certTypeOptions}
          onChange={(certType) => list.narrow({ certType })}
        />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
        {selected.length > 0 && (
          <Space>
            <span>{t('candidate.selected', { count: selected.length })}</span>
            <Button size="small" onClick={() => batch(call(candidateApi.status, { ids: selected, status: 0 }), t('list:saved'))}>
              {t('list:disable')}
            </Button>
            <Button size="small" onClick={() => batch(call(candidateApi.status, { ids: selected, status: 1 }), t('list:saved'))}>
              {t('list:enable')}
            </Button>
            <Popconfirm
              title={t('candidate.confirmDeleteMany', { count: selected.length })}
              onConfirm={() => batch(call(candidateApi.remove, { ids: selected }), t('list:deleted'))}
            >
              <Button size="small" danger>
                {t('list:action.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        // No scroll.x and no fixed column: antd's measuring row would copy the select-all checkbox into an
        // aria-hidden row (axe: aria-hidden-focus). A narrow window scrolls the table sideways all the same.
        columns={[
          { title: t('candidate.name'), dataIndex: 'name', width: 100 },
          { title: t('candidate.certType'), dataIndex: 'certType', width: 120, render: certTypeName },
          { title: t('candidate.idNumber'), dataIndex: 'idNumber', width: 170 },
          { title: t('user.mobile'), dataIndex: 'mobile', width: 110 },
          {
            title: t('list:status'),
            dataIndex: 'status',
            width: 120,
            render: (s: number, c: CandidateAccount) => (
              <Space size={4}>
                <StatusTag status={s} />
                {!c.hasPassword && <Tag title={t('candidate.noPasswordHint')}>{t('candidate.noPassword')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('candidate.lastSignIn'),
            dataIndex: 'lastSignInTime',
            width: 140,
            render: (v: string | null) => (v ? dateTime(v) : '—'),
          },
          { title: t('list:createTime'), dataIndex: 'createTime', width: 140, render: dateTime },
          {
            title: t('list:action.title'),
            width: 180,
            render: (_, c: CandidateAccount) => (
              <RowActions
                onEdit={() => dialog.show(c)}
                deleteTitle={t('candidate.confirmDelete', { name: c.name })}
                onDelete={() => act(call(candidateApi.remove, { ids: [c.id] }), t('list:deleted'))}
              >
                <Button type="link" size="small" onClick={() => setResetting(c)}>
                  {t('user.resetPassword')}
                </Button>
                <StatusToggle
                  status={c.status}
                  name={c.name}
                  onToggle={(status) => act(call(candidateApi.status, { ids: [c.id], status }), t('list:saved'))}
                />
              </RowActions>
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="candidate" addTitle={t('candidate.add')} editTitle={t('candidate.edit')} width={640}>
        <Row gutter={16}>
          <CandidateIdentityFields grid />
          {!dialog.row && (
            <Col span={24}>
              <Form.Item name="password" label={t('candidate.password')} extra={t('candidate.noPasswordHint')} rules={[passwordRule]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </EditDialog>
      <PasswordDialog
        open={!!resetting}
        title={t('user.resetPasswordOf', { name: resetting?.name })}
        onClose={() => setResetting(undefined)}
        onSave={async (password) => {
          await call(candidateApi.resetPassword, { id: resetting!.id, password });
          message.success(t('user.passwordReset'));
          await refresh();
        }}
      />
      <ImportDialog
        open={importing}
        title={t('candidate.import')}
        onClose={() => setImporting(false)}
        importEndpoint={candidateApi.import}
        templateEndpoint={candidateApi.template}
        refresh={[candidateApi.page]}
      />
    </Card>
  );
}
