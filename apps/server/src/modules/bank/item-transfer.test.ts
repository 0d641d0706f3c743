import { Authority } from '@cloud-exam/contract/authorities';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { FileTaskStatus, fileTaskApi } from '@cloud-exam/contract/files/task';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { memberApi } from '@cloud-exam/contract/org/member';
import { roleApi } from '@cloud-exam/contract/org/role';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import {
  createTestApp,
  encryptPassword,
  givenInstitution,
  runScheduled,
  signIn,
  type TestApp,
  uploadFile,
  withLongestStall,
} from '../../test/test-app';
import { EXCEL_COLUMNS, writeExcelItems } from './formats/excel-items';
import { GIFT, moodleXml } from './formats/moodle-fixtures';
import { parseMoodleXml } from './formats/moodle-xml';
import { writeQtiPackage } from './formats/qti-write';
import { sampleItems } from './formats/samples';

let t: TestApp;
let admin: string;
let dept: string;
const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};

const docxOf = (lines: string[]) => Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] }));

/** A Word file of single choice items; the ordinals in `bad` have no answer. */
function wordLines(count: number, bad: number[] = [], stem = (n: number) => `第${n}题的题干是什么`) {
  const lines = ['一、单选题（每题2分）'];
  for (let n = 1; n <= count; n++) {
    lines.push(`${n}. ${stem(n)}`, 'A. 甲', 'B. 乙');
    if (!bad.includes(n)) lines.push('答案：A');
    if (n === 1) lines.push('知识点：语法/时态', '标签：期中');
  }
  return lines;
}

