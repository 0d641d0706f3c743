import { type Consequence, DEFAULT_DISCIPLINE_RULES } from '@cloud-exam/contract/sitting/sitting-discipline';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, examBreaches, examCandidates, examDisciplineRules, examRooms, examSittingEvents, examSittings } from '../../db/schema';
import { pageFrom, type PageParams, type Scope } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

/** What a list of a session's breaches takes: a room, rule, consequence, a name or admission number; `roomIds` an invigilator's. */
export type BreachFilter = { sessionId: string; roomId?: string; ruleId?: string; consequence?: Consequence; keyword?: string };

export type NewBreach = Omit<typeof examBreaches.$inferInsert, 'officeId' | 'id'>;

/** Discipline's SQL, in the caller's institution: the break rules, the breaches, the snapshots a breach may name. */
export function sittingDisciplineRepo(db: Db, scope: Scope) {
  const rulesOf = eq(examDisciplineRules.officeId, scope.officeId);
  const breachesOf = eq(examBreaches.officeId, scope.officeId);
  const breachColumns = {
    id: examBreaches.id,
    sessionId: examBreaches.sessionId,
    examCandidateId: examBreaches.examCandidateId,
    name: candidates.name,
    admissionNumber: examCandidates.admissionNumber,
    roomId: examBreaches.roomId,
    roomName: examRooms.name,
    ruleId: examBreaches.ruleId,
    ruleName: examBreaches.ruleName,
    consequence: examBreaches.consequence,
    points: examBreaches.points,
    note: examBreaches.note,
    snapshotIds: examBreaches.snapshotIds,
    recordedByName: examBreaches.recordedByName,
    recordedAt: examBreaches.recordedAt,
    revokedAt: examBreaches.revokedAt,
    revokedByName: examBreaches.revokedByName,
    revokeReason: examBreaches.revokeReason,
  };
  const breachRows = () =>
    db
      .select(breachColumns)
      .from(examBreaches)
      .innerJoin(examCandidates, eq(examCandidates.id, examBreaches.examCandidateId))
      .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
      .leftJoin(examRooms, eq(examRooms.id, examBreaches.roomId));
  const filtered = (f: BreachFilter, roomIds?: string[]) => {
    const pattern = f.keyword ? likePattern(f.keyword) : undefined;
    return and(
      breachesOf,
      eq(examBreaches.sessionId, f.sessionId),
      roomIds ? inArray(examBreaches.roomId, roomIds) : undefined,
      f.roomId ? eq(examBreaches.roomId, f.roomId) : undefined,
      f.ruleId ? eq(examBreaches.ruleId, f.ruleId) : undefined,
      f.consequence ? eq(examBreaches.consequence, f.consequence) : undefined,
      pattern ? or(ilike(candidates.name, pattern), ilike(examCandidates.admissionNumber, pattern)) : undefined,
    );
  };

  return {
    /** The institution's rules in their order. */
    rules: () =>
      db
        .select()
        .from(examDisciplineRules)
        .where(rulesOf)
        .orderBy(asc(examDisciplineRules.sort), asc(examDisciplineRules.createdAt), asc(examDisciplineRules.id)),
    /** Makes the default rules the institution does not have yet (a second read at once makes nothing twice). */
    async seedDefaults() {
      await db
        .insert(examDisciplineRules)
        .values(DEFAULT_DISCIPLINE_RULES.map((r, i) => ({ officeId: scope.officeId, ...r, sort: i })))
        .onConflictDoNothing();
    },
    async rule(id: string) {
      const [row] = await db
        .select()
        .from(examDisciplineRules)
        .where(and(rulesOf, eq(examDisciplineRules.id, id)));
      return row;
    },
    async addRule(values: { name: string; consequence: Consequence; points: number | null; enabled: boolean }) {
      const [{ sort }] = (await db
        .select({ sort: sql<number>`cast(coalesce(max(${examDisciplineRules.sort}), -1) + 1 as int)` })
        .from(examDisciplineRules)
        .where(rulesOf)) as [{ sort: number }];
      const [row] = await db
        .insert(examDisciplineRules)
        .values({ ...values, sort, officeId: scope.officeId })
        .returning();
      return row!;
    },
    async updateRule(id: string, values: { name: string; consequence: Consequence; points: number | null; enabled: boolean }) {
      const [row] = await db
        .update(examDisciplineRules)
        .set(values)
        .where(and(rulesOf, eq(examDisciplineRules.id, id)))
        .returning();
      return row;
    },

    /** A page of a session's breaches, newest first, with the candidate and room. */
    page(f: BreachFilter & PageParams, roomIds?: string[]) {
      const where = filtered(f, roomIds);
      return pageFrom(f, (limit, offset) =>
        db
          .select({
            ...breachColumns,
            total: sql<number>`cast(count(*) over () as int)`,
          })
          .from(examBreaches)
          .innerJoin(examCandidates, eq(examCandidates.id, examBreaches.examCandidateId))
          .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
          .leftJoin(examRooms, eq(examRooms.id, examBreaches.roomId))
          .where(where)
          .orderBy(desc(examBreaches.recordedAt), desc(examBreaches.id))
          .limit(limit)
          .offset(offset),
      );
    },
    /** Every breach a filter reads, newest first (an export). */
    all: (f: BreachFilter, roomIds?: string[]) =>
      breachRows().where(filtered(f, roomIds)).orderBy(desc(examBreaches.recordedAt), desc(examBreaches.id)),
    async breach(id: string) {
      const [row] = await breachRows().where(and(breachesOf, eq(examBreaches.id, id)));
      return row;
    },
    /** A candidate's breaches in a session, oldest first, revoked ones too. */
    ofCandidate: (sessionId: string, examCandidateId: string) =>
      breachRows()
        .where(and(breachesOf, eq(examBreaches.sessionId, sessionId), eq(examBreaches.examCandidateId, examCandidateId)))
        .orderBy(asc(examBreaches.recordedAt), asc(examBreaches.id)),
    async insert(values: NewBreach) {
      const [row] = await db
        .insert(examBreaches)
        .values({ ...values, officeId: scope.officeId })
        .returning({ id: examBreaches.id });
      return row!.id;
    },
    /** Revokes a breach not revoked yet; answers whether it did. */
    async revoke(id: string, at: Date, byName: string, reason: string) {
      const rows = await db
        .update(examBreaches)
        .set({ revokedAt: at, revokedByName: byName, revokeReason: reason })
        .where(and(breachesOf, eq(examBreaches.id, id), isNull(examBreaches.revokedAt)))
        .returning({ id: examBreaches.id });
      return rows.length > 0;
    },
    /** The breaches standing (not revoked) of some candidates in some sessions: what the score after discipline takes. */
    standing(sessionIds: string[], examCandidateIds: string[]) {
      if (!sessionIds.length || !examCandidateIds.length) return Promise.resolve([]);
      return db
        .select({
          sessionId: examBreaches.sessionId,
          examCandidateId: examBreaches.examCandidateId,
          consequence: examBreaches.consequence,
          points: examBreaches.points,
        })
        .from(examBreaches)
        .where(
          and(
            breachesOf,
            inArray(examBreaches.sessionId, sessionIds),
            inArray(examBreaches.examCandidateId, examCandidateIds),
            isNull(examBreaches.revokedAt),
          ),
        );
    },
    /** Writes an event in the record of the candidate's sitting in the session, when they have one. */
    async event(sessionId: string, examCandidateId: string, kind: 'breach' | 'breachRevoke', detail: Record<string, unknown>, at: Date) {
      const [sitting] = await db
        .select({ id: examSittings.id })
        .from(examSittings)
        .where(
          and(
            eq(examSittings.officeId, scope.officeId),
            eq(examSittings.sessionId, sessionId),
            eq(examSittings.examCandidateId, examCandidateId),
          ),
        );
      if (sitting) await db.insert(examSittingEvents).values({ officeId: scope.officeId, sittingId: sitting.id, kind, detail, at });
    },
    /** When some snapshots (their events' ids) were taken. */
    async snapshotTimes(ids: number[]) {
      if (!ids.length) return new Map<number, Date>();
      const rows = await db
        .select({ id: examSittingEvents.id, at: examSittingEvents.at })
        .from(examSittingEvents)
        .where(and(eq(examSittingEvents.officeId, scope.officeId), inArray(examSittingEvents.id, ids)));
      return new Map(rows.map((r) => [r.id, r.at]));
    },
    /** The snapshots a sitting's client sent (its `snapshot` events), oldest first, with their keys. */
    snapshots: (sittingId: string) =>
      db
        .select({ id: examSittingEvents.id, at: examSittingEvents.at, key: sql<string | null>`${examSittingEvents.detail}->>'key'` })
        .from(examSittingEvents)
        .where(
          and(
            eq(examSittingEvents.officeId, scope.officeId),
            eq(examSittingEvents.sittingId, sittingId),
            eq(examSittingEvents.kind, 'snapshot'),
          ),
        )
        .orderBy(asc(examSittingEvents.id)),
  };
}
