import { ANOMALY_NOTE_MAX, type AnomalyKind, sittingAnomaliesApi } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { told } from '../../../components/use-submit';

/** What a review names: anomalies, each a candidate and a kind. */
export type ReviewItem = { candidateId: string; kind: AnomalyKind };

/**
 * Handles or ignores anomalies with a required note (1–200 characters, counted; kept with each and in the audit log).
 * A refusal is told by the request layer, in the user's language, and the dialog keeps what was typed.
 */
export function AnomalyReviewDialog({
  sessionId,
  state,
  who,
  items,
  onClose,
  onDone,
}: {
  sessionId: string;
  state: 'handled' | 'ignored';
  who: string;
  items: ReviewItem[];
  onClose: () => void;
  onDone: (reviewed: number) => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const verb = state === 'handled' ? 'handle' : 'ignore';
  const submit = () =>
    told(async () => {
      const { note } = await form.validateFields();
      setBusy(true);
      try {
        const { reviewed } = await call(sittingAnomaliesApi.review, { sessionId, items, state, note });
        onDone(reviewed);
      } finally {
        setBusy(false);
      }
    });
  return (
    <Modal
      open
      title={t(`anomaly.${verb}Of`, { who })}
      okText={t(`anomaly.${verb}`)}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`anomaly-${verb}`} initialValues={{ note: '' }}>
        <Form.Item
          name="note"
          label={t('anomaly.note')}
          extra={t('anomaly.noteHint')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('anomaly.note') }) }]}
        >
          <Input.TextArea maxLength={ANOMALY_NOTE_MAX} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
