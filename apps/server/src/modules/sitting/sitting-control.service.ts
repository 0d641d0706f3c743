import type { Inputs } from '@cloud-exam/contract/endpoint';
import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { HANDED_IN } from '@cloud-exam/contract/sitting/sitting';
import { type ControlResult, PAUSE_MAX_MINUTES, type sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { Live } from './live';
import { type Reached, sittingControlRepo } from './sitting-control.repo';
import { type SittingRow, sittingRepo } from './sitting.repo';
import { pausedUntilOf } from './sitting-view';
import { reach, type Target } from './sitting-target';
import type { SittingService } from './sitting.service';

type Input = Inputs<typeof sittingControlApi>;
type WithSitting = Reached & { sitting: SittingRow };
type SittingAction = 'sitting.pause' | 'sitting.resume' | 'sitting.extraTime' | 'sitting.forceSubmit' | 'sitting.withdraw';
/** What the live channel tells the candidate of each action. */
const LIVE_ACTIONS = {
  'sitting.pause': 'pause',
  'sitting.resume': 'resume',
  'sitting.extraTime': 'extraTime',
  'sitting.forceSubmit': 'forceSubmit',
  'sitting.withdraw': 'withdraw',
} as const satisfies Record<SittingAction, string>;

export type SittingControlDeps = {
  db: Db;
  now: Clock;
  sittings: SittingService;
  live: Pick<Live, 'tell'>;
  sessionChanged: (sessionId: string) => void;
};

const MINUTE = 60_000;
/** A reopened paper needs at least this much of the time left at hand-in. */
const REOPEN_MIN_MS = MINUTE;
const handedIn = (s: SittingRow) => HANDED_IN.includes(s.state);
/** The refusal of a candidate who has no sitting yet or has handed in, before what each action asks of the rest. */
const signedInAndOpen = (r: Reached): ErrorCode | undefined => {
  if (!r.sitting?.signedInAt) return ErrorCodes.sittingNotSignedIn;
  if (handedIn(r.sitting)) return ErrorCodes.sittingHandedIn;
  return undefined;
};
/** The time left at hand-in: the deadline less the hand-in (or the end of a pause it came in). */
const leftAtHandIn = (s: SittingRow) =>
  s.deadlineAt && s.submittedAt ? s.deadlineAt.getTime() - Math.max(s.submittedAt.getTime(), s.pausedUntil?.getTime() ?? 0) : 0;

/**
 * The invigilators' actions on sittings: pause, resume, extra time, force submit, withdraw a hand-in, lock a session.
 * An action names a session and within it a room or chosen candidates; a `gl_kw_monitor` holder without `gl_kw` acts
 * only on the rooms they invigilate. Named candidates are all or none; in a room or a session those who cannot take
 * the action are skipped with their code. Each action runs in one transaction: the sittings, an event in each
 * sitting's record, and one audit row naming the session, the reason and whom it reached.
 */
export function createSittingControlService({ db, now, sittings, live, sessionChanged }: SittingControlDeps) {
  /**
   * Runs one action: `refusal` says who cannot take it (named candidates: the first refuses the call, unless the call
   * asks that they be skipped as in a room), `apply` changes a sitting on the transaction and answers whether it did;
   * the event `kind` (if any) goes into each changed sitting's record, and one audit row records the whole.
   */
  const act = async (
    tenant: Tenant,
    target: Target & { reason: string; skipRefused?: boolean },
    action: SittingAction,
    options: {
      refusal: (r: Reached, at: number, session: { endAt: Date }) => ErrorCode | undefined;
      apply: (tx: Db, r: WithSitting, at: number) => Promise<boolean | Record<string, unknown>>;
      kind?: string;
      detail?: Record<string, unknown>;
      /** Before the sittings change: makes what is missing (the sittings of those not signed in), answers them anew. */
      prepare?: (tx: Db, reached: Reached[], session: { id: string; examId: string }) => Promise<Reached[]>;
    },
  ): Promise<ControlResult> => {
    const { session, room, reached, named } = await reach(db, tenant, target);
    const at = now();
    const refusals = reached.map((r) => ({ r, code: options.refusal(r, at, session) }));
    const first = refusals.find((x) => x.code !== undefined);
    if (named && first && !target.skipRefused) throw new AppError(first.code!, { name: first.r.name });
    const detail = { reason: target.reason, by: tenant.username, ...options.detail };
    const changed: string[] = [];
    const result = await db.transaction(async (tx) => {
      const ready = options.prepare ? await options.prepare(tx, reached, session) : reached;
      const refused = new Set(refusals.filter((x) => x.code !== undefined).map((x) => x.r.candidateId));
      const events = sittingRepo(tx, tenant);
      const reachedNow: string[] = [];
      for (const r of ready) {
        if (refused.has(r.candidateId) || !r.sitting) continue;
        const applied = await options.apply(tx, r as WithSitting, at);
        if (!applied) continue;
        reachedNow.push(r.admissionNumber);
        changed.push(r.sitting.id);
        if (options.kind) await events.event(r.sitting.id, options.kind, { ...detail, ...(applied === true ? {} : applied) });
      }
      const skipped = refusals
        .filter((x) => x.code !== undefined)
        .map(({ r, code }) => ({ candidateId: r.candidateId, name: r.name, admissionNumber: r.admissionNumber, code: code! }));
      await recordAudit(tx, tenant.actor, {
        action,
        targetType: 'examSession',
        targetId: session.id,
        targetName: session.name,
        detail: {
          ...detail,
          ...(room ? { room: room.name } : {}),
          done: reachedNow.length,
          candidates: reachedNow.slice(0, 100),
          skipped: skipped.length,
        },
      });
      return { done: reachedNow.length, skipped };
    });
    // once committed: the candidates' clients hear of it at once
    await live.tell(changed, LIVE_ACTIONS[action]);
    sessionChanged(session.id);
    return result;
  };

  return {
    /**
     * Pauses candidates in the exam: at most 5 minutes and never beyond the time left (41026507), refused with less
     * than 5 minutes left (41026502). The pause is credited to the deadline at once; while it lasts the candidate's
     * remaining time stands still, the paper is hidden and saves are refused.
     */
    pause(tenant: Tenant, input: Input['pause']) {
      if (input.minutes > PAUSE_MAX_MINUTES) throw new AppError(ErrorCodes.pauseTooLong);
      const ms = input.minutes * MINUTE;
      return act(tenant, input, 'sitting.pause', {
        refusal: (r, at) => {
          const open = signedInAndOpen(r);
          if (open) return open;
          const s = r.sitting!;
          if (s.state !== 'inExam') return ErrorCodes.candidateNotStarted;
          if (pausedUntilOf(s, at) !== null) return ErrorCodes.sittingAlreadyPaused;
          const left = s.deadlineAt!.getTime() - at;
          if (left <= 0) return ErrorCodes.sittingTimeUp;
          if (left < PAUSE_MAX_MINUTES * MINUTE) return ErrorCodes.pauseTooLate;
          if (ms > left) return ErrorCodes.pauseTooLong;
          return undefined;
        },
        apply: async (tx, r, at) =>
          (await sittingControlRepo(tx, tenant).pause(r.sitting.id, new Date(at), new Date(at + ms)))
            ? { until: new Date(at + ms).toISOString() }
            : false,
        kind: 'pause',
        detail: { minutes: input.minutes },
      });
    },

    /** Ends pauses early: what a pause did not use is taken back from the deadline. */
    resume(tenant: Tenant, input: Input['resume']) {
      return act(tenant, input, 'sitting.resume', {
        refusal: (r, at) => signedInAndOpen(r) ?? (pausedUntilOf(r.sitting!, at) === null ? ErrorCodes.sittingNotPaused : undefined),
        apply: (tx, r, at) => sittingControlRepo(tx, tenant).resume(r.sitting.id, new Date(at)),
        kind: 'resume',
      });
    },

    /**
     * Extra minutes for every candidate reached who has not handed in, those not yet signed in or started included (their
     * sitting is made to keep it; `start` adds it to the deadline), and those in the exam (their deadline moves now).
     */
    extraTime(tenant: Tenant, input: Input['extraTime']) {
      const secs = input.minutes * 60;
      return act(tenant, input, 'sitting.extraTime', {
        refusal: (r, at, session) => {
          const s = r.sitting;
          if (s && handedIn(s)) return ErrorCodes.sittingHandedIn;
          if (s?.state === 'inExam') return s.deadlineAt && s.deadlineAt.getTime() <= at ? ErrorCodes.sittingTimeUp : undefined;
          // not started: once the session is over, time given would reach nobody (they are absent)
          return session.endAt.getTime() <= at ? ErrorCodes.sessionEnded : undefined;
        },
        prepare: async (tx, reached, session) => {
          const missing = reached.filter((r) => !r.sitting).map((r) => r.candidateId);
          if (!missing.length) return reached;
          const repo = sittingControlRepo(tx, tenant);
          await repo.materialise(session.examId, session.id, missing);
          return repo.reached(session.id, input.roomId, input.candidateIds);
        },
        apply: (tx, r) => sittingControlRepo(tx, tenant).extraTime(r.sitting.id, secs),
        kind: 'extraTime',
        detail: { minutes: input.minutes },
      });
    },

    /** Hands papers in as force-submitted, scored like any hand-in (the hand-in writes the sitting's event). */
    forceSubmit(tenant: Tenant, input: Input['forceSubmit']) {
      return act(tenant, input, 'sitting.forceSubmit', {
        refusal: signedInAndOpen,
        apply: (tx, r) => sittings.forceSubmit(tx, tenant, r.sitting.id, input.reason, tenant.username),
      });
    },

    /**
     * Reopens handed-in papers with the time that was left at hand-in: back in the exam with the deadline that much
     * from now (a paper handed in before it was started goes back to be started afresh). Less than a minute left
     * cannot be reopened (41300627).
     */
    withdraw(tenant: Tenant, input: Input['withdraw']) {
      return act(tenant, input, 'sitting.withdraw', {
        refusal: (r) => {
          const s = r.sitting;
          if (!s || !handedIn(s)) return ErrorCodes.sittingNotHandedIn;
          if (s.startedAt && leftAtHandIn(s) < REOPEN_MIN_MS) return ErrorCodes.noTimeToReopen;
          return undefined;
        },
        apply: async (tx, r, at) => {
          const left = r.sitting.startedAt ? leftAtHandIn(r.sitting) : null;
          const reopened = await sittingControlRepo(tx, tenant).reopen(r.sitting.id, left === null ? null : new Date(at + left));
          return reopened ? { secondsLeft: left === null ? null : Math.round(left / 1000) } : false;
        },
        kind: 'withdraw',
      });
    },

    /** Locks a session (nobody who has not started enters; those in the exam go on) or unlocks it. */
    async lock(tenant: Tenant, input: Input['lock']) {
      const { session, reached } = await reach(db, tenant, { sessionId: input.sessionId });
      const detail = { reason: input.reason, by: tenant.username };
      const result = await db.transaction(async (tx) => {
        await sittingControlRepo(tx, tenant).lock(session.id, input.locked);
        const events = sittingRepo(tx, tenant);
        let done = 0;
        for (const r of reached)
          if (r.sitting && !handedIn(r.sitting)) {
            await events.event(r.sitting.id, input.locked ? 'lock' : 'unlock', detail);
            done++;
          }
        await recordAudit(tx, tenant.actor, {
          action: input.locked ? 'sitting.lock' : 'sitting.unlock',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: { ...detail, wasLocked: session.locked },
        });
        return { locked: input.locked, done };
      });
      sessionChanged(session.id);
      return result;
    },
  };
}

export type SittingControlService = ReturnType<typeof createSittingControlService>;
