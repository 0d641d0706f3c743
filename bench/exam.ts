// The exam module's share of the bench: an exam's candidates imported from the template through the API (with
// their photos from a zip), then that exam grown to EXAM_CANDIDATES by SQL and a few hundred exams put in every state,
// so the candidate list and the exam list can be read at size.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';
import { zipOf } from '../apps/server/src/test/xlsx-files';
import { apiOf, withSql } from './bank';
import { mainlandIdCheck } from '@cloud-exam/contract/validators';

/** Candidates imported from the spreadsheet (each with a photo in the zip); the exam is then grown to EXAM_CANDIDATES. */
export const IMPORTED = 10_000;
export const EXAM_CANDIDATES = 100_000;
/** Exams besides the imported one, spread over the four states. */
export const EXAMS = 300;
const DEPARTMENTS = 10;
/** Each photo's size: 10,000 of them make a zip just under the 100 MB the endpoint takes. */
const PHOTO_BYTES = 10_000;
const DAY = 24 * 3600 * 1000;

/** A mainland ID number the contract's checksum accepts: born on one of the days after 1 January 1990, a serial that day. */
export function mainlandId(n: number) {
  const born = new Date(Date.UTC(1990, 0, 1) + Math.floor(n / 1000) * DAY).toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${born}${String(n % 1000).padStart(3, '0')}`;
  return first17 + mainlandIdCheck(first17);
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};
/** A 1×1 PNG of one colour (its IDAT a stored deflate block), padded to PHOTO_BYTES by a private ancillary chunk of noise. */
const IHDR = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
const IEND = pngChunk('IEND', Buffer.alloc(0));
function photo() {
  const pixel = Buffer.concat([Buffer.from([0]), randomBytes(3)]);
  const adler = Buffer.alloc(4);
  let a = 1;
  let b = 0;
  for (const byte of pixel) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const idat = pngChunk('IDAT', Buffer.concat([Buffer.from([0x78, 0x01, 0x01, 4, 0, 0xfb, 0xff]), pixel, adler]));
  const fixed = 8 + IHDR.length + idat.length + IEND.length + 12;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    IHDR,
    pngChunk('bnCh', randomBytes(PHOTO_BYTES - fixed)),
    idat,
    IEND,
  ]);
}

const examInput = (name: string, beginAt: number) => ({
  examName: name,
  beginDate: new Date(beginAt).toISOString(),
  endDate: new Date(beginAt + DAY).toISOString(),
  subjects: [{ subjectName: '综合', duration: 120 }],
});

export type SeededExams = { examId: string; deptId: string };

/**
 * EXAMS exams made through the API (their states are set by SQL later), DEPARTMENTS departments, then the exam the
 * candidates are imported into, made last so that it heads the exam list as a current exam would.
 */
export async function seedExams(base: string, token: string): Promise<SeededExams> {
  const api = apiOf(base, token);
  for (let i = 1; i <= EXAMS; i++) await api('POST', '/gl/kw/kw/exam/add', examInput(`基准考试${i}`, Date.now() + 30 * DAY));
  const depts: string[] = [];
  for (let d = 0; d < DEPARTMENTS; d++)
    depts.push((await api<{ id: string }>('POST', '/gl/ua/ogt/gl/dept/add', { name: `基准院系${d}` })).id);
  const { id: examId } = await api<{ id: string }>('POST', '/gl/kw/kw/exam/add', examInput('基准大型考试', Date.now() + 7 * DAY));
  return { examId, deptId: depts[0]! };
}

export type CandidateImport = {
  importMs: number;
  progressValues: number[];
  /** The photo zip's upload until its job was answered, and until the job's end, with the progress values it showed. */
  photoUploadMs: number;
  photoMs: number;
  photoProgressValues: number[];
  photoMb: number;
  matched: number;
};

/**
 * The exam's import template filled with IMPORTED candidates (each in one of the departments), uploaded and its job
 * polled to its end, the progress values it showed kept; then a zip of a photo per candidate, named by certificate
 * number. Each timed from the upload's start to the job's end or the answer.
 */
/** One row of the candidate template: name, ID number, and optionally mobile and department. */
export type CandidateRow = { name: string; idNumber: string; mobile?: string; department?: string };

/**
 * Candidates imported into an exam from its own template, through the API as an officer imports them; answers how long
 * from the upload to the job done, and the progress values seen on the way (polled every 100 ms).
 */
export async function importCandidateRows(base: string, token: string, examId: string, rows: CandidateRow[]) {
  const headers = { authorization: `Bearer ${token}` };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await (await fetch(`${base}/gl/kw/kw/exam/candidate/importTemplate`, { headers })).arrayBuffer());
  const sheet = book.worksheets[0]!;
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const r of rows) sheet.addRow([r.name, '居民身份证', r.idNumber, r.mobile ?? '', '', r.department ?? '', '']);
  const body = new FormData();
  body.append('file', new Blob([await book.xlsx.writeBuffer()]), '考生.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/gl/kw/kw/exam/candidate/import/${examId}`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { code: number; data: { jobId: string } };
  if (answer.code !== 20000) throw new Error(`candidate import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  const progress = new Set<number>();
  for (;;) {
    const job = (await (await fetch(`${base}/cloudeFile/task/importJob/${answer.data.jobId}`, { headers })).json()) as {
      data: { state: number; progress: number };
    };
    progress.add(job.data.progress);
    if (job.data.state === ImportJobState.done) break;
    if (job.data.state === ImportJobState.failed) throw new Error(`candidate import failed: ${JSON.stringify(job).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { importMs: performance.now() - started, progress };
}

export async function importCandidates(base: string, token: string, examId: string): Promise<CandidateImport> {
  const headers = { authorization: `Bearer ${token}` };
  const rows = Array.from({ length: IMPORTED }, (_, i) => ({
    name: `基准考生${i}`,
    idNumber: mainlandId(i),
    mobile: `137${String(i).padStart(8, '0')}`,
    department: `基准院系${i % DEPARTMENTS}`,
  }));
  const { importMs, progress } = await importCandidateRows(base, token, examId, rows);

  // Stored, as a phone's pictures mostly are: the upload is the full 100 MB.
  const zip = zipOf(
    Array.from({ length: IMPORTED }, (_, i) => ({ name: `照片/${mainlandId(i)}.png`, data: photo() })),
    { stored: true },
  );
  const upload = new FormData();
  upload.append('file', new Blob([zip]), '照片.zip');
  const photoStarted = performance.now();
  const photoStart = (await (
    await fetch(`${base}/gl/kw/kw/exam/candidate/importPhotos/${examId}`, { method: 'POST', headers, body: upload })
  ).json()) as { code: number; data: { jobId: string } };
  if (photoStart.code !== 20000) throw new Error(`photo import refused: ${JSON.stringify(photoStart).slice(0, 300)}`);
  const photoUploadMs = performance.now() - photoStarted;
  const photoProgress = new Set<number>();
  let photos: { state: number; progress: number; report: { imported: number } | null };
  for (;;) {
    photos = (
      (await (await fetch(`${base}/cloudeFile/task/importJob/${photoStart.data.jobId}`, { headers })).json()) as { data: typeof photos }
    ).data;
    photoProgress.add(photos.progress);
    if (photos.state === ImportJobState.done) break;
    if (photos.state === ImportJobState.failed) throw new Error(`photo import failed: ${JSON.stringify(photos).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const photoMs = performance.now() - photoStarted;
  if (photos.report?.imported !== IMPORTED) throw new Error(`photo import: ${JSON.stringify(photos).slice(0, 500)}`);
  return {
    importMs,
    progressValues: [...progress].sort((a, b) => a - b),
    photoUploadMs,
    photoMs,
    photoProgressValues: [...photoProgress].sort((a, b) => a - b),
    photoMb: zip.length / 1e6,
    matched: photos.report.imported,
  };
}

/**
 * Grows the imported exam to EXAM_CANDIDATES with new accounts (in the same departments, without photos, admission
 * numbers following the imported ones), and spreads the other exams over the four states: a quarter each ended,
 * in progress, expired unpublished, and published ahead, as an institution's exams over a few years are.
 */
export async function growExams(env: Record<string, string>, { examId }: SeededExams) {
  await withSql(env, async (query) => {
    await query(`
      with exam as (select office_id, created_by from exams where id = '${examId}'),
      depts as (select array_agg(id order by name) as ids from departments
        where office_id = (select office_id from exam) and name like '基准院系%'),
      made as (
        insert into candidates (id, office_id, name, cert_type, id_number, mobile, password_hash)
        select gen_random_uuid(), e.office_id, '基准考生' || g, '0',
          '110105' || to_char(date '1990-01-01' + (g / 1000), 'YYYYMMDD') || lpad((g % 1000)::text, 3, '0') || 'X',
          '137' || lpad(g::text, 8, '0'), (select password_hash from candidates c where c.office_id = e.office_id limit 1)
        from exam e, generate_series(${IMPORTED}, ${EXAM_CANDIDATES - 1}) g
        returning id, office_id, mobile)
      insert into exam_candidates (office_id, exam_id, candidate_id, admission_number, dept_id, order_no, created_by, created_at)
      select m.office_id, '${examId}', m.id, lpad((n + 1)::text, 6, '0'), d.ids[1 + n % ${DEPARTMENTS}], n + 1, e.created_by,
        now() - make_interval(secs => ${EXAM_CANDIDATES} - n)
      from (select *, substr(mobile, 4)::int as n from made) m, exam e, depts d`);
    await query(`
      with ranked as (select id, row_number() over (order by created_at, id) as n from exams
        where office_id = (select office_id from exams where id = '${examId}') and id <> '${examId}')
      update exams x set
        published = r.n % 4 <> 2,
        published_at = case when r.n % 4 <> 2 then now() - interval '60 days' end,
        begin_at = now() + case r.n % 4 when 0 then interval '-40 days' when 1 then interval '-1 hour'
          when 2 then interval '-20 days' else interval '10 days' end + make_interval(mins => r.n::int),
        end_at = now() + case r.n % 4 when 0 then interval '-39 days' when 1 then interval '2 days'
          when 2 then interval '-19 days' else interval '11 days' end + make_interval(mins => r.n::int),
        created_at = now() - interval '90 days' + make_interval(hours => r.n::int)
      from ranked r where x.id = r.id`);
    await query('vacuum analyze candidates, exam_candidates, exams');
  });
}

/** The calls of the exam's candidate page and of the exam list, as autocannon options' paths. */
export function examListUrls({ examId, deptId }: SeededExams) {
  const candidates = `/gl/kw/kw/exam/candidate/page?examId=${examId}`;
  const exams = '/gl/kw/kw/exam/queryPage';
  return {
    first: `${candidates}&current=1&size=20`,
    deep: `${candidates}&current=2500&size=20`,
    keyword: `${candidates}&keyword=${encodeURIComponent('考生4242')}&current=1&size=20`,
    dept: `${candidates}&deptId=${deptId}&current=1&size=20`,
    examsAll: `${exams}?current=1&size=20`,
    examsInProgress: `${exams}?status=inProgress&current=1&size=20`,
    examsKeyword: `${exams}?examName=${encodeURIComponent('考试1')}&current=1&size=20`,
  };
}
