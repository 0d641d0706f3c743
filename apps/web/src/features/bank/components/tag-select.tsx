import { ITEM_TAG_MAX, ITEM_TAGS_MAX, itemApi } from '@cloud-exam/contract/bank/item';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useDebounced } from '../../../components/use-debounced';

/**
 * The bank's tags containing what is typed, most used first, each with how many of its items carry it
 * (`GET /gl/tk/item/tags`), asked once typing has stopped for 300 ms; the last answer stands while the next comes.
 */
function useTagSuggestions(bankId: string | undefined, typed: string) {
  const keyword = useDebounced(typed.trim().slice(0, ITEM_TAG_MAX), 300);
  const suggestions = useQuery({
    ...endpointQuery(itemApi.tags, { bankId: bankId ?? '', ...(keyword ? { keyword } : {}) }, { silent: true }),
    enabled: !!bankId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (suggestions.data ?? []).map(({ tag, count }) => ({ value: tag, label: tag, count }));
}

/** A suggestion in the list: the tag, and how many items carry it (none for a tag being typed or already chosen). */
function Suggestion({ label, count }: { label: React.ReactNode; count: number | undefined }) {
  const { t } = useTranslation('bank');
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      {label}
      {count !== undefined && <Typography.Text type="secondary">{t('item.tagCount', { count })}</Typography.Text>}
    </Space>
  );
}

/**
 * Tags typed freely (Enter or a comma ends one), the bank's tags suggested as they are typed. In a Form.Item it takes
 * the field's value, change and id like the Select it is.
 */
export function TagSelect({ bankId, ...props }: Omit<SelectProps<string[]>, 'mode' | 'options'> & { bankId: string | undefined }) {
  const [typed, setTyped] = useState('');
  const options = useTagSuggestions(bankId, typed);
  return (
    <Select<string[]>
      {...props}
      mode="tags"
      maxCount={ITEM_TAGS_MAX}
      tokenSeparators={[',', '，']}
      showSearch={{ searchValue: typed, onSearch: setTyped, filterOption: false }}
      onChange={(value, option) => {
        setTyped('');
        props.onChange?.(value, option);
      }}
      options={options}
      optionRender={(option) => <Suggestion label={option.label} count={option.data.count as number | undefined} />}
    />
  );
}

/** The item list's tag filter: one of the bank's tags, found by typing part of it. */
export function TagFilter({
  bankId,
  label,
  value,
  width,
  onChange,
}: {
  bankId: string;
  label: string;
  value?: string;
  width: number;
  onChange: (tag?: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const options = useTagSuggestions(bankId, typed);
  return (
    <Select<string>
      allowClear
      showSearch={{ searchValue: typed, onSearch: setTyped, filterOption: false }}
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={value}
      options={options}
      optionRender={(option) => <Suggestion label={option.label} count={option.data.count as number | undefined} />}
      onChange={(tag) => {
        setTyped('');
        onChange(tag || undefined);
      }}
    />
  );
}
