import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CaptchaService, SignInGuard } from '../account';
import type { StoredFiles } from '../files';

/**
 * What the exam-day service is made with: its sign-ins are limited by a guard of their own (`CANDIDATE_SIGN_IN_LIMITS`),
 * and its sign-in codes come from the console's verification codes (their purpose `candidate`, the same limits).
 */
export type SittingDeps = {
  db: Db;
  now: Clock;
  guard: SignInGuard;
  captcha: Pick<CaptchaService, 'send' | 'check' | 'consume'>;
  log: FastifyBaseLogger;
  /** Where camera snapshots and the information form's uploads are kept. */
  storedFiles: Pick<StoredFiles, 'upload' | 'ownFile'>;
  /** Tells the console's pages watching a session that its sittings changed (`SessionLive.changed`). */
  sessionChanged: (sessionId: string) => void;
};
