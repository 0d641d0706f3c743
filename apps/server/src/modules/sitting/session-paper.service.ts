import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { SessionPaper, sessionPaperApi } from '@cloud-exam/contract/exam/session-paper';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { sessionPaperRepo } from './session-paper.repo';
import { sittingRepo } from './sitting.repo';
import { refuseUnwatched, sessionOf } from './sitting-target';

type Input = Inputs<typeof sessionPaperApi>;

/**
 * The variant a session fixes, of those its subject may use: a choice that no longer is one (the paper moved to another
 * subject since) fixes nothing, and the candidates draw as the subject deals.
 */
export const sessionChoice = <P extends { id: string }>(papers: P[], examPaperId: string | null) =>
  examPaperId ? papers.find((p) => p.id === examPaperId) : undefined;

const variantName = (p: { variant: string; name: string } | undefined) => (p ? `${p.variant} · ${p.name}` : null);

export type SessionPaperDeps = { db: Db };

/**
 * Which paper a session's candidates draw: as the subject deals its variants, or one variant fixed for the whole
 * session, changed only before the first candidate of the session starts; `start` draws what it says.
 */
export function createSessionPaperService({ db }: SessionPaperDeps) {
  /** The session (another institution's is not found; an invigilator's without a room of theirs refused), its variants. */
  async function read(tenant: Tenant, sessionId: string) {
    const { mine } = await sessionOf(db, tenant, sessionId);
    refuseUnwatched(mine, undefined);
    const session = (await sessionPaperRepo(db, tenant).session(sessionId))!;
    const papers = await sittingRepo(db, tenant).papersFor(session.examId, session.subjectId);
    return { session, papers };
  }

  return {
    async get(tenant: Tenant, { sessionId }: Input['get']): Promise<SessionPaper> {
      const { session, papers } = await read(tenant, sessionId);
      return {
        sessionId: session.id,
        sessionName: session.name,
        examId: session.examId,
        examName: session.examName,
        subjectId: session.subjectId,
        subjectName: session.subjectName,
        beginDate: session.beginAt.toISOString(),
        endDate: session.endAt.toISOString(),
        dealMode: session.dealMode === 'random' ? 'random' : 'turn',
        examPaperId: sessionChoice(papers, session.examPaperId)?.id ?? null,
        startedCount: await sessionPaperRepo(db, tenant).startedCount(session.id),
        papers: papers.map((p) => ({
          id: p.id,
          subjectId: p.subjectId,
          subjectName: p.subjectId ? session.subjectName : null,
          paperVersion: p.paperVersion,
          name: p.name,
          kind: p.kind as SessionPaper['papers'][number]['kind'],
          totalScore: p.totalScore,
          duration: p.duration,
          itemCount: p.itemCount,
          variant: p.variant,
        })),
      };
    },

    /**
     * Fixes a variant for the session (null: as the subject deals), audited on the session. A paper of the institution
     * that the session's subject may not use refuses 41300666, any other id is not found; once a candidate of the
     * session has started, 41300665.
     */
    async update(tenant: Tenant, { sessionId, examPaperId }: Input['update']) {
      const { session, papers } = await read(tenant, sessionId);
      const chosen = sessionChoice(papers, examPaperId);
      if (examPaperId && !chosen) {
        const ours = await sessionPaperRepo(db, tenant).isExamPaper(examPaperId);
        throw new AppError(ours ? ErrorCodes.sessionPaperNotOfSubject : ErrorCodes.notFound);
      }
      const before = sessionChoice(papers, session.examPaperId);
      // the same choice again changes nothing (and records nothing)
      if (session.examPaperId === (chosen?.id ?? null)) return null;
      await db.transaction(async (tx) => {
        if (!(await sessionPaperRepo(tx, tenant).choose(session.id, chosen?.id ?? null))) throw new AppError(ErrorCodes.sessionPaperLocked);
        await recordAudit(tx, tenant.actor, {
          action: 'examSession.paper',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: { exam: session.examName, subject: session.subjectName, before: variantName(before), after: variantName(chosen) },
        });
      });
      return null;
    },
  };
}

export type SessionPaperService = ReturnType<typeof createSessionPaperService>;
