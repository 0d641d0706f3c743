import { helpArticleApi, helpMenuApi } from '@cloud-exam/contract/help/help';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../test/probes';
import { createTestApp, givenOperator, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: string;
const { call, ok } = callsOf(
  () => t,
  () => operator,
);
/** What a signed-out visitor gets. */
const read = (e: Parameters<typeof call>[0], input: unknown) => call(e, input);
/** What the operator gets, refusals included. */
const asOperator = (e: Parameters<typeof call>[0], input: unknown) => call(e, input, operator);

beforeAll(async () => {
  t = await createTestApp();
  await givenOperator(t, 'helpop');
  operator = await signIn(t, 'helpop');
});
afterAll(() => t.close());

const hitsOf = (parts: { text: string; hit: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);

describe('help centre', () => {
  let guide: string;

  it('keeps menus to three levels, in their order, and deletes only an empty one', async () => {
    const second = (await ok(helpMenuApi.add, { name: '常见问题', sort: 2 })).id;
    guide = (await ok(helpMenuApi.add, { name: '考生指南', sort: 1 })).id;
    const level2 = (await ok(helpMenuApi.add, { parentId: guide, name: '报名' })).id;
    const level3 = (await ok(helpMenuApi.add, { parentId: level2, name: '缴费' })).id;
    expect((await asOperator(helpMenuApi.add, { parentId: level3, name: '发票' })).code).toBe(ErrorCodes.helpMenuDepth);
    expect((await asOperator(helpMenuApi.add, { name: '考生指南' })).code).toBe(ErrorCodes.helpMenuNameTaken);

    const tree = (await read(helpMenuApi.list, undefined)).data;
    expect(tree.map((m: { name: string }) => m.name)).toEqual(['考生指南', '常见问题']);
    expect(tree[0].children[0]).toMatchObject({ name: '报名', level: 2, children: [{ name: '缴费', level: 3 }] });

    expect((await asOperator(helpMenuApi.remove, { id: guide })).code).toBe(ErrorCodes.helpMenuHasChildren);
    await ok(helpMenuApi.remove, { id: second });
    await ok(helpMenuApi.edit, { id: level3, name: '缴费与退费', sort: 0 });
    expect((await read(helpMenuApi.list, undefined)).data[0].children[0].children[0].name).toBe('缴费与退费');
  });

  it('shows visitors the published articles of a menu, paged, their HTML sanitised', async () => {
    const add = (title: string, content: string, published = true, sort = 0) =>
      ok(helpArticleApi.add, { menuId: guide, title, content, published, sort });
    const first = (
      await add('如何报名考试', '<p>登录后进入报名页面。<script>alert(1)</script><img src="x" onerror="alert(2)"></p>', true, 1)
    ).id;
    const draft = (await add('尚未发布的草稿：准考证', '<p>准考证草稿</p>', false)).id;
    await add(
      'How to reset your password',
      '<p>Open <strong>Forgot password</strong> on the sign-in page and follow the code sent to you.</p>',
      true,
      2,
    );
    await add('비밀번호 재설정', '<p>로그인 페이지에서 비밀번호 찾기를 누르세요.</p>', true, 3);
    await add(
      '考试当天须知',
      `<p>${'请提前三十分钟到达考场，携带身份证件。'.repeat(8)}考前一天可在个人中心下载并打印准考证，${'进入考场后请关闭手机。'.repeat(8)}</p>`,
      true,
      4,
    );

    const page = (await read(helpArticleApi.queryPage, { menuId: guide, current: 1, size: 2 })).data;
    expect(page.total).toBe(4);
    expect(page.records.map((a: { title: string }) => a.title)).toEqual(['如何报名考试', 'How to reset your password']);
    expect(page.records[0].content).not.toMatch(/script|onerror|alert/);
    expect((await read(helpArticleApi.queryPage, { menuId: guide, current: 3, size: 2 })).data).toMatchObject({ total: 4, records: [] });

    expect((await read(helpArticleApi.query, { id: first })).data.title).toBe('如何报名考试');
    expect((await read(helpArticleApi.query, { id: draft })).code).toBe(ErrorCodes.notFound);
    const editing = (await ok(helpArticleApi.page, { published: '0' })).records;
    expect(editing.map((a: { title: string; menuName: string }) => [a.title, a.menuName])).toEqual([
      ['尚未发布的草稿：准考证', '考生指南'],
    ]);
    expect((await asOperator(helpMenuApi.remove, { id: guide })).code).toBe(ErrorCodes.helpMenuHasChildren);
  });

  it('finds published articles by a word in any language, anywhere in title or text, with the matches marked', async () => {
    const search = async (keyword: string, current = 1, size = 10) =>
      (await read(helpArticleApi.searchPage, { keyword, current, size })).data;

    // A Chinese word in the middle of a long body, and not in the unpublished draft that also has it.
    const ticket = await search('准考证');
    expect(ticket.total).toBe(1);
    expect(hitsOf(ticket.records[0].title)).toEqual([]);
    expect(ticket.records[0].snippet.map((p: { text: string }) => p.text).join('')).toMatch(/^….*下载并打印准考证.*…$/);
    expect(hitsOf(ticket.records[0].snippet)).toEqual(['准考证']);

    const password = await search('PASSWORD');
    expect(password.records.map((r: { title: { text: string }[] }) => r.title.map((p) => p.text).join(''))).toEqual([
      'How to reset your password',
    ]);
    expect(hitsOf(password.records[0].title)).toEqual(['password']);
    expect(hitsOf(password.records[0].snippet)).toEqual(['password']);

    expect(hitsOf((await search('비밀번호')).records[0].title)).toEqual(['비밀번호']);
    expect((await search('100%')).total).toBe(0);

    // One character (no trigram of its own) still finds; pages of one.
    const titles = (page: { records: { title: { text: string }[] }[] }) => page.records.map((r) => r.title.map((p) => p.text).join(''));
    const pages = [await search('考', 1, 1), await search('考', 2, 1), await search('考', 3, 1)];
    expect(pages.map((p) => p.total)).toEqual([2, 2, 2]);
    expect(pages.map(titles)).toEqual([['如何报名考试'], ['考试当天须知'], []]);
  });
});
