import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import {
  ASSIGN_STRATEGIES,
  ASSIGN_STRATEGY_TEXTS,
  type AssignStrategy,
  type Schedule,
  scheduleApi,
  type Session,
  sessionProblems,
} from '@cloud-exam/contract/exam/schedule';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import type { Language } from '@cloud-exam/contract/languages';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ImportDialog } from '../../../components/list/import-dialog';
import { useEditDialog, useRefresh, useRowAction } from '../../../components/list/use-edit-dialog';
import { told } from '../../../components/use-submit';
import { useViewParams } from '../../../components/view-location';
import { EXAM_LIST_PATH, sessionPath } from '../paths';
import { SubjectTitle } from '../components/subject-title';
import { useViewName } from '../../../layout/tags-view-store';

type Subject = Schedule['subjects'][number];
type SessionValues = { sessionName: string; window: [Dayjs, Dayjs] };

/** Every read a change of the schedule shows in. */
export const SCHEDULE_READS = [scheduleApi.schedule, scheduleApi.session, scheduleApi.seats, examApi.publishGaps, examCandidateApi.info];

/** `/examination/taskDetail/:id` — an exam's schedule: per subject its sessions, how many candidates sit one, automatic seating. */
export default function SchedulePage() {
  const { id = '' } = useViewParams<'id'>();
  return idSchema.safeParse(id).success ? <ExamSchedule key={id} examId={id} /> : <Missing />;
}

export function Missing() {
  const { t } = useTranslation('exam');
  return (
    <Card>
      <Result status="404" title={t('schedule.missing')} extra={<Link to={EXAM_LIST_PATH}>{t('paper.backToList')}</Link>} />
    </Card>
  );
}

function ExamSchedule({ examId }: { examId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const schedule = useQuery(endpointQuery(scheduleApi.schedule, { examId }));
  useViewName(schedule.data?.examName);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<Subject>();
  if (schedule.isError && !schedule.data) return <Missing />;
  if (!schedule.data) return <Skeleton active />;
  const s = schedule.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('schedule.titleOf', { name: s.examName })}
        extra={
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadFrom(scheduleApi.export, { examId })}>
              {t('schedule.export')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('schedule.import')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('schedule.window', { begin: dateTime(s.beginDate), end: dateTime(s.endDate) })}
            {' · '}
            {t('schedule.candidates', { count: s.candidateCount })}
          </Typography.Text>
          {s.published && <Alert type="info" showIcon message={t('schedule.publishedHint')} />}
        </Space>
      </Card>
      {s.subjects.map((subject) => (
        <SubjectCard
          key={subject.id}
          schedule={s}
          subject={subject}
          sessions={s.sessions.filter((x) => x.subjectId === subject.id)}
          onAssign={() => setAssigning(subject)}
        />
      ))}
      <AssignDialog
        key={assigning?.id}
        examId={examId}
        subject={assigning}
        candidates={s.candidateCount}
        onClose={() => setAssigning(undefined)}
      />
      <ImportDialog
        open={importing}
        title={t('schedule.import')}
        onClose={() => setImporting(false)}
        importEndpoint={scheduleApi.import}
        params={{ examId }}
        templateFrom={{ endpoint: scheduleApi.export, input: { examId }, label: t('schedule.downloadPlan') }}
        refresh={SCHEDULE_READS}
      />
    </Space>
  );
}

