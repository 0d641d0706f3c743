import type { ErrorCode, MessageParams } from '@cloud-exam/contract/errors';

/** A broken business rule. Answered as HTTP 200 with the code and its message in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    /** Set only where a protocol fixes the status, e.g. 400 for a refused OAuth grant. */
    readonly httpStatus = 200,
    /** Sent as the envelope's data, e.g. the row-by-row report of a refused import. */
    readonly data: unknown = null,
  ) {
    super(`AppError ${code}`);
  }
}
