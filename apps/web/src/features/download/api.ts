import type { FileOption, FileTaskPage, FileTaskQuery } from '@cloud-exam/contract/files';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download } from '../../api/download';
import { request } from '../../api/request';

export const fileSystemsQuery = queryOptions({
  queryKey: ['files', 'systems'],
  queryFn: () => request<FileOption[]>('/cloudeFile/task/listSystem', { loading: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const fileTypesQuery = (systemId: string | undefined) =>
  queryOptions({
    queryKey: ['files', 'types', systemId],
    queryFn: () => request<FileOption[]>(`/cloudeFile/task/listFileType/${encodeURIComponent(systemId!)}`, { loading: false }),
    enabled: !!systemId,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** My files; while one is still being made the list looks again every 3 seconds. */
export const fileTaskPageQuery = (query: FileTaskQuery) =>
  queryOptions({
    queryKey: ['files', 'page', query],
    queryFn: () => request<FileTaskPage>('/cloudeFile/task/pageTaskRecord', { method: 'POST', data: query, loading: false }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status === 0) ? 3000 : false),
  });

export const downloadFile = (id: string, fileName: string) => download(`/cloudeFile/task/download/${id}`, { fileName });

export const deleteFiles = (ids: string[]) =>
  request<{ deleted: number }>('/cloudeFile/task/deleteTaskRecord', { method: 'POST', data: { ids } });
