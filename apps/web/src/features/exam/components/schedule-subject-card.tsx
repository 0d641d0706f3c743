import { DeleteOutlined, EditOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { type Schedule, scheduleApi, type Session, sessionProblems } from '@cloud-exam/contract/exam/schedule';
import type { Language } from '@cloud-exam/contract/languages';
import { Button, Card, DatePicker, Empty, Form, Input, Popconfirm, Progress, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { SCHEDULE_READS } from '../api';
import { sessionPath } from '../paths';
import { SubjectTitle } from './subject-title';

/** A subject of the exam as its schedule shows it. */
export type ScheduleSubject = Schedule['subjects'][number];
type SessionValues = { sessionName: string; window: [Dayjs, Dayjs] };

/** A subject's sessions: how many of the exam's candidates sit one, each session's rooms and seats; add, edit, remove. */
export function ScheduleSubjectCard({
  schedule,
  subject,
  sessions,
  onAssign,
}: {
  schedule: Schedule;
  subject: ScheduleSubject;
  sessions: Session[];
  onAssign: () => void;
}) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const act = useRowAction(SCHEDULE_READS);
  const times = useExamTimes();
  const locked = schedule.published;
  const dialog = useEditDialog<Session, SessionValues>({
    toValues: (row) =>
      row
        ? { sessionName: row.sessionName, window: [times.toPicker(row.beginDate), times.toPicker(row.endDate)] }
        : { sessionName: '', window: undefined as never },
    save: (values, row) => {
      const [begin, end] = values.window;
      const input = { sessionName: values.sessionName, beginDate: times.fromPicker(begin), endDate: times.fromPicker(end) };
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
        {
          sessionName: values.sessionName ?? '',
          beginDate: begin ? times.fromPicker(begin) : '',
          endDate: end ? times.fromPicker(end) : '',
        },
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
            { title: t('schedule.time'), render: (_, row) => times.span(row.beginDate, row.endDate) },
            { title: t('schedule.rooms'), dataIndex: 'roomCount', width: 90 },
            { title: t('schedule.capacity'), dataIndex: 'capacity', width: 90 },
            { title: t('schedule.seated'), dataIndex: 'seated', width: 90 },
            {
              title: t('list:action.title'),
              width: 300,
              render: (_, row) => (
                <Space size={0} style={{ whiteSpace: 'nowrap' }}>
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
          validateFirst
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
          extra={
            <Space orientation="vertical" size={0}>
              {t('schedule.timeHint', { count: subject.duration })}
              <TimeZoneNote at={schedule.beginDate} />
            </Space>
          }
          rules={[{ required: true, message: t('list:required', { field: t('schedule.time') }) }, check('window')]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            aria-label={t('schedule.time')}
            defaultPickerValue={[times.toPicker(schedule.beginDate), times.toPicker(schedule.beginDate)]}
            disabledDate={(d) =>
              d.isBefore(times.toPicker(schedule.beginDate), 'day') || d.isAfter(times.toPicker(schedule.endDate), 'day')
            }
          />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
