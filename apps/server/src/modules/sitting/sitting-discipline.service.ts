import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { breakRuleSets } from '@cloud-exam/contract/exam/exam-config';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import {
  BREACH_COLUMNS,
  type Breach,
  CONSEQUENCE_NAMES,
  DEFAULT_RULE_NAMES,
  type DefaultRuleCode,
  type DisciplineRule,
  type DisciplineScore,
  scoreAfterDiscipline,
  type sittingDisciplineApi,
} from '@cloud-exam/contract/sitting/sitting-discipline';
import { zonedDateTime } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import { backgroundFile, type FileTasks, type StoredFiles } from '../files';
import { institutionTimeZone } from '../org';
import { type BreachFilter, sittingDisciplineRepo } from './sitting-discipline.repo';
import { notYourRoom, reach, refuseUnwatched, sessionOf } from './sitting-target';

type Input = Inputs<typeof sittingDisciplineApi>;
type RuleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sittingDisciplineRepo>['rule']>>>;
type BreachRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sittingDisciplineRepo>['breach']>>>;

const sheet = sheetFormat('breaches', BREACH_COLUMNS, { name: 16, room: 16, rule: 24, consequence: 14, note: 40, recordedAt: 18 });

type ExportJob = { filter: BreachFilter; roomIds?: string[] };

export type SittingDisciplineDeps = {
  db: Db;
  now: Clock;
  queue: JobQueue;
  fileTasks: FileTasks;
  /** Where the candidates' camera snapshots are kept (never served by key). */
  storedFiles: Pick<StoredFiles, 'ownFile' | 'bytes'>;
  /** Tells the console's pages watching the session that something changed. */
  sessionChanged: (sessionId: string) => void;
};

/** A rule as the console shows it: a default rule not renamed is named in the reader's language. */
const ruleOf = (r: RuleRow, lang: Language): DisciplineRule => ({
  id: r.id,
  code: r.code,
  name: r.name ?? DEFAULT_RULE_NAMES[r.code as DefaultRuleCode]?.[lang] ?? r.code ?? '',
  consequence: r.consequence,
  points: r.points,
  enabled: r.enabled,
});

const breachOf = (r: BreachRow, snapshots: Map<number, Date>): Breach => ({
  id: r.id,
  examCandidateId: r.examCandidateId,
  name: r.name,
  admissionNumber: r.admissionNumber,
  roomId: r.roomId,
  roomName: r.roomName,
  ruleId: r.ruleId,
  ruleName: r.ruleName,
  consequence: r.consequence,
  points: r.points,
  note: r.note,
  snapshots: r.snapshotIds.map((id) => ({ id, at: (snapshots.get(id) ?? r.recordedAt).toISOString() })),
  recordedBy: r.recordedByName,
  recordedAt: r.recordedAt.toISOString(),
  revoked: r.revokedAt ? { at: r.revokedAt.toISOString(), by: r.revokedByName ?? '', reason: r.revokeReason ?? '' } : null,
});

/**
 * The score after discipline of candidates in sessions, the one place the answer records and the answer sheet take it
 * from: each `(sessionId, examCandidateId)`'s standing breaches applied to its objective score (`scoreAfterDiscipline`),
 * with how many stand. The stored objective score is never changed.
 */
export async function disciplineScores(db: Db, scope: Scope, rows: { sessionId: string; candidateId: string; score: number | null }[]) {
  const standing = await sittingDisciplineRepo(db, scope).standing(
    [...new Set(rows.map((r) => r.sessionId))],
    [...new Set(rows.map((r) => r.candidateId))],
  );
  const by = new Map<string, typeof standing>();
  for (const b of standing) {
    const key = `${b.sessionId}:${b.examCandidateId}`;
    by.set(key, [...(by.get(key) ?? []), b]);
  }
  return rows.map((r): DisciplineScore & { breaches: number } => {
    const breaches = by.get(`${r.sessionId}:${r.candidateId}`) ?? [];
    return { ...scoreAfterDiscipline(r.score, breaches), breaches: breaches.length };
  });
}

