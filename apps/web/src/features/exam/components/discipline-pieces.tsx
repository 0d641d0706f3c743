import { CloseCircleOutlined, ExclamationCircleOutlined, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { Breach, Consequence } from '@cloud-exam/contract/sitting/sitting-discipline';
import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { send } from '../../../api/request';
import { useExamTimes } from '../../../components/date-time';
import { ReadableTag } from '../../../components/readable-tag';

const CONSEQUENCE_LOOK: Record<Consequence, { color: string; icon: React.ReactNode }> = {
  warning: { color: 'gold', icon: <ExclamationCircleOutlined aria-hidden /> },
  deduction: { color: 'orange', icon: <MinusCircleOutlined aria-hidden /> },
  zero: { color: 'volcano', icon: <CloseCircleOutlined aria-hidden /> },
  cancellation: { color: 'red', icon: <StopOutlined aria-hidden /> },
};

/** A breach's consequence as a tag: its word and icon (never colour alone), a deduction with its points. */
export function ConsequenceTag({ consequence, points }: { consequence: Consequence; points?: number | null }) {
  const { t } = useTranslation('exam');
  const look = CONSEQUENCE_LOOK[consequence];
  return (
    <ReadableTag color={look.color} icon={look.icon}>
      {t(`discipline.consequences.${consequence}`)}
      {consequence === 'deduction' && points ? ` · ${t('discipline.deductionOf', { points })}` : ''}
    </ReadableTag>
  );
}

/**
 * One camera snapshot of a candidate in a session, read with the member's token (a snapshot is never served by its
 * key) and shown from the browser's memory (the picture never changes: it is read once).
 */
export function SnapshotThumb({
  sessionId,
  examCandidateId,
  id,
  at,
}: {
  sessionId: string;
  examCandidateId: string;
  id: number;
  at: string;
}) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  // keyed outside the exam-day reads: a snapshot never changes, the live channel need not read it again
  const picture = useQuery({
    queryKey: ['discipline-snapshot', sessionId, examCandidateId, id],
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    queryFn: async () => {
      const res = await send(sittingDisciplineApi.snapshot.path, {
        params: { sessionId, examCandidateId, id },
        loading: false,
        silent: true,
      });
      if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('snapshot');
      return URL.createObjectURL(await res.blob());
    },
  });
  const label = t('discipline.snapshotAt', { time: times.seconds(at) });
  if (picture.isError) return <Typography.Text type="secondary">{t('discipline.snapshotFailed')}</Typography.Text>;
  if (!picture.data) return <Skeleton.Image active style={{ width: 96, height: 72 }} />;
  return (
    <a href={picture.data} target="_blank" rel="noreferrer" title={label}>
      <img src={picture.data} alt={label} width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
    </a>
  );
}

/** The score after discipline as the records show it: cancelled, or the score, with how many breaches stand. */
export function DisciplineScore({ score, cancelled, breaches }: { score: number | null; cancelled: boolean; breaches: number }) {
  const { t } = useTranslation('exam');
  return (
    <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
      <span>{cancelled ? t('discipline.cancelled') : (score ?? '—')}</span>
      {breaches > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('discipline.breachCount', { count: breaches })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The breaches on a candidate's answer sheet: the score before and after, each breach with its state. */
export function SheetBreaches({
  sessionId,
  examCandidateId,
  discipline,
}: {
  sessionId: string;
  examCandidateId: string;
  discipline: { breaches: Breach[]; scoreBefore: number | null; scoreAfter: number | null; cancelled: boolean };
}) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  if (!discipline.breaches.length) return null;
  const after = discipline.cancelled ? t('discipline.cancelled') : (discipline.scoreAfter ?? '—');
  return (
    <Card size="small" title={t('discipline.sheetTitle')}>
      <Typography.Paragraph>{t('discipline.scoreBeforeAfter', { before: discipline.scoreBefore ?? '—', after })}</Typography.Paragraph>
      <List
        size="small"
        dataSource={discipline.breaches}
        renderItem={(b) => (
          <List.Item key={b.id}>
            <Space orientation="vertical" size={4}>
              <Space wrap>
                <Typography.Text strong delete={!!b.revoked}>
                  {b.ruleName}
                </Typography.Text>
                <ConsequenceTag consequence={b.consequence} points={b.points} />
                <ReadableTag>{b.revoked ? t('discipline.revoked') : t('discipline.standing')}</ReadableTag>
                <Typography.Text type="secondary">
                  {times.seconds(b.recordedAt)} · {b.recordedBy}
                </Typography.Text>
              </Space>
              {b.note && <Typography.Text>{b.note}</Typography.Text>}
              {b.revoked && (
                <Typography.Text type="secondary">
                  {t('discipline.revokedBy', { by: b.revoked.by, at: times.seconds(b.revoked.at), reason: b.revoked.reason })}
                </Typography.Text>
              )}
              {b.snapshots.length > 0 && (
                <Space wrap>
                  {b.snapshots.map((s) => (
                    <SnapshotThumb key={s.id} sessionId={sessionId} examCandidateId={examCandidateId} id={s.id} at={s.at} />
                  ))}
                </Space>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
