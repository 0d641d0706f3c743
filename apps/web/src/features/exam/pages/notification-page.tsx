import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import {
  type Audience,
  type Delivery,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type ExamNotification,
  examNotificationApi,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SMS_MAX,
  NOTIFICATION_SUBJECT_MAX,
  NOTIFICATION_VARIABLES,
  examWideText,
  type NotificationChannel,
  type NotificationCompose,
  notificationProblems,
  type NotificationVariable,
} from '@cloud-exam/contract/exam/exam-notification';
import type { Language } from '@cloud-exam/contract/languages';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  type InputRef,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { told } from '../../../components/use-submit';
import { useViewParams } from '../../../components/view-location';
import { useViewName } from '../../../layout/tags-view-store';
import { admissionNumberColumn } from '../components/admission-number-column';

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

const STATUS_COLORS: Record<DeliveryStatus, string> = { sent: 'success', logged: 'processing', failed: 'error', skipped: 'default' };

/** A value that settles: the preview asks the server once typing pauses. */
function useSettled<T>(value: T, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
  const settled = useSettled(keyword, 300);
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

/** The message as its first recipient reads it, how many each channel reaches, and what only the server can tell. */
function PreviewCard({ compose }: { compose?: NotificationCompose }) {
  const { t } = useTranslation('exam');
  const preview = useQuery({
    ...endpointQuery(examNotificationApi.preview, compose!),
    enabled: !!compose,
    placeholderData: (previous) => previous,
  });
  const p = compose ? preview.data : undefined;
  // the form shows the problems of its own fields; the audience and a text message's length only the server knows
  const serverOnly = p?.problems.filter((x) => x.field === 'audience' || x.code === ErrorCodes.notificationSmsTooLong) ?? [];
  return (
    <Card size="small" title={t('notification.preview')} aria-live="polite" aria-busy={preview.isFetching}>
      {!compose ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.chooseAudienceFirst')} />
      ) : !p ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('notification.recipients', { count: p.recipientCount })}</Typography.Text>
          {p.channels.map((c) => (
            <Typography.Text key={c.channel} type="secondary">
              {t(`notification.reach.${c.channel}`, { count: c.recipients, skipped: c.skipped })}
            </Typography.Text>
          ))}
          {p.smsLength !== null && compose.body.trim() && (
            <Typography.Text type={p.smsLength > NOTIFICATION_SMS_MAX ? 'danger' : 'secondary'}>
              {t('notification.smsLength', { length: p.smsLength, max: NOTIFICATION_SMS_MAX })}
            </Typography.Text>
          )}
          {serverOnly.map((x) => (
            <Alert key={x.code} type="error" showIcon title={x.message} />
          ))}
          {p.sample && (compose.subject.trim() || compose.body.trim()) ? (
            <>
              <Typography.Text type="secondary">
                {t('notification.sampleFor', { name: p.sample.name, number: p.sample.admissionNumber })}
              </Typography.Text>
              <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, background: '#fafafa' }}>
                <Typography.Text strong>{p.sample.subject}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{p.sample.body}</Typography.Paragraph>
              </div>
            </>
          ) : (
            p.sample && <Typography.Text type="secondary">{t('notification.writeFirst')}</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}

/** Compose: a template, the channels, the audience, the texts with their variables, the preview, and the send. */
function ComposeCard({ examId, onSent }: { examId: string; onSent: () => void }) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const { modal, message } = useFeedback();
  const [form] = Form.useForm<ComposeValues>();
  const templates = useQuery(endpointQuery(examNotificationApi.templates));
  const sessions = useQuery({ ...endpointQuery(scheduleApi.schedule, { examId }), select: (schedule) => schedule.sessions });
  const values = Form.useWatch([], form) as Partial<ComposeValues> | undefined;
  const subjectRef = useRef<InputRef>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [sending, setSending] = useState(false);
  /** Send was pressed: every problem shows, touched or not. */
  const [tried, setTried] = useState(false);

  const compose = useSettled(values ? toCompose(examId, values) : undefined);
  const problems = values
    ? notificationProblems({ channels: values.channels ?? [], subject: values.subject ?? '', body: values.body ?? '' })
    : [];
  const problemOf = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? errorMessage(ErrorCodes[p.code], lang, p.params) : undefined;
  };
  // a blank text is told once the author has been in the field, or has pressed send
  const shown = (field: 'subject' | 'body' | 'channels') => (tried || form.isFieldTouched(field) ? problemOf(field) : undefined);

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
            <Typography.Text key={c.channel}>
              {t(`notification.reach.${c.channel}`, { count: c.recipients, skipped: c.skipped })}
            </Typography.Text>
          ))}
        </Space>
      ),
      onOk: async () => {
        setSending(true);
        try {
          const answer = await told(() => call(examNotificationApi.send, input));
          if (answer) {
            message.success(t('notification.queued', { count: answer.recipientCount }));
            onSent();
          }
        } finally {
          setSending(false);
        }
      },
    });
  };

  const kind = values?.audienceKind ?? 'all';
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
            <Form.Item
              name="channels"
              label={t('notification.channels')}
              validateStatus={shown('channels') ? 'error' : undefined}
              help={shown('channels')}
            >
              <Checkbox.Group options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notification.channel.${c}`) }))} />
            </Form.Item>
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
                      time: dateTime(s.beginDate),
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
            <Form.Item
              name="subject"
              label={t('notification.subject')}
              validateStatus={shown('subject') ? 'error' : undefined}
              help={shown('subject')}
            >
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
            <Form.Item name="body" label={t('notification.body')} validateStatus={shown('body') ? 'error' : undefined} help={shown('body')}>
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

/** A notification's deliveries: filtered, searched, paged, exported. */
function DeliveriesDrawer({ notification, onClose }: { notification?: ExamNotification; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const [filter, setFilter] = useState<{ status?: DeliveryStatus; channel?: NotificationChannel; keyword?: string }>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const id = notification?.id ?? '';
  const input = { notificationId: id, ...filter, ...page };
  const deliveries = useQuery({ ...endpointQuery(examNotificationApi.deliveries, input), enabled: !!notification });
  const narrow = (change: typeof filter) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <Drawer
      open={!!notification}
      onClose={onClose}
      size={960}
      title={notification ? t('notification.deliveriesOf', { subject: notification.subject }) : ''}
      destroyOnHidden
    >
      {notification && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('notification.sentAt')}>{dateTime(notification.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('notification.by')}>{notification.createdByName ?? '—'}</Descriptions.Item>
          </Descriptions>
          {notification.counts.logged > 0 && (
            <Alert type="info" showIcon title={t('notification.loggedHint')} style={{ marginBottom: 16 }} />
          )}
          <Space wrap style={{ marginBottom: 16 }}>
            <SearchFilter
              placeholder={t('notification.searchDeliveries')}
              width={380}
              value={filter.keyword}
              onSearch={(keyword) => narrow({ keyword })}
            />
            <SelectFilter
              label={t('notification.status')}
              value={filter.status}
              options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`notification.deliveryStatus.${s}`) }))}
              onChange={(status) => narrow({ status })}
            />
            <SelectFilter
              label={t('notification.channels')}
              value={filter.channel}
              width={140}
              options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notification.channel.${c}`) }))}
              onChange={(channel) => narrow({ channel })}
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void told(() => downloadFrom(examNotificationApi.exportDeliveries, { notificationId: id, ...filter }))}
            >
              {t('list:action.export')}
            </Button>
          </Space>
          <Table<Delivery>
            rowKey="id"
            size="small"
            loading={deliveries.isFetching}
            dataSource={deliveries.data?.records}
            locale={{
              emptyText: (
                <Empty description={t(notification.status === 'sending' ? 'notification.stillSending' : 'notification.noDeliveries')} />
              ),
            }}
            pagination={{
              current: page.current,
              pageSize: page.size,
              total: deliveries.data?.total,
              showTotal: (total) => t('list:total', { count: total }),
              onChange: (current, size) => setPage({ current, size }),
            }}
            columns={[
              admissionNumberColumn(t('candidate.admissionNumber'), 170),
              { title: t('candidate.name'), dataIndex: 'name', width: 100 },
              {
                title: t('notification.channels'),
                dataIndex: 'channel',
                width: 110,
                render: (c: NotificationChannel) => t(`notification.channel.${c}`),
              },
              { title: t('notification.recipient'), dataIndex: 'recipient', width: 170, render: (r: string | null) => r ?? '—' },
              {
                title: t('notification.status'),
                dataIndex: 'status',
                width: 110,
                render: (s: DeliveryStatus, row) => (
                  <Space orientation="vertical" size={0}>
                    <Tag color={STATUS_COLORS[s]}>{t(`notification.deliveryStatus.${s}`)}</Tag>
                    {row.error && <Typography.Text type="danger">{row.error}</Typography.Text>}
                  </Space>
                ),
              },
              {
                title: t('notification.message'),
                dataIndex: 'body',
                render: (body: string | null, row) =>
                  body === null ? (
                    '—'
                  ) : (
                    <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true, symbol: t('notification.more') }}>
                      {row.channel === 'email' && row.subject ? `${row.subject} — ${body}` : body}
                    </Typography.Paragraph>
                  ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** detail/notification/:id — notify an exam's candidates by text message and e-mail, and the record of what was sent. */
export default function NotificationPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '' } = useViewParams<'id'>();
  const exam = useQuery(endpointQuery(examApi.examBaseInfo, { id }));
  useViewName(exam.data?.examName);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useQuery({
    ...endpointQuery(examNotificationApi.page, { examId: id, ...page }),
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status === 'sending') ? 1000 : false),
  });
  const refresh = useRefresh([examNotificationApi.page]);
  const [open, setOpen] = useState<string>();
  // The record reads as sent: the exam's name filled into the subject (the personal variables differ by candidate).
  const examName = exam.data?.examName;
  const records = list.data?.records.map((r) => (examName ? { ...r, subject: examWideText(r.subject, examName) } : r));
  const opened = records?.find((r) => r.id === open);

  const audienceText = (a: ExamNotification['audience']) =>
    a.kind === 'session'
      ? t('notification.audienceSession', { name: a.sessionName ?? t('notification.sessionGone') })
      : a.kind === 'candidates'
        ? t('notification.audienceChosen', { count: a.chosen ?? 0 })
        : t('notification.audienceKind.all');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {exam.data && (
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('notification.titleOf', { name: exam.data.examName })}
        </Typography.Title>
      )}
      <ComposeCard examId={id} onSent={() => void refresh()} />
      <Card title={t('notification.record')}>
        <Table<ExamNotification>
          rowKey="id"
          loading={list.isLoading}
          dataSource={records}
          locale={{ emptyText: <Empty description={t('notification.empty')} /> }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total,
            showTotal: (total) => t('list:total', { count: total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
          columns={[
            { title: t('notification.sentAt'), dataIndex: 'createTime', width: 150, render: (v: string) => dateTime(v) },
            { title: t('notification.subject'), dataIndex: 'subject', ellipsis: true },
            {
              title: t('notification.channels'),
              dataIndex: 'channels',
              width: 140,
              render: (cs: NotificationChannel[]) => cs.map((c) => <Tag key={c}>{t(`notification.channel.${c}`)}</Tag>),
            },
            { title: t('notification.audience'), dataIndex: 'audience', width: 150, render: audienceText },
            { title: t('notification.recipientCount'), dataIndex: 'recipientCount', width: 90, align: 'right' },
            {
              title: t('notification.result'),
              width: 200,
              render: (_, r) =>
                r.status === 'sending' ? (
                  <Progress percent={r.progress} size="small" aria-label={t('notification.sending')} />
                ) : (
                  <Space size={[0, 4]} wrap>
                    {r.status === 'failed' && <Tag color="error">{t('notification.jobFailed')}</Tag>}
                    {DELIVERY_STATUSES.filter((s) => r.counts[s]).map((s) => (
                      <Tag key={s} color={STATUS_COLORS[s]}>
                        {t(`notification.deliveryStatus.${s}`)} {r.counts[s]}
                      </Tag>
                    ))}
                  </Space>
                ),
            },
            { title: t('notification.by'), dataIndex: 'createdByName', width: 100, render: (v: string | null) => v ?? '—' },
            {
              title: t('list:action.title'),
              width: 90,
              render: (_, r) => (
                <Button type="link" onClick={() => setOpen(r.id)} aria-label={t('notification.deliveriesOf', { subject: r.subject })}>
                  {t('notification.deliveries')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <DeliveriesDrawer notification={opened} onClose={() => setOpen(undefined)} />
    </Space>
  );
}
