import { ErrorCodes } from '@cloud-exam/contract/errors';
import { drawPaper, itemsDrawn, type ShuffleAlso } from '@cloud-exam/contract/paper/draw';
import { itemScore, ruleScore } from '@cloud-exam/contract/paper/rules';
import type { DrawnPaper, PaperKind, PaperSnapshot, SharedPaper } from '@cloud-exam/contract/paper/paper';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import { authCodeByCode, type PaperRecord, paperRepo, paperUseRepo } from './paper.repo';

/**
 * A paper version as it would be frozen now: the items chosen by hand at the versions the save found, and each
 * rule's pool as the banks hold it now (every matching item, at its current version). Not kept: `freeze` keeps it.
 */
export async function buildSnapshot(db: Db, scope: Scope, paper: PaperRecord): Promise<PaperSnapshot> {
  const repo = paperRepo(db, scope);
  const found = await repo.itemsAtVersions(paper.sections.flatMap((s) => s.items));
  const sections = await Promise.all(
    paper.sections.map(async (s) => ({
      topicName: s.topicName,
      topicDescription: s.topicDescription,
      score: s.score,
      shuffleItems: s.shuffleItems,
      shuffleOptions: s.shuffleOptions,
      items: s.items.flatMap((i) => {
        const item = found.get(i.itemId);
        return item ? [{ itemId: i.itemId, itemVersion: item.itemVersion, score: itemScore(s, i)! }] : [];
      }),
      rules: await Promise.all(
        s.rules.map(async (r) => ({
          itemTypeCode: r.itemTypeCode,
          count: r.count,
          score: ruleScore(s, r),
          pool: await repo.pool(paper.bankIds, r, paper.kind as PaperKind),
        })),
      ),
    })),
  );
  return {
    paperId: paper.id,
    version: paper.version,
    name: paper.name,
    description: paper.description,
    kind: paper.kind as PaperKind,
    totalScore: paper.totalScore,
    passMark: paper.passMark,
    duration: paper.duration,
    frozenAt: new Date().toISOString(),
    sections,
  };
}

/**
 * The snapshot of a paper's current version, made and kept the first time it is asked for; later saves make new
 * versions and leave it as it is. For the exam module: it acts for the institution (`scope`), not a member's rights.
 */
export async function freeze(db: Db, scope: Scope, paperId: string): Promise<PaperSnapshot> {
  const paper = await paperRepo(db, scope).findOne(paperId);
  if (!paper) throw new AppError(ErrorCodes.notFound);
  const uses = paperUseRepo(db, scope);
  const kept = await uses.snapshot(paperId, paper.version);
  if (kept) return kept;
  await db.transaction(async (tx) => paperUseRepo(tx as Db, scope).saveSnapshot(await buildSnapshot(tx as Db, scope, paper)));
  // another request may have frozen the version first: the kept one wins
  return (await uses.snapshot(paperId, paper.version))!;
}

/** A version frozen before (an exam reads the one it recorded). */
export async function snapshotOf(db: Db, scope: Scope, paperId: string, version: number): Promise<PaperSnapshot> {
  const kept = await paperUseRepo(db, scope).snapshot(paperId, version);
  if (!kept) throw new AppError(ErrorCodes.notFound);
  return kept;
}

/**
 * Records that an exam uses a paper: freezes its current version and answers that snapshot. Marked again before it
 * is published (the exam takes the paper again) it records the then current version; once published it keeps its
 * version and answers that one (candidates may have drawn from it). A published use locks the version (a save
 * makes a new one) and any use keeps the paper from being deleted. Unpublishing goes through `release`.
 */
export async function markUsed(
  db: Db,
  scope: Scope,
  /** `version`: one frozen before, which the exam keeps (publishing an exam that imported it); none: the current one. */
  use: { paperId: string; examId: string; examName: string; published: boolean; version?: number },
): Promise<PaperSnapshot> {
  const snapshot = use.version === undefined ? await freeze(db, scope, use.paperId) : await snapshotOf(db, scope, use.paperId, use.version);
  const recorded = await paperUseRepo(db, scope).markUsed({ ...use, version: snapshot.version });
  return recorded === snapshot.version ? snapshot : snapshotOf(db, scope, use.paperId, recorded);
}

/** The exam no longer uses the paper (or, without `paperId`, any paper); answers how many uses went. */
export const release = (db: Db, scope: Scope, use: { examId: string; paperId?: string }) =>
  paperUseRepo(db, scope).release(use.examId, use.paperId);

/**
 * The frozen version an authorisation code shares, with every item it may draw, for another institution's import;
 * refused when unknown, revoked or expired.
 */
export async function paperByAuthCode(db: Db, code: string, now = new Date()): Promise<SharedPaper> {
  const found = await authCodeByCode(db, code.trim().toUpperCase());
  if (!found) throw new AppError(ErrorCodes.authCodeUnknown);
  if (found.revokedAt) throw new AppError(ErrorCodes.authCodeRevoked);
  if (found.expiresAt <= now) throw new AppError(ErrorCodes.authCodeExpired);
  const owner = { officeId: found.officeId };
  return {
    snapshot: await snapshotOf(db, owner, found.paperId, found.version),
    items: await paperUseRepo(db, owner).snapshotItems(found.paperId, found.version),
  };
}

/** A paper drawn from a frozen version for a seed (a candidate's): it reads only the items the draw takes. */
export async function drawFrozen(db: Db, scope: Scope, snapshot: PaperSnapshot, seed: string, also?: ShuffleAlso): Promise<DrawnPaper> {
  const wanted = itemsDrawn(snapshot, seed);
  const kept = await paperUseRepo(db, scope).snapshotItems(
    snapshot.paperId,
    snapshot.version,
    wanted.map((i) => i.itemId),
  );
  const content = new Map(kept.map((i) => [i.itemId, i.content]));
  return drawPaper(snapshot, seed, (i) => content.get(i.itemId), also);
}

/** The current version drawn for a seed, as it would be if frozen now (the preview): it reads only what it draws. */
export async function drawCurrent(db: Db, scope: Scope, paper: PaperRecord, seed: string): Promise<DrawnPaper> {
  const snapshot = await buildSnapshot(db, scope, paper);
  const found = await paperRepo(db, scope).itemsAtVersions(itemsDrawn(snapshot, seed));
  return drawPaper(snapshot, seed, (i) => found.get(i.itemId)?.content);
}
