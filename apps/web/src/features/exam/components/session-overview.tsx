import { ROSTER_STATES, type RosterState, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type OverviewRoom, type SessionOverview, sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Col, Progress, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { type LiveState, useSessionLive } from '../use-session-live';
import { sessionPagePath } from '../paths';
import { SittingStateTag } from './sitting-state-tag';
import { type ActionOutcome, ActionOutcomeDialog, RecordActionDialog } from './record-action-dialog';
import type { SittingAction } from './record-actions';

/** Read again at least this often: an interruption (no heartbeat for 90 s) is noticed by time, not by an event. */
const REFRESH_MS = 30_000;

/** Seconds as h:mm:ss (or m:ss under an hour). */
export function clockText(seconds: number) {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}

/**
 * The server's time now, ticking every second: the computer's clock may be off, so what counts is how far from the
 * server's time it was when the server's answer arrived (`receivedAt`, by the computer's clock).
 */
function useServerNow(serverTime: string, receivedAt: number) {
  const offset = Date.parse(serverTime) - receivedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return now + offset;
}

function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation('exam');
  const status = state === 'live' ? 'success' : state === 'connecting' ? 'processing' : 'default';
  return <Badge status={status} text={t(`overview.live.${state}`)} />;
}

/** Where the session stands in its window: before it, the wait; during it, the time left; after it, over. */
function SessionClock({ overview, receivedAt }: { overview: SessionOverview; receivedAt: number }) {
  const { t } = useTranslation('exam');
  const now = useServerNow(overview.serverTime, receivedAt);
  const [begin, end] = [Date.parse(overview.beginDate), Date.parse(overview.endDate)];
  if (now < begin) return <Statistic title={t('overview.untilBegin')} value={clockText((begin - now) / 1000)} />;
  if (now >= end) return <Statistic title={t('overview.timeLeft')} value={t('overview.over')} />;
  const percent = Math.round(((now - begin) / (end - begin)) * 100);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Statistic title={t('overview.timeLeft')} value={clockText((end - now) / 1000)} />
      <Progress percent={percent} showInfo={false} aria-label={t('overview.elapsed', { percent })} />
    </Space>
  );
}

const HANDED_IN: RosterState[] = ['completed', 'forceSubmitted'];
const STATE_LIST = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

/**
 * The session on exam day, as it happens: its clock, whether it is locked, its candidates by state (for the officer each
 * count leads to the answer records of that state), and room by room with the invigilators. Read again whenever the live channel
 * says the session changed, and every half minute.
 */
export function SessionOverviewCard({ examId, sessionId, officer }: { examId: string; sessionId: string; officer: boolean }) {
  const { t } = useTranslation(['exam', 'list']);
  const live = useSessionLive(sessionId);
  const [acting, setActing] = useState<SittingAction>();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const refresh = useRefresh([sittingOverviewApi.overview, sittingControlApi.list]);
  const query = useQuery({ ...endpointQuery(sittingOverviewApi.overview, { sessionId }), refetchInterval: REFRESH_MS });
  const o = query.data;
  const records = (state?: RosterState) => `${sessionPagePath('sessionAnswerRecords', examId, sessionId)}${state ? `?state=${state}` : ''}`;
  const countTag = (state: RosterState) => (
    <SittingStateTag state={state}>
      {' '}
      <strong>{o?.counts[state]}</strong>
    </SittingStateTag>
  );
  const count = (room: OverviewRoom, states: RosterState[]) => states.reduce((n, s) => n + room.counts[s], 0);

  return (
    <Card
      title={
        <Space wrap>
          <span>{t('overview.title')}</span>
          <LiveBadge state={live} />
        </Space>
      }
      extra={
        // the whole session's actions are the officer's: an invigilator acts on their rooms' candidates
        o &&
        officer && (
          <Space wrap>
            {(['extraTime', 'pause', 'resume', o.locked ? 'unlock' : 'lock'] as const).map((a) => (
              <Button key={a} danger={a === 'lock'} onClick={() => setActing(a)}>
                {t(`overview.action.${a}`)}
              </Button>
            ))}
          </Space>
        )
      }
    >
      {acting && o && (
        <RecordActionDialog
          action={acting}
          who={t('overview.wholeSession', { count: o.seated })}
          targets={[{ sessionId }]}
          onClose={() => setActing(undefined)}
          onDone={(result) => {
            setActing(undefined);
            setOutcome(result);
            void refresh();
          }}
        />
      )}
      {outcome && <ActionOutcomeDialog outcome={outcome} onClose={() => setOutcome(undefined)} />}
      {query.isError && !o ? (
        <Alert
          type="error"
          showIcon
          message={t('overview.failed')}
          action={<Button onClick={() => void query.refetch()}>{t('overview.retry')}</Button>}
        />
      ) : !o ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <SessionClock overview={o} receivedAt={query.dataUpdatedAt} />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={t('overview.seated')} value={o.seated} />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={t('overview.paused')} value={o.paused} />
            </Col>
            <Col xs={24} md={8}>
              <Typography.Text type="secondary">{t('overview.lock')}</Typography.Text>
              <div>{o.locked ? <Tag color="error">{t('overview.locked')}</Tag> : <Tag color="success">{t('overview.unlocked')}</Tag>}</div>
            </Col>
          </Row>
          <ul style={STATE_LIST} aria-label={t('overview.byState')}>
            {ROSTER_STATES.map((state) => (
              <li key={state}>{officer ? <Link to={records(state)}>{countTag(state)}</Link> : countTag(state)}</li>
            ))}
          </ul>
          <Table<OverviewRoom>
            size="small"
            rowKey={(r) => r.roomId ?? ''}
            pagination={false}
            dataSource={o.rooms}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('overview.noRooms') }}
            columns={[
              { title: t('overview.room'), dataIndex: 'name', render: (v: string | null) => v ?? t('overview.noRoom') },
              {
                title: t('overview.invigilators'),
                dataIndex: 'invigilators',
                render: (v: string[]) =>
                  v.length ? v.join('、') : <Typography.Text type="secondary">{t('overview.none')}</Typography.Text>,
              },
              { title: t('overview.seated'), dataIndex: 'seated', align: 'right' },
              ...(['notSignedIn', 'signedIn', 'inExam', 'interrupted'] as const).map((s) => ({
                title: t(`sittingState.${s}`),
                key: s,
                align: 'right' as const,
                render: (_: unknown, r: OverviewRoom) => r.counts[s],
              })),
              { title: t('overview.handedIn'), key: 'handedIn', align: 'right', render: (_, r) => count(r, HANDED_IN) },
              { title: t('sittingState.absent'), key: 'absent', align: 'right', render: (_, r) => r.counts.absent },
              { title: t('overview.paused'), dataIndex: 'paused', align: 'right' },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
