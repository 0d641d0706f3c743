import { ErrorCodes, errorMessage, isErrorCode } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { CONTROL_REASON_MAX, type ControlResult, EXTRA_MINUTES_MAX, PAUSE_MAX_MINUTES } from '@cloud-exam/contract/sitting/sitting-control';
import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback';
import { told } from '../../../components/use-submit';
import { type ActionTarget, type ActionValues, CONFIRMED, type SittingAction, sendAction } from './record-actions';

const MINUTES_MAX: Partial<Record<SittingAction, number>> = { pause: PAUSE_MAX_MINUTES, extraTime: EXTRA_MINUTES_MAX };

/** What an action did: how many took it, and who was skipped, each with why. */
export type ActionOutcome = ControlResult & { action: SittingAction; failed: boolean };

/**
 * The dialog of an invigilator's action on sittings (chosen candidates, or a whole session, `who` says which): the
 * minutes where it takes them, a required reason (kept in each candidate's record and the audit log, and told to the
 * candidates at once), a last confirmation before papers are handed in or reopened.
 */
export function RecordActionDialog({
  action,
  who,
  targets,
  onClose,
  onDone,
}: {
  action: SittingAction;
  who: string;
  targets: ActionTarget[];
  onClose: () => void;
  onDone: (outcome: ActionOutcome) => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const { modal } = useFeedback();
  const [form] = Form.useForm<ActionValues>();
  const [busy, setBusy] = useState(false);
  const max = MINUTES_MAX[action];

  const run = async (values: ActionValues) => {
    setBusy(true);
    try {
      const outcome = await sendAction(action, targets, values);
      // refused before anything was done (told by the request layer): the dialog stays, with what was typed
      if (outcome.failed && !outcome.done && !outcome.skipped.length) return;
      onDone({ action, ...outcome });
    } finally {
      setBusy(false);
    }
  };
  const submit = () =>
    told(async () => {
      const values = await form.validateFields();
      if (!CONFIRMED[action]) return run(values);
      modal.confirm({
        title: t(`answerRecords.confirm.${action}`, { who }),
        content: t(`answerRecords.confirmHint.${action}`),
        okText: t(`answerRecords.action.${action}`),
        okButtonProps: { danger: true },
        onOk: () => run(values),
      });
    });

  return (
    <Modal
      open
      title={t(`answerRecords.title.${action}`, { who })}
      okText={t(`answerRecords.action.${action}`)}
      okButtonProps={{ danger: !!CONFIRMED[action], loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`record-${action}`} initialValues={{ reason: '' }}>
        {max !== undefined && (
          <Form.Item
            name="minutes"
            label={t('answerRecords.minutes')}
            extra={t(`answerRecords.minutesHint.${action}`, { max })}
            rules={[{ required: true, message: t('list:required', { field: t('answerRecords.minutes') }) }]}
          >
            <InputNumber min={1} max={max} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('answerRecords.reason')}
          extra={t('answerRecords.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('answerRecords.reason') }) }]}
        >
          <Input.TextArea maxLength={CONTROL_REASON_MAX} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What an action did, and each candidate it skipped with the error catalogue's reason in the user's language. */
export function ActionOutcomeDialog({ outcome, onClose }: { outcome: ActionOutcome; onClose: () => void }) {
  const { t, i18n } = useTranslation('exam');
  const lang = i18n.language as Language;
  return (
    <Modal
      open
      title={t(`answerRecords.action.${outcome.action}`)}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph role="status">{t('answerRecords.done', { count: outcome.done })}</Typography.Paragraph>
      {outcome.failed && <Alert type="warning" showIcon message={t('answerRecords.stopped')} style={{ marginBottom: 12 }} />}
      {outcome.skipped.length > 0 && (
        <>
          <Typography.Text strong>{t('answerRecords.skipped', { count: outcome.skipped.length })}</Typography.Text>
          <ul style={{ paddingInlineStart: 20, maxHeight: 320, overflowY: 'auto' }}>
            {outcome.skipped.map((s) => (
              <li key={s.candidateId}>
                {t('answerRecords.skippedOne', {
                  name: s.name,
                  admissionNumber: s.admissionNumber,
                  reason: errorMessage(isErrorCode(s.code) ? s.code : ErrorCodes.serverError, lang, { name: s.name }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
