import { CANDIDATE_NAME_MAX, type CandidateAccount } from '@cloud-exam/contract/candidate';
import { validateIdNumber, validateOptionalEmail, validateOptionalMobile } from '@cloud-exam/contract/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Modal, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encryptForServer } from '../../../auth/encrypt-password';
import { useFieldRule } from '../../../components/use-field-rule';
import {
  type CandidateFilter,
  type CandidateForm,
  candidatePageQuery,
  deleteCandidates,
  dictQuery,
  downloadCandidateTemplate,
  exportCandidates,
  importCandidates,
  resetCandidatePassword,
  saveCandidate,
  setCandidateStatus,
} from '../api';
import {
  ListActions,
  narrowed,
  RowActions,
  SearchFilter,
  StatusFilter,
  StatusTag,
  StatusToggle,
  useEditDialog,
  usePagination,
  useRowAction,
} from '../components/crud';
import { ImportDialog } from '../components/import-dialog';
import { PasswordDialog } from '../components/password-dialog';
import { usePasswordRule } from '../components/password-rule';
import { dateTime } from '../../../components/date-time';

const KEY = ['sys', 'candidate'];

/** Candidates' sign-in accounts: search, add, edit, disable, reset password, delete (one or many), import, export. */
export default function CandidatePage() {
  const { t } = useTranslation('sys');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rule = useFieldRule();
  const passwordRule = usePasswordRule(true);
  const [filter, setFilter] = useState<CandidateFilter>({ current: 1, size: 10 });
  const page = useQuery(candidatePageQuery(filter));
  const certTypes = useQuery(dictQuery('certificate_type')).data ?? [];
  const certTypeName = (code: string) => certTypes.find((c) => c.code === code)?.name ?? code;
  const act = useRowAction(KEY);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const [resetting, setResetting] = useState<CandidateAccount>();
  const dialog = useEditDialog<CandidateAccount, CandidateForm>({
    toValues: (c) => (c ? { ...c, mobile: c.mobile ?? undefined, email: c.email ?? undefined } : { certType: '0' }),
    save: async ({ password, ...values }, c) =>
      saveCandidate({ ...values, id: c?.id, password: !c && password ? await encryptForServer(password) : undefined }),
    queryKey: KEY,
  });
  const certType = Form.useWatch('certType', dialog.form);
  const { current: _c, size: _s, ...exportFilter } = filter;
  const batch = async (work: Promise<unknown>, done: string) => {
    await act(work, done);
    setSelected([]);
  };

  return (
    <Card
      title={t('candidate.title')}
      extra={
        <ListActions
          addLabel={t('candidate.add')}
          onAdd={() => dialog.show()}
          onImport={() => setImporting(true)}
          onExport={() => exportCandidates(exportFilter)}
        />
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('candidate.keyword')} width={280} onSearch={(keyword) => setFilter(narrowed(filter, { keyword }))} />
        <Select
          allowClear
          placeholder={t('candidate.certType')}
          style={{ width: 200 }}
          options={certTypes.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(certType?: string) => setFilter(narrowed(filter, { certType }))}
        />
        <StatusFilter onChange={(status) => setFilter(narrowed(filter, { status }))} />
        {selected.length > 0 && (
          <Space>
            <span>{t('candidate.selected', { count: selected.length })}</span>
            <Button size="small" onClick={() => batch(setCandidateStatus(selected, 0), t('saved'))}>
              {t('user.disable')}
            </Button>
            <Button size="small" onClick={() => batch(setCandidateStatus(selected, 1), t('saved'))}>
              {t('user.enable')}
            </Button>
            <Popconfirm
              title={t('candidate.confirmDeleteMany', { count: selected.length })}
              onConfirm={() => batch(deleteCandidates(selected), t('deleted'))}
            >
              <Button size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Space>
      <Table
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={usePagination(filter, setFilter, page.data?.total)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('candidate.name'), dataIndex: 'name', width: 110 },
          { title: t('candidate.certType'), dataIndex: 'certType', width: 150, render: certTypeName },
          { title: t('candidate.idNumber'), dataIndex: 'idNumber', width: 190 },
          { title: t('user.mobile'), dataIndex: 'mobile', width: 130 },
          {
            title: t('status'),
            dataIndex: 'status',
            width: 150,
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
            width: 150,
            render: (v: string | null) => (v ? dateTime(v) : '—'),
          },
          { title: t('createTime'), dataIndex: 'createTime', width: 150, render: dateTime },
          {
            title: t('action.title'),
            width: 240,
            fixed: 'right',
            render: (_, c: CandidateAccount) => (
              <RowActions
                onEdit={() => dialog.show(c)}
                deleteTitle={t('candidate.confirmDelete', { name: c.name })}
                onDelete={() => act(deleteCandidates([c.id]), t('deleted'))}
              >
                <Button type="link" size="small" onClick={() => setResetting(c)}>
                  {t('user.resetPassword')}
                </Button>
                <StatusToggle status={c.status} name={c.name} onToggle={(status) => act(setCandidateStatus([c.id], status), t('saved'))} />
              </RowActions>
            ),
          },
        ]}
      />
      <Modal
        open={dialog.open}
        title={dialog.row ? t('candidate.edit') : t('candidate.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        destroyOnHidden
        width={640}
      >
        <Form form={dialog.form} layout="vertical" name="candidate" preserve={false}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="name"
                label={t('candidate.name')}
                rules={[
                  { required: true, whitespace: true, message: t('required', { field: t('candidate.name') }) },
                  { max: CANDIDATE_NAME_MAX },
                ]}
              >
                <Input maxLength={CANDIDATE_NAME_MAX} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="certType" label={t('candidate.certType')} rules={[{ required: true }]}>
                <Select
                  options={certTypes.map((c) => ({ value: c.code, label: c.name }))}
                  onChange={() => dialog.form.getFieldValue('idNumber') && dialog.form.validateFields(['idNumber'])}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="idNumber"
                label={t('candidate.idNumber')}
                dependencies={['certType']}
                rules={[rule((v: string) => validateIdNumber(certType, v))]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="mobile" label={t('user.mobile')} rules={[rule(validateOptionalMobile)]}>
                <Input maxLength={11} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="email" label={t('user.email')} rules={[rule(validateOptionalEmail)]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            {!dialog.row && (
              <Col span={24}>
                <Form.Item name="password" label={t('candidate.password')} extra={t('candidate.noPasswordHint')} rules={[passwordRule]}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Form>
      </Modal>
      <PasswordDialog
        open={!!resetting}
        title={t('user.resetPasswordOf', { name: resetting?.name })}
        onClose={() => setResetting(undefined)}
        onSave={async (password) => {
          await resetCandidatePassword(resetting!.id, password);
          message.success(t('user.passwordReset'));
          await queryClient.invalidateQueries({ queryKey: KEY });
        }}
      />
      <ImportDialog
        open={importing}
        title={t('candidate.import')}
        onClose={() => setImporting(false)}
        onTemplate={downloadCandidateTemplate}
        onImport={importCandidates}
        onImported={() => queryClient.invalidateQueries({ queryKey: KEY })}
      />
    </Card>
  );
}
