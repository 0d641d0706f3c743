import { DeleteOutlined, PlusOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ADMISSION_DATE_FORMATS,
  ADMISSION_PREFIX_MAX,
  type ExamCandidate,
  examCandidateApi,
} from '@cloud-exam/contract/exam/exam-candidate';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { validateIdNumber, validateOptionalEmail, validateOptionalMobile } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useRefresh, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useCertificateTypes } from '../../../components/use-certificate-types';
import { useFieldRule } from '../../../components/use-field-rule';
import { useViewParams } from '../../../components/view-location';
import { admissionNumberColumn } from '../components/admission-number-column';
import { candidateDetailPath, editCandidatePath, importCandidatePath, NO_ENROLL } from '../paths';

/** Every read a change of an exam's candidates shows in. */
export const CANDIDATE_READS = [examCandidateApi.page, examCandidateApi.info, examApi.page, examApi.baseInfo, examApi.publishGaps];

/**
 * What the server would refuse of an exam's candidates now, each with the reason to show: their information and
 * photos once a published exam has begun (`isEditCandidateInfo`), adding or importing once it has ended (41300607),
 * removing while it is published (41020604).
 */
export function useCandidateLocks(examId: string) {
  const { t } = useTranslation('exam');
  const state = useQuery(endpointQuery(examCandidateApi.isEditable, { examId }));
  const exam = useQuery(endpointQuery(examApi.examBaseInfo, { id: examId }));
  const reason = state.data && !state.data.editable ? state.data.reason : undefined;
  return {
    /** Why information and photos cannot change, or undefined while they can. */
    edit: reason && t(`candidate.locked.${reason}`),
    /** Why no candidate may join (added or imported). */
    join: reason === 'examEnded' ? t('candidate.locked.noJoin') : undefined,
    /** Why no candidate may be removed. */
    remove: exam.data?.published ? t('candidate.locked.published') : undefined,
  };
}

/**
 * A button the server would refuse now: disabled, the reason in its tooltip (shown over a wrapper, as a disabled
 * button takes no pointer events).
 */
export function Refusable({ reason, children }: { reason?: string; children: (disabled: boolean) => ReactNode }) {
  return reason ? (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <span style={{ display: 'inline-block', pointerEvents: 'none' }}>{children(true)}</span>
      </span>
    </Tooltip>
  ) : (
    <>{children(false)}</>
  );
}

type AddValues = {
  mode: 'account' | 'new';
  candidateId?: string;
  name?: string;
  certType?: string;
  idNumber?: string;
  mobile?: string;
  email?: string;
  admissionNumber?: string;
};

