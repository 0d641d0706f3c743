// The answer records of a session on exam day (答题记录, `GET /gl/kw/kw/exam/sitting/records`) read at size: an exam of
// N candidates made through the console's API (bench/exam-day-setup.ts: imported from the template, seated in rooms of
// up to 1,000), then their sittings put in by SQL in a mix of states, and the records' first page and the session's
// counts read over HTTP under load; and the session's data report (`GET /gl/kw/kw/exam/sitting/report`) at that size.
import type autocannon from 'autocannon';
import { withSql } from './bank';
import { setupExam } from './exam-day-setup';
import { BENCH_PASSWORD, startProduct } from './processes';
import { simulate } from './simulate';

/** Candidates who sit the paper for real (the simulator, over HTTP) before the rest are put in: theirs are copied. */
const REAL = 20;

/** One measured call, as run.ts's table prints it. */
export type RecordsRow = { scenario: string; database: string; rps: number; p50: number; p99: number; errors: number };

export type RecordsHelpers = {
  /** Loads a URL with autocannon and answers its row. */
  load: (database: string, scenario: string, options: autocannon.Options) => Promise<RecordsRow>;
  /** `vacuum analyze` on PostgreSQL, then a few seconds of rest. */
  settle: (env: Record<string, string>) => Promise<void>;
  signIn: (base: string) => Promise<string>;
};

/**
 * The seated candidates' sittings by SQL, the server stopped (PGlite has one writer), in a mix of states by their
 * place in the exam's order: 10 % not signed in (no sitting), 10 % signed in, 45 % in the exam with eight answers
 * saved, 5 % interrupted (no heartbeat for ten minutes), 27 % handed in with a score, 3 % force-submitted. Those in
 * the exam were last seen an hour ahead, so that they stay in the exam through the run as heartbeats would keep them.
 * The first REAL candidates already sat the paper through the simulator: those handed in by SQL take one of their
 * papers, item scores and answers (by their place in the order), so that the data report analyses every item of them.
 */
export async function fillSittings(env: Record<string, string>, examId: string) {
  await withSql(env, async (query) => {
    await query(`
      insert into exam_sittings (office_id, exam_id, session_id, exam_candidate_id, state, signed_in_at, started_at,
        deadline_at, last_seen_at, submitted_at, leave_count, score)
      select s.office_id, s.exam_id, s.session_id, s.exam_candidate_id, st.state, now() - interval '20 minutes',
        case when st.state <> 'signedIn' then now() - interval '19 minutes' end,
        case when st.state <> 'signedIn' then now() + interval '101 minutes' end,
        case st.state when 'signedIn' then now() - interval '19 minutes'
          when 'inExam' then now() + case when p.n % 10 = 4 then interval '-10 minutes' else interval '1 hour' end
          else now() - interval '5 minutes' end,
        case when st.state in ('completed', 'forceSubmitted') then now() - interval '5 minutes' end,
        p.n % 4, case when st.state in ('completed', 'forceSubmitted') then (p.n * 7) % 64 end
      from exam_seatings s
      join (select id, order_no as n from exam_candidates where exam_id = '${examId}') p on p.id = s.exam_candidate_id
      cross join lateral (select case
        when p.n % 100 < 10 then null
        when p.n % 100 < 20 then 'signedIn'
        when p.n % 100 < 70 then 'inExam'
        when p.n % 100 < 97 then 'completed'
        else 'forceSubmitted' end as state) st
      where s.exam_id = '${examId}' and st.state is not null
        and not exists (select 1 from exam_sittings x where x.session_id = s.session_id and x.exam_candidate_id = s.exam_candidate_id)`);
    // the answers, papers and item scores of those who sat it for real, onto those handed in by SQL (no paper yet)
    const copied = `
      with real as (
        select id, paper, exam_paper_id, item_scores, row_number() over (order by id) - 1 as k, count(*) over () as n
        from exam_sittings where exam_id = '${examId}' and paper is not null),
      copies as (
        select x.id, x.office_id, r.id as real_id, r.paper, r.exam_paper_id, r.item_scores
        from exam_sittings x join exam_candidates c on c.id = x.exam_candidate_id join real r on r.k = c.order_no % r.n
        where x.exam_id = '${examId}' and x.paper is null and x.state in ('completed', 'forceSubmitted'))`;
    await query(`${copied}
      insert into exam_answers (office_id, sitting_id, item_id, seq, value, client_time)
      select y.office_id, y.id, a.item_id, a.seq, a.value, a.client_time from copies y join exam_answers a on a.sitting_id = y.real_id`);
    await query(`${copied}
      update exam_sittings x set paper = y.paper, exam_paper_id = y.exam_paper_id, item_scores = y.item_scores
      from copies y where x.id = y.id`);
    // Eight answers saved by each candidate in the exam (the newest items, the set-up's paper's, each changed twice).
    await query(`
      insert into exam_answers (office_id, sitting_id, item_id, seq, value, client_time)
      select x.office_id, x.id, i.item_id, 2, '{"options":["A"]}'::jsonb, now() - interval '3 minutes'
      from exam_sittings x
      cross join (select id as item_id from bank_items order by created_at desc limit 8) i
      where x.exam_id = '${examId}' and x.state = 'inExam'`);
    await query('vacuum analyze exam_sittings, exam_answers, exam_seatings, exam_candidates, candidates');
  });
}

