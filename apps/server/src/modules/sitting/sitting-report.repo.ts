import { DISCRIMINATION_SHARE, ITEM_GAP_MAX_SECONDS, ITEM_TIME_SAMPLE, REPORT_BANDS } from '@cloud-exam/contract/sitting/sitting-report';
import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const list = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}::uuid`),
    sql`, `,
  );

/** What a report reads: some sessions' seated candidates, of some rooms only (an invigilator's), at a time. */
export type ReportScope = { sessionIds: string[]; roomIds?: string[]; at: Date };
/** The pass mark of each paper variant drawn (by `exam_sittings.exam_paper_id`), and one for a sitting whose paper is gone. */
export type PassMarks = { byPaper: Map<string, number>; fallback: number };

/** A group's figures as the database answers them (numbers as float8 and int). */
export type GroupRow = {
  gs: number;
  gr: number;
  gd: number;
  session_id: string | null;
  room_id: string | null;
  dept_id: string | null;
  seated: number;
  signed_in: number;
  in_progress: number;
  completed: number;
  force_submitted: number;
  absent: number;
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  std_dev: number | null;
  passed: number;
};

/**
 * The data report's figures, aggregated in the database: a handful of queries whatever the number of candidates (no
 * query per candidate). `seats` is every seated candidate in scope with their sitting; the handed-in papers
 * (`completed`, `forceSubmitted`) are what the scores are read from.
 */
export function sittingReportRepo(db: Db, scope: Scope) {
  const office = scope.officeId;
  const seats = ({ sessionIds, roomIds }: ReportScope, pass?: PassMarks) => sql`seats as (
    select seat.exam_candidate_id, seat.session_id, seat.room_id, ec.dept_id, ses.end_at,
      s.id as sitting_id, s.state, s.signed_in_at, s.started_at, s.exam_paper_id,
      coalesce(s.state in ('completed', 'forceSubmitted'), false) as handed,
      coalesce(s.score, 0)::float8 as score
      ${pass ? sql`, coalesce(pm.pass, ${pass.fallback}::float8) as pass` : sql``}
    from exam_seatings seat
    join exam_sessions ses on ses.id = seat.session_id
    join exam_candidates ec on ec.id = seat.exam_candidate_id
    left join exam_sittings s on s.office_id = ${office} and s.session_id = seat.session_id
      and s.exam_candidate_id = seat.exam_candidate_id
    ${pass ? sql`left join (values ${passValues(pass)}) pm(paper_id, pass) on pm.paper_id = s.exam_paper_id` : sql``}
    where seat.office_id = ${office} and seat.session_id in (${list(sessionIds)})
      ${roomIds ? sql`and seat.room_id in (${list(roomIds)})` : sql``}
  )`;
  const passValues = (pass: PassMarks) =>
    pass.byPaper.size
      ? sql.join(
          [...pass.byPaper].map(([paper, mark]) => sql`(${paper}::uuid, ${mark}::float8)`),
          sql`, `,
        )
      : sql`(null::uuid, null::float8)`;

  /** An entry of `item_scores` the machine scored: not waiting for a marker, not of a subjective item however answered. */
  const objective = (subjective: string[]) =>
    subjective.length
      ? sql`v.value->>'state' <> 'manual' and v.key not in (${sql.join(
          subjective.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : sql`v.value->>'state' <> 'manual'`;
  const query = async <T>(q: SQL) => rowsOf<T>(await db.execute(q));

  return {
    /** The exam's name, and the session's and its subject's when one is named. */
    async names(examId: string, sessionId?: string) {
      const [row] = await query<{ exam_name: string; session_name: string | null; subject_name: string | null }>(sql`
        select e.name as exam_name, ses.name as session_name, sub.name as subject_name
        from exams e
        left join exam_sessions ses on ses.id = ${sessionId ?? null}::uuid and ses.exam_id = e.id
        left join exam_subjects sub on sub.id = ses.subject_id
        where e.office_id = ${office} and e.id = ${examId}`);
      return row;
    },

    /** The sessions' and rooms' names and order. */
    async places(sessionIds: string[]) {
      const sessions = await query<{ id: string; name: string }>(sql`
        select id, name from exam_sessions where office_id = ${office} and id in (${list(sessionIds)})
        order by begin_at, name`);
      const rooms = await query<{ id: string; name: string; session_id: string }>(sql`
        select id, name, session_id from exam_rooms where office_id = ${office} and session_id in (${list(sessionIds)})
        order by sort, name`);
      return { sessions, rooms };
    },

    async departments(ids: string[]) {
      if (!ids.length) return [];
      return query<{ id: string; name: string }>(sql`
        select id, name from departments where office_id = ${office} and id in (${list(ids)})`);
    },

    /** One drawn paper of each variant the candidates started (the report's item catalogue and pass marks). */
    papers({ sessionIds }: ReportScope) {
      return query<{ exam_paper_id: string | null; paper: DrawnPaper }>(sql`
        select s.exam_paper_id, s.paper from exam_sittings s
        where s.id in (
          select distinct on (exam_paper_id) id from exam_sittings
          where office_id = ${office} and session_id in (${list(sessionIds)}) and paper is not null
          order by exam_paper_id, id)`);
    },

    /** Bank items by id: the type and content of items drawn at random that no sampled paper has. */
    bankItems(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return query<{
        id: string;
        item_type_code: string;
        stem_text: string;
        content: { optionsDataList?: unknown[]; answerAttrs?: { options?: string[] } };
      }>(sql`
        select id, item_type_code, stem_text, content from bank_items where office_id = ${office} and id in (${list(ids)})`);
    },

    /**
     * Participation and the score's statistics of the whole scope, each session, each room of each session and each
     * department, in one query (grouping sets).
     */
    groups(s: ReportScope, pass: PassMarks) {
      const at = s.at.toISOString();
      const absent = sql`(not handed and (state = 'absent' or (started_at is null and end_at <= ${at}::timestamptz)))`;
      return query<GroupRow>(sql`
        with ${seats(s, pass)}
        select grouping(session_id)::int as gs, grouping(room_id)::int as gr, grouping(dept_id)::int as gd,
          session_id, room_id, dept_id,
          count(*)::int as seated,
          count(*) filter (where signed_in_at is not null)::int as signed_in,
          count(*) filter (where signed_in_at is not null and not handed and not ${absent})::int as in_progress,
          count(*) filter (where state = 'completed')::int as completed,
          count(*) filter (where state = 'forceSubmitted')::int as force_submitted,
          count(*) filter (where ${absent})::int as absent,
          (avg(score) filter (where handed))::float8 as mean,
          (percentile_cont(0.5) within group (order by score) filter (where handed))::float8 as median,
          (max(score) filter (where handed))::float8 as highest,
          (min(score) filter (where handed))::float8 as lowest,
          (stddev_pop(score) filter (where handed))::float8 as std_dev,
          count(*) filter (where handed and score >= pass)::int as passed
        from seats
        group by grouping sets ((), (session_id), (session_id, room_id), (dept_id))`);
    },

    /**
     * How many handed-in papers scored in each tenth of their objective maximum (the last tenth includes the maximum),
     * by that maximum (one when every paper is worth the same).
     */
    distribution(s: ReportScope, subjective: string[]) {
      return query<{ band: number; max: number; count: number }>(sql`
        with ${seats(s)},
        handed as (
          select seats.score, coalesce((select sum((v.value->>'max')::float8) from jsonb_each(x.item_scores) v
            where ${objective(subjective)}), 0)::float8 as max
          from seats join exam_sittings x on x.id = seats.sitting_id where seats.handed)
        select least(floor(case when max > 0 then score / max else 0 end * ${REPORT_BANDS}), ${REPORT_BANDS - 1})::int as band,
          max, count(*)::int as count
        from handed group by 1, 2`);
    },

    /**
     * Each item's figures over the handed-in papers that had it: how many, its maximum, whether it waits for marking,
     * the mean score, and the mean of the upper and lower 27 % by objective score (ties by the sitting's id).
     */
    items(s: ReportScope) {
      return query<{
        item_id: string;
        papers: number;
        max: number;
        manual: boolean;
        mean: number | null;
        upper: number | null;
        lower: number | null;
      }>(sql`
        with ${seats(s)},
        ranked as (
          select sitting_id, row_number() over (order by score desc, sitting_id) as rd,
            row_number() over (order by score asc, sitting_id desc) as ra, count(*) over () as n
          from seats where handed)
        select e.key as item_id, count(*)::int as papers, max((e.value->>'max')::float8)::float8 as max,
          bool_or(e.value->>'state' = 'manual') as manual,
          (avg((e.value->>'score')::float8) filter (where e.value->>'state' <> 'manual'))::float8 as mean,
          (avg((e.value->>'score')::float8) filter (where e.value->>'state' <> 'manual'
            and r.rd <= ceil(r.n * ${DISCRIMINATION_SHARE}::float8)))::float8 as upper,
          (avg((e.value->>'score')::float8) filter (where e.value->>'state' <> 'manual'
            and r.ra <= ceil(r.n * ${DISCRIMINATION_SHARE}::float8)))::float8 as lower
        from ranked r join exam_sittings x on x.id = r.sitting_id cross join jsonb_each(x.item_scores) e
        group by e.key`);
    },

    /**
     * The options chosen on each item in the handed-in papers, by the letter as written (mapped back through the
     * sitting's shown order when options were shuffled: `shuffled`), and how many papers chose any.
     */
    options(s: ReportScope, shuffled: boolean) {
      const letter = shuffled ? sql`coalesce(o.ord->>(ascii(l.letter) - 65), l.letter)` : sql`l.letter`;
      return query<{ item_id: string; letter: string | null; count: number }>(sql`
        with ${seats(s)},
        handed as (select sitting_id from seats where handed)
        ${
          shuffled
            ? sql`, orders as (
          select h.sitting_id, it->>'itemId' as item_id, it->'optionOrder' as ord
          from handed h join exam_sittings x on x.id = h.sitting_id
          cross join jsonb_path_query(x.paper, '$.sections[*].items[*] ? (exists(@.optionOrder))') it)`
            : sql``
        }
        select a.item_id::text as item_id, case when grouping(${letter}) = 1 then null else ${letter} end as letter,
          count(distinct a.sitting_id)::int as count
        from exam_answers a join handed h on h.sitting_id = a.sitting_id
        cross join jsonb_array_elements_text(a.value->'options') l(letter)
        ${shuffled ? sql`left join orders o on o.sitting_id = a.sitting_id and o.item_id = a.item_id::text` : sql``}
        where a.office_id = ${office} and jsonb_typeof(a.value->'options') = 'array'
        group by grouping sets ((a.item_id, ${letter}), (a.item_id))`);
    },

    /**
     * The average seconds a candidate spent on each item, estimated from the saves: each save counts the time since the
     * sitting's previous save (or its start), at most ITEM_GAP_MAX_SECONDS, towards its item; summed per candidate and
     * item, averaged over the candidates who saved the item. An average: read from at most ITEM_TIME_SAMPLE handed-in
     * papers (by the sitting's id, which is random), so that its cost stays bounded whatever the session's size.
     */
    itemTimes(s: ReportScope) {
      return query<{ item_id: string; seconds: number }>(sql`
        with ${seats(s)},
        sample as (select sitting_id, started_at from seats where handed order by sitting_id limit ${ITEM_TIME_SAMPLE}),
        gaps as (
          select v.sitting_id, v.item_id,
            least(greatest(extract(epoch from v.saved_at - coalesce(lag(v.saved_at) over (partition by v.sitting_id order by v.id),
              sample.started_at, v.saved_at)), 0), ${ITEM_GAP_MAX_SECONDS}) as gap
          from exam_answer_saves v join sample on sample.sitting_id = v.sitting_id
          where v.office_id = ${office}),
        spent as (select sitting_id, item_id, sum(gap) as seconds from gaps group by sitting_id, item_id)
        select item_id::text as item_id, avg(seconds)::float8 as seconds from spent group by item_id`);
    },
  };
}
