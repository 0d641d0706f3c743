import { type RosterRow, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useDebounced } from '../../../components/use-debounced';

/** How many candidates the choice offers at once: typing narrows them down. */
const SHOWN = 20;

type Chosen = { value: string; label: string };
type Props = {
  sessionId: string;
  /** The control's accessible name (and its placeholder). */
  label: string;
  /** The control's id, as a form item gives it to its label. */
  id?: string;
  width?: number | string;
  /** A chosen candidate the search may not show, with its label (the page's candidate). */
  known?: Chosen;
} & (
  | { multiple?: false; value?: string; onChange: (candidateId: string) => void }
  | { multiple: true; value: string[]; onChange: (candidateIds: string[]) => void }
);

/**
 * A choice of a session's seated candidates, searched by name or admission number on the server as one types (a
 * session may seat thousands): one, or several. Those chosen keep their names while the search shows others.
 */
export function RosterSelect(props: Props) {
  const { sessionId, label, id, width = 320, known } = props;
  const { t } = useTranslation('exam');
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim(), 300);
  const roster = useQuery({
    ...endpointQuery(sittingControlApi.list, { sessionId, keyword: search || undefined, current: 1, size: SHOWN }),
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<Map<string, string>>(() => new Map());
  const labelOf = (r: RosterRow) => `${r.name}（${r.admissionNumber}）${r.roomName ? ` · ${r.roomName}` : ''}`;
  const found = (roster.data?.records ?? []).map((r) => ({ value: r.candidateId, label: labelOf(r) }));
  const kept = new Map(known ? [...chosen, [known.value, known.label] as const] : chosen);
  const options = [...found, ...[...kept].filter(([v]) => !found.some((o) => o.value === v)).map(([value, l]) => ({ value, label: l }))];
  const remember = (ids: string[]) => setChosen(new Map(ids.map((v) => [v, options.find((o) => o.value === v)?.label ?? v])));

  return (
    <Select<string | string[]>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={props.multiple}
      id={id}
      mode={props.multiple ? 'multiple' : undefined}
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={props.value}
      onBlur={() => setKeyword('')}
      options={options}
      loading={roster.isFetching}
      notFoundContent={roster.isFetching ? <Spin size="small" /> : t('candidateRecord.noCandidates')}
      onChange={(v) => {
        const ids = v === undefined ? [] : [v].flat();
        remember(ids);
        if (props.multiple) props.onChange(ids);
        else if (ids[0]) props.onChange(ids[0]);
      }}
    />
  );
}
