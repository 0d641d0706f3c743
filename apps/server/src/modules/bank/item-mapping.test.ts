import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { itemMappingApi } from '@cloud-exam/contract/bank/item-mapping';
import { ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWorkbook } from '../../lib/excel';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';

let t: TestApp;
let admin: string;
let bank: string;
const call = async (e: Endpoint, input: object) => (await inject(t, e, input, admin)).json();
const ok = async (e: Endpoint, input: object) => {
  const answer = await call(e, input);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};

const HEADERS = ['Question', 'Option A', 'Option B', 'Option C', 'Answer', 'Type', 'Points'];
const workbook = (headers: string[], rows: string[][]) =>
  writeWorkbook([{ name: 'Export', columns: headers.map((header) => ({ header })), rows }]);

/** Uploads a workbook and waits until its reading stops: for a mapping, read, or failed. */
async function uploaded(file: Buffer) {
  const started = await uploadFile(t, `/gl/tk/item/import/${bank}`, admin, file, 'other-system.xlsx');
  expect(started.code, JSON.stringify(started)).toBe(20000);
  return readUntilStill(started.data.importId as string);
}
async function readUntilStill(id: string) {
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const status = await ok(itemTransferApi.importStatus, { id });
    if (status.state >= ItemImportState.parsed || Date.now() > until) return status as { id: string; state: number; total: number };
  }
}

beforeAll(async () => {
  t = await createTestApp({ jobRetryDelaySeconds: 0 });
  await givenInstitution(t, '映射学校', 'mapper');
  admin = await signIn(t, 'mapper');
  const dept = (await ok(deptApi.add, { name: '英语组' })).id;
  bank = (await ok(bankApi.add, { name: '外部题库', deptId: dept })).id;
});
afterAll(() => t.close());

describe('an Excel file of another system', () => {
  it('waits for its mapping, is read with the one confirmed, reports a row of an unknown type and commits the others', async () => {
    const file = await workbook(HEADERS, [
      ['Capital of France?', 'Berlin', 'Paris', 'Rome', 'B', 'Single choice', '2'],
      ['Which are even?', '2', '3', '4', 'A,C', 'Multiple response', '3'],
      ['Put these in order', 'x', 'y', 'z', 'A', 'Ordering', '1'],
    ]);
    const job = await uploaded(file);
    expect(job.state).toBe(ItemImportState.mapping);

    const layout = await ok(itemMappingApi.importLayout, { id: job.id });
    expect(layout.sheet).toBe('Export');
    const columns = layout.sheets[0].columns as { header: string; samples: string[]; guess: string | null }[];
    expect(columns.map((c) => c.guess)).toEqual(['stem', 'option', 'option', 'option', 'answer', 'type', 'score']);
    expect(columns[0]!.samples).toEqual(['Capital of France?', 'Which are even?', 'Put these in order']);
    expect(layout.saved).toEqual([]);

    const fields = columns.map((c) => c.guess);
    const noStem = await call(itemMappingApi.applyMapping, {
      id: job.id,
      sheet: 'Export',
      fields: fields.map((f) => (f === 'stem' ? null : f)),
    });
    expect(noStem.code).toBe(ErrorCodes.mappingNoStem);
    const twice = await call(itemMappingApi.applyMapping, {
      id: job.id,
      sheet: 'Export',
      fields: fields.map((f) => (f === 'type' ? 'answer' : f)),
    });
    expect(twice).toMatchObject({ code: ErrorCodes.mappingFieldTwice, msg: '“答案”只能对应一列' });

    await ok(itemMappingApi.applyMapping, { id: job.id, sheet: 'Export', fields, saveAs: '外校导出' });
    const read = await readUntilStill(job.id);
    expect(read).toMatchObject({ state: ItemImportState.parsed, total: 3, withProblems: 1 });
    expect((await call(itemMappingApi.applyMapping, { id: job.id, sheet: 'Export', fields })).code).toBe(
      ErrorCodes.importNotAwaitingMapping,
    );
    const bad = await ok(itemTransferApi.importItems, { id: job.id, onlyProblems: 1, current: 1, size: 10 });
    expect(bad.records[0]).toMatchObject({ position: expect.stringContaining('第4行') });
    expect(bad.records[0].problems[0]).toMatchObject({ code: ErrorCodes.rowTypeUnknown, msg: expect.stringContaining('Ordering') });

    expect(await ok(itemTransferApi.commitImport, { id: job.id, mode: 'good' })).toEqual({ imported: 2, skipped: 1 });
    const items = (await ok(itemApi.page, { bankId: bank, current: 1, size: 10 })).records as { itemTypeCode: string; score: number }[];
    expect(items.map((i) => [i.itemTypeCode, i.score]).sort()).toEqual([
      ['multiple_choice', 3],
      ['single_choice', 2],
    ]);
  });

  it('offers a saved mapping first for a file with the same headers, and deletes it on request', async () => {
    const same = await uploaded(await workbook([...HEADERS].reverse(), [['1', 'True or false', 'A', 'T', 'F', '', 'The sun is a star']]));
    const other = await uploaded(await workbook(['题目', '答案'], [['水的化学式是____。', 'H2O']]));
    const offered = await ok(itemMappingApi.importLayout, { id: same.id });
    expect(offered.saved).toMatchObject([{ name: '外校导出', matches: true, headers: HEADERS }]);
    const unlike = await ok(itemMappingApi.importLayout, { id: other.id });
    expect(unlike.saved).toMatchObject([{ name: '外校导出', matches: false }]);

    // the saved mapping, by header, over the reversed columns
    const saved = offered.saved[0];
    const fields = (offered.sheets[0].columns as { header: string }[]).map((c) => saved.fields[saved.headers.indexOf(c.header)] ?? null);
    await ok(itemMappingApi.applyMapping, { id: same.id, sheet: 'Export', fields });
    expect(await readUntilStill(same.id)).toMatchObject({ state: ItemImportState.parsed, total: 1 });
    const [item] = (await ok(itemTransferApi.importItems, { id: same.id, current: 1, size: 10 })).records;
    expect(item).toMatchObject({ itemTypeCode: 'true_false', stemText: 'The sun is a star', problems: [] });

    await ok(itemMappingApi.removeMapping, { id: saved.id });
    expect((await ok(itemMappingApi.importLayout, { id: other.id })).saved).toEqual([]);
    expect((await call(itemMappingApi.removeMapping, { id: saved.id })).code).toBe(ErrorCodes.notFound);
  });
});
