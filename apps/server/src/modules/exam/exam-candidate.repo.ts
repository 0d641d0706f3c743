import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  auditLogs,
  candidates,
  departments,
  examCandidates,
  examCollectFields,
  exams,
  examRooms,
  examSeatings,
  examSessions,
  examSubjects,
} from '../../db/schema';
import { cappedCountOf, outer, pageFrom, type Scope, scopedRepo } from '../../db/scoped-repo';
import { exactPattern, likePattern } from '../../lib/sql-like';
import type { PersonalScope } from './personal-data';

const scoped = scopedRepo(examCandidates);

/** The account's fields of an exam candidate, read beside its row. */
type Account = { name: string; certType: string; idNumber: string; mobile: string | null; email: string | null };
const account = sql<Account>`(select jsonb_build_object('name', c.name, 'certType', c.cert_type, 'idNumber', c.id_number,
  'mobile', c.mobile, 'email', c.email) from ${candidates} c where c.id = ${outer(examCandidates.candidateId)})`;
const deptName = sql<string | null>`(select d.name from ${departments} d where d.id = ${outer(examCandidates.deptId)})`;
const extra = { account, deptName };

export type ExamCandidateRow = typeof examCandidates.$inferSelect & { account: Account; deptName: string | null };
export type CandidateFilter = { examId: string; keyword?: string; deptId?: string; hasPhoto?: boolean; current: number; size: number };

/**
 * A keyword's match on an account's certificate number or mobile: the whole value (in any case) for every candidate,
 * a part of one only for the candidates whose personal data the caller may read whole (reveal, export) — a search by
 * parts would spell a masked value out digit by digit.
 */
export function personalMatch(
  account: { idNumber: AnyPgColumn | SQL; mobile: AnyPgColumn | SQL },
  deptId: AnyPgColumn | SQL,
  keyword: string,
  scope: PersonalScope,
): SQL {
  const byWhole = or(ilike(account.idNumber, exactPattern(keyword)), ilike(account.mobile, exactPattern(keyword)))!;
  if (!scope) return byWhole;
  const byPart = or(ilike(account.idNumber, likePattern(keyword)), ilike(account.mobile, likePattern(keyword)));
  if (scope.all) return or(byWhole, byPart)!;
  return scope.deptIds.size ? or(byWhole, and(sql`${deptId} = any(${sql.param([...scope.deptIds])}::uuid[])`, byPart))! : byWhole;
}

/** How far past a page's first row the list's total is counted: an exam may hold 100,000 candidates. */
const COUNT_AHEAD = 10_000;
/**
 * A search's matches are first looked up by the trigram indexes of the accounts and admission numbers, and taken as
 * a set of ids up to this many; a keyword matching more (a common name, a number's prefix) is tested row by row in
 * the list's order instead, where a page fills within its first rows.
 */
const SEARCH_SET_MAX = 2_000;

