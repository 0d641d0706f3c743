import { SendOutlined } from '@ant-design/icons';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import {
  type Audience,
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
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Empty, Form, Input, type InputRef, Radio, Row, Select, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { useDebounced } from '../../../components/use-debounced';
import { told } from '../../../components/use-submit';
import { PreviewCard } from './notification-preview';

type AudienceKind = Audience['kind'];
type ComposeValues = {
  template?: string;
  channels: NotificationChannel[];
  audienceKind: AudienceKind;
  sessionId?: string;
  candidates?: { value: string; label: string }[];
  subject: string;
  body: string;
};

/** The compose form's values as the API takes them; undefined while the audience is not chosen. */
function toCompose(examId: string, v: Partial<ComposeValues>): NotificationCompose | undefined {
  const base = { examId, channels: v.channels ?? [], subject: v.subject ?? '', body: v.body ?? '' };
  if (v.audienceKind === 'session') return v.sessionId ? { ...base, audience: { kind: 'session', sessionId: v.sessionId } } : undefined;
  if (v.audienceKind === 'candidates')
    return v.candidates?.length ? { ...base, audience: { kind: 'candidates', ids: v.candidates.map((c) => c.value) } } : undefined;
  return { ...base, audience: { kind: 'all' } };
}

/** The candidates picker: the exam's candidates searched by name, admission number, certificate number or mobile. */
function CandidatePicker({
  examId,
  ...props
}: {
  examId: string;
  value?: ComposeValues['candidates'];
  onChange?: (v: ComposeValues['candidates']) => void;
}) {
  const { t } = useTranslation('exam');
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const found = useQuery(endpointQuery(examCandidateApi.page, { examId, keyword: settled, current: 1, size: 20 }));
  return (
    <Select
      {...props}
      mode="multiple"
      labelInValue
      aria-label={t('notification.chooseCandidates')}
      placeholder={t('notification.searchCandidates')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={(found.data?.records ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.admissionNumber}` }))}
      notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.noCandidateFound')} />}
    />
  );
}

/** Compose: a template, the channels, the audience, the texts with their variables, the preview, and the send. */
export function ComposeCard({ examId, onSent }: { examId: string; onSent: () => void }) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const times = useExamTimes();
  const { modal, message } = useFeedback();
  const [form] = Form.useForm<ComposeValues>();
  const templates = useQuery(endpointQuery(examNotificationApi.templates));
  const providers = useQuery(endpointQuery(examNotificationApi.channels));
  const sessions = useQuery({ ...endpointQuery(scheduleApi.schedule, { examId }), select: (schedule) => schedule.sessions });
  const values = Form.useWatch([], form) as Partial<ComposeValues> | undefined;
  const subjectRef = useRef<InputRef>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [sending, setSending] = useState(false);
  /** Send was pressed: every problem shows, touched or not. */
  const [tried, setTried] = useState(false);

  const compose = useDebounced(values ? toCompose(examId, values) : undefined, 400);
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
    const input = v && toCompose(examId, v);
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

  const kind = values?.audienceKind ?? 'all';
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
            initialValues={{ channels: ['sms'], audienceKind: 'all', subject: '', body: '' }}
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
            <Form.Item name="audienceKind" label={t('notification.audience')}>
              <Radio.Group
                options={(['all', 'session', 'candidates'] as const).map((k) => ({ value: k, label: t(`notification.audienceKind.${k}`) }))}
              />
            </Form.Item>
            {kind === 'session' && (
              <Form.Item
                name="sessionId"
                label={t('notification.session')}
                rules={[{ required: true, message: t('notification.chooseSession') }]}
              >
                <Select
                  placeholder={t('notification.chooseSession')}
                  loading={sessions.isLoading}
                  notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.noSessions')} />}
                  options={(sessions.data ?? []).map((s) => ({
                    value: s.id,
                    label: t('notification.sessionOption', {
                      name: s.sessionName,
                      subject: s.subjectName,
                      time: times.format(s.beginDate),
                      count: s.seated,
                    }),
                  }))}
                />
              </Form.Item>
            )}
            {kind === 'candidates' && (
              <Form.Item
                name="candidates"
                label={t('notification.chooseCandidates')}
                rules={[{ required: true, message: t('notification.chooseCandidatesRule') }]}
              >
                <CandidatePicker examId={examId} />
              </Form.Item>
            )}
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
