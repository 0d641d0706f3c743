import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { FileType } from '@cloud-exam/contract/files/task';
import type { Language } from '@cloud-exam/contract/languages';
import type { FileBody } from '../../lib/file-store';
import type { JobQueue } from '../../lib/job-queue';
import type { FileOwner } from './file-task.repo';
import type { FileTasks } from './file-task.service';

/** What the job of every background file carries besides its own: its download-centre task, name, owner and language. */
export type FileJob = { taskId: string; fileName: string; officeId: string; userId: string; lang: Language };

/**
 * A file made in the background for the download centre (an export that may take a while): `start` opens the caller's
 * task, shown as being made, and queues the job with it; the job makes the file with `make` and leaves it in the task,
 * or, once it has failed for good, ends the task failed with the server's error in the caller's language.
 */
export function backgroundFile<J extends object>(
  { queue, fileTasks }: { queue: JobQueue; fileTasks: FileTasks },
  { name, fileType, mime }: { name: string; fileType: FileType; mime: string },
  make: (job: J & FileJob) => Promise<FileBody>,
) {
  const ownerOf = ({ officeId, userId }: FileJob): FileOwner => ({ officeId, userId });
  queue.handle<J & FileJob>(
    name,
    async (job) => fileTasks.complete(ownerOf(job), job.taskId, { fileName: job.fileName, mime, data: await make(job) }),
    async (job) => fileTasks.fail(ownerOf(job), job.taskId, errorMessage(ErrorCodes.serverError, job.lang)),
  );
  return {
    /** Opens the task and queues its job; answers the task, which the page points to in the download centre. */
    async start(owner: FileOwner, fileName: string, lang: Language, job: J) {
      const { id } = await fileTasks.begin(owner, { fileType, fileName, mime });
      const queued: J & FileJob = { ...job, taskId: id, fileName, officeId: owner.officeId, userId: owner.userId, lang };
      await queue.send(name, queued, id);
      return { fileTaskId: id };
    },
  };
}