/** The calls measured: the records' first page (20 and 50 rows), by state, room and keyword, and the session's counts. */
function recordsUrls(examId: string, sessionId: string, roomId: string) {
  const records = `/gl/kw/kw/exam/sitting/records?examId=${examId}&sessionId=${sessionId}&current=1`;
  return [
    ['p1, 20 rows', `${records}&size=20`],
    ['p1, 50 rows', `${records}&size=50`],
    ['in the exam', `${records}&size=20&state=inExam`],
    ['not signed in', `${records}&size=20&state=notSignedIn`],
    ['one room', `${records}&size=20&roomId=${roomId}`],
    ['keyword (name)', `${records}&size=20&keyword=${encodeURIComponent('考生4242')}`],
    ['keyword (admission no.)', `${records}&size=20&keyword=0042`],
  ] as const;
}

/**
 * The records of an exam of `candidates` seated candidates on one database (`env`: DATA_DIR, and DATABASE_URL for
 * PostgreSQL): made, filled, the product started again and settled, then each call loaded over HTTP.
 */
export async function benchRecords(
  database: string,
  env: Record<string, string>,
  candidates: number,
  { load, settle, signIn }: RecordsHelpers,
): Promise<RecordsRow[]> {
  const made = await startProduct(18196, env);
  let examId: string;
  try {
    let credentials;
    ({ examId, credentials } = await setupExam({ base: made.base, username: 'admin', password: BENCH_PASSWORD, candidates }));
    const real = await simulate({ base: made.base, examId, candidates: REAL, credentials, thinkMs: 0, disconnect: 0 });
    if (real.completed !== REAL) throw new Error(`the simulator handed in ${real.completed} of ${REAL} papers`);
  } finally {
    await made.stop();
  }
  await fillSittings(env, examId);
  const server = await startProduct(18196, env);
  try {
    await settle(env);
    const headers = { authorization: `Bearer ${await signIn(server.base)}` };
    const get = async <T>(path: string) => ((await (await fetch(`${server.base}${path}`, { headers })).json()) as { data: T }).data;
    const { sessions } = await get<{ sessions: { id: string }[] }>(`/gl/kw/kw/exam/schedule/${examId}`);
    const sessionId = sessions[0]!.id;
    const overview = `/gl/kw/kw/exam/sitting/overview?sessionId=${sessionId}`;
    const { rooms } = await get<{ rooms: { roomId: string | null }[] }>(overview);
    const k = `${candidates / 1000}k`;
    const rows: RecordsRow[] = [];
    for (const [what, url] of recordsUrls(examId, sessionId, rooms.find((r) => r.roomId)!.roomId!))
      rows.push(await load(database, `GET sitting/records ${what}, ${k} seated`, { url: `${server.base}${url}`, headers }));
    rows.push(await load(database, `GET sitting/overview (counts by room), ${k}`, { url: `${server.base}${overview}`, headers }));
    // the data report, one reader at a time: its goal is the time one report takes (< 2 s)
    const report = `/gl/kw/kw/exam/sitting/report?examId=${examId}&sessionId=${sessionId}`;
    type Report = { overall: { completed: number; forceSubmitted: number }; items: { papers: number }[] };
    const { overall, items } = await get<Report>(report);
    // every handed-in paper analysed, those copied from the real ones too
    const handedIn = overall.completed + overall.forceSubmitted;
    if (!items.length || items.some((i) => i.papers !== handedIn))
      throw new Error(`the data report analysed ${items[0]?.papers ?? 0} of ${handedIn} handed-in papers`);
    rows.push(
      await load(database, `GET sitting/report (data report), ${k}, 1 connection`, {
        url: `${server.base}${report}`,
        headers,
        connections: 1,
      }),
    );
    return rows;
  } finally {
    await server.stop();
  }
}
