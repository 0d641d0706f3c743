import { SendOutlined } from '@ant-design/icons';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import {
  examNotificationApi,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SUBJECT_MAX,
  NOTIFICATION_VARIABLES,
  type NotificationChannel,
  type NotificationCompose,
  notificationProblems,
  type NotificationVariable,
} from '@cloud-exam/contract/exam/exam-notification';
import type { Language } from '@cloud-exam/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, type InputRef, Row, Select, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useDebounced } from '../../../components/use-debounced';
import { told } from '../../../components/use-submit';
import { AudienceFields, type AudienceSession, type AudienceValues, firstAudienceKind, toAudience } from './notification-audience';
import { PreviewCard } from './notification-preview';

type ComposeValues = AudienceValues & {
  template?: string;
  channels: NotificationChannel[];
  subject: string;
  body: string;
};

/** The compose form's values as the API takes them; undefined while the audience is not chosen. */
function toCompose(examId: string, v: Partial<ComposeValues>, session?: AudienceSession): NotificationCompose | undefined {
  const audience = toAudience(v, session);
  return audience && { examId, channels: v.channels ?? [], subject: v.subject ?? '', body: v.body ?? '', audience };
}

/**
 * Compose: a template, the channels, the audience, the texts with their variables, the preview, and the send. On a
 * session's page (`session`) the audience is the session's candidates or one room's.
 */
export function ComposeCard({ examId, session, onSent }: { examId: string; session?: AudienceSession; onSent: () => void }) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const { modal, message } = useFeedback();
  const [form] = Form.useForm<ComposeValues>();
  const templates = useQuery(endpointQuery(examNotificationApi.templates));
  const providers = useQuery(endpointQuery(examNotificationApi.channels));
  const values = Form.useWatch([], form) as Partial<ComposeValues> | undefined;
  const subjectRef = useRef<InputRef>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [sending, setSending] = useState(false);
  /** Send was pressed: every problem shows, touched or not. */
  const [tried, setTried] = useState(false);

  const compose = useDebounced(values ? toCompose(examId, values, session) : undefined, 400);
  const problems = values
    ? notificationProblems({ channels: values.channels ?? [], subject: values.subject ?? '', body: values.body ?? '' })
    : [];
  const problemOf = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? errorMessage(ErrorCodes[p.code], lang, p.params) : undefined;
  };
  // a blank text is told once the author has been in the field, or has pressed send
  const shown = (field: 'subject' | 'body' | 'channels') => {
    const problem = tried || form.isFieldTouched(field) ? problemOf(field) : undefined;
    return { validateStatus: problem ? ('error' as const) : undefined, help: problem };
  };

  const pickTemplate = (id: string) => {
    const x = templates.data?.find((one) => one.id === id);
    if (x) form.setFieldsValue({ subject: x.subject, body: x.body, channels: x.channels });
  };

  /** Puts `{variable}` where the caret was in the subject or the body, and the caret after it. */
  const insert = (variable: NotificationVariable) => {
    const element = target === 'subject' ? subjectRef.current?.input : bodyRef.current?.resizableTextArea?.textArea;
    const text = (form.getFieldValue(target) as string | undefined) ?? '';
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const token = `{${variable}}`;
    form.setFieldValue(target, text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const send = async () => {
    setTried(true);
    const v = await told(() => form.validateFields());
    const input = v && toCompose(examId, v, session);
    if (!input || problems.length) return;
    const preview = await told(() => call(examNotificationApi.preview, input));
    if (!preview) return;
    if (preview.problems.length) return void message.error(preview.problems[0]!.message);
    modal.confirm({
      title: t('notification.confirmTitle'),
      okText: t('notification.send'),
      content: (
        <Space orientation="vertical">
          <Typography.Text>{t('notification.recipients', { count: preview.recipientCount })}</Typography.Text>
          {preview.channels.map((c) => (
            <Typography.Text key={c.channel} type={undelivered.includes(c.channel) ? 'warning' : undefined}>
              {t(`notification.reach.${c.channel}`, { count: c.recipients, skipped: c.skipped })}
              {undelivered.includes(c.channel) && ` ${t('notification.notDelivered', { channel: t(`notification.channel.${c.channel}`) })}`}
            </Typography.Text>
          ))}
        </Space>
      ),
      onOk: async () => {
        setSending(true);
        try {
          const answer = await told(() => call(examNotificationApi.send, input));
          if (answer) {
            if (undelivered.length === input.channels.length)
              message.warning(t('notification.onlyRecorded', { count: answer.recipientCount }));
            else message.success(t('notification.queued', { count: answer.recipientCount }));
            onSent();
          }
        } finally {
          setSending(false);
        }
      },
    });
  };

  const kind = values?.audienceKind ?? firstAudienceKind(session);
  /** The chosen channels no provider delivers: their messages only stay in the outbox. */
  const undelivered = (values?.channels ?? []).filter((c) => providers.data?.some((p) => p.channel === c && !p.delivers));
  return (
    <Card title={t('notification.compose')}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form
            form={form}
            layout="vertical"
            name="notification"
            initialValues={{ channels: ['sms'], audienceKind: firstAudienceKind(session), subject: '', body: '' }}
          >
            <Form.Item name="template" label={t('notification.template')}>
              <Select
                allowClear
                placeholder={t('notification.pickTemplate')}
                loading={templates.isLoading}
                options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
                onChange={(id?: string) => id && pickTemplate(id)}
              />
            </Form.Item>
            <Form.Item name="channels" label={t('notification.channels')} {...shown('channels')}>
              <Checkbox.Group options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notification.channel.${c}`) }))} />
            </Form.Item>
            {undelivered.map((c) => (
              <Alert
                key={c}
                className="notification-undelivered"
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('notification.noProvider', { channel: t(`notification.channel.${c}`) })}
                description={t('notification.noProviderHelp')}
              />
            ))}
            <AudienceFields examId={examId} session={session} kind={kind} />
            <Form.Item name="subject" label={t('notification.subject')} {...shown('subject')}>
              <Input ref={subjectRef} showCount maxLength={NOTIFICATION_SUBJECT_MAX} onFocus={() => setTarget('subject')} />
            </Form.Item>
            <Form.Item label={t('notification.variables')} extra={t('notification.variablesHint')}>
              <Space wrap>
                {NOTIFICATION_VARIABLES.map((v) => (
                  <Button
                    key={v}
                    size="small"
                    onClick={() => insert(v)}
                    title={t('notification.insert', { name: t(`notification.variable.${v}`) })}
                  >
                    {t(`notification.variable.${v}`)} <Typography.Text type="secondary">{`{${v}}`}</Typography.Text>
                  </Button>
                ))}
              </Space>
            </Form.Item>
            <Form.Item name="body" label={t('notification.body')} {...shown('body')}>
              <Input.TextArea ref={bodyRef} rows={6} showCount maxLength={NOTIFICATION_BODY_MAX} onFocus={() => setTarget('body')} />
            </Form.Item>
            <Button type="primary" icon={<SendOutlined />} loading={sending} onClick={() => void send()}>
              {t('notification.send')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <PreviewCard compose={compose} />
        </Col>
      </Row>
    </Card>
  );
}
