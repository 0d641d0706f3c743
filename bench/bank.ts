// The question bank's share of the bench: a bank with a three-level knowledge model, made through the API, then
// grown to ITEMS items by SQL (the API would take the bench's whole budget), so the item list can be read at size.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';

export const ITEMS = 100_000;
/** Items made through the API, each then copied by SQL until the bank holds ITEMS. */
const SEED_ITEMS = 100;

type Api = <T>(method: string, url: string, body?: unknown) => Promise<T>;

function apiOf(base: string, token: string): Api {
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
async function withSql(env: Record<string, string>, use: (query: (text: string) => Promise<unknown>) => Promise<void>) {
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
  const lite = await PGlite.create({ dataDir: path.join(env.DATA_DIR!, 'pglite') });
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

/** The item list calls a bank's page makes, as autocannon options' paths. */
export function itemListUrls({ bankId, subtreeId }: SeededBank) {
  const page = `/gl/tk/item/page?bankId=${bankId}`;
  return {
    first: `${page}&current=1&size=20`,
    subtree: `${page}&knowledgeId=${subtreeId}&current=1&size=20`,
    subtreeDeep: `${page}&knowledgeId=${subtreeId}&current=50&size=20`,
    keyword: `${page}&keyword=${encodeURIComponent('试题 42：')}&current=1&size=20`,
  };
}
