// The question bank's share of the bench: a bank with a three-level knowledge model, made through the API, then
// grown to ITEMS items by SQL (the API would take the bench's whole budget), so the item list can be read at size.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import path from 'node:path';
import pg from 'pg';
import { ItemImportState } from '@cloud-exam/contract/bank/item-transfer';

export const ITEMS = 100_000;
/** Items made through the API, each then copied by SQL until the bank holds ITEMS. */
const SEED_ITEMS = 100;

export type Api = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** The API as the bench calls it, signed in: the answer's data, or an error naming the refusal. */
export function apiOf(base: string, token: string): Api {
  return async <T>(method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as { code: number; data: T };
    if (answer.code !== 20000) throw new Error(`${method} ${url} refused: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };
}

/**
 * A Word file of WORD_ITEMS items in the format authors type (four sections of single, multiple, true/false and
 * fill-in items with answers, explanations, difficulty and knowledge points), imported into a bank of its own as an
 * author would: upload, wait for the read, commit all. Answers how long the read and the whole import took.
 */
export const WORD_ITEMS = 1_000;

export async function importWord(base: string, token: string) {
  const { Document, Packer, Paragraph } = await import('docx');
  const lines: string[] = [];
  const section = (heading: string, count: number, item: (n: number) => string[]) => {
    lines.push(heading);
    for (let n = 1; n <= count; n++) lines.push(...item(n));
  };
  const common = (n: number) => [`解析：第${n}题的解析。`, `难度：${1 + (n % 5)}`, `知识点：力学/牛顿定律/第${1 + (n % 3)}定律`];
  section('一、单选题（每题2分）', 400, (n) => [
    `${n}. 单选第${n}题：下列说法正确的是`,
    'A. 甲',
    'B. 乙',
    'C. 丙',
    'D. 丁',
    `答案：${'ABCD'[n % 4]}`,
    ...common(n),
  ]);
  section('二、多选题（每题3分）', 300, (n) => [
    `${n}. 多选第${n}题：下列说法正确的有`,
    'A. 甲',
    'B. 乙',
    'C. 丙',
    'D. 丁',
    '答案：AC',
    ...common(n),
  ]);
  section('三、判断题（每题1分）', 200, (n) => [
    `${n}. 判断第${n}题：物体不受力时保持静止或匀速直线运动。`,
    `答案：${n % 2 ? '正确' : '错误'}`,
    ...common(n),
  ]);
  section('四、填空题（每题2分）', 100, (n) => [
    `${n}. 填空第${n}题：牛顿第二定律写作 ____ ，单位是 ____ 。`,
    '答案：F=ma；N/牛顿',
    ...common(n),
  ]);
  const docx = await Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] }));
  return importWordFile(base, token, Buffer.from(docx), '导入基准');
}

/** A Word file of WORD_ITEMS items imported into a new bank: how long the read took, and the whole import. */
export async function importWordFile(base: string, token: string, docx: Buffer, bankName: string) {
  const api = apiOf(base, token);
  const { id: bankId } = await api<{ id: string }>('POST', '/gl/tk/bank/add', { name: bankName, description: '压测用题库' });
  const started = performance.now();
  const body = new FormData();
  body.append('file', new Blob([docx]), `${bankName}.docx`);
  const res = await fetch(`${base}/gl/tk/item/import/${bankId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const answer = (await res.json()) as { code: number; data: { importId: string } };
  if (answer.code !== 20000) throw new Error(`Word import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  const id = answer.data.importId;
  for (;;) {
    const job = await api<{ state: number; total: number; withProblems: number }>('GET', `/gl/tk/item/import/status/${id}`);
    if (job.state === ItemImportState.failed) throw new Error(`Word import failed: ${JSON.stringify(job)}`);
    if (job.state === ItemImportState.parsed) {
      if (job.total !== WORD_ITEMS || job.withProblems) {
        const bad = await api<unknown>('GET', `/gl/tk/item/import/items?id=${id}&onlyProblems=1&current=1&size=3`);
        throw new Error(`Word import read wrong: ${JSON.stringify(job)}; ${JSON.stringify(bad).slice(0, 2000)}`);
      }
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readMs = performance.now() - started;
  await api('POST', '/gl/tk/item/import/commit', { id, mode: 'all' });
  return { readMs, totalMs: performance.now() - started };
}

export type SeededBank = { bankId: string; /** a second-level point: the subtree the list is filtered by */ subtreeId: string };

/** A bank whose model has 5 subjects × 5 chapters × 4 sections, and SEED_ITEMS single-choice items on the sections. */
export async function seedBank(base: string, token: string): Promise<SeededBank> {
  const api = apiOf(base, token);
  const { id: bankId } = await api<{ id: string }>('POST', '/gl/tk/bank/add', { name: '基准题库', description: '压测用题库' });
  const add = (parentId: string | undefined, name: string) =>
    api<{ id: string }>('POST', '/gl/tk/knowledge/add', { bankId, parentId, name }).then((r) => r.id);
  const sections: string[] = [];
  let subtreeId = '';
  for (let s = 1; s <= 5; s++) {
    const subject = await add(undefined, `科目${s}`);
    for (let c = 1; c <= 5; c++) {
      const chapter = await add(subject, `第${c}章`);
      subtreeId ||= chapter;
      for (let k = 1; k <= 4; k++) sections.push(await add(chapter, `第${k}节`));
    }
  }
  for (let i = 0; i < SEED_ITEMS; i++)
    await api('POST', '/gl/tk/item/add', {
      bankId,
      itemTypeCode: 'single_choice',
      stemAttrs: { content: `<p>基准试题 ${i}：下列哪一项是正确的？</p>` },
      optionsDataList: ['甲', '乙', '丙', '丁'].map((o) => ({ optionContent: `<p>${o}${i}</p>` })),
      answerAttrs: { options: ['A'] },
      score: 2,
      difficulty: 1 + (i % 5),
      knowledgeIds: [sections[i % sections.length]],
    });
  return { bankId, subtreeId };
}

/** Runs SQL on the product's database: PostgreSQL while it runs, PGlite's directory once its server has stopped. */
export async function withSql(env: Record<string, string>, use: (query: (text: string) => Promise<unknown>) => Promise<void>) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await use((text) => client.query(text));
    } finally {
      await client.end();
    }
    return;
  }
  // The bank's items carry a trigram index: PGlite must load pg_trgm to write them.
  const lite = await PGlite.create({ dataDir: path.join(env.DATA_DIR!, 'pglite'), extensions: { pg_trgm } });
  try {
    await use((text) => lite.exec(text));
  } finally {
    await lite.close();
  }
}

/**
 * Copies the bank's items until it holds ITEMS, each copy on a knowledge section of its own (spread over the whole
 * model), with its own stem, difficulty and time, as a bank grown over years would be.
 */
export async function growBank(env: Record<string, string>, bankId: string) {
  const copies = ITEMS / SEED_ITEMS - 1;
  await withSql(env, async (query) => {
    await query(`
      with sections as (
        select array_agg(id order by path) as ids from bank_knowledge_points
        where bank_id = '${bankId}' and path like '%/%/%'
      )
      insert into bank_items (id, office_id, bank_id, item_type_code, difficulty, score, out_time_second, stem_text,
        content, fingerprint, knowledge_ids, tags, version, created_by, created_at, updated_by, updated_at)
      select gen_random_uuid(), i.office_id, i.bank_id, i.item_type_code, 1 + (g % 5), i.score, i.out_time_second,
        i.stem_text || ' #' || g, i.content, i.fingerprint || '-' || g,
        array[s.ids[1 + ((g * ${SEED_ITEMS} + n) % array_length(s.ids, 1))]], i.tags, 1, i.created_by,
        i.created_at - make_interval(secs => g), i.updated_by, i.updated_at
      from (select *, row_number() over (order by id) as n from bank_items where bank_id = '${bankId}') i,
        sections s, generate_series(1, ${copies}) g`);
    await query('vacuum analyze bank_items');
  });
}

/** The calls a bank's item page makes (its list and its knowledge tree with counts), as autocannon options' paths. */
export function itemListUrls({ bankId, subtreeId }: SeededBank) {
  const page = `/gl/tk/item/page?bankId=${bankId}`;
  return {
    first: `${page}&current=1&size=20`,
    subtree: `${page}&knowledgeId=${subtreeId}&current=1&size=20`,
    subtreeDeep: `${page}&knowledgeId=${subtreeId}&current=50&size=20`,
    keyword: `${page}&keyword=${encodeURIComponent('试题 42：')}&current=1&size=20`,
    tree: `/gl/tk/knowledge/tree?bankId=${bankId}`,
  };
}
