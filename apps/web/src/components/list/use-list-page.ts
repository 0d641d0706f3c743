import type { EndpointDef, InputOf, ParsedInputOf } from '@cloud-exam/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Args, endpointQuery } from '../../api/call';
import { useViewLocation } from '../view-location';

type Paging = { current?: number; size?: number };
/** A paged list endpoint: its input carries the page, its answer the rows and the total. */
type PagedEndpoint = EndpointDef & { method: 'GET' | 'POST' };

/**
 * The filter as the address's query holds it, read through the endpoint's own input schema. A parameter the schema
 * refuses (an edited or stale address) is dropped, and the rest of the filter kept.
 */
export function filterFrom<E extends PagedEndpoint>(e: E, search: string, defaults: Partial<InputOf<E>> & Paging) {
  const input: Record<string, unknown> = { ...defaults, ...Object.fromEntries(new URLSearchParams(search)) };
  for (let tries = 0; tries < 5; tries++) {
    const parsed = e.input?.safeParse(input);
    if (!parsed || parsed.success) return (parsed?.data ?? input) as ParsedInputOf<E> & { current: number; size: number };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (key in defaults && input[key] !== defaults[key as keyof typeof defaults]) input[key] = defaults[key as keyof typeof defaults];
      else delete input[key];
    }
  }
  return { ...defaults, current: 1, size: defaults.size ?? 10 } as ParsedInputOf<E> & { current: number; size: number };
}

const queryOf = (filter: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  return query.toString();
};

/**
 * A list paged on the server whose filters and page live in the address's query: a filtered list can be linked
 * to, survives a reload, and comes back as it was when its tag is clicked. `narrow` changes filters and goes back
 * to the first page; `pagination` drives antd's Table.
 */
export function useListPage<E extends PagedEndpoint>(endpoint: E, defaults: Partial<InputOf<E>> & Paging = {}) {
  const { t } = useTranslation('list');
  const navigate = useNavigate();
  const { pathname, search, current } = useViewLocation();
  // Read afresh on each render (a few fields): the query is keyed by the filter's content, not its identity.
  const filter = filterFrom(endpoint, search, defaults);
  // The parsed filter is a valid input of its own schema: parsing it again on the server gives the same.
  const query = useQuery({ ...endpointQuery(endpoint, ...([filter] as unknown as Args<E>)), placeholderData: keepPreviousData });

  // A change made before the address has caught up with the one before it (a tab, then at once a search) builds on
  // that change, not on the filter this page last showed.
  const asked = useRef<{ from: string; filter: Record<string, unknown> }>(undefined);
  const latest = () => (asked.current?.from === search ? asked.current.filter : filter);
  const setFilter = (next: Record<string, unknown>) => {
    if (!current) return;
    asked.current = { from: search, filter: next };
    void navigate({ pathname, search: queryOf(next) }, { replace: true });
  };
  const data = query.data as { records: unknown[]; total: number; totalCapped?: true } | undefined;
  const pagination: TablePaginationConfig = {
    current: filter.current,
    pageSize: filter.size,
    total: data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t(data?.totalCapped ? 'totalOver' : 'total', { count }),
    onChange: (page, size) => setFilter({ ...latest(), current: page, size }),
  };
  const { current: _current, size: _size, ...unpaged } = filter;
  return {
    filter,
    /** The filter without its page: what an export of the same list takes. */
    exportFilter: unpaged,
    /** Changes some filters and goes back to the first page. */
    narrow: (changes: Partial<InputOf<E>>) => setFilter({ ...latest(), ...changes, current: 1 }),
    query,
    pagination,
  };
}
