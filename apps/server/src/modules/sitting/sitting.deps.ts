import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SignInGuard } from '../account';

/** What the exam-day service is made with: its sign-ins are limited by a guard of their own (`CANDIDATE_SIGN_IN_LIMITS`). */
export type SittingDeps = { db: Db; now: Clock; guard: SignInGuard; log: FastifyBaseLogger };
