import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import type { Audience } from '@cloud-exam/contract/exam/exam-notification';
import { scheduleApi, type SessionDetail } from '@cloud-exam/contract/exam/schedule';
import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useDebounced } from '../../../components/use-debounced';

/** Whom a notification goes to, as the form asks it: the exam's kinds, and on a session's page its whole or one room. */
export type AudienceValues = {
  audienceKind: Audience['kind'] | 'room';
  sessionId?: string;
  roomId?: string;
  candidates?: { value: string; label: string }[];
};

/** The session a session's page notifies: its candidates, or those of one of its rooms. */
export type AudienceSession = Pick<SessionDetail, 'id' | 'rooms'>;

/** The audience as the API takes it; undefined while it is not chosen. */
export function toAudience(v: Partial<AudienceValues>, session?: AudienceSession): Audience | undefined {
  if (session)
    return v.audienceKind !== 'room'
      ? { kind: 'session', sessionId: session.id }
      : v.roomId
        ? { kind: 'session', sessionId: session.id, roomId: v.roomId }
        : undefined;
  if (v.audienceKind === 'session') return v.sessionId ? { kind: 'session', sessionId: v.sessionId } : undefined;
  if (v.audienceKind === 'candidates')
    return v.candidates?.length ? { kind: 'candidates', ids: v.candidates.map((c) => c.value) } : undefined;
  return { kind: 'all' };
}

export const firstAudienceKind = (session?: AudienceSession): AudienceValues['audienceKind'] => (session ? 'session' : 'all');

/** The candidates picker: the exam's candidates searched by name, admission number, certificate number or mobile. */
function CandidatePicker({
  examId,
  ...props
}: {
  examId: string;
  value?: AudienceValues['candidates'];
  onChange?: (v: AudienceValues['candidates']) => void;
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

/** The exam's sessions to choose one of, with their subject, time and how many they seat. */
function SessionSelect({ examId, ...props }: { examId: string; value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  const sessions = useQuery({ ...endpointQuery(scheduleApi.schedule, { examId }), select: (schedule) => schedule.sessions });
  return (
    <Select
      {...props}
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
  );
}

/** The audience's fields of the compose form: the kind, then the session, the room or the candidates it needs. */
export function AudienceFields({
  examId,
  session,
  kind,
}: {
  examId: string;
  session?: AudienceSession;
  kind: AudienceValues['audienceKind'];
}) {
  const { t } = useTranslation('exam');
  const kinds = session
    ? [
        { value: 'session', label: t('sessionNotification.wholeSession') },
        { value: 'room', label: t('sessionNotification.oneRoom') },
      ]
    : (['all', 'session', 'candidates'] as const).map((k) => ({ value: k, label: t(`notification.audienceKind.${k}`) }));
  return (
    <>
      <Form.Item name="audienceKind" label={t('notification.audience')}>
        <Radio.Group options={kinds} />
      </Form.Item>
      {!session && kind === 'session' && (
        <Form.Item
          name="sessionId"
          label={t('notification.session')}
          rules={[{ required: true, message: t('notification.chooseSession') }]}
        >
          <SessionSelect examId={examId} />
        </Form.Item>
      )}
      {session && kind === 'room' && (
        <Form.Item
          name="roomId"
          label={t('sessionNotification.room')}
          rules={[{ required: true, message: t('sessionNotification.chooseRoom') }]}
        >
          <Select
            placeholder={t('sessionNotification.chooseRoom')}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sessionNotification.noRooms')} />}
            options={session.rooms.map((r) => ({
              value: r.id,
              label: t('sessionNotification.roomOption', { name: r.roomName, count: r.seated }),
            }))}
          />
        </Form.Item>
      )}
      {!session && kind === 'candidates' && (
        <Form.Item
          name="candidates"
          label={t('notification.chooseCandidates')}
          rules={[{ required: true, message: t('notification.chooseCandidatesRule') }]}
        >
          <CandidatePicker examId={examId} />
        </Form.Item>
      )}
    </>
  );
}