/** The candidates of the caller's institution's exams. */
export function examCandidateRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const select = () => db.select({ row: examCandidates, ...extra }).from(examCandidates);
  const flat = (r: { row: typeof examCandidates.$inferSelect; account: Account; deptName: string | null }): ExamCandidateRow => ({
    ...r.row,
    account: r.account,
    deptName: r.deptName,
  });
  /** The condition of a search for `keyword` among the exam's candidates, certificate numbers and mobiles as `scope` allows. */
  async function searchOf(examId: string, keyword: string, personal: PersonalScope) {
    const pattern = likePattern(keyword);
    const byNumber = db
      .select({ id: examCandidates.id })
      .from(examCandidates)
      .where(
        and(eq(examCandidates.officeId, scope.officeId), eq(examCandidates.examId, examId), ilike(examCandidates.admissionNumber, pattern)),
      );
    const byAccount = db
      .select({ id: examCandidates.id })
      .from(candidates)
      .innerJoin(examCandidates, and(eq(examCandidates.candidateId, candidates.id), eq(examCandidates.examId, examId)))
      .where(
        and(
          eq(candidates.officeId, scope.officeId),
          or(ilike(candidates.name, pattern), personalMatch(candidates, examCandidates.deptId, keyword, personal)),
        ),
      );
    const found = await byNumber.unionAll(byAccount).limit(SEARCH_SET_MAX + 1);
    if (found.length <= SEARCH_SET_MAX) return sql`${examCandidates.id} = any(${sql.param(found.map((r) => r.id))}::uuid[])`;
    return or(
      ilike(examCandidates.admissionNumber, pattern),
      sql`exists (select 1 from ${candidates} c where c.id = ${outer(examCandidates.candidateId)}
        and (c.name ilike ${pattern} or ${personalMatch({ idNumber: sql`c.id_number`, mobile: sql`c.mobile` }, outer(examCandidates.deptId), keyword, personal)}))`,
    );
  }

  return {
    ...base,
    /**
     * One page in the exam's order (index office, exam, order_no, id). A keyword matches the admission number or the
     * account's name, certificate number or mobile (`personalMatch`). The page's ids are found first, by the index alone, and the
     * account and department read for its rows only: PostgreSQL computes the select list of every row an offset
     * skips, and page 2,500 read 50,000 accounts.
     */
    async page(filter: CandidateFilter, personal: PersonalScope) {
      const where = base.where(
        eq(examCandidates.examId, filter.examId),
        filter.keyword ? await searchOf(filter.examId, filter.keyword, personal) : undefined,
        filter.deptId ? eq(examCandidates.deptId, filter.deptId) : undefined,
        filter.hasPhoto === true
          ? isNotNull(examCandidates.photoKey)
          : filter.hasPhoto === false
            ? isNull(examCandidates.photoKey)
            : undefined,
      );
      const order = [asc(examCandidates.orderNo), asc(examCandidates.id)];
      return pageFrom(
        filter,
        async (limit, offset, countCap) => {
          const paged = db
            .select({ id: examCandidates.id })
            .from(examCandidates)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
            .as('paged');
          const rows = await db
            .select({ row: examCandidates, ...extra, total: cappedCountOf(examCandidates, where, countCap!) })
            .from(examCandidates)
            .innerJoin(paged, eq(paged.id, examCandidates.id))
            .orderBy(...order);
          return rows.map((r) => ({ ...flat(r), total: r.total }));
        },
        COUNT_AHEAD,
      );
    },
    async find(id: string): Promise<ExamCandidateRow | undefined> {
      const [row] = await select().where(base.where(eq(examCandidates.id, id)));
      return row && flat(row);
    },
    /** The exam's candidate named by its own id or by its account's id. */
    async findInExam(examId: string, id: string): Promise<ExamCandidateRow | undefined> {
      const [row] = await select()
        .where(base.where(eq(examCandidates.examId, examId), or(eq(examCandidates.id, id), eq(examCandidates.candidateId, id))))
        .limit(1);
      return row && flat(row);
    },
    /** These exam candidates of one exam. */
    ofExam: (examId: string, ids: string[]) =>
      ids.length ? base.list({ where: and(eq(examCandidates.examId, examId), inArray(examCandidates.id, ids)) }) : Promise.resolve([]),
    /** Which of these accounts are in the exam already. */
    async accountsIn(examId: string, candidateIds: string[]) {
      if (!candidateIds.length) return new Set<string>();
      const rows = await db
        .select({ id: examCandidates.candidateId })
        .from(examCandidates)
        .where(base.where(eq(examCandidates.examId, examId), inArray(examCandidates.candidateId, candidateIds)));
      return new Set(rows.map((r) => r.id));
    },
    /** Which of these admission numbers the exam has given already. */
    async numbersTaken(examId: string, numbers: string[]) {
      if (!numbers.length) return new Set<string>();
      const rows = await db
        .select({ n: examCandidates.admissionNumber })
        .from(examCandidates)
        .where(base.where(eq(examCandidates.examId, examId), inArray(examCandidates.admissionNumber, numbers)));
      return new Set(rows.map((r) => r.n));
    },
    /** The greatest admission number of the exam made of `stem` and `digits` digits (fixed width: the text order is the number's). */
    async greatestNumber(examId: string, stem: string, digits: number) {
      const [row] = await db
        .select({ n: sql<string | null>`max(${examCandidates.admissionNumber})` })
        .from(examCandidates)
        .where(
          base.where(
            eq(examCandidates.examId, examId),
            sql`left(${examCandidates.admissionNumber}, ${stem.length}) = ${stem}`,
            sql`length(${examCandidates.admissionNumber}) = ${stem.length + digits}`,
            sql`substr(${examCandidates.admissionNumber}, ${stem.length + 1}) ~ '^[0-9]+$'`,
          ),
        );
      return row?.n ?? null;
    },
    /** The place after the last in the exam's order. */
    async nextOrderNo(examId: string) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${examCandidates.orderNo}), 0) + 1` })
        .from(examCandidates)
        .where(base.where(eq(examCandidates.examId, examId)));
      return row?.n ?? 1;
    },
    /** Where the candidate sits each session of the exam. */
    seats(examCandidateId: string) {
      return db
        .select({
          sessionId: examSessions.id,
          sessionName: examSessions.name,
          subjectName: examSubjects.name,
          beginAt: examSessions.beginAt,
          endAt: examSessions.endAt,
          roomId: examSeatings.roomId,
          roomName: examRooms.name,
          seat: examSeatings.seat,
        })
        .from(examSeatings)
        .innerJoin(examSessions, eq(examSessions.id, examSeatings.sessionId))
        .leftJoin(examSubjects, eq(examSubjects.id, examSessions.subjectId))
        .leftJoin(examRooms, eq(examRooms.id, examSeatings.roomId))
        .where(and(eq(examSeatings.officeId, scope.officeId), eq(examSeatings.examCandidateId, examCandidateId)))
        .orderBy(asc(examSessions.beginAt));
    },
    /** The audit rows written about this exam candidate, newest first. */
    history(examCandidateId: string) {
      return db
        .select({
          id: auditLogs.id,
          action: auditLogs.action,
          username: auditLogs.username,
          createdAt: auditLogs.createdAt,
          detail: auditLogs.detail,
        })
        .from(auditLogs)
        .where(
          and(eq(auditLogs.officeId, scope.officeId), eq(auditLogs.targetType, 'examCandidate'), eq(auditLogs.targetId, examCandidateId)),
        )
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(50);
    },
    /** The exam's information form, in order. */
    collectFields(examId: string) {
      return db
        .select({
          id: examCollectFields.id,
          title: examCollectFields.title,
          componentType: examCollectFields.componentType,
          required: examCollectFields.required,
          editable: examCollectFields.editable,
          visible: examCollectFields.visible,
          optionList: examCollectFields.optionList,
          defaultValue: examCollectFields.defaultValue,
          description: examCollectFields.description,
          componentId: examCollectFields.componentId,
          componentName: examCollectFields.componentName,
          collectImageStandard: examCollectFields.collectImageStandard,
          sort: examCollectFields.sort,
        })
        .from(examCollectFields)
        .where(and(eq(examCollectFields.officeId, scope.officeId), eq(examCollectFields.examId, examId)))
        .orderBy(asc(examCollectFields.sort));
    },
    /** The exam's candidates as photos are matched to them: by certificate number (upper case) and admission number. */
    photoKeys(examId: string) {
      return db
        .select({
          id: examCandidates.id,
          admissionNumber: examCandidates.admissionNumber,
          idNumber: sql<string>`upper(${candidates.idNumber})`,
          photoKey: examCandidates.photoKey,
          name: candidates.name,
        })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(base.where(eq(examCandidates.examId, examId)));
    },
    /** The exams whose candidates came from this enrolment project. */
    examsOfEnroll(enrollId: string) {
      return db
        .selectDistinct({ id: exams.id, name: exams.name, endAt: exams.endAt })
        .from(examCandidates)
        .innerJoin(exams, eq(exams.id, examCandidates.examId))
        .where(base.where(eq(examCandidates.enrollId, enrollId)))
        .orderBy(asc(exams.endAt));
    },
    /** The exam's candidates with these accounts' certificate numbers, for the import's duplicate check. */
    async idNumbersIn(examId: string, upperIdNumbers: string[]) {
      if (!upperIdNumbers.length) return new Set<string>();
      const rows = await db
        .select({ n: sql<string>`upper(${candidates.idNumber})` })
        .from(examCandidates)
        .innerJoin(candidates, eq(candidates.id, examCandidates.candidateId))
        .where(base.where(eq(examCandidates.examId, examId), inArray(sql`upper(${candidates.idNumber})`, upperIdNumbers)));
      return new Set(rows.map((r) => r.n));
    },
    async setPhoto(id: string, photoKey: string | null, now: Date) {
      return base.update(id, { photoKey, updatedAt: now });
    },
    /**
     * An import's candidates of one exam in one statement (its ten thousand rows as a few arrays, not ten thousand
     * rows of parameters); answers each new row's id with its account's.
     */
    async insertImported(
      examId: string,
      rows: { candidateId: string; admissionNumber: string; deptId: string | null; orderNo: number }[],
      by: { enrollId: string | null; createdBy: string },
    ): Promise<{ id: string; candidateId: string }[]> {
      if (!rows.length) return [];
      const column = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
      const made = await db.execute(sql`
        insert into ${examCandidates} (office_id, exam_id, candidate_id, admission_number, dept_id, enroll_id, order_no, created_by)
        select ${scope.officeId}, ${examId}, r.candidate_id, r.admission_number, r.dept_id, ${by.enrollId}::uuid, r.order_no, ${by.createdBy}::uuid
        from unnest(${column((r) => r.candidateId)}::uuid[], ${column((r) => r.admissionNumber)}::text[],
          ${column((r) => r.deptId)}::uuid[], ${column((r) => r.orderNo)}::int[]) as r(candidate_id, admission_number, dept_id, order_no)
        returning id, candidate_id`);
      // node-postgres and PGlite both answer `{ rows }`; Drizzle types a raw statement's answer loosely.
      return (made as unknown as { rows: { id: string; candidate_id: string }[] }).rows.map((r) => ({
        id: r.id,
        candidateId: r.candidate_id,
      }));
    },
    /** Gives these exam candidates their photos, in one statement (a zip's ten thousand at once). */
    async setPhotos(photos: { id: string; photoKey: string }[], now: Date) {
      if (!photos.length) return;
      await db.execute(sql`
        update ${examCandidates} set photo_key = p.key, updated_at = ${now}
        from unnest(${sql.param(photos.map((p) => p.id))}::uuid[], ${sql.param(photos.map((p) => p.photoKey))}::text[]) as p(id, key)
        where ${examCandidates.id} = p.id and ${examCandidates.officeId} = ${scope.officeId}`);
    },
  };
}
