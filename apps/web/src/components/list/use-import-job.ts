import { IMPORT_JOB_POLL_MS } from '@cloud-exam/contract/constants';
import type { EndpointDef } from '@cloud-exam/contract/endpoint';
import { importJobApi, ImportJobState } from '@cloud-exam/contract/files/import-job';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { endpointQuery } from '../../api/call';
import { useRefresh } from './use-edit-dialog';

/** Whether a job's state is one it ends in. */
export const jobEnded = (state: number | undefined) => state === ImportJobState.done || state === ImportJobState.failed;

/**
 * An import's job, once its upload has answered one (`follow(jobId)`): its state polled until it ends, and the reads
 * `refresh` names refreshed once when it has imported (once per job, however often the page renders).
 */
export function useImportJob(refresh: Pick<EndpointDef, 'path'>[]) {
  const onImported = useRefresh(refresh);
  const [jobId, follow] = useState<string>();
  const { data: job } = useQuery({
    ...endpointQuery(importJobApi.status, { id: jobId ?? '' }),
    enabled: !!jobId,
    refetchInterval: (query) => (jobEnded(query.state.data?.state) ? false : IMPORT_JOB_POLL_MS),
  });
  const refreshedFor = useRef<string>(undefined);
  useEffect(() => {
    if (job?.state !== ImportJobState.done || !jobId || refreshedFor.current === jobId) return;
    refreshedFor.current = jobId;
    void onImported();
  });
  return { job: jobId ? job : undefined, follow, running: !!jobId && !jobEnded(job?.state) };
}
