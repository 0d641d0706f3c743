import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { variantFor } from '@cloud-exam/contract/paper/draw';
import {
  type AnswerChange,
  HANDED_IN,
  INTERRUPTED_AFTER_SECONDS,
  SAVE_GRACE_SECONDS,
  SNAPSHOT_MAX_BYTES,
  type sittingApi,
} from '@cloud-exam/contract/sitting/sitting';
import type { Db } from '../../db/client';
import type { FastifyRequest } from 'fastify';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { CandidateSession } from '../../http/request-context';
import { drawExamPaper } from '../exam';
import { snapshotPolicy } from '../files';
import { candidatePaper, mediaOf } from './candidate-paper';
import { sessionChoice } from './session-paper.service';
import type { SittingDeps } from './sitting.deps';
import { dueSittings, type SittingRow, sittingRepo } from './sitting.repo';
import { infoComplete } from './sitting-info.service';
import { createSittingSignIn } from './sitting-sign-in';
import { pausedUntilOf, refuseHandedIn, rulesOf, scored, toSitting, type View } from './sitting-view';

type Input = Inputs<typeof sittingApi>;

const MINUTE = 60_000;

/**
 * Exam day on the server: sign-in to a sitting (`sitting-sign-in.ts`), its start, the candidate's paper, saves by sequence number,
 * heartbeats with the leaves they report, hand-in with objective scoring, and the server's own hand-in when time is
 * up. The server's clock decides; the candidate's clock is only kept for the record.
 */
