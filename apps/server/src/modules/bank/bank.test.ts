import { Authority } from '@cloud-exam/contract/authorities';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { memberApi } from '@cloud-exam/contract/org/member';
import { roleApi } from '@cloud-exam/contract/org/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import ExcelJS from 'exceljs';
import { createTestApp, encryptPassword, givenInstitution, importFile, signIn, type TestApp, xlsxOf } from '../../test/test-app';

let t: TestApp;
let admin: string;
let dept: string;
const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const choice = (stem: string, extra: object = {}) => ({
  itemTypeCode: 'single_choice',
  stemAttrs: { content: `<p>${stem}</p>` },
  optionsDataList: [{ optionContent: '对' }, { optionContent: '错' }],
  answerAttrs: { options: ['A'] },
  score: 2,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  admin = await signIn(t, 'admina');
  dept = (await ok(deptApi.add, { name: '教务处' })).id;
});
afterAll(() => t.close());

describe('question banks', () => {
  it('adds, lists with item counts by type, edits, copies with its model and items, deletes', async () => {
    const { id } = await ok(bankApi.add, { name: '数学题库', description: '高一', deptId: dept });
    const point = (await ok(knowledgeApi.add, { bankId: id, name: '函数' })).id;
    const below = (await ok(knowledgeApi.add, { bankId: id, parentId: point, name: '一次函数' })).id;
    await ok(itemApi.add, { bankId: id, knowledgeIds: [below], ...choice('1+1=2') });
    await ok(itemApi.add, { bankId: id, ...choice('2+2=4') });
    // an item at both the point and the one below it counts once for the point: the tree counts as the list filters
    await ok(itemApi.add, { bankId: id, knowledgeIds: [point, below], ...choice('3+3=6') });
    expect(await ok(knowledgeApi.tree, { bankId: id })).toMatchObject([
      { name: '函数', itemCount: 2, children: [{ name: '一次函数', itemCount: 2 }] },
    ]);
    expect((await ok(itemApi.page, { bankId: id, knowledgeId: point })).total).toBe(2);
    await ok(itemApi.remove, { ids: [(await ok(itemApi.page, { bankId: id, keyword: '3+3' })).records[0].id] });
    const page = await ok(bankApi.page, { name: '数学' });
    expect(page.records).toMatchObject([
      { name: '数学题库', deptName: '教务处', itemCount: 2, itemCounts: { single_choice: 2 }, createdByName: 'admina' },
    ]);

    await ok(bankApi.edit, { id, name: '数学题库2', deptId: dept, status: 0 });
    expect(await ok(bankApi.get, { id })).toMatchObject({ name: '数学题库2', status: 0, description: null });

    const copy = (await ok(bankApi.copy, { id, name: '数学副本' })).id;
    const tree = await ok(knowledgeApi.tree, { bankId: copy });
    expect(tree).toMatchObject([{ name: '函数', itemCount: 1, children: [{ name: '一次函数', itemCount: 1 }] }]);
    expect(tree[0].id).not.toBe(point);
    const copied = await ok(itemApi.page, { bankId: copy, knowledgeId: tree[0].id });
    expect(copied.records).toMatchObject([{ stemText: '1+1=2', version: 1 }]);
    expect(await ok(itemApi.versions, { id: copied.records[0].id })).toHaveLength(1);

    await ok(bankApi.remove, { id });
    expect((await call(bankApi.get, { id })).code).toBe(ErrorCodes.notFound);
    expect((await ok(itemApi.page, { bankId: copy })).total).toBe(2);
  });

  it('refuses a name in use or with whitespace (spec §5)', async () => {
    await ok(bankApi.add, { name: '语文', deptId: dept });
    expect((await call(bankApi.add, { name: '语文', deptId: dept })).code).toBe(ErrorCodes.bankNameTaken);
    expect((await call(bankApi.add, { name: '语 文', deptId: dept })).code).toBe(ErrorCodes.bankNameHasSpaces);
    expect((await call(bankApi.copy, { id: (await ok(bankApi.options, {}))[0].id, name: '语文' })).code).toBe(ErrorCodes.bankNameTaken);
  });

  it('shows a member the banks of their departments and those shared with them, and nothing of the rest', async () => {
    const mine = (await ok(deptApi.add, { name: '物理组' })).id;
    const theirs = (await ok(deptApi.add, { name: '化学组' })).id;
    const role = (await ok(roleApi.add, { name: '物理教研', authorities: [Authority.bank], dataScope: 'depts', deptIds: [mine] })).id;
    await ok(memberApi.add, {
      username: 'physics',
      name: '物理老师',
      password: await encryptPassword(t, 'Passw0rd123'),
      deptId: mine,
      postIds: [],
      roleIds: [role],
    });
    const teacher = await signIn(t, 'physics');

    const own = (await ok(bankApi.add, { name: '物理', deptId: mine })).id;
    const shared = (await ok(bankApi.add, { name: '理化综合', deptId: theirs, sharedDeptIds: [mine] })).id;
    const hidden = (await ok(bankApi.add, { name: '化学', deptId: theirs })).id;
    await ok(itemApi.add, { bankId: hidden, ...choice('化学题') });

    expect(await ok(bankApi.depts, {}, teacher)).toEqual(
      expect.arrayContaining([
        { id: mine, parentId: null, name: '物理组', manageable: true },
        { id: theirs, parentId: null, name: '化学组', manageable: false },
      ]),
    );
    expect((await ok(bankApi.options, {}, teacher)).map((b: { name: string }) => b.name)).toEqual(['物理', '理化综合']);
    expect((await ok(bankApi.page, {}, teacher)).total).toBe(2);
    expect((await call(bankApi.get, { id: own }, teacher)).code).toBe(20000);
    expect((await call(bankApi.get, { id: shared }, teacher)).code).toBe(20000);
    expect((await call(bankApi.get, { id: hidden }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(bankApi.remove, { id: hidden }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await call(knowledgeApi.add, { bankId: hidden, name: '越权' }, teacher)).code).toBe(ErrorCodes.notFound);
    expect((await ok(itemApi.page, {}, teacher)).records.map((r: { stemText: string }) => r.stemText)).not.toContain('化学题');
    // ...also when the list names the hidden bank, or searches its stems
    expect(await ok(itemApi.page, { bankId: hidden }, teacher)).toMatchObject({ total: 0, records: [] });
    expect(await ok(itemApi.page, { bankId: hidden, keyword: '化学' }, teacher)).toMatchObject({ total: 0, records: [] });
    expect(await ok(itemApi.page, { bankId: hidden, keyword: '化学' })).toMatchObject({ total: 1 });
    expect((await call(itemApi.add, { bankId: hidden, ...choice('越权') }, teacher)).code).toBe(ErrorCodes.notFound);
    // a bank shared with their department: seen and used, not managed
    expect((await call(bankApi.edit, { id: shared, name: '改名', deptId: mine }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(bankApi.remove, { id: shared }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(bankApi.copy, { id: shared, name: '复制' }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(knowledgeApi.add, { bankId: shared, name: '加点' }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(itemApi.add, { bankId: shared, ...choice('共享题') }, teacher)).code).toBe(ErrorCodes.noDataRights);
    const sharedItem = (await ok(itemApi.add, { bankId: shared, ...choice('共享库的题') })).id;
    expect((await ok(itemApi.get, { id: sharedItem }, teacher)).stemAttrs.content).toBe('<p>共享库的题</p>');
    expect((await call(itemApi.remove, { ids: [sharedItem] }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(itemApi.move, { ids: [sharedItem], bankId: own }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(itemApi.retag, { ids: [sharedItem], add: ['改'], remove: [] }, teacher)).code).toBe(ErrorCodes.noDataRights);
    // a bank for a department outside their rights, or for the whole institution
    expect((await call(bankApi.add, { name: '化学2', deptId: theirs }, teacher)).code).toBe(ErrorCodes.noDataRights);
    expect((await call(bankApi.add, { name: '全校', deptId: '' }, teacher)).code).toBe(ErrorCodes.noDataRights);
    const whole = (await ok(bankApi.add, { name: '全校题库' })).id;
    expect(await ok(bankApi.get, { id: whole })).toMatchObject({ deptId: null, deptName: null });
    expect((await call(bankApi.get, { id: whole }, teacher)).code).toBe(ErrorCodes.notFound);
  });
});

describe('knowledge models', () => {
  let bank: string;
  beforeAll(async () => {
    bank = (await ok(bankApi.add, { name: '英语', deptId: dept })).id;
  });

  it('builds a tree, names unique among siblings, moves a branch and reorders siblings', async () => {
    const grammar = (await ok(knowledgeApi.add, { bankId: bank, name: '语法' })).id;
    const tense = (await ok(knowledgeApi.add, { bankId: bank, parentId: grammar, name: '时态' })).id;
    const past = (await ok(knowledgeApi.add, { bankId: bank, parentId: tense, name: '过去时' })).id;
    const vocab = (await ok(knowledgeApi.add, { bankId: bank, name: '词汇' })).id;
    expect((await call(knowledgeApi.add, { bankId: bank, parentId: grammar, name: '时态' })).code).toBe(ErrorCodes.knowledgeNameTaken);
    expect((await call(knowledgeApi.move, { id: grammar, parentId: past, index: 0 })).code).toBe(ErrorCodes.knowledgeMoveIntoSelf);

    await ok(knowledgeApi.move, { id: tense, parentId: vocab, index: 0 });
    await ok(knowledgeApi.move, { id: vocab, index: 0 });
    const tree = await ok(knowledgeApi.tree, { bankId: bank });
    expect(tree).toMatchObject([
      { name: '词汇', children: [{ name: '时态', children: [{ name: '过去时' }] }] },
      { name: '语法', children: [] },
    ]);
    // the moved branch's items are found under its new ancestor
    await ok(itemApi.add, { bankId: bank, knowledgeIds: [past], ...choice('He ___ yesterday.') });
    expect((await ok(itemApi.page, { knowledgeId: vocab })).total).toBe(1);
    expect((await ok(itemApi.page, { knowledgeId: grammar })).total).toBe(0);

    await ok(knowledgeApi.rename, { id: past, name: '一般过去时' });
    await ok(knowledgeApi.remove, { id: tense });
    expect(await ok(knowledgeApi.tree, { bankId: bank })).toMatchObject([{ name: '词汇', children: [] }, { name: '语法' }]);
    const [row] = (await ok(itemApi.page, { bankId: bank })).records;
    expect(row).toMatchObject({ stemText: 'He ____ yesterday.'.replace('____', '___'), knowledgeNames: [] });
  });

  it('has at most 10 levels, when adding and when moving a branch', async () => {
    let parent: string | undefined;
    const chain: string[] = [];
    for (let level = 1; level <= 10; level++) {
      parent = (await ok(knowledgeApi.add, { bankId: bank, parentId: parent, name: `第${level}级` })).id;
      chain.push(parent!);
    }
    expect((await call(knowledgeApi.add, { bankId: bank, parentId: parent, name: '第11级' })).code).toBe(ErrorCodes.knowledgeModelDepth);
    const branch = (await ok(knowledgeApi.add, { bankId: bank, name: '分支' })).id;
    await ok(knowledgeApi.add, { bankId: bank, parentId: branch, name: '分支下级' });
    expect((await call(knowledgeApi.move, { id: branch, parentId: chain[8], index: 0 })).code).toBe(ErrorCodes.knowledgeModelDepth);
    await ok(knowledgeApi.move, { id: branch, parentId: chain[7], index: 0 });
  });

  it('refuses a parent or an item knowledge point of another bank', async () => {
    const other = (await ok(bankApi.add, { name: '历史', deptId: dept })).id;
    const foreign = (await ok(knowledgeApi.add, { bankId: other, name: '古代史' })).id;
    expect((await call(knowledgeApi.add, { bankId: bank, parentId: foreign, name: '混入' })).code).toBe(ErrorCodes.knowledgeNotInBank);
    expect((await call(itemApi.add, { bankId: bank, knowledgeIds: [foreign], ...choice('混入') })).code).toBe(
      ErrorCodes.knowledgeNotInBank,
    );
  });
});

describe('knowledge model spreadsheets', () => {
  it('imports paths level by level, keeping points the bank has; exports them back the same way', async () => {
    const bank = (await ok(bankApi.add, { name: '地理', deptId: dept })).id;
    await ok(knowledgeApi.add, { bankId: bank, name: '自然地理' });
    const file = await xlsxOf([['自然地理/气候'], ['自然地理／气候/季风'], ['人文地理'], ['／']]);
    const refused = await importFile(t, `/gl/tk/knowledge/import/${bank}`, admin, file, 'k.xlsx');
    expect(refused.code).toBe(ErrorCodes.importHasErrors);
    expect(refused.data.errors).toMatchObject([{ row: 5 }]);
    expect(await ok(knowledgeApi.tree, { bankId: bank })).toHaveLength(1);

    const good = await xlsxOf([['自然地理/气候'], ['自然地理／气候/季风'], ['人文地理']]);
    const imported = await importFile(t, `/gl/tk/knowledge/import/${bank}`, admin, good, 'k.xlsx');
    expect(imported.code, JSON.stringify(imported)).toBe(20000);
    expect(await ok(knowledgeApi.tree, { bankId: bank })).toMatchObject([
      { name: '自然地理', children: [{ name: '气候', children: [{ name: '季风', children: [] }] }] },
      { name: '人文地理', children: [] },
    ]);

    const exported = await inject(t, knowledgeApi.exportTree, { bankId: bank }, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const paths = book.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((r) => (r as string[])[1]);
    expect(paths).toEqual(['自然地理', '人文地理', '自然地理/气候', '自然地理/气候/季风']);
  });

  it('refuses a path deeper than 10 levels, and a bank of another institution', async () => {
    const bank = (await ok(bankApi.add, { name: '深度', deptId: dept })).id;
    const deep = await xlsxOf([[Array.from({ length: 11 }, (_, i) => `L${i}`).join('/')]]);
    const refused = await importFile(t, `/gl/tk/knowledge/import/${bank}`, admin, deep, 'k.xlsx');
    expect(refused.data.errors[0].reason).toBe('知识模型最多10级');
    await givenInstitution(t, '第二中学', 'adminb');
    const stranger = await signIn(t, 'adminb');
    expect((await importFile(t, `/gl/tk/knowledge/import/${bank}`, stranger, deep, 'k.xlsx')).code).toBe(ErrorCodes.notFound);
  });
});
