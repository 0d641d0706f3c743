import { ErrorCodes } from '@cloud-exam/contract/errors';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, encryptPassword, givenInstitution, signIn, type TestApp, uploadFile, xlsxOf } from '../../test/test-app';
import { sheetXmlOf, xlsxParts, zipOf } from '../../test/xlsx-files';
import { buildApp } from '../../app';
import { importJobs } from '../../db/schema';

let t: TestApp;
let token: string;
let owner: { officeId: string; userId: string };

const DEPT_IMPORT = '/gl/ua/ogt/gl/dept/import';
const MEMBER_IMPORT = '/gl/ua/ogt/gl/office/user/import';

/** Uploads a file and, when the import answers a job, follows the job to its end: the answer, and the job. */
async function importOf(url: string, file: Buffer) {
  const started = await uploadFile(t, url, token, file, 'import.xlsx');
  if (started.code !== 20000 || !started.data?.jobId) return { ...started, job: undefined };
  for (;;) {
    const job = (await callApi(t, { url: `/cloudeFile/task/importJob/${started.data.jobId}`, as: token })).data;
    if (job.state >= 2) return { code: job.code ?? 20000, msg: job.msg, data: job.report, job, jobId: started.data.jobId };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs `work` while asking /healthz every 20 ms; answers its result and the slowest /healthz answer. */
async function whileProbingHealth<T>(work: () => Promise<T>) {
  let slowest = 0;
  let running = true;
  const probing = (async () => {
    while (running) {
      const at = performance.now();
      await t.app.inject({ url: '/healthz' });
      slowest = Math.max(slowest, performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), slowest };
  } finally {
    running = false;
    await probing;
  }
}

beforeAll(async () => {
  // A failed job is tried again at once rather than after 10 s.
  t = await createTestApp({ jobRetryDelaySeconds: 0 });
  const { office, user } = await givenInstitution(t, '导入考试院', 'imports-admin');
  owner = { officeId: office.id, userId: user.id };
  token = await signIn(t, 'imports-admin');
});
afterAll(() => t.close());

describe('uploads are read as streams within limits, off the request path (issue 10, item 2)', () => {
  it('refuses a file declaring 200,000 rows as soon as it passes the row limit, and /healthz keeps answering', async () => {
    const file = zipOf(xlsxParts(sheetXmlOf(200_000)));
    const { result, slowest } = await whileProbingHealth(() => uploadFile(t, DEPT_IMPORT, token, file, 'many.xlsx'));
    expect(result).toMatchObject({ code: 12310182, msg: '一次最多导入10000行，请分批导入' });
    expect(slowest).toBeLessThan(500);
  });

  it('refuses a part declaring 1.5 GB before inflating anything, and a sheet that inflates past the limit while it inflates', async () => {
    const hidden = zipOf(
      xlsxParts(sheetXmlOf(2), [{ name: 'xl/media/hidden.bin', data: Buffer.alloc(1024), declaredSize: 1_500_000_000 }]),
    );
    const declared = await uploadFile(t, DEPT_IMPORT, token, hidden, 'hidden.xlsx');
    expect(declared).toMatchObject({ code: 12310181 });
    // 70 MB of one cell's text, squeezed into a few hundred kilobytes, and a directory that understates it.
    const huge = sheetXmlOf(1, () => 'x'.repeat(70 * 1024 * 1024));
    const inflating = await uploadFile(
      t,
      DEPT_IMPORT,
      token,
      zipOf(xlsxParts(huge).map((p) => ({ ...p, declaredSize: 1000 }))),
      'bomb.xlsx',
    );
    expect(inflating.code).toBe(12310180);
    const honest = await uploadFile(t, DEPT_IMPORT, token, zipOf(xlsxParts(huge)), 'big.xlsx');
    expect(honest.code).toBe(12310181);
  });

  it('answers a job at once; the job shows its end and leaves its report in the download centre', async () => {
    const started = await uploadFile(t, DEPT_IMPORT, token, await xlsxOf([['', '后台导入部门', '', '', '', '', '']]), 'd.xlsx');
    expect(started).toMatchObject({ code: 20000, data: { jobId: expect.any(String) } });
    let job;
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await callApi(t, { url: `/cloudeFile/task/importJob/${started.data.jobId}`, as: token })).data;
    } while (job.state < 2);
    expect(job).toMatchObject({ kind: 'dept.import', state: 2, progress: 100, code: null, report: { total: 1, imported: 1, errors: [] } });
    const files = await callApi(t, { method: 'POST', url: '/cloudeFile/task/pageTaskRecord', body: { current: 1, size: 10 }, as: token });
    expect(files.data.records[0]).toMatchObject({
      id: job.fileTaskId,
      fileTypeName: '部门导入结果',
      fileName: '部门导入结果.xlsx',
      status: 1,
    });
  });

  it('ends a job failed once it has thrown on every attempt (its report could not be kept), writing nothing', async () => {
    const put = t.files.put;
    let attempts = 0;
    t.files.put = async () => {
      attempts++;
      throw new Error('no space left on device');
    };
    try {
      const { job } = await importOf(DEPT_IMPORT, await xlsxOf([['', '存不下报告的部门', '', '', '', '', '']]));
      expect(job).toMatchObject({ state: ImportJobState.failed, code: ErrorCodes.importFailed, fileTaskId: null });
      expect(attempts).toBe(3);
    } finally {
      t.files.put = put;
    }
    const depts = await callApi(t, { url: '/gl/ua/ogt/gl/dept/get/tree', as: token });
    expect(JSON.stringify(depts.data)).not.toContain('存不下报告的部门');
  }, 60_000);

  it('imports members with initial passwords, each of whom signs in with theirs', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => [`pw${i}user`, `成员${i}`, '', '', '', '', '监考员', `Init${i}pass!x`]);
    const imported = await importOf(MEMBER_IMPORT, await xlsxOf(rows));
    expect(imported).toMatchObject({ code: 20000, data: { total: 6, imported: 6, errors: [] } });
    for (const i of [0, 5]) expect(await signIn(t, `pw${i}user`, `Init${i}pass!x`)).toBeTruthy();
    expect(await encryptPassword(t, 'x')).toBeTruthy();
  });
});

