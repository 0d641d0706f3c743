import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { withinLimit } from '../../lib/rate-limit';

/** Refuses a caller who asked too often from one address (lookups that tell whether an account exists). */
export const addressLimit =
  (store: EphemeralStore) =>
  async (request: FastifyRequest, what: string, max = 30, windowMs = 60_000) => {
    if (!(await withinLimit(store, `${what}:${request.ip}`, max, windowMs))) throw new AppError(ErrorCodes.captchaTooFrequent);
  };
