import { type CandidateSitting, type RosterState, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useDebounced } from '../../../components/use-debounced';

/** How many of a session's candidates the picker lists for what is typed. */
const FOUND_MAX = 50;
/** The states of a candidate who sat a session: signed in at least. */
const SAT: readonly RosterState[] = ['signedIn', 'inExam', 'interrupted', 'completed', 'forceSubmitted'];

/** The session whose sheet an exam's page shows first: the latest the candidate sat, else their latest. */
export const defaultSession = (sessions: CandidateSitting[]) =>
  (sessions.filter((s) => SAT.includes(s.state)).at(-1) ?? sessions.at(-1))?.sessionId;

/** The sessions an exam candidate is seated in (one per subject), each with their state there. */
export function SessionPicker({
  sessions,
  value,
  onChange,
}: {
  sessions: CandidateSitting[];
  value?: string;
  onChange: (sessionId: string) => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <Select
      aria-label={t('answerSheet.chooseSession')}
      style={{ minWidth: 280 }}
      value={value}
      onChange={onChange}
      options={sessions.map((s) => ({
        value: s.sessionId,
        label: `${s.sessionName} · ${s.subjectName} · ${t(`sittingState.${s.state}`)}`,
      }))}
    />
  );
}

/**
 * A session's candidates who have signed in, searched on the server by name or admission number (the session's list):
 * choosing one opens their sheet. `current` names the candidate shown, who may not be among those found.
 */
export function CandidatePicker({
  sessionId,
  current,
  onChange,
}: {
  sessionId: string;
  current?: { id: string; label: string };
  onChange: (examCandidateId: string) => void;
}) {
  const { t } = useTranslation('exam');
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const found = useQuery({
    ...endpointQuery(sittingControlApi.list, { sessionId, keyword: settled || undefined, current: 1, size: FOUND_MAX }),
    placeholderData: keepPreviousData,
  });
  const options = (found.data?.records ?? [])
    .filter((r) => r.signedInAt !== null)
    .map((r) => ({ value: r.candidateId, label: `${r.name} · ${r.admissionNumber} · ${t(`sittingState.${r.state}`)}` }));
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.label });
  return (
    <Select
      aria-label={t('answerSheet.chooseCandidate')}
      placeholder={t('answerSheet.searchCandidate')}
      style={{ minWidth: 320 }}
      value={current?.id}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={options}
      notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('answerSheet.noCandidateFound')} />}
    />
  );
}
