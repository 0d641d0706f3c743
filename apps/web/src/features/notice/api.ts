import type { Notice, NoticePage } from '@cloud-exam/contract/account';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../api/request';

export type NoticeFilter = { messageType?: number; read?: '0' | '1'; current: number; size: number };

export const noticePageQuery = (filter: NoticeFilter) =>
  queryOptions({
    queryKey: ['notices', 'page', filter],
    queryFn: () => request<NoticePage>('/gl/pt/pt/notice-info/queryNoticeInfoPage', { params: filter, loading: false }),
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: ['notices', 'one', id],
    queryFn: () => request<Notice>(`/gl/pt/ptApi/pt/notice-info/query/${id}`, { loading: false }),
  });

/** Marks the given notices read, or all of them without ids. */
export const markRead = (ids?: string[]) => request<{ updated: number }>('/gl/pt/pt/notice-info/update', { method: 'POST', data: { ids } });
