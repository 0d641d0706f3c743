import {
  CONSEQUENCES,
  type Consequence,
  DEDUCTION_MAX,
  type DisciplineRule,
  sittingDisciplineApi,
} from '@cloud-exam/contract/sitting/sitting-discipline';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { told } from '../../../components/use-submit';
import { SnapshotThumb } from './discipline-pieces';
import { RosterSelect } from './roster-select';

type Values = {
  examCandidateId?: string;
  ruleId?: string;
  consequence: Consequence;
  points?: number | null;
  snapshotIds: number[];
  note: string;
};

/**
 * Records a breach: a candidate chosen from the session's roster, an enabled rule (its consequence and points filled in,
 * changeable), snapshots of that candidate as evidence, a note. The server refuses what is not the member's to record.
 */
export function BreachRecordDialog({
  sessionId,
  rules,
  open,
  onClose,
  onDone,
}: {
  sessionId: string;
  rules: DisciplineRule[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const candidate = Form.useWatch('examCandidateId', form);
  const consequence = Form.useWatch('consequence', form);
  const [saving, setSaving] = useState(false);
  const snapshots = useQuery({
    ...endpointQuery(sittingDisciplineApi.snapshots, { sessionId, examCandidateId: candidate ?? '' }),
    enabled: !!candidate,
  });
  const enabled = rules.filter((r) => r.enabled);

  const save = async () => {
    const v = await told(() => form.validateFields());
    if (!v) return;
    setSaving(true);
    try {
      const answer = await told(() =>
        call(sittingDisciplineApi.record, {
          sessionId,
          examCandidateId: v.examCandidateId!,
          ruleId: v.ruleId!,
          consequence: v.consequence,
          points: v.consequence === 'deduction' ? (v.points ?? null) : null,
          snapshotIds: v.snapshotIds ?? [],
          note: v.note ?? '',
        }),
      );
      if (!answer) return;
      message.success(t('discipline.form.saved'));
      form.resetFields();
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('discipline.form.title')}
      okText={t('discipline.form.submit')}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<Values> form={form} layout="vertical" name="breachRecord" initialValues={{ consequence: 'warning', snapshotIds: [], note: '' }}>
        <Form.Item
          name="examCandidateId"
          label={t('discipline.form.candidate')}
          rules={[{ required: true, message: t('discipline.form.candidateRequired') }]}
        >
          <CandidateField
            sessionId={sessionId}
            label={t('discipline.form.candidate')}
            onChosen={() => form.setFieldValue('snapshotIds', [])}
          />
        </Form.Item>
        <Form.Item name="ruleId" label={t('discipline.form.rule')} rules={[{ required: true, message: t('discipline.form.ruleRequired') }]}>
          <Select
            options={enabled.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(id: string) => {
              const rule = enabled.find((r) => r.id === id);
              if (rule) form.setFieldsValue({ consequence: rule.consequence, points: rule.points });
            }}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="consequence" label={t('discipline.form.consequence')}>
            <Select style={{ width: 200 }} options={CONSEQUENCES.map((c) => ({ value: c, label: t(`discipline.consequences.${c}`) }))} />
          </Form.Item>
          {consequence === 'deduction' && (
            <Form.Item
              name="points"
              label={t('discipline.form.points')}
              rules={[{ required: true, message: t('discipline.form.pointsRequired') }]}
            >
              <InputNumber min={0.1} max={DEDUCTION_MAX} step={0.5} precision={1} style={{ width: 140 }} />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="snapshotIds" label={t('discipline.form.snapshots')}>
          {!candidate ? (
            <Typography.Text type="secondary">{t('discipline.form.pickCandidate')}</Typography.Text>
          ) : snapshots.isFetching && !snapshots.data ? (
            <Spin size="small" />
          ) : !snapshots.data?.length ? (
            <Typography.Text type="secondary">{t('discipline.form.noSnapshots')}</Typography.Text>
          ) : (
            <Checkbox.Group style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {snapshots.data.map((s) => (
                <Checkbox key={s.id} value={s.id}>
                  <SnapshotThumb sessionId={sessionId} examCandidateId={candidate} id={s.id} at={s.at} />
                </Checkbox>
              ))}
            </Checkbox.Group>
          )}
        </Form.Item>
        <Form.Item name="note" label={t('discipline.form.note')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The candidate chosen from the session's roster, as a form field. */
function CandidateField({
  sessionId,
  label,
  id,
  value,
  onChange,
  onChosen,
}: {
  sessionId: string;
  label: string;
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
  onChosen: () => void;
}) {
  return (
    <RosterSelect
      id={id}
      sessionId={sessionId}
      label={label}
      width="100%"
      value={value}
      onChange={(v) => {
        onChange?.(v);
        onChosen();
      }}
    />
  );
}
