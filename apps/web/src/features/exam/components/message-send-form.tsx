import { SendOutlined } from '@ant-design/icons';
import type { Room } from '@cloud-exam/contract/exam/schedule';
import { MESSAGE_TARGETS, MESSAGE_TEXT_MAX, sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { Button, Card, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { told } from '../../../components/use-submit';
import { RosterSelect } from './roster-select';

type Target = (typeof MESSAGE_TARGETS)[number];
type SendValues = { target: Target; roomId?: string; candidateIds?: string[]; text: string };

/** The message as the API takes it: to the whole session, a room of it, or chosen candidates. */
const toSend = (sessionId: string, v: SendValues) => ({
  sessionId,
  text: v.text.trim(),
  ...(v.target === 'room' ? { roomId: v.roomId } : {}),
  ...(v.target === 'candidates' ? { candidateIds: v.candidateIds } : {}),
});

/**
 * Quick send: a message of 1–500 characters to every candidate of the session, those of a room, or candidates chosen
 * among its seated ones. Those in the exam read it at once, the others when they sign in.
 */
export function MessageSendForm({
  sessionId,
  rooms,
  onSent,
}: {
  sessionId: string;
  rooms: Pick<Room, 'id' | 'roomName'>[];
  onSent: () => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const { message } = useFeedback();
  const [form] = Form.useForm<SendValues>();
  const target = Form.useWatch('target', form) ?? 'session';
  const [sending, setSending] = useState(false);
  const required = (field: string) => ({ required: true, message: t('list:required', { field }) });

  const send = async () => {
    const values = await told(() => form.validateFields());
    if (!values) return;
    setSending(true);
    try {
      const answer = await told(() => call(sittingMessageApi.send, toSend(sessionId, values)));
      if (!answer) return;
      message.success(t('messagePage.sent', { count: answer.recipients }));
      form.setFieldValue('text', '');
      onSent();
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('messagePage.quickSend')}>
      <Form<SendValues> form={form} layout="vertical" name="sessionMessage" initialValues={{ target: 'session', text: '' }} onFinish={send}>
        <Form.Item name="target" label={t('messagePage.to')}>
          <Radio.Group options={MESSAGE_TARGETS.map((x) => ({ value: x, label: t(`messagePage.target.${x}`) }))} />
        </Form.Item>
        {target === 'room' && (
          <Form.Item name="roomId" label={t('messagePage.room')} rules={[required(t('messagePage.room'))]}>
            <Select
              style={{ maxWidth: 360 }}
              placeholder={t('messagePage.chooseRoom')}
              options={rooms.map((r) => ({ value: r.id, label: r.roomName }))}
            />
          </Form.Item>
        )}
        {target === 'candidates' && (
          <Form.Item
            name="candidateIds"
            label={t('messagePage.candidates')}
            rules={[{ required: true, type: 'array', min: 1, message: t('messagePage.candidatesRequired') }]}
          >
            <CandidatesField sessionId={sessionId} label={t('messagePage.chooseCandidates')} />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={t('messagePage.text')}
          rules={[
            { ...required(t('messagePage.text')), whitespace: true },
            { max: MESSAGE_TEXT_MAX, message: t('messagePage.textTooLong', { max: MESSAGE_TEXT_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MESSAGE_TEXT_MAX} showCount placeholder={t('messagePage.textHint')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          {t('messagePage.send')}
        </Button>
      </Form>
    </Card>
  );
}

/** The chosen candidates as a form field (the form gives the value and takes the change). */
function CandidatesField({
  sessionId,
  label,
  id,
  value,
  onChange,
}: {
  sessionId: string;
  label: string;
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  return (
    <RosterSelect
      multiple
      id={id}
      sessionId={sessionId}
      label={label}
      width="100%"
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
    />
  );
}