describe('an import survives a stopped server', () => {
  it('runs a job left queued when the next server starts', async () => {
    // As a server that stopped between the upload and the job would leave it.
    const [left] = await t.db
      .insert(importJobs)
      .values({
        ...owner,
        kind: 'dept.import',
        lang: 'zh',
        actor: { username: 'imports-admin', roleId: null, authorities: ['admin'], ip: '127.0.0.1' },
        rows: [{ row: 2, cells: ['', '重启后导入的部门'] }],
      })
      .returning();
    const next = await buildApp({ database: t.database, files: t.files, startJobs: true });
    try {
      let job;
      do {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = (await callApi(t, { url: `/cloudeFile/task/importJob/${left!.id}`, as: token })).data;
      } while (job.state < 2);
      expect(job).toMatchObject({ state: 2, report: { total: 1, imported: 1 } });
      expect(JSON.stringify((await callApi(t, { url: '/gl/ua/ogt/gl/dept/get/tree', as: token })).data)).toContain('重启后导入的部门');
    } finally {
      await next.close();
    }
  });
});

describe('a broken or hostile spreadsheet is refused with its code, never a 500 (issue 10, item 4)', () => {
  const refusedAs = async (file: Buffer, code: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: DEPT_IMPORT,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="f.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        file,
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code });
  };

  it('a truncated file', async () => {
    const good = await xlsxOf([['', '部门', '', '', '', '', '']]);
    await refusedAs(good.subarray(0, Math.floor(good.length * 0.6)), 12310180);
  });

  it('a sheet whose XML is broken', async () => {
    await refusedAs(zipOf(xlsxParts('<worksheet><sheetData><row r="2"><c t="inlineStr"><is><t>x</is></c></row>')), 12310180);
  });

  it('an XXE sheet (an external entity)', async () => {
    const xxe = sheetXmlOf(1, () => '&xxe;', '<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    await refusedAs(zipOf(xlsxParts(xxe)), 12310180);
  });

  it('a "billion laughs" sheet', async () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    const laughs = sheetXmlOf(1, () => '&lol9;', `<!DOCTYPE lolz [${entities.join('')}]>`);
    await refusedAs(zipOf(xlsxParts(laughs)), 12310180);
  });

  it('a zip without a workbook, and bytes that only start like a zip', async () => {
    await refusedAs(zipOf([{ name: 'hello.txt', data: 'hello' }]), 12310180);
    await refusedAs(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 12310180);
  });
});

describe('exports cannot carry formulas; the department export keeps each parent from the tree (issue 10, item 10)', () => {
  const FORMULAS = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '=HYPERLINK("//e.cn")'];

  it('writes a cell that starts like a formula as text, and a department whose name holds "/" under its true parent', async () => {
    const add = (name: string, parentId?: string) =>
      callApi(t, { method: 'POST', url: '/gl/ua/ogt/gl/dept/add', body: { name, ...(parentId ? { parentId } : {}) }, as: token }).then(
        (r) => r.data.id as string,
      );
    const slashed = await add('文/理学院');
    await add('物理系', slashed);
    // (A tab or carriage return first is trimmed off a name; lib/excel.test.ts writes those.)
    for (const name of FORMULAS) await add(name);

    const res = await t.app.inject({ url: '/gl/ua/ogt/gl/dept/export', headers: { authorization: `Bearer ${token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push([row.getCell(1).text, row.getCell(2).text]));
    const parentOf = (name: string) => rows.find((r) => r[1] === name)?.[0];
    expect(parentOf('文/理学院')).toBe('');
    expect(parentOf('物理系')).toBe('文/理学院');
    for (const name of FORMULAS) expect(parentOf(`'${name}`), name).toBe('');
    for (const [, name] of rows) expect(name).not.toMatch(/^[=+\-@\t\r]/);
  });
});
