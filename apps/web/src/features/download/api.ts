import { fileTaskApi } from '@cloud-exam/contract/files/task';
import { queryOptions } from '@tanstack/react-query';
import { call, downloadFrom, endpointQuery } from '../../api/call';

export const fileSystemsQuery = queryOptions({
  ...endpointQuery(fileTaskApi.systems),
  staleTime: Number.POSITIVE_INFINITY,
});

export const fileTypesQuery = (systemId: string | undefined) =>
  queryOptions({
    ...endpointQuery(fileTaskApi.fileTypes, { id: systemId ?? '' }),
    enabled: !!systemId,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const downloadFile = (id: string) => downloadFrom(fileTaskApi.download, { id });

export const deleteFiles = (ids: string[]) => call(fileTaskApi.remove, { ids });
