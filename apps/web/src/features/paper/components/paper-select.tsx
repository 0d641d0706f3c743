import { paperApi } from '@cloud-exam/contract/paper/paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';

/** Chooses one paper, searched by name on the server (an institution may have many); `known` names papers chosen already. */
export function PaperSelect({
  value,
  onChange,
  known,
  taken,
  label,
  id,
}: {
  value?: string;
  onChange?: (id: string) => void;
  known: ReadonlyMap<string, string>;
  taken: readonly string[];
  label: string;
  id?: string;
}) {
  const { t } = useTranslation('paper');
  const [name, setName] = useState('');
  const papers = useQuery({
    ...endpointQuery(paperApi.page, { name: name || undefined, current: 1, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const found = papers.data?.records ?? [];
  const options = [
    ...(value && !found.some((p) => p.id === value) ? [{ value, label: known.get(value) ?? '…' }] : []),
    ...found.map((p) => ({ value: p.id, label: p.name, disabled: p.id !== value && taken.includes(p.id) })),
  ];
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setName }}
      placeholder={t('package.choosePaper')}
      loading={papers.isFetching}
      value={value}
      options={options}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}
