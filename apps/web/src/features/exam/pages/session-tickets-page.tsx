import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { TICKET_TASK_NAME_MAX, ticketApi, type TicketTask, ticketTaskNameTooLong } from '@cloud-exam/contract/sitting/ticket';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, Modal, Popconfirm, Progress, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { ReadableTag } from '../../../components/readable-tag';
import { useViewParams } from '../../../components/view-location';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';
import { ExamMissing } from '../components/exam-missing';
import { TicketLayoutEditor } from '../components/ticket-layout-editor';
import { SessionHeading } from '../components/session-heading';

/**
 * `/examination/taskDetail/ticketsPages/:id/:timeId` — the session's admission-ticket tasks (one PDF per seated
 * candidate, zipped into the download centre, with a progress bar while they are made) and the exam's ticket layout
 * with its preview.
 */
export default function SessionTicketsPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success && idSchema.safeParse(id).success ? (
    <SessionTickets key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

const PAGE_SIZE = 10;

function SessionTickets({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const session = useQuery(endpointQuery(scheduleApi.session, { id: sessionId }));
  const [current, setCurrent] = useState(1);
  const tasks = useQuery({
    ...endpointQuery(ticketApi.tasks, { sessionId, current, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // while a task is being made, its progress is read again every 2 seconds
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.state === 'processing') ? 2000 : false),
  });
  const act = useRowAction([ticketApi.tasks]);
  const [adding, setAdding] = useState(false);
  if (session.isError && !session.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!session.data) return <Skeleton active />;
  const s = session.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SessionHeading examId={examId} sessionId={sessionId} title={t('tickets.title')} session={s} />
      <Card
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('tickets.tasks')}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void tasks.refetch()}>
              {t('tickets.refresh')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('tickets.add')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('tickets.hint', { count: s.seated })}</Typography.Paragraph>
        {tasks.isError && !tasks.data ? (
          <Alert
            type="error"
            showIcon
            title={t('tickets.loadFailed')}
            description={tasks.error.message}
            action={<Button onClick={() => void tasks.refetch()}>{t('candidateRecord.retry')}</Button>}
          />
        ) : (
          <Table<TicketTask>
            rowKey="id"
            loading={tasks.isLoading}
            dataSource={tasks.data?.records}
            locale={{ emptyText: <Empty description={t('tickets.empty')} /> }}
            pagination={{
              current,
              pageSize: PAGE_SIZE,
              total: tasks.data?.total ?? 0,
              onChange: setCurrent,
              showTotal: (total) => t('list:total', { count: total }),
            }}
            columns={[
              { title: t('tickets.name'), dataIndex: 'name', render: (v: string) => <Typography.Text>{v}</Typography.Text> },
              {
                title: t('tickets.state'),
                key: 'state',
                width: 220,
                render: (_, r) =>
                  r.state === 'processing' ? (
                    <Progress
                      percent={r.progress}
                      size="small"
                      aria-label={t('tickets.progressOf', { name: r.name, percent: r.progress })}
                    />
                  ) : (
                    <ReadableTag color={r.state === 'done' ? 'success' : 'error'} title={r.error ?? undefined}>
                      {t(`tickets.stateName.${r.state}`)}
                    </ReadableTag>
                  ),
              },
              { title: t('tickets.count'), dataIndex: 'total', width: 100 },
              { title: t('tickets.createdBy'), dataIndex: 'createdByName', width: 120 },
              { title: t('tickets.createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => times.seconds(v) },
              {
                title: t('list:action.title'),
                key: 'actions',
                width: 220,
                render: (_, r) => (
                  <Space size={0} wrap>
                    {r.state === 'done' && r.fileTaskId && (
                      <Button
                        type="link"
                        icon={<DownloadOutlined />}
                        aria-label={t('tickets.downloadOf', { name: r.name })}
                        onClick={() => void act(downloadFrom(fileTaskApi.download, { id: r.fileTaskId! }), () => undefined)}
                      >
                        {t('tickets.download')}
                      </Button>
                    )}
                    <Link to={DOWNLOAD_CENTER_PATH} aria-label={t('tickets.toDownloadsOf', { name: r.name })}>
                      {t('tickets.toDownloads')}
                    </Link>
                    <Popconfirm
                      title={t('tickets.confirmRemove', { name: r.name })}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => act(call(ticketApi.remove, { id: r.id }), t('list:deleted'))}
                    >
                      <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('tickets.removeOf', { name: r.name })}>
                        {t('list:action.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <TicketLayoutEditor examId={examId} sample={{ session: s }} />
      <AddTaskDialog
        open={adding}
        sessionId={sessionId}
        defaultName={`${s.sessionName}${t('tickets.defaultSuffix')}`}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          setCurrent(1);
        }}
      />
    </Space>
  );
}

/** The new task's name (required, at most 50 characters, as the server's rule), then the task starts. */
function AddTaskDialog({
  open,
  sessionId,
  defaultName,
  onClose,
  onAdded,
}: {
  open: boolean;
  sessionId: string;
  defaultName: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('exam');
  const [form] = Form.useForm<{ name: string }>();
  const act = useRowAction([ticketApi.tasks]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { name } = await form.validateFields();
    setBusy(true);
    const done = await act(call(ticketApi.add, { sessionId, name }), (r) => t('tickets.started', { count: r.total }));
    setBusy(false);
    if (done) {
      form.resetFields();
      onAdded();
    }
  };
  return (
    <Modal
      open={open}
      title={t('tickets.add')}
      okText={t('tickets.start')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: defaultName.slice(0, TICKET_TASK_NAME_MAX) }} preserve={false}>
        <Form.Item
          name="name"
          label={t('tickets.name')}
          rules={[
            { required: true, whitespace: true, message: t('tickets.nameRequired') },
            {
              validator: (_, v: string | undefined) =>
                v && ticketTaskNameTooLong(v)
                  ? Promise.reject(new Error(t('tickets.nameTooLong', { max: TICKET_TASK_NAME_MAX })))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input showCount={{ formatter: ({ count }) => `${count} / ${TICKET_TASK_NAME_MAX}` }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