async function startImport(bankId: string, file: Buffer, name: string, as = admin) {
  const started = await uploadFile(t, `/gl/tk/item/import/${bankId}`, as, file, name);
  expect(started.code, JSON.stringify(started)).toBe(20000);
  return started.data.importId as string;
}
async function importRead(id: string, as = admin) {
  for (const until = Date.now() + 20_000; ;) {
    const status = await ok(itemTransferApi.importStatus, { id }, as);
    if (status.state >= ItemImportState.parsed || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
async function exported(fileTaskId: string) {
  for (const until = Date.now() + 20_000; ;) {
    const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
    if (task.status !== FileTaskStatus.processing || Date.now() > until) {
      expect(task.status).toBe(FileTaskStatus.done);
      const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${admin}` } });
      return { name: task.fileName as string, body: res.rawPayload };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
/** The download-centre task of an export once it is no longer being made. */
async function taskEnded(fileTaskId: string) {
  for (const until = Date.now() + 40_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
    if (task.status !== FileTaskStatus.processing || Date.now() > until) return task;
  }
}
const newBank = async (name: string) => (await ok(bankApi.add, { name, deptId: dept })).id as string;
const itemsOf = async (bankId: string) => (await ok(itemApi.page, { bankId, current: 1, size: 100 })).records as { id: string }[];

beforeAll(async () => {
  // A failed job is tried again at once rather than after 10 s.
  t = await createTestApp({ jobRetryDelaySeconds: 0 });
  await givenInstitution(t, '题库学校', 'admin');
  admin = await signIn(t, 'admin');
  dept = (await ok(deptApi.add, { name: '语文组' })).id;
});
afterAll(() => t.close());

describe('item import and export', () => {
  it('reads a Word file in the background, shows each bad item with its problem, writes all or only the good ones', async () => {
    const bank = await newBank('导入题库');
    const id = await startImport(bank, await docxOf(wordLines(10, [3, 7])), 'items.docx');
    const read = await importRead(id);
    expect(read).toMatchObject({ state: ItemImportState.parsed, format: 'word', total: 10, withProblems: 2, progress: 100 });
    expect(read.fileTaskId).toBeTruthy();

    const bad = await ok(itemTransferApi.importItems, { id, onlyProblems: 1, current: 1, size: 10 });
    expect(bad.total).toBe(2);
    expect(bad.records.map((r: { ordinal: number }) => r.ordinal)).toEqual([3, 7]);
    expect(bad.records[0]).toMatchObject({ position: expect.stringContaining('第3题'), stemText: '第3题的题干是什么' });
    expect(bad.records[0].problems[0]).toMatchObject({ code: ErrorCodes.answerMissing, fieldName: '答案', msg: '缺少答案' });
    const all = await ok(itemTransferApi.importItems, { id, current: 2, size: 4 });
    expect(all).toMatchObject({ total: 10, current: 2 });
    expect(all.records.map((r: { ordinal: number }) => r.ordinal)).toEqual([5, 6, 7, 8]);

    // all: refused, nothing written
    const refused = await call(itemTransferApi.commitImport, { id, mode: 'all' });
    expect(refused.code).toBe(ErrorCodes.importItemsHaveProblems);
    expect(refused.msg).toContain('2');
    expect(await itemsOf(bank)).toHaveLength(0);

    // good: the eight others, each with its first version, the knowledge point made from its path, its tags
    expect(await ok(itemTransferApi.commitImport, { id, mode: 'good' })).toEqual({ imported: 8, skipped: 2 });
    const items = await itemsOf(bank);
    expect(items).toHaveLength(8);
    expect(await ok(itemApi.versions, { id: items[0]!.id })).toHaveLength(1);
    const tree = await ok(knowledgeApi.tree, { bankId: bank });
    expect(tree).toMatchObject([{ name: '语法', children: [{ name: '时态', itemCount: 1 }] }]);
    const first = (await ok(itemApi.page, { bankId: bank, keyword: '第1题' })).records[0];
    expect(first).toMatchObject({ tags: ['期中'], knowledgeNames: ['时态'] });
    expect((await ok(itemTransferApi.importStatus, { id })).state).toBe(ItemImportState.committed);

    // once only
    expect((await call(itemTransferApi.commitImport, { id, mode: 'good' })).code).toBe(ErrorCodes.importCommitted);

    // the same file again: what the bank holds and what repeats within the file are duplicates
    const again = await startImport(
      bank,
      await docxOf([...wordLines(10, [3, 7]), '11. 第1题的题干是什么', 'A. 甲', 'B. 乙', '答案：B']),
      'x.docx',
    );
    expect(await importRead(again)).toMatchObject({ total: 11, withProblems: 11 });
    const dupes = await ok(itemTransferApi.importItems, { id: again, current: 2, size: 10 });
    expect(dupes.records[0].problems.map((p: { code: number }) => p.code)).toContain(ErrorCodes.duplicateItem);
    expect((await call(itemTransferApi.commitImport, { id: again, mode: 'good' })).code).toBe(ErrorCodes.importNothingGood);
  });

  it('keeps no script of an imported stem', async () => {
    const bank = await newBank('净化题库');
    const word = await startImport(bank, await docxOf(wordLines(1, [], () => '危险<script>alert(1)</script>题干')), 'w.docx');
    expect(await importRead(word)).toMatchObject({ withProblems: 0 });
    await ok(itemTransferApi.commitImport, { id: word, mode: 'all' });
    const [sample] = sampleItems('zh').filter((i) => i.itemTypeCode === 'single_choice');
    const html = {
      ...sample!,
      stemAttrs: { ...sample!.stemAttrs, content: '<p>表格<b>题</b><script>alert(2)</script><img src="x" onerror="alert(3)"></p>' },
    };
    const excel = await startImport(bank, await writeExcelItems([html], 'zh'), 'e.xlsx');
    expect(await importRead(excel)).toMatchObject({ format: 'excel', total: 1 });
    await ok(itemTransferApi.commitImport, { id: excel, mode: 'good' });
    for (const { id } of await itemsOf(bank)) {
      const content = (await ok(itemApi.get, { id })).stemAttrs.content as string;
      expect(content).not.toMatch(/<script|onerror/i);
    }
  });

  it('refuses an Excel file of more than 300 items and a file of no item format', async () => {
    const bank = await newBank('限额题库');
    const [sample] = sampleItems('zh').filter((i) => i.itemTypeCode === 'single_choice');
    const many = Array.from({ length: 301 }, (_, n) => ({ ...sample!, stemAttrs: { content: `<p>第${n}题</p>`, media: [] } }));
    const id = await startImport(bank, await writeExcelItems(many, 'zh'), 'many.xlsx');
    expect(await importRead(id)).toMatchObject({ state: ItemImportState.failed, code: ErrorCodes.tooManyExcelQuestions, total: 0 });
    expect((await call(itemTransferApi.commitImport, { id, mode: 'good' })).code).toBe(ErrorCodes.importNothingGood);
    const text = await uploadFile(t, `/gl/tk/item/import/${bank}`, admin, Buffer.from('1. 题干'), 'items.docx');
    expect(text.code).toBe(ErrorCodes.itemFileType);
  });

  it('imports a Moodle XML bank: its categories as knowledge points, its picture stored, what it skips named', async () => {
    const bank = await newBank('Moodle题库');
    const id = await startImport(bank, Buffer.from(moodleXml()), 'moodle-bank.xml');
    expect(await importRead(id)).toMatchObject({ state: ItemImportState.parsed, format: 'moodle', total: 12, withProblems: 4 });
    const skipped = (await ok(itemTransferApi.importItems, { id, onlyProblems: 1, current: 1, size: 10 })).records;
    expect(skipped.map((r: { problems: { code: number }[] }) => r.problems[0]!.code)).toEqual([
      ErrorCodes.clozeChoicesTyped,
      ErrorCodes.moodleDescriptionSkipped,
      ErrorCodes.moodleTypeUnsupported,
      ErrorCodes.moodleTypeUnsupported,
    ]);
    expect(skipped[2].problems[0].msg).toBe(errorMessage(ErrorCodes.moodleTypeUnsupported, 'zh', { type: 'coderunner' }));
    expect(await ok(itemTransferApi.commitImport, { id, mode: 'good' })).toEqual({ imported: 8, skipped: 4 });
    const tree = await ok(knowledgeApi.tree, { bankId: bank });
    expect(tree).toMatchObject([
      { name: 'Geography', children: [{ name: 'Capitals', itemCount: 3 }] },
      { name: 'Science', children: [], itemCount: 5 },
    ]);
    const [first] = (await ok(itemApi.page, { bankId: bank, current: 1, size: 100 })).records.filter((r: { stemText: string }) =>
      r.stemText.startsWith('What is the capital of France'),
    );
    const item = await ok(itemApi.get, { id: first.id });
    expect(item.stemAttrs.content).toMatch(/<img src="cloudeFile\/file\/[\w-]{20,}"/);
    expect(item).toMatchObject({ score: 2, knowledgeNames: ['Capitals'], tags: ['europe'] });
    // and back out as Moodle XML, the picture embedded again
    const { fileTaskId } = await ok(itemTransferApi.exportItems, { bankId: bank, format: 'moodle' });
    const file = await exported(fileTaskId);
    expect(file.name).toBe('Moodle题库.moodle.xml');
    const back = await parseMoodleXml(file.body, async () => 'cloudeFile/file/again');
    expect(back.items.map((i) => i.itemTypeCode).sort()).toEqual(
      ['single_choice', 'multiple_choice', 'true_false', 'cloze_fill', 'cloze_fill', 'cloze_fill', 'matching', 'essay'].sort(),
    );
    expect(
      back.items.find((i) => i.knowledgePaths[0] === 'Geography/Capitals' && i.itemTypeCode === 'single_choice')?.stemAttrs.content,
    ).toContain('cloudeFile/file/again');

    const gift = await startImport(bank, Buffer.from(GIFT), 'questions.gift');
    expect(await importRead(gift)).toMatchObject({ state: ItemImportState.parsed, format: 'gift', total: 12, withProblems: 2 });
    const other = await uploadFile(
      t,
      `/gl/tk/item/import/${bank}`,
      admin,
      Buffer.from('<?xml version="1.0"?><rss version="2.0"/>'),
      'feed.xml',
    );
    expect(other).toMatchObject({ code: ErrorCodes.xmlNotMoodleQuiz, msg: expect.stringContaining('<rss>') });
  });

  it('exports a bank as QTI 3.0 that imports into another bank as equal items, from a sub-folder of a zip too', async () => {
    const source = await newBank('原题库');
    const id = await startImport(source, await docxOf(wordLines(5)), 'five.docx');
    await importRead(id);
    await ok(itemTransferApi.commitImport, { id, mode: 'all' });
    const { fileTaskId } = await ok(itemTransferApi.exportItems, { bankId: source, format: 'qti', qtiVersion: '3.0' });
    const file = await exported(fileTaskId);
    expect(file.name).toBe('原题库.qti3.zip');
    const parts = unzipSync(file.body);
    expect(strFromU8(parts['imsmanifest.xml']!)).toContain('imsqti_item_xmlv3p0');
    // as OpenOLAT's question pool packs one: the package in a folder of the zip
    const inFolder = Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([name, data]) => [`pool/${name}`, data]))));

    const target = await newBank('新题库');
    const back = await startImport(target, inFolder, 'pool.zip');
    expect(await importRead(back)).toMatchObject({ format: 'qti', total: 5, withProblems: 0 });
    await ok(itemTransferApi.commitImport, { id: back, mode: 'all' });
    const contents = async (bankId: string) => {
      const list = await Promise.all((await itemsOf(bankId)).map(({ id }) => ok(itemApi.get, { id })));
      return list
        .map(({ itemTypeCode, stemAttrs, optionsDataList, answerAttrs, score, difficulty, tags, knowledgeNames }) => ({
          itemTypeCode,
          stemAttrs,
          optionsDataList,
          answerAttrs,
          score,
          difficulty,
          tags,
          knowledgeNames,
        }))
        .sort((a, b) => a.stemAttrs.content.localeCompare(b.stemAttrs.content));
    };
    expect(await contents(target)).toEqual(await contents(source));

    // a selection, as Word and Excel
    const [one] = await itemsOf(source);
    for (const format of ['word', 'excel'] as const) {
      const task = await ok(itemTransferApi.exportItems, { bankId: source, ids: [one!.id], format });
      expect((await exported(task.fileTaskId)).body.length).toBeGreaterThan(1000);
    }
    expect((await call(itemTransferApi.exportItems, { bankId: target, ids: [one!.id], format: 'word' })).code).toBe(ErrorCodes.notFound);
  });

  it('ends an export or an import failed once its job has thrown on every attempt, and tries a job that threw once again', async () => {
    const bank = await newBank('故障题库');
    const id = await startImport(bank, await docxOf(wordLines(3)), 'three.docx');
    await importRead(id);
    await ok(itemTransferApi.commitImport, { id, mode: 'all' });

    // The file store refuses every write but an upload's (the disk filled after it): the export's file, the import's
    // report cannot be kept.
    const put = t.files.put;
    let attempts = 0;
    t.files.put = async (key, body, contentType) => {
      if (contentType === 'application/octet-stream') return put(key, body, contentType);
      attempts++;
      throw new Error('no space left on device');
    };
    try {
      const { fileTaskId } = await ok(itemTransferApi.exportItems, { bankId: bank, format: 'excel' });
      expect(await taskEnded(fileTaskId)).toMatchObject({
        status: FileTaskStatus.failed,
        error: errorMessage(ErrorCodes.serverError, 'zh'),
      });
      expect(attempts).toBe(3);

      attempts = 0;
      const broken = await startImport(bank, await docxOf(wordLines(2, [2], (n) => `报告存不下的第${n}题`)), 'report.docx');
      expect(await importRead(broken)).toMatchObject({ state: ItemImportState.failed, code: ErrorCodes.importFailed, total: 0 });
      expect(attempts).toBe(3);
      expect((await call(itemTransferApi.commitImport, { id: broken, mode: 'good' })).code).toBe(ErrorCodes.importNothingGood);
    } finally {
      t.files.put = put;
    }

    // A write refused once only: the next attempt makes the file.
    let refused = false;
    t.files.put = async (...args) => {
      if (refused) return put(...args);
      refused = true;
      throw new Error('connection reset');
    };
    try {
      const { fileTaskId } = await ok(itemTransferApi.exportItems, { bankId: bank, format: 'excel' });
      expect(await taskEnded(fileTaskId)).toMatchObject({ status: FileTaskStatus.done });
      expect(refused).toBe(true);
    } finally {
      t.files.put = put;
    }
  }, 90_000);

  it('refuses a stem longer than a request may send before sanitising it, with its row and reason, the server answering meanwhile', async () => {
    const bank = await newBank('超长题干');
    const xlsxOfStems = async (stems: string[]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('单选题');
      const cells = (values: Record<string, string>) => EXCEL_COLUMNS.single_choice.map((k) => values[k] ?? '');
      sheet.addRow(cells(Object.fromEntries(EXCEL_COLUMNS.single_choice.map((k) => [k, k]))));
      for (const stem of stems) sheet.addRow(cells({ stem, optionA: '甲', optionB: '乙', answer: 'A', score: '2' }));
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    // the reader's worker started and its modules loaded, so that what is timed is this file's reading
    await importRead(await startImport(bank, await xlsxOfStems(['热身']), 'warm.xlsx'));
    // nested tags: the sanitiser's time grows with the square of their count
    const file = await xlsxOfStems([`${'<b>'.repeat(270_000)}x`, '好题']);
    const { result: read, stallMs } = await withLongestStall(async () => importRead(await startImport(bank, file, 'long.xlsx')));
    expect(read).toMatchObject({ state: ItemImportState.parsed, total: 2, withProblems: 1 });
    expect(stallMs).toBeLessThan(1000);
    const bad = await ok(itemTransferApi.importItems, { id: read.id, onlyProblems: 1, current: 1, size: 10 });
    expect(bad.records).toHaveLength(1);
    expect(bad.records[0]).toMatchObject({ position: '第1题，工作表“单选题”第2行' });
    expect(bad.records[0].problems).toEqual([
      expect.objectContaining({ code: ErrorCodes.contentTooLong, field: 'stemAttrs.content', fieldName: '题干' }),
    ]);
  }, 60_000);

  it('keeps an upload in the file store as it arrives, never in a row, the server answering meanwhile, and drops it once read', async () => {
    const bank = await newBank('大图片');
    await importRead(await startImport(bank, await docxOf(wordLines(1)), 'warm.docx'));
    // 16 MB that do not compress, as a picture in the first stem (not one: the sanitiser drops it)
    const picture = new ImageRun({ type: 'png', data: randomBytes(16 * 2 ** 20), transformation: { width: 20, height: 10 } });
    const [heading, stem, ...rest] = wordLines(2);
    const children = [
      new Paragraph(heading!),
      new Paragraph({ children: [new TextRun(stem!), picture] }),
      ...rest.map((l) => new Paragraph(l)),
    ];
    const file = await Packer.toBuffer(new Document({ sections: [{ children }] }));
    expect(file.length).toBeGreaterThan(16 * 2 ** 20);
    const columns = await t.database.executeSql(
      "select column_name from information_schema.columns where table_name = 'bank_item_imports' and data_type = 'bytea'",
    );
    expect(columns.rows).toEqual([]);
    const { result: read, stallMs } = await withLongestStall(async () => importRead(await startImport(bank, file, 'big.docx')));
    expect(read).toMatchObject({ state: ItemImportState.parsed, total: 2, withProblems: 0 });
    expect(stallMs).toBeLessThan(1000);
    // dropped once read: just after the import's state is written (the file store is no part of that transaction)
    const kept = async () =>
      (
        await t.database.executeSql(
          "select i.upload_key, (select count(*)::int from stored_files f where f.purpose = 'upload') as kept from bank_item_imports i where i.id = $1",
          [read.id],
        )
      ).rows;
    await expect.poll(kept, { timeout: 5000 }).toEqual([{ upload_key: null, kept: 0 }]);
  }, 90_000);

  it('parses a Word file or a QTI package in a worker thread: the server answers while a paragraph of one 4 MB text run is read', async () => {
    const bank = await newBank('长段落');
    // the worker's modules loaded once, so that what is timed is this file's reading
    await importRead(await startImport(bank, await docxOf(wordLines(1)), 'warm.docx'));
    const file = await docxOf(['一、单选题（每题2分）', `1. ${'x'.repeat(4_000_000)}`, 'A. 甲', 'B. 乙', '答案：A']);
    const { result: read, stallMs } = await withLongestStall(async () => importRead(await startImport(bank, file, 'run.docx')));
    expect(read).toMatchObject({ state: ItemImportState.parsed, total: 1, withProblems: 1 });
    expect(stallMs).toBeLessThan(1000);
    const [item] = (await ok(itemTransferApi.importItems, { id: read.id, current: 1, size: 10 })).records;
    expect(item.problems).toEqual([expect.objectContaining({ code: ErrorCodes.contentTooLong, field: 'stemAttrs.content' })]);

    // a QTI item the same way
    const [sample] = sampleItems('zh');
    const qti = await writeQtiPackage([{ ...sample!, stemAttrs: { content: `<p>${'x'.repeat(4_000_000)}</p>`, media: [] } }]);
    const qtiRead = await withLongestStall(async () => importRead(await startImport(bank, qti, 'run.zip')));
    expect(qtiRead.result).toMatchObject({ state: ItemImportState.parsed, format: 'qti', total: 1, withProblems: 1 });
    expect(qtiRead.stallMs).toBeLessThan(1000);
  }, 90_000);

  it('lets only the uploader read and commit an import, and only with rights over the bank', async () => {
    const bank = await newBank('权限题库');
    const id = await startImport(bank, await docxOf(wordLines(2)), 'two.docx');
    await importRead(id);

    await givenInstitution(t, '别的学校', 'other');
    const other = await signIn(t, 'other');
    expect((await call(itemTransferApi.importStatus, { id }, other)).code).toBe(ErrorCodes.notFound);
    expect((await call(itemTransferApi.importItems, { id, current: 1, size: 10 }, other)).code).toBe(ErrorCodes.notFound);
    expect((await call(itemTransferApi.commitImport, { id, mode: 'all' }, other)).code).toBe(ErrorCodes.notFound);

    const theirs = (await ok(deptApi.add, { name: '数学组' })).id;
    const role = (await ok(roleApi.add, { name: '数学教研', authorities: [Authority.bank], dataScope: 'depts', deptIds: [theirs] })).id;
    await ok(memberApi.add, {
      username: 'maths',
      name: '数学老师',
      password: await encryptPassword(t, 'Passw0rd123'),
      deptId: theirs,
      postIds: [],
      roleIds: [role],
    });
    const teacher = await signIn(t, 'maths');
    // a colleague of the same institution does not see another's import
    expect((await call(itemTransferApi.commitImport, { id, mode: 'all' }, teacher)).code).toBe(ErrorCodes.notFound);
    // a bank shared with their department: seen, exported, not imported into
    const shared = (await ok(bankApi.add, { name: '共享题库', deptId: dept, sharedDeptIds: [theirs] })).id;
    const refused = await uploadFile(t, `/gl/tk/item/import/${shared}`, teacher, await docxOf(wordLines(1)), 'one.docx');
    expect(refused.code).toBe(ErrorCodes.noDataRights);
    expect((await call(itemTransferApi.exportItems, { bankId: shared, format: 'excel' }, teacher)).code).toBe(20000);

    await ok(itemTransferApi.commitImport, { id, mode: 'all' });
    expect(await itemsOf(bank)).toHaveLength(2);
  });

  it('gives the Excel template and the Word sample in the caller’s language', async () => {
    const template = await t.app.inject({ url: '/gl/tk/item/template', headers: { authorization: `Bearer ${admin}` } });
    expect(template.headers['content-disposition']).toContain(encodeURIComponent('试题导入模板.xlsx'));
    const sample = await t.app.inject({
      url: '/gl/tk/item/wordSample',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(sample.headers['content-disposition']).toContain('item-import-sample.docx');
    // the sample imports as it is
    const bank = await newBank('样例题库');
    const id = await startImport(bank, sample.rawPayload, 'sample.docx');
    expect(await importRead(id)).toMatchObject({ state: ItemImportState.parsed, withProblems: 0 });
  });
});

describe('expiry of item imports', () => {
  // Last in the file: the clock moves on a week.
  it('removes the imports never committed a week after their upload, on the hourly schedule, and keeps committed ones', async () => {
    const bank = await newBank('过期题库');
    const read = await startImport(bank, await docxOf(wordLines(2, [], (n) => `读过未提交的第${n}题`)), 'read.docx');
    const empty = await startImport(bank, await docxOf(['没有一道题的一段话']), 'empty.docx');
    const committed = await startImport(bank, await docxOf(wordLines(2, [], (n) => `已提交的第${n}题`)), 'committed.docx');
    expect(await importRead(read)).toMatchObject({ state: ItemImportState.parsed });
    expect(await importRead(empty)).toMatchObject({ state: ItemImportState.failed, code: ErrorCodes.importFileEmpty });
    await importRead(committed);
    await ok(itemTransferApi.commitImport, { id: committed, mode: 'all' });

    const DAY = 86_400_000;
    t.advance(7 * DAY - 60_000);
    admin = await signIn(t, 'admin');
    expect(await runScheduled(t, 'bank.item-import-expire')).toBe('completed');
    for (const id of [read, empty, committed]) await ok(itemTransferApi.importStatus, { id });

    t.advance(120_000);
    admin = await signIn(t, 'admin');
    const fresh = await startImport(bank, await docxOf(wordLines(1, [], () => '刚上传的题')), 'fresh.docx');
    await importRead(fresh);
    expect(await runScheduled(t, 'bank.item-import-expire')).toBe('completed');
    for (const id of [read, empty]) expect((await call(itemTransferApi.importStatus, { id })).code).toBe(ErrorCodes.notFound);
    expect(await ok(itemTransferApi.importStatus, { id: committed })).toMatchObject({ state: ItemImportState.committed, imported: 2 });
    expect(await ok(itemTransferApi.importStatus, { id: fresh })).toMatchObject({ state: ItemImportState.parsed });
    expect((await ok(itemApi.page, { bankId: bank, keyword: '已提交' })).total).toBe(2);
  });
});
