import { z } from 'zod';
import { authenticated, endpoints } from '../endpoint';
import { importReportSchema } from '../sheet';

/**
 * Imports run as background jobs: the import call answers the job's id (or refuses the file at once), the import
 * dialog follows the job here, and the finished report lands in the download centre.
 */

export const ImportJobState = { queued: 0, running: 1, done: 2, failed: 3 } as const;
export type ImportJobState = (typeof ImportJobState)[keyof typeof ImportJobState];

/** The answer of every import call: the job that reads, checks and writes the file. */
export const importStartSchema = z.object({ jobId: z.string().uuid() });
export type ImportStart = z.infer<typeof importStartSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  /** The kind of import, as the download centre names its report (e.g. 'user.import'). */
  kind: z.string(),
  state: z.number().int(),
  /** 0–100. */
  progress: z.number().int(),
  /** The report: every bad row with its column and reason, or how many were imported. */
  report: importReportSchema.nullable(),
  /** Why the job failed (12310108 when rows were bad), with its message in the caller's language. */
  code: z.number().int().nullable(),
  msg: z.string().nullable(),
  /** The report's file in the download centre. */
  fileTaskId: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobApi = endpoints('files', authenticated, {
  status: {
    method: 'GET',
    path: '/cloudeFile/task/importJob/{id}',
    summary: 'One of my imports: its state, progress and report',
    input: z.object({ id: z.string().uuid() }),
    output: importJobSchema,
  },
});
