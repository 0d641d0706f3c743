import {
  CONTROL_REASON_MAX,
  type CandidateSitting,
  EXTRA_MINUTES_MAX,
  type RosterState,
  sittingControlApi,
} from '@cloud-exam/contract/sitting/sitting-control';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog } from '../../../components/list/use-edit-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { Refusable } from './refusable';
import { SittingStateTag } from './sitting-state-tag';

type ExtraTimeValues = { minutes: number; reason: string };

/** The states in which no more time can be given: handed in, or the session over without a start. */
const CLOSED: readonly RosterState[] = ['completed', 'forceSubmitted', 'absent'];

/**
 * 考试安排与照顾: each session the candidate is seated in (its time and seat are in the seats card above), their state
 * there and the extra time they were given (how much, by whom, when and why), and extra time given in advance (an
 * accommodation) by the invigilators' action.
 */
export function CandidateArrangements({ examCandidateId }: { examCandidateId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const sittings = useQuery(endpointQuery(sittingControlApi.candidate, { examCandidateId }));
  const dialog = useEditDialog<CandidateSitting, ExtraTimeValues, { done: number }>({
    toValues: () => ({ minutes: undefined, reason: '' }),
    save: (values, row) => call(sittingControlApi.extraTime, { sessionId: row!.sessionId, candidateIds: [examCandidateId], ...values }),
    saved: () => t('arrangements.given'),
    refresh: [sittingControlApi.candidate],
  });
  return (
    <Card title={t('arrangements.title')} extra={<TimeZoneNote at={sittings.data?.[0]?.beginDate} />}>
      <Table
        rowKey="sessionId"
        size="small"
        pagination={false}
        loading={sittings.isLoading}
        dataSource={sittings.data ?? []}
        locale={{ emptyText: <Empty description={t('candidate.noSeats')} /> }}
        columns={[
          { title: t('candidate.session'), dataIndex: 'sessionName', render: (v: string, row) => `${v} · ${row.subjectName}` },
          {
            title: t('list:status'),
            dataIndex: 'state',
            render: (v: RosterState) => <SittingStateTag state={v} />,
          },
          {
            title: t('arrangements.extraTime'),
            dataIndex: 'extraMinutes',
            render: (v: number, row) => (
              <Space orientation="vertical" size={2}>
                <span>{v ? t('arrangements.extraTotal', { minutes: v }) : t('arrangements.noExtra')}</span>
                {row.extraTime.map((g, i) => (
                  <Typography.Text key={i} type="secondary">
                    {t('arrangements.givenBy', { minutes: g.minutes, by: g.by, at: times.format(g.at), reason: g.reason })}
                  </Typography.Text>
                ))}
              </Space>
            ),
          },
          {
            title: t('list:action.title'),
            key: 'actions',
            render: (_: unknown, row: CandidateSitting) => (
              <Refusable reason={CLOSED.includes(row.state) ? t('arrangements.closed') : undefined}>
                {(disabled) => (
                  <Button
                    type="link"
                    disabled={disabled}
                    onClick={() => dialog.show(row)}
                    aria-label={t('arrangements.giveFor', { session: row.sessionName })}
                  >
                    {t('arrangements.give')}
                  </Button>
                )}
              </Refusable>
            ),
          },
        ]}
      />
      <EditDialog
        dialog={dialog}
        name="extraTime"
        addTitle=""
        editTitle={t('arrangements.giveFor', { session: dialog.row?.sessionName })}
        okText={t('arrangements.give')}
      >
        <Form.Item
          name="minutes"
          label={t('arrangements.minutes')}
          extra={t('arrangements.minutesHint', { max: EXTRA_MINUTES_MAX })}
          rules={[{ required: true, message: t('list:required', { field: t('arrangements.minutes') }) }]}
        >
          <InputNumber min={1} max={EXTRA_MINUTES_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('arrangements.reason')}
          extra={t('arrangements.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('arrangements.reason') }) }]}
        >
          <Input.TextArea maxLength={CONTROL_REASON_MAX} showCount rows={2} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
