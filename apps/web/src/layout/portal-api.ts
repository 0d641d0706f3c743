import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/request';

export type Brand = { logo: string | null; platformName: string | null; officename: string | null; serviceUrl: string | null };

/** The header's logo and platform name for an institution; nulls mean the bundled defaults. */
export const brandQuery = (officeId: string | undefined) =>
  queryOptions({
    queryKey: ['brand', officeId ?? ''],
    queryFn: () =>
      request<Brand>('/gl/ua/ogt/gl/platform/brand', { params: { officeId, systemCode: 'admin' }, silent: true, loading: false }),
    staleTime: 10 * 60_000,
  });

/** The unread notices behind the header's bell, refreshed every minute. */
export const unreadNoticesQuery = queryOptions({
  queryKey: ['notices', 'unread'],
  queryFn: () => request<{ unread: number }>('/gl/pt/pt/notice-info/queryNoticeInfoCount', { silent: true, loading: false }),
  refetchInterval: 60_000,
});

export type OfficeItem = { officeid: string; name: string; current: boolean };
export const officesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['offices', userId],
    queryFn: () => request<OfficeItem[]>('/gl/ua/ogt/gl/orgswitchList', { params: { userId } }),
  });

export const switchOffice = (switchOrgId: string) =>
  request<{ officeid: string; officename: string }>('/gl/ua/ogt/gl/orgswitch', { params: { switchOrgId } });