/** Add one candidate: an account found by search, or a new person (their account is made). */
function AddDialog({ examId, open, onClose }: { examId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const [form] = Form.useForm<AddValues>();
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const { message } = useFeedback();
  const refresh = useRefresh(CANDIDATE_READS);
  const mode = Form.useWatch('mode', form) ?? 'account';
  const certType = Form.useWatch('certType', form);
  const certTypes = useCertificateTypes();
  const rule = useFieldRule();
  const accounts = useQuery({ ...endpointQuery(examCandidateApi.accounts, { keyword }), enabled: open && mode === 'account' });
  const save = async () => {
    const { mode: _mode, ...values } = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(examCandidateApi.add, { examId, ...values });
      message.success(t('candidate.added', { number: answer.admissionNumber }));
      await refresh();
      form.resetFields();
      onClose();
    } catch {
      // the request layer has told the user why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('candidate.add')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ mode: 'account' }} name="examCandidate">
        <Form.Item name="mode" label={t('candidate.addFrom')}>
          <Radio.Group
            options={[
              { value: 'account', label: t('candidate.fromAccount') },
              { value: 'new', label: t('candidate.newPerson') },
            ]}
          />
        </Form.Item>
        {mode === 'account' ? (
          <Form.Item
            name="candidateId"
            label={t('candidate.account')}
            rules={[{ required: true, message: t('list:required', { field: t('candidate.account') }) }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('candidate.searchAccount')}
              loading={accounts.isFetching}
              options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} · ${a.idNumber}` }))}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('candidate.noAccount')} />}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="name"
              label={t('candidate.name')}
              rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('candidate.name') }) }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="certType"
              label={t('candidate.certType')}
              initialValue={certTypes.types[0]?.code}
              rules={[{ required: true, message: t('list:required', { field: t('candidate.certType') }) }]}
            >
              <Select
                options={certTypes.options}
                loading={certTypes.loading}
                onChange={() => form.getFieldValue('idNumber') && void form.validateFields(['idNumber'])}
              />
            </Form.Item>
            <Form.Item
              name="idNumber"
              label={t('candidate.idNumber')}
              dependencies={['certType']}
              required
              rules={[rule((v: string) => validateIdNumber(certType, v))]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="mobile" label={t('candidate.mobile')} rules={[rule(validateOptionalMobile)]}>
              <Input maxLength={11} />
            </Form.Item>
            <Form.Item name="email" label={t('candidate.email')} rules={[rule(validateOptionalEmail)]}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        <Form.Item name="admissionNumber" label={t('candidate.admissionNumber')} extra={t('candidate.admissionNumberHint')}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The exam's admission number rule: prefix, date, serial width and first serial, with an example. */
function RuleDialog({ examId, open, onClose }: { examId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const rule = useQuery({ ...endpointQuery(examCandidateApi.admissionRule, { id: examId }), enabled: open });
  const act = useRowAction([examCandidateApi.admissionRule]);
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={t('candidate.rule.title')}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields();
        if (await act(call(examCandidateApi.saveAdmissionRule, { id: examId, ...values }), t('list:saved'))) onClose();
      }}
    >
      {rule.data && (
        <Form form={form} layout="vertical" initialValues={rule.data} name="admissionRule">
          <Form.Item
            name="prefix"
            label={t('candidate.rule.prefix')}
            rules={[{ pattern: /^[A-Za-z0-9]*$/, message: t('candidate.rule.prefixRule', { max: ADMISSION_PREFIX_MAX }) }]}
          >
            <Input maxLength={ADMISSION_PREFIX_MAX} />
          </Form.Item>
          <Form.Item name="dateFormat" label={t('candidate.rule.dateFormat')}>
            <Radio.Group options={ADMISSION_DATE_FORMATS.map((f) => ({ value: f, label: t(`candidate.rule.date.${f}`) }))} />
          </Form.Item>
          <Form.Item name="serialDigits" label={t('candidate.rule.serialDigits')}>
            <InputNumber min={3} max={8} precision={0} />
          </Form.Item>
          <Form.Item name="start" label={t('candidate.rule.start')}>
            <InputNumber min={0} max={99_999_999} precision={0} />
          </Form.Item>
          <Typography.Text type="secondary">{t('candidate.rule.example', { example: rule.data.example })}</Typography.Text>
        </Form>
      )}
    </Modal>
  );
}

/** An exam's candidates: search, add (an account or a new person), import, the admission number rule, remove. */
export default function CandidateListPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '' } = useViewParams<'id'>();
  const navigate = useNavigate();
  const list = useListPage(examCandidateApi.page, { examId: id });
  const { filter } = list;
  const act = useRowAction(CANDIDATE_READS);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [ruleOpen, setRuleOpen] = useState(false);
  const exam = useQuery(endpointQuery(examApi.examBaseInfo, { id }));
  const locks = useCandidateLocks(id);
  /** What cannot be done now, and why: told on the page too, as a disabled button's tooltip is out of a keyboard's reach. */
  const reasons = [locks.edit, locks.join, locks.remove].filter((r) => r !== undefined);
  const remove = async (ids: string[]) => {
    if (await act(call(examCandidateApi.remove, { examId: id, ids }), t('list:deleted'))) setSelected([]);
  };
  const filtered = !!(filter.keyword || filter.hasPhoto !== undefined);

  return (
    <Card
      title={exam.data ? t('candidate.titleOf', { name: exam.data.examName }) : t('candidate.addTitle')}
      extra={
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setRuleOpen(true)}>
            {t('candidate.rule.title')}
          </Button>
          <Refusable reason={locks.join}>
            {(disabled) => (
              <Button
                icon={<UploadOutlined />}
                disabled={disabled}
                onClick={() => void navigate(importCandidatePath(id, NO_ENROLL, exam.data?.examName ?? ''))}
              >
                {t('candidate.import')}
              </Button>
            )}
          </Refusable>
          <Refusable reason={locks.join}>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setAdding(true)}>
                {t('candidate.add')}
              </Button>
            )}
          </Refusable>
        </Space>
      }
    >
      {reasons.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={reasons[0]}
          description={reasons.length > 1 ? reasons.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={filter.hasPhoto === undefined ? 'all' : String(filter.hasPhoto)}
        onChange={(key) => list.narrow({ hasPhoto: key === 'all' ? '' : (key as 'true' | 'false') })}
        items={[
          { key: 'all', label: t('candidate.all') },
          { key: 'true', label: t('candidate.withPhoto') },
          { key: 'false', label: t('candidate.withoutPhoto') },
        ]}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('candidate.search')}
          width={420}
          value={filter.keyword}
          onSearch={(keyword) => list.narrow({ keyword })}
        />
        <Refusable reason={locks.remove}>
          {(refused) => (
            <Popconfirm
              title={t('candidate.confirmRemove', { count: selected.length })}
              okButtonProps={{ danger: true }}
              disabled={refused || !selected.length}
              onConfirm={() => remove(selected)}
            >
              <Button danger disabled={refused || !selected.length} icon={<DeleteOutlined />}>
                {t('candidate.remove')}
              </Button>
            </Popconfirm>
          )}
        </Refusable>
      </Space>
      <Table<ExamCandidate>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={{
          ...list.pagination,
          showTotal: (total) => (list.query.data?.totalCapped ? t('list:totalOver', { count: total }) : t('list:total', { count: total })),
        }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: <Empty description={t(filtered ? 'candidate.noMatch' : 'candidate.empty')} /> }}
        columns={[
          admissionNumberColumn(t('candidate.admissionNumber')),
          {
            title: t('candidate.name'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={candidateDetailPath(id, row.id)}>{name}</Link>,
          },
          { title: t('candidate.idNumber'), dataIndex: 'idNumber', width: 200 },
          { title: t('candidate.mobile'), dataIndex: 'mobile', width: 130, render: (v: string | null) => v ?? '—' },
          { title: t('candidate.dept'), dataIndex: 'deptName', width: 140, render: (v: string | null) => v ?? '—' },
          {
            title: t('candidate.photo'),
            dataIndex: 'photoUrl',
            width: 80,
            render: (url: string | null, row) =>
              url ? (
                <img src={url} alt={t('candidate.photoOf', { name: row.name })} width={32} height={40} style={{ objectFit: 'cover' }} />
              ) : (
                '—'
              ),
          },
          {
            title: t('list:action.title'),
            width: 180,
            render: (_, row) => (
              <Space size={0}>
                <Refusable reason={locks.edit}>
                  {(disabled) => (
                    <Button
                      type="link"
                      disabled={disabled}
                      aria-label={t('candidate.editOne', { name: row.name })}
                      onClick={() => void navigate(editCandidatePath(id, row.id, row.admissionNumber))}
                    >
                      {t('candidate.edit')}
                    </Button>
                  )}
                </Refusable>
                <Refusable reason={locks.remove}>
                  {(disabled) => (
                    <Popconfirm
                      title={t('candidate.confirmRemove', { count: 1 })}
                      okButtonProps={{ danger: true }}
                      disabled={disabled}
                      onConfirm={() => remove([row.id])}
                    >
                      <Button type="link" danger disabled={disabled} aria-label={t('candidate.removeOne', { name: row.name })}>
                        {t('candidate.remove')}
                      </Button>
                    </Popconfirm>
                  )}
                </Refusable>
              </Space>
            ),
          },
        ]}
      />
      <AddDialog examId={id} open={adding} onClose={() => setAdding(false)} />
      <RuleDialog examId={id} open={ruleOpen} onClose={() => setRuleOpen(false)} />
    </Card>
  );
}