function SubjectCard({
  schedule,
  subject,
  sessions,
  onAssign,
}: {
  schedule: Schedule;
  subject: Subject;
  sessions: Session[];
  onAssign: () => void;
}) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const act = useRowAction(SCHEDULE_READS);
  const locked = schedule.published;
  const dialog = useEditDialog<Session, SessionValues>({
    toValues: (row) =>
      row
        ? { sessionName: row.sessionName, window: [dayjs(row.beginDate), dayjs(row.endDate)] }
        : { sessionName: '', window: undefined as never },
    save: (values, row) => {
      const [begin, end] = values.window;
      const input = { sessionName: values.sessionName, beginDate: begin.toISOString(), endDate: end.toISOString() };
      return row
        ? call(scheduleApi.updateSession, { id: row.id, ...input })
        : call(scheduleApi.addSession, { examId: schedule.examId, subjectId: subject.id, ...input });
    },
    refresh: SCHEDULE_READS,
  });
  /** The session rules the server applies, checked as the author types. */
  const check = (field: 'sessionName' | 'window') => ({
    validator: async () => {
      const values = dialog.form.getFieldsValue();
      const [begin, end] = values.window ?? [];
      const problems = sessionProblems(
        { sessionName: values.sessionName ?? '', beginDate: begin?.toISOString() ?? '', endDate: end?.toISOString() ?? '' },
        schedule,
        subject,
      ).filter((p) => (field === 'sessionName' ? p.field === 'sessionName' : p.field !== 'sessionName' && begin && end));
      if (problems[0]) throw new Error(errorMessage(ErrorCodes[problems[0].code], lang, problems[0].params));
    },
  });
  const percent = schedule.candidateCount ? Math.round((subject.seated / schedule.candidateCount) * 100) : 0;
  return (
    <Card
      title={<SubjectTitle subject={subject} />}
      extra={
        <Space wrap>
          <Button icon={<ThunderboltOutlined />} disabled={!sessions.length || !schedule.candidateCount} onClick={onAssign}>
            {t('schedule.assign')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={locked} onClick={() => dialog.show()}>
            {t('schedule.addSession')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap align="center">
          <Typography.Text>{t('schedule.seatedOf', { seated: subject.seated, total: schedule.candidateCount })}</Typography.Text>
          <Progress
            percent={percent}
            size="small"
            style={{ width: 200, margin: 0 }}
            status={subject.seated === schedule.candidateCount ? 'success' : 'normal'}
            aria-label={t('schedule.seatedOf', { seated: subject.seated, total: schedule.candidateCount })}
          />
        </Space>
        <Table<Session>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={sessions}
          locale={{ emptyText: <Empty description={t('schedule.noSessions')} /> }}
          columns={[
            {
              title: t('schedule.sessionName'),
              dataIndex: 'sessionName',
              render: (name: string, row) => <Link to={sessionPath(schedule.examId, row.id)}>{name}</Link>,
            },
            { title: t('schedule.time'), render: (_, row) => `${dateTime(row.beginDate)} – ${dayjs(row.endDate).format('HH:mm')}` },
            { title: t('schedule.rooms'), dataIndex: 'roomCount', width: 90 },
            { title: t('schedule.capacity'), dataIndex: 'capacity', width: 90 },
            { title: t('schedule.seated'), dataIndex: 'seated', width: 90 },
            {
              title: t('list:action.title'),
              width: 280,
              render: (_, row) => (
                <Space size={0}>
                  <Link to={sessionPath(schedule.examId, row.id)}>{t('schedule.arrange')}</Link>
                  <Button
                    type="link"
                    icon={<EditOutlined />}
                    disabled={locked}
                    onClick={() => dialog.show(row)}
                    aria-label={t('schedule.editSessionOf', { name: row.sessionName })}
                  >
                    {t('list:action.edit')}
                  </Button>
                  <Popconfirm
                    title={t('schedule.confirmRemoveSession', { name: row.sessionName })}
                    okButtonProps={{ danger: true }}
                    disabled={locked}
                    onConfirm={() => act(call(scheduleApi.removeSession, { id: row.id }), t('list:deleted'))}
                  >
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={locked}
                      aria-label={t('schedule.removeSessionOf', { name: row.sessionName })}
                    >
                      {t('list:action.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <EditDialog
        dialog={dialog}
        name={`session-${subject.id}`}
        addTitle={t('schedule.addSessionOf', { name: subject.subjectName })}
        editTitle={t('schedule.editSession')}
      >
        <Form.Item
          name="sessionName"
          label={t('schedule.sessionName')}
          extra={t('schedule.sessionNameHint')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('schedule.sessionName') }) },
            check('sessionName'),
          ]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('schedule.time')}
          extra={t('schedule.timeHint', { count: subject.duration })}
          rules={[{ required: true, message: t('list:required', { field: t('schedule.time') }) }, check('window')]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            aria-label={t('schedule.time')}
            defaultPickerValue={[dayjs(schedule.beginDate), dayjs(schedule.beginDate)]}
            disabledDate={(d) => d.isBefore(dayjs(schedule.beginDate), 'day') || d.isAfter(dayjs(schedule.endDate), 'day')}
          />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}

/** Seats a subject's candidates automatically, in order, by department or balanced; everyone anew or only the rest. */
function AssignDialog({
  examId,
  subject,
  candidates,
  onClose,
}: {
  examId: string;
  subject?: Subject;
  candidates: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('exam');
  const lang = i18n.language as Language;
  const { message } = useFeedback();
  const refresh = useRefresh(SCHEDULE_READS);
  const [strategy, setStrategy] = useState<AssignStrategy>('order');
  const [reseat, setReseat] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = () =>
    told(async () => {
      if (!subject) return;
      setBusy(true);
      try {
        const answer = await call(scheduleApi.assign, { examId, subjectId: subject.id, strategy, reseat });
        if (answer.unseated) message.warning(t('schedule.assignedSome', { seated: answer.seated, unseated: answer.unseated }));
        else message.success(t('schedule.assigned', { count: answer.seated }));
        await refresh();
        onClose();
      } finally {
        setBusy(false);
      }
    });
  return (
    <Modal
      open={!!subject}
      title={subject ? t('schedule.assignOf', { name: subject.subjectName }) : ''}
      onCancel={onClose}
      onOk={() => void run()}
      okText={t('schedule.assignStart')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('schedule.assignIntro', { seated: subject?.seated ?? 0, total: candidates })}</Typography.Text>
        <Radio.Group value={strategy} onChange={(e) => setStrategy(e.target.value)} aria-label={t('schedule.strategy')}>
          <Space orientation="vertical">
            {ASSIGN_STRATEGIES.map((s) => (
              <Radio key={s} value={s}>
                <Typography.Text strong>{ASSIGN_STRATEGY_TEXTS[s][lang]}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`schedule.strategyHint.${s}`)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <Checkbox checked={reseat} onChange={(e) => setReseat(e.target.checked)}>
          {t('schedule.reseat')}
        </Checkbox>
        {reseat && !!subject?.seated && <Alert type="warning" showIcon message={t('schedule.reseatWarning', { count: subject.seated })} />}
      </Space>
    </Modal>
  );
}
