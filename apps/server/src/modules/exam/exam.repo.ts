import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  examCandidates,
  examCategories,
  examCollectFields,
  examPapers,
  exams,
  examSeatings,
  examSessions,
  examRooms,
  examSubjects,
} from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';
import type { ExamStatus } from '@cloud-exam/contract/exam/exam';

const scoped = scopedRepo(exams);
const scopedSubjects = scopedRepo(examSubjects);

const categoryName = sql<
  string | null
>`(select ${examCategories.name} from ${examCategories} where ${examCategories.id} = ${outer(exams.categoryId)})`;
const subjects = sql<SubjectRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'subjectName', s.name, 'duration', s.duration,
    'earlySubmitMinutes', s.early_submit_minutes, 'lateEntryMinutes', s.late_entry_minutes) order by s.sort), '[]')
  from ${examSubjects} s where s.exam_id = ${outer(exams.id)})`;
const extra = { categoryName, subjects };

export type SubjectRow = { id: string; subjectName: string; duration: number; earlySubmitMinutes: number; lateEntryMinutes: number };
export type ExamBase = typeof exams.$inferSelect;
export type ExamRow = ExamBase & { categoryName: string | null; candidateCount: number; subjects: SubjectRow[] };

/** The condition of a list filter (spec §4; `examStatus` in the contract says the same in code). */
function statusCondition(status: ExamStatus, now: Date): SQL {
  switch (status) {
    case 'expired':
      return and(lt(exams.endAt, now), eq(exams.published, false))!;
    case 'ended':
      return and(lt(exams.endAt, now), eq(exams.published, true))!;
    case 'inProgress':
      return and(eq(exams.published, true), lte(exams.beginAt, now), sql`${exams.endAt} >= ${now}`)!;
    case 'notStarted':
      return and(sql`${exams.endAt} >= ${now}`, or(gt(exams.beginAt, now), eq(exams.published, false)))!;
  }
}

/** Exams of the caller's institution with their subjects. */
export function examRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  const select = () => db.select({ exam: exams, ...extra }).from(exams);
  /**
   * The candidates of these exams, counted in one query that names them: a count correlated with each exam row is
   * planned for an average exam, and where one exam held nearly all of 100,000 candidates every exam's count read
   * the whole table (20 ms each, 20 times a page).
   */
  async function candidateCounts(ids: string[]) {
    if (!ids.length) return new Map<string, number>();
    const rows = await db
      .select({ examId: examCandidates.examId, n: sql<number>`count(*)::int` })
      .from(examCandidates)
      .where(and(eq(examCandidates.officeId, scope.officeId), inArray(examCandidates.examId, ids)))
      .groupBy(examCandidates.examId);
    return new Map(rows.map((r) => [r.examId, r.n]));
  }
  async function withExtra(rows: ({ exam: ExamBase } & Omit<ExamRow, keyof ExamBase | 'candidateCount'>)[]): Promise<ExamRow[]> {
    const counts = await candidateCounts(rows.map((r) => r.exam.id));
    return rows.map((row) => ({
      ...row.exam,
      categoryName: row.categoryName,
      candidateCount: counts.get(row.exam.id) ?? 0,
      subjects: row.subjects,
    }));
  }
  return {
    ...base,
    async page(filter: { status: 'all' | ExamStatus; examName?: string; categoryId?: string; current: number; size: number }, now: Date) {
      const where = and(
        filter.status === 'all' ? undefined : statusCondition(filter.status, now),
        filter.examName ? ilike(exams.name, likePattern(filter.examName)) : undefined,
        filter.categoryId ? eq(exams.categoryId, filter.categoryId) : undefined,
      );
      const page = await base.page({ ...filter, where, orderBy: [desc(exams.createdAt), desc(exams.id)], extra });
      const counts = await candidateCounts(page.records.map((r) => r.id));
      return { ...page, records: page.records.map((r) => ({ ...r, candidateCount: counts.get(r.id) ?? 0 })) };
    },
    async find(id: string): Promise<ExamRow | undefined> {
      const [row] = await withExtra(await select().where(base.where(eq(exams.id, id))));
      return row;
    },
    /** An exam without its category, subjects and count: what the pages under an exam check it by. */
    findBase: (id: string): Promise<ExamBase | undefined> => base.findOne(id),
    async findMany(ids: string[]): Promise<ExamRow[]> {
      return withExtra(await select().where(base.where(inArray(exams.id, ids))));
    },
    nameTaken: (name: string, exceptId?: string) =>
      base.exists(and(eq(exams.name, name), exceptId ? sql`${exams.id} <> ${exceptId}` : undefined)),
    /** Published exams in the candidates' order. */
    published: () => base.list({ where: eq(exams.published, true), orderBy: [asc(exams.listOrder), asc(exams.beginAt), asc(exams.id)] }),
    /** Places these exams in the candidates' order, first to last, in one statement. */
    async setListOrder(ids: string[]) {
      await db.execute(sql`
        update ${exams} set list_order = o.n
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, n)
        where ${exams.id} = o.id and ${exams.officeId} = ${scope.officeId}`);
    },
    /** The next place at the end of the candidates' order. */
    async nextListOrder() {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${exams.listOrder}), 0) + 1` })
        .from(exams)
        .where(base.where(eq(exams.published, true)));
      return row?.n ?? 1;
    },
    /** Copies an exam's information form into another exam of the institution. */
    async copyCollectFields(fromExamId: string, toExamId: string) {
      await db.execute(sql`insert into ${examCollectFields} (office_id, exam_id, component_id, component_name, component_type, title,
          default_value, description, option_list, required, editable, visible, collect_image_standard, sort)
        select office_id, ${toExamId}, component_id, component_name, component_type, title, default_value, description,
          option_list, required, editable, visible, collect_image_standard, sort
        from ${examCollectFields} where exam_id = ${fromExamId} and office_id = ${scope.officeId}`);
    },
    /** What publishing checks, counted in one query per exam. */
    async readiness(examId: string) {
      const [row] = await db
        .select({
          subjectsWithoutPaper: sql<
            string[]
          >`coalesce((select array_agg(s.name order by s.sort) from ${examSubjects} s where s.exam_id = ${examId}
            and not exists (select 1 from ${examPapers} p where p.exam_id = s.exam_id and (p.subject_id = s.id or p.subject_id is null))), '{}')`,
          subjectsWithoutSession: sql<
            string[]
          >`coalesce((select array_agg(s.name order by s.sort) from ${examSubjects} s where s.exam_id = ${examId}
            and not exists (select 1 from ${examSessions} t where t.subject_id = s.id)), '{}')`,
          sessionsWithoutRooms: sql<
            string[]
          >`coalesce((select array_agg(t.name order by t.begin_at) from ${examSessions} t where t.exam_id = ${examId}
            and not exists (select 1 from ${examRooms} r where r.session_id = t.id)), '{}')`,
          sessionCount: sql<number>`(select count(*)::int from ${examSessions} t where t.exam_id = ${examId})`,
          candidateCount: sql<number>`(select count(*)::int from ${examCandidates} c where c.exam_id = ${examId})`,
          // Candidates who lack a seat in some subject that has sessions: each sits every subject once.
          unseated: sql<number>`(select count(*)::int from ${examCandidates} c where c.exam_id = ${examId}
            and exists (select 1 from ${examSubjects} s where s.exam_id = c.exam_id
              and exists (select 1 from ${examSessions} t where t.subject_id = s.id)
              and not exists (select 1 from ${examSeatings} z join ${examSessions} t on t.id = z.session_id
                where z.exam_candidate_id = c.id and t.subject_id = s.id and z.room_id is not null)))`,
        })
        .from(exams)
        .where(base.where(eq(exams.id, examId)));
      return row;
    },
  };
}

/** The subjects of an exam, in order. */
export function subjectRepo(db: Db, scope: Scope) {
  const base = scopedSubjects(db, scope);
  return {
    ...base,
    ofExam: (examId: string) => base.list({ where: eq(examSubjects.examId, examId), orderBy: [asc(examSubjects.sort)] }),
    /** The names of these subjects that sessions or papers use. */
    async inUse(ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ name: examSubjects.name })
        .from(examSubjects)
        .where(
          base.where(
            and(
              inArray(examSubjects.id, ids),
              sql`(exists (select 1 from ${examSessions} t where t.subject_id = ${examSubjects.id}) or exists (select 1 from ${examPapers} p where p.subject_id = ${examSubjects.id}))`,
            ),
          ),
        );
      return rows.map((r) => r.name);
    },
  };
}