/** Breaches as answered, each snapshot with its time. */
async function breachesAnswered(db: Db, scope: Scope, rows: BreachRow[]) {
  const times = await sittingDisciplineRepo(db, scope).snapshotTimes([...new Set(rows.flatMap((r) => r.snapshotIds))]);
  return rows.map((r) => breachOf(r, times));
}

/** A candidate's breaches in a session, oldest first, revoked ones too (the answer sheet shows them). */
export async function breachesOf(db: Db, scope: Scope, sessionId: string, examCandidateId: string) {
  return breachesAnswered(db, scope, await sittingDisciplineRepo(db, scope).ofCandidate(sessionId, examCandidateId));
}

/**
 * Discipline on exam day: the institution's break rules (the defaults made on its first read) and the breaches recorded
 * against them in a session, with their consequence on the score, their evidence among the candidate's snapshots and
 * their revocation. An invigilator (`gl_kw_monitor` without `gl_kw`) records and reads only in their rooms.
 */
export function createSittingDisciplineService({ db, now, queue, fileTasks, storedFiles, sessionChanged }: SittingDisciplineDeps) {
  async function rulesOf(tenant: Tenant) {
    const repo = sittingDisciplineRepo(db, tenant);
    const rows = await repo.rules();
    if (rows.some((r) => r.code !== null)) return rows;
    await repo.seedDefaults();
    return repo.rules();
  }

  /** The rule's values as the call gives them: points only for a deduction, and then required. */
  function ruleValues({ name, consequence, points, enabled }: Input['addRule']) {
    if (consequence === 'deduction' && !points) throw new AppError(ErrorCodes.breachPointsRequired, undefined, 200, { field: 'points' });
    return { name, consequence, points: consequence === 'deduction' ? points! : null, enabled };
  }

  async function refuseTaken(tenant: Tenant, name: string, lang: Language, except?: string) {
    const taken = (await rulesOf(tenant)).some((r) => r.id !== except && ruleOf(r, lang).name.toLowerCase() === name.toLowerCase());
    if (taken) throw new AppError(ErrorCodes.breakRuleNameTaken, { name }, 200, { field: 'name' });
  }

  /** The snapshots of the sitting, by their event ids. */
  async function snapshotsOf(tenant: Tenant, sittingId: string | undefined) {
    if (!sittingId) return [];
    return sittingDisciplineRepo(db, tenant).snapshots(sittingId);
  }

  const breachesOut = (tenant: Tenant, rows: BreachRow[]) => breachesAnswered(db, tenant, rows);

  /** The candidate seated in the session, when the caller may act on them (an invigilator: in their rooms). */
  async function candidateOf(tenant: Tenant, sessionId: string, examCandidateId: string) {
    const { session, reached } = await reach(db, tenant, { sessionId, candidateIds: [examCandidateId] });
    return { session, candidate: reached[0]! };
  }

  async function scopeOf(tenant: Tenant, { sessionId, roomId }: { sessionId: string; roomId?: string }) {
    const { session, room, mine } = await sessionOf(db, tenant, sessionId, roomId);
    refuseUnwatched(mine, room?.id);
    return { session, roomIds: mine && [...mine] };
  }

  const exported = backgroundFile<ExportJob>(
    { queue, fileTasks },
    { name: 'sitting.breaches-export', fileType: 'sittingBreaches.export', mime: XLSX_MIME },
    async ({ officeId, userId, filter, roomIds, lang }) => {
      const owner = { officeId, userId };
      const rows = await sittingDisciplineRepo(db, owner).all(filter, roomIds);
      const zone = await institutionTimeZone(db, owner);
      const at = LANGUAGES.indexOf(lang);
      return sheet.write(
        lang,
        rows.map((r) => [
          r.admissionNumber,
          r.name,
          r.roomName,
          r.ruleName,
          CONSEQUENCE_NAMES[r.consequence][at]!,
          r.points,
          r.note,
          r.recordedByName,
          zonedDateTime(r.recordedAt.toISOString(), zone),
          r.revokedAt ? `${zonedDateTime(r.revokedAt.toISOString(), zone)} ${r.revokedByName ?? ''}: ${r.revokeReason ?? ''}` : null,
        ]),
        { recordedAt: zone },
      );
    },
  );

  return {
    /** The built-in sets an exam's configuration uses and the institution's rules (the defaults made on the first read). */
    async rules(tenant: Tenant, lang: Language) {
      return { sets: breakRuleSets(lang), rules: (await rulesOf(tenant)).map((r) => ruleOf(r, lang)) };
    },

    async addRule(tenant: Tenant, input: Input['addRule'], lang: Language) {
      const values = ruleValues(input);
      await refuseTaken(tenant, values.name, lang);
      const row = await db.transaction(async (tx) => {
        const added = await sittingDisciplineRepo(tx, tenant).addRule(values);
        await recordAudit(tx, tenant.actor, {
          action: 'breakRule.add',
          targetType: 'breakRule',
          targetId: added.id,
          targetName: added.name ?? '',
          detail: { consequence: values.consequence, points: values.points, enabled: values.enabled },
        });
        return added;
      });
      return ruleOf(row, lang);
    },

    async updateRule(tenant: Tenant, { id, ...input }: Input['updateRule'], lang: Language) {
      const before = await sittingDisciplineRepo(db, tenant).rule(id);
      if (!before) throw new AppError(ErrorCodes.notFound);
      const values = ruleValues(input);
      await refuseTaken(tenant, values.name, lang, id);
      // a default rule keeps following the language while its name is the one it shows
      const name = before.code && values.name === ruleOf(before, lang).name ? before.name : values.name;
      const row = await db.transaction(async (tx) => {
        const updated = (await sittingDisciplineRepo(tx, tenant).updateRule(id, { ...values, name: name as string }))!;
        const was = ruleOf(before, lang);
        const now = ruleOf(updated, lang);
        await recordAudit(tx, tenant.actor, {
          action: 'breakRule.update',
          targetType: 'breakRule',
          targetId: id,
          targetName: now.name,
          detail: Object.fromEntries(
            (['name', 'consequence', 'points', 'enabled'] as const).flatMap((k) => (was[k] === now[k] ? [] : [[k, [was[k], now[k]]]])),
          ),
        });
        return updated;
      });
      return ruleOf(row, lang);
    },

    /** A page of the session's breaches, newest first (an invigilator: those of their rooms). */
    async breaches(tenant: Tenant, { current, size, ...filter }: Input['breaches']) {
      const { roomIds } = await scopeOf(tenant, filter);
      const page = await sittingDisciplineRepo(db, tenant).page({ ...filter, current, size }, roomIds);
      return { ...page, records: await breachesOut(tenant, page.records) };
    },

    /**
     * Records a breach against an enabled rule of the institution: the consequence the rule's unless told, a deduction's
     * points (the rule's when it deducts and none are told), snapshots of the candidate's sitting in the session as
     * evidence; audited on the session. The session's watchers read again.
     */
    async record(tenant: Tenant, input: Input['record'], lang: Language) {
      const { session, candidate } = await candidateOf(tenant, input.sessionId, input.examCandidateId);
      const rule = await sittingDisciplineRepo(db, tenant).rule(input.ruleId);
      if (!rule) throw new AppError(ErrorCodes.notFound);
      const ruleName = ruleOf(rule, lang).name;
      if (!rule.enabled) throw new AppError(ErrorCodes.breakRuleDisabled, { name: ruleName });
      const consequence = input.consequence ?? rule.consequence;
      const points = consequence === 'deduction' ? (input.points ?? (rule.consequence === 'deduction' ? rule.points : null)) : null;
      if (consequence === 'deduction' && !points) throw new AppError(ErrorCodes.breachPointsRequired, undefined, 200, { field: 'points' });
      const snapshotIds = [...new Set(input.snapshotIds)];
      if (snapshotIds.length) {
        const known = new Set((await snapshotsOf(tenant, candidate.sitting?.id)).map((s) => s.id));
        if (snapshotIds.some((id) => !known.has(id))) throw new AppError(ErrorCodes.breachSnapshotUnknown);
      }
      const id = await db.transaction(async (tx) => {
        const breachId = await sittingDisciplineRepo(tx, tenant).insert({
          examId: session.examId,
          sessionId: session.id,
          examCandidateId: candidate.candidateId,
          roomId: candidate.roomId,
          ruleId: rule.id,
          ruleName,
          consequence,
          points,
          snapshotIds,
          note: input.note,
          recordedBy: tenant.userId,
          recordedByName: tenant.username,
          recordedAt: new Date(now()),
        });
        // the candidate's record lists it (when they have a sitting)
        await sittingDisciplineRepo(tx, tenant).event(
          session.id,
          candidate.candidateId,
          'breach',
          { breachId, rule: ruleName, consequence, ...(points ? { points } : {}), by: tenant.username },
          new Date(now()),
        );
        await recordAudit(tx, tenant.actor, {
          action: 'sitting.breach',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: {
            breach: breachId,
            candidate: candidate.admissionNumber,
            name: candidate.name,
            rule: ruleName,
            consequence,
            ...(points ? { points } : {}),
            ...(input.note ? { note: input.note } : {}),
            snapshots: snapshotIds.length,
          },
        });
        return breachId;
      });
      sessionChanged(session.id);
      const [out] = await breachesOut(tenant, [(await sittingDisciplineRepo(db, tenant).breach(id))!]);
      return out!;
    },

    /** Revokes a breach with a reason (an invigilator: one of their rooms); its consequence no longer applies. */
    async revoke(tenant: Tenant, { id, reason }: Input['revoke']) {
      const repo = sittingDisciplineRepo(db, tenant);
      const breach = await repo.breach(id);
      if (!breach) throw new AppError(ErrorCodes.notFound);
      const { session, mine } = await sessionOf(db, tenant, breach.sessionId);
      if (mine && (!breach.roomId || !mine.has(breach.roomId))) throw notYourRoom();
      if (breach.revokedAt) throw new AppError(ErrorCodes.breachAlreadyRevoked);
      await db.transaction(async (tx) => {
        const repo = sittingDisciplineRepo(tx, tenant);
        if (!(await repo.revoke(id, new Date(now()), tenant.username, reason))) throw new AppError(ErrorCodes.breachAlreadyRevoked);
        await repo.event(
          breach.sessionId,
          breach.examCandidateId,
          'breachRevoke',
          { breachId: id, rule: breach.ruleName, reason, by: tenant.username },
          new Date(now()),
        );
        await recordAudit(tx, tenant.actor, {
          action: 'sitting.breachRevoke',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: { breach: id, candidate: breach.admissionNumber, name: breach.name, rule: breach.ruleName, reason },
        });
      });
      sessionChanged(session.id);
      const [out] = await breachesOut(tenant, [(await repo.breach(id))!]);
      return out!;
    },

    /** The snapshots the candidate's client sent in the session, oldest first. */
    async snapshots(tenant: Tenant, { sessionId, examCandidateId }: Input['snapshots']) {
      const { candidate } = await candidateOf(tenant, sessionId, examCandidateId);
      return (await snapshotsOf(tenant, candidate.sitting?.id)).map((s) => ({ id: s.id, at: s.at.toISOString() }));
    },

    /** One snapshot's picture, for the console: the institution's file of the purpose `snapshot`, named by its event. */
    async snapshot(tenant: Tenant, { sessionId, examCandidateId, id }: Input['snapshot']) {
      const { candidate } = await candidateOf(tenant, sessionId, examCandidateId);
      const event = (await snapshotsOf(tenant, candidate.sitting?.id)).find((s) => s.id === id);
      const file = event?.key ? await storedFiles.ownFile(tenant.officeId, 'snapshot', event.key) : undefined;
      const bytes = file && (await storedFiles.bytes(file.key));
      if (!file || !bytes) throw new AppError(ErrorCodes.notFound);
      return { contentType: file.contentType, bytes };
    },

    /** Starts the export of the session's breaches as filtered; answers the download centre's task. */
    async startExport(tenant: Tenant, filter: Input['exportBreaches'], lang: Language) {
      const { roomIds } = await scopeOf(tenant, filter);
      const fileName = lang === 'zh' ? '违纪记录.xlsx' : 'breaches.xlsx';
      return exported.start(tenant, fileName, lang, { filter, ...(roomIds ? { roomIds } : {}) });
    },
  };
}

export type SittingDisciplineService = ReturnType<typeof createSittingDisciplineService>;