export function createSittingService({ db, now, guard, captcha, log, storedFiles, sessionChanged }: SittingDeps) {
  const viewOf = async (scope: Scope, id: string) => {
    const v = await sittingRepo(db, scope).view(id);
    if (!v) throw new AppError(ErrorCodes.unauthenticated, undefined, 401);
    return v;
  };
  /** The candidate's view now; whether the information form is complete is read only before the start (it gates it). */
  const viewed = async (scope: Scope, v: View, at = now()) =>
    toSitting(v, at, v.sitting.state !== 'signedIn' || (await infoComplete(db, scope, v.sitting.examId, v.collected)));
  const refusePaused = (s: Pick<SittingRow, 'state' | 'pausedUntil'>, at = now()) => {
    if (pausedUntilOf(s, at) !== null) throw new AppError(ErrorCodes.sittingPaused);
  };

  /**
   * Locks a sitting's row until the transaction ends, still in the exam and not paused at `at`: a hand-in or a pause
   * that came in meanwhile wins (its row lock was taken first).
   */
  const lockedInExam = async (repo: ReturnType<typeof sittingRepo>, id: string, at: number) => {
    const row = await repo.locked(id);
    if (!row || row.state !== 'inExam')
      throw new AppError(row?.state === 'forceSubmitted' ? ErrorCodes.forceSubmitted : ErrorCodes.examCompleted);
    refusePaused(row, at);
  };

  /**
   * Hands a sitting in from the answers it holds, once: in one transaction with the sitting's row locked (a save in
   * flight finishes first, or waits and is refused), the objective items scored, the paper locked. Answers whether
   * this call handed it in (false: it was already).
   */
  async function handIn(
    scope: Scope,
    v: View,
    state: 'completed' | 'forceSubmitted',
    reason: string,
    detail: Record<string, unknown> = {},
    conn: Db = db,
  ) {
    const handed = await conn.transaction(async (tx) => {
      const repo = sittingRepo(tx, scope);
      const row = await repo.locked(v.sitting.id);
      if (!row || (row.state !== 'signedIn' && row.state !== 'inExam')) return false;
      const answers = new Map((await repo.answers(v.sitting.id)).map((a) => [a.itemId, a.value]));
      const { itemScores, score } = v.sitting.paper ? scored(v.sitting.paper, answers) : { itemScores: {}, score: 0 };
      await repo.update(v.sitting.id, { state, submittedAt: new Date(now()), itemScores, score });
      await repo.event(v.sitting.id, state === 'completed' ? 'submit' : 'forceSubmit', { reason, answered: answers.size, ...detail });
      return true;
    });
    if (handed) sessionChanged(v.sitting.sessionId);
    return handed;
  }

  /** A sitting whose time and grace are over is handed in before anything else is done with it. */
  async function current(c: CandidateSession) {
    const v = await viewOf(c, c.sittingId);
    const s = v.sitting;
    if (s.state === 'inExam' && s.deadlineAt && s.deadlineAt.getTime() + SAVE_GRACE_SECONDS * 1000 < now()) {
      await handIn(c, v, 'completed', 'timeUp');
      return viewOf(c, c.sittingId);
    }
    return v;
  }

  /** Writes a batch of answers to a sitting in the exam, those stamped before the deadline also in the grace after it. */
  async function write(c: CandidateSession, v: View, answers: AnswerChange[]) {
    const s = v.sitting;
    if (s.state === 'signedIn') throw new AppError(ErrorCodes.sittingNotStarted);
    refuseHandedIn(s);
    const at = now();
    refusePaused(s, at);
    const deadline = s.deadlineAt!.getTime();
    const inTime = answers.filter(
      (a) => at <= deadline || (new Date(a.clientTime).getTime() <= deadline && at <= deadline + SAVE_GRACE_SECONDS * 1000),
    );
    if (!inTime.length) throw new AppError(ErrorCodes.sittingEnded);
    const inPaper = new Set(s.paper!.sections.flatMap((x) => x.items.map((i) => i.itemId)));
    const known = inTime.filter((a) => inPaper.has(a.itemId));
    if (!known.length) return [];
    const receipts = await db.transaction(async (tx) => {
      const repo = sittingRepo(tx, c);
      await lockedInExam(repo, s.id, at);
      return repo.saveAnswers(s.id, known, new Date(at));
    });
    return receipts.map((r) => ({ itemId: r.itemId, seq: r.seq, savedAt: r.savedAt.toISOString() }));
  }

  return {
    ...createSittingSignIn({ db, now, guard, captcha, sessionChanged }, { viewOf, viewed }),

    sitting: async (c: CandidateSession) => viewed(c, await current(c)),

    /**
     * The candidate starts answering (their time begins now, bounded by the session's end) or comes back to it. The
     * paper is drawn for them once: the variant the session fixes, else the subject's dealt by the exam's order,
     * shuffled by the exam's rules.
     */
    async start(c: CandidateSession, { agreed }: Input['start']) {
      const v = await current(c);
      const s = v.sitting;
      refuseHandedIn(s);
      const at = now();
      if (s.startedAt) {
        await sittingRepo(db, c).update(s.id, { lastSeenAt: new Date(at) });
        return viewed(c, await viewOf(c, s.id), at);
      }
      if (v.beginAt.getTime() > at) throw new AppError(ErrorCodes.sessionNotOpen);
      if (v.endAt.getTime() <= at) throw new AppError(ErrorCodes.sessionEnded);
      if (v.locked) throw new AppError(ErrorCodes.sessionLocked);
      const rules = rulesOf(v);
      // late is judged by the arrival: one who signed in on time may take the device check and instructions first
      const arrived = Math.min(s.signedInAt?.getTime() ?? at, at);
      if (arrived > v.beginAt.getTime() + rules.lateEntryMinutes * MINUTE)
        throw new AppError(ErrorCodes.lateEntryClosed, { minutes: rules.lateEntryMinutes });
      if (!(await infoComplete(db, c, s.examId, v.collected))) throw new AppError(ErrorCodes.infoFormRequired);
      const hasAgreement = !!v.agreement?.trim();
      if (hasAgreement && !agreed) throw new AppError(ErrorCodes.agreementRequired);
      const repo = sittingRepo(db, c);
      const papers = await repo.papersFor(s.examId, v.subjectId);
      if (!papers.length) throw new AppError(ErrorCodes.notFound);
      // the variant the session fixes, else the subject's deal
      const paperRow =
        sessionChoice(papers, v.sessionPaperId) ??
        papers[variantFor({ mode: v.dealMode === 'random' ? 'random' : 'turn', variants: papers }, v.orderNo, s.examCandidateId)]!;
      const paper = await drawExamPaper(db, c, paperRow, s.id, { shuffleItems: rules.shuffleItems, shuffleOptions: rules.shuffleOptions });
      const deadline = Math.min(at + v.duration * MINUTE, v.endAt.getTime()) + s.extraSeconds * 1000;
      const started = await repo.transition(s.id, ['signedIn'], {
        state: 'inExam',
        startedAt: new Date(at),
        deadlineAt: new Date(deadline),
        lastSeenAt: new Date(at),
        examPaperId: paperRow.id,
        paper,
      });
      if (started) {
        await repo.event(s.id, 'start', { paper: paperRow.name, variant: paperRow.variant, ...(hasAgreement ? { agreed: true } : {}) });
        sessionChanged(s.sessionId);
      }
      return viewed(c, await viewOf(c, s.id));
    },

    async paper(c: CandidateSession) {
      const v = await current(c);
      if (!v.sitting.paper) throw new AppError(ErrorCodes.sittingNotStarted);
      refuseHandedIn(v.sitting);
      refusePaused(v.sitting);
      const repo = sittingRepo(db, c);
      const answers = await repo.answers(v.sitting.id);
      return {
        ...candidatePaper(v.sitting.paper),
        answers: answers.map((a) => ({ itemId: a.itemId, seq: a.seq, value: a.value ?? null, savedAt: a.savedAt.toISOString() })),
        plays: await repo.mediaPlays(v.sitting.id),
      };
    },

    /**
     * One play of an item's limited media, counted in the sitting's record before the client plays it (a reload or
     * another computer starts from the same count); none left: 41300645. A media without a limit is not counted.
     */
    async mediaPlay(c: CandidateSession, { itemId, media }: Input['mediaPlay']) {
      const v = await current(c);
      if (!v.sitting.paper) throw new AppError(ErrorCodes.sittingNotStarted);
      refuseHandedIn(v.sitting);
      const limit = mediaOf(v.sitting.paper, itemId, media)?.playLimit;
      if (limit === undefined) throw new AppError(ErrorCodes.notFound);
      if (!limit) return { played: 0, left: null };
      return db.transaction(async (tx) => {
        const repo = sittingRepo(tx, c);
        await lockedInExam(repo, v.sitting.id, now());
        const played = (await repo.mediaPlays(v.sitting.id)).find((p) => p.itemId === itemId && p.media === media)?.played ?? 0;
        if (played >= limit) throw new AppError(ErrorCodes.mediaPlaysUsedUp);
        await repo.mediaPlayed(v.sitting.id, itemId, media);
        return { played: played + 1, left: limit - played - 1 };
      });
    },

    async save(c: CandidateSession, { answers }: Input['save']) {
      const v = await current(c);
      const saved = await write(c, v, answers);
      // a save changes nothing of the sitting the client reads: the view read before it answers (an invigilator's
      // action in between reaches the client over the live channel)
      return { saved, sitting: await viewed(c, v) };
    },

    /**
     * The client is alive; the leaves it reports count towards the exam's limit, past which the configured action
     * follows (a warning the client shows, or the paper handed in by the server).
     */
    async heartbeat(c: CandidateSession, { events }: Input['heartbeat']) {
      const v = await current(c);
      const repo = sittingRepo(db, c);
      const s = v.sitting;
      if (HANDED_IN.includes(s.state)) return viewed(c, v);
      const leaves = events.filter((e) => e.kind === 'leavePage' || e.kind === 'leaveFullscreen').length;
      for (const e of events) await repo.event(s.id, e.kind, {}, new Date(e.at));
      const seenAt = new Date(now());
      const leaveCount = await repo.addLeaves(s.id, leaves, seenAt);
      // the console shows the leaves, and a candidate back from an interruption
      if (leaves || !s.lastSeenAt || s.lastSeenAt.getTime() < seenAt.getTime() - INTERRUPTED_AFTER_SECONDS * 1000)
        sessionChanged(s.sessionId);
      // most beats report nothing: the view read before it, seen now, answers them without reading it again
      if (!leaves) return viewed(c, { ...v, sitting: { ...s, lastSeenAt: seenAt } });
      const rules = rulesOf(v);
      if (rules.leaveLimit > 0 && leaveCount > rules.leaveLimit && rules.leaveAction === 'forceSubmit' && s.state === 'inExam')
        await handIn(c, await viewOf(c, s.id), 'forceSubmitted', 'leaveLimit');
      return viewed(c, await viewOf(c, s.id));
    },

    /** A camera snapshot of a candidate in the exam, kept unserved for the invigilators, named in the sitting's record. */
    async snapshot(c: CandidateSession, request: FastifyRequest) {
      const v = await current(c);
      if (v.sitting.state === 'signedIn') throw new AppError(ErrorCodes.sittingNotStarted);
      refuseHandedIn(v.sitting);
      if (!rulesOf(v).camera) throw new AppError(ErrorCodes.cameraNotUsed);
      const stored = await storedFiles.upload(request, { officeId: c.officeId, userId: null }, snapshotPolicy(SNAPSHOT_MAX_BYTES));
      await sittingRepo(db, c).event(v.sitting.id, 'snapshot', { key: stored.key });
      return { at: new Date(now()).toISOString() };
    },

    /** Hands the paper in with its last answers; handing in again answers the same. */
    async submit(c: CandidateSession, { answers }: Input['submit']) {
      const v = await current(c);
      if (HANDED_IN.includes(v.sitting.state)) return viewed(c, v);
      if (v.sitting.state === 'signedIn') throw new AppError(ErrorCodes.sittingNotStarted);
      refusePaused(v.sitting);
      const rules = rulesOf(v);
      // not before the earliest minute, unless the candidate's time is up before it (a late start at the session's end)
      const timeUp = now() >= v.sitting.deadlineAt!.getTime();
      if (!timeUp && rules.earliestSubmitMinutes && v.sitting.startedAt!.getTime() + rules.earliestSubmitMinutes * MINUTE > now())
        throw new AppError(ErrorCodes.submitTooEarly, { minutes: rules.earliestSubmitMinutes });
      if (answers.length) await write(c, v, answers);
      await handIn(c, await viewOf(c, c.sittingId), 'completed', 'candidate');
      return viewed(c, await viewOf(c, c.sittingId));
    },

    /**
     * An invigilator's forced hand-in of a signed-in sitting, scored like any hand-in, on `conn` (the action's
     * transaction); answers whether this call handed it in.
     */
    async forceSubmit(conn: Db, scope: Scope, sittingId: string, reason: string, by: string) {
      const v = await sittingRepo(conn, scope).view(sittingId);
      return v ? handIn(scope, v, 'forceSubmitted', reason, { by }, conn) : false;
    },

    /** The server's own hand-in of every sitting whose time and grace are over (a job, also after a restart). */
    async handInDue(limit = 500) {
      const due = await dueSittings(db, new Date(now() - SAVE_GRACE_SECONDS * 1000), limit);
      let handedIn = 0;
      for (const d of due) {
        // one sitting that cannot be handed in (logged) does not hold up the others
        try {
          const v = await sittingRepo(db, d).view(d.id);
          if (v && (await handIn(d, v, 'completed', 'timeUp'))) handedIn++;
        } catch (error) {
          log.error({ err: error, sittingId: d.id }, 'a sitting whose time is up could not be handed in');
        }
      }
      return handedIn;
    },
  };
}

export type SittingService = ReturnType<typeof createSittingService>;
