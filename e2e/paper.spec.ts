import { api, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './test';

test.use({ locale: 'zh-CN' });

const OK = /确\s*定/;

/** A bank with two knowledge points and single choice items under each (5 minutes each), made through the API. */
async function givenBank(server: ReturnType<typeof api>, name: string) {
  const bankId = (await server.post('/gl/tk/bank/add', { name })).data.id as string;
  const mechanics = (await server.post('/gl/tk/knowledge/add', { bankId, name: '力学' })).data.id as string;
  const optics = (await server.post('/gl/tk/knowledge/add', { bankId, name: '光学' })).data.id as string;
  for (const [point, count] of [
    [mechanics, 6],
    [optics, 3],
  ] as const)
    for (let n = 1; n <= count; n++) {
      const added = await server.post('/gl/tk/item/add', {
        bankId,
        knowledgeIds: [point],
        itemTypeCode: 'single_choice',
        score: 2,
        outTimeSecond: 300,
        stemAttrs: { content: `<p>${point === mechanics ? '力学' : '光学'}第${n}题：下列说法正确的是？</p>` },
        optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }, { optionContent: '丙' }],
        answerAttrs: { options: ['A'] },
      });
      expect(added.code, JSON.stringify(added)).toBe(20000);
    }
  return bankId;
}

/** The editor's form (pages of other tags stay mounted, hidden). */
const editorOf = (page: Page) => page.locator('form#paper').filter({ visible: true });

/** Chooses an option of the editor's select or tree select named by its label, typed to narrow a long list. */
async function choose(page: Page, label: string, option: string) {
  await editorOf(page).getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The items of the preview in the order drawn. */
const drawnOrder = (page: Page) => page.getByTestId('paper-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-item-id')));

/** Draws the preview with a candidate's seed and answers the order of its items. */
async function drawWith(page: Page, seed: string) {
  await page.getByLabel('考生种子').fill(seed);
  await page.getByRole('button', { name: /抽\s*题/ }).click();
  await expect(page.getByTestId('paper-seed-shown')).toContainText(`种子：${seed} ·`);
  return drawnOrder(page);
}

test('an author builds a paper by rules and one by hand, previews the draw by seed and packs them as variants A and B', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const bank = `组卷题库${Date.now()}`;
  await givenBank(server, bank);
  const rulesPaper = `力学随机卷${Date.now()}`;
  const handPaper = `光学手工卷${Date.now()}`;

  await signInAsAdmin(page);
  await page.goto('/bank');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('menuitem', { name: / 试卷$/ })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: / 试卷包$/ })).toBeVisible();
  await sidebar.getByRole('menuitem', { name: / 试卷$/ }).click();
  await expect(page).toHaveURL(/\/bank\/papers$/);

  // A paper by rules: four items on mechanics from the bank's six, the stock shown as the rule changes.
  await page.getByRole('button', { name: '新建试卷' }).click();
  await page.getByRole('menuitem', { name: /随机组卷/ }).click();
  await expect(page).toHaveURL(/\/bank\/paper\?kind=random$/);
  await editorOf(page).getByLabel('试卷名称').fill(rulesPaper);
  await choose(page, '题库', bank);
  await editorOf(page).getByLabel('大题名称').fill('一、单项选择题');
  await editorOf(page).getByRole('button', { name: '添加规则' }).click();
  const stock = page.getByTestId('rule-stock');
  // Any single choice item of the bank: nine.
  await expect(stock).toHaveText('9 / 1');
  await choose(page, '知识点', '力学');
  await editorOf(page).getByLabel('抽题数').fill('8');
  await expect(stock).toHaveText('6 / 8');
  await editorOf(page).getByLabel('抽题数').fill('4');
  await expect(stock).toHaveText('6 / 4');
  const summary = page.getByTestId('paper-summary');
  await expect(summary).toContainText('总分8'); // 4 items × 2 points
  // The duration covers the rule's worst case: its four longest items, 300 s each.
  await editorOf(page).getByLabel('考试时长').fill('15');
  await expect(page.getByTestId('duration-problem')).toContainText('20 分 0 秒');
  await editorOf(page).getByLabel('考试时长').fill('30');
  await expect(page.getByTestId('duration-problem')).toHaveCount(0);
  await page.getByRole('button', { name: '保存试卷' }).click();
  await expect(page.getByText('试卷已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/papers$/);
  const row = page.locator('.ant-table:visible tbody tr', { hasText: rulesPaper });
  await expect(row).toContainText('随机组卷');
  await expect(row).toContainText('8 / —');

  // Shared with another institution: a rules paper hands over its rules' pools, which the dialog says; a code is
  // made for the version, then revoked behind a confirm.
  await row.getByRole('button', { name: /分\s*享/ }).click();
  const share = page.getByRole('dialog');
  await expect(share).toContainText('授权码会交出每条规则可能抽到的全部试题');
  await share.getByRole('button', { name: '生成授权码' }).click();
  const code = share.locator('tbody tr').first();
  await expect(code).toContainText('有效');
  await expect(code).toContainText('v1');
  await code.getByRole('button', { name: /撤\s*销/ }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(code).toContainText('已撤销');
  await page.keyboard.press('Escape');
  await expect(share).toHaveCount(0);

  // Its preview: the same seed draws the same paper, another seed (soon) another.
  await row.getByRole('button', { name: /预\s*览/ }).click();
  await expect(page).toHaveURL(/\/bank\/paper-preview\?id=/);
  await expect(page.getByRole('heading', { name: rulesPaper })).toBeVisible();
  await expect(page.getByTestId('paper-item')).toHaveCount(4);
  const alice = await drawWith(page, 'alice');
  expect(alice).toHaveLength(4);
  await drawWith(page, 'bob');
  expect(await drawWith(page, 'alice')).toEqual(alice);
  const others = [];
  for (const seed of ['bob', 'carol', 'dave', 'erin']) others.push((await drawWith(page, seed)).join());
  expect(others.some((order) => order !== alice.join())).toBe(true);
  // The seed is in the address: a reload (or the link shared) draws the same paper.
  expect(await drawWith(page, 'alice')).toEqual(alice);
  await expect(page).toHaveURL(/\/bank\/paper-preview\?id=[^&]+&seed=alice$/);
  await page.reload();
  await expect(page.getByTestId('paper-seed-shown')).toContainText('种子：alice ·');
  await expect(page.getByLabel('考生种子')).toHaveValue('alice');
  expect(await drawnOrder(page)).toEqual(alice);
  // With the key: each item's right option marked.
  await page.getByLabel('显示答案与解析').click();
  await expect(page.getByText('正确答案').first()).toBeVisible();

  // A paper by hand: three items ticked in the drawer, too long for ten minutes.
  await page.goto('/bank/papers');
  await page.getByRole('button', { name: '新建试卷' }).click();
  await page.getByRole('menuitem', { name: /手工组卷/ }).click();
  await expect(page).toHaveURL(/\/bank\/paper\?kind=fixed$/);
  await editorOf(page).getByLabel('试卷名称').fill(handPaper);
  await choose(page, '题库', bank);
  await editorOf(page).getByLabel('考试时长').fill('10');
  await editorOf(page).getByRole('button', { name: '添加试题' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByText('从题库添加试题')).toBeVisible();
  const ticks = drawer.getByRole('checkbox', { name: /^选择：/ });
  await expect(ticks).toHaveCount(9);
  for (let i = 0; i < 3; i++) await ticks.nth(i).check();
  await drawer.getByRole('button', { name: '添加 3 道' }).click();
  await expect(page.getByText('从题库添加试题')).toBeHidden();
  await expect(page.getByTestId('section-items').locator('li')).toHaveCount(3);
  // Dragged by its handle onto the third row, the first item goes last.
  const stems = page.getByTestId('section-items').getByTestId('section-item-stem');
  const before = await stems.allTextContents();
  const handle = (await page.getByRole('button', { name: /^拖动以调整“1\./ }).boundingBox())!;
  const last = (await page.getByTestId('section-items').locator('li').nth(2).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + 20, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2, last.y + last.height - 4, { steps: 10 });
  await page.mouse.up();
  await expect(stems).toHaveText([before[1]!, before[2]!, before[0]!]);
  await expect(page.getByTestId('duration-problem')).toContainText('15 分 0 秒');
  await editorOf(page).getByLabel('考试时长').fill('20');
  await expect(page.getByTestId('duration-problem')).toHaveCount(0);
  await page.getByRole('button', { name: '保存试卷' }).click();
  await expect(page.getByText('试卷已保存')).toBeVisible();
  const handRow = page.locator('.ant-table:visible tbody tr', { hasText: handPaper });
  await expect(handRow).toContainText('手工组卷');

  // Someone saves it while it is open: saving again is refused and offers the latest version.
  await handRow.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(editorOf(page).getByLabel('试卷名称')).toHaveValue(handPaper);
  const saved = (await server.get(`/gl/tk/paper/page?name=${encodeURIComponent(handPaper)}&current=1&size=10`)).data.records[0];
  const theirs = (await server.get(`/gl/tk/paper/get/${saved.id}`)).data;
  expect((await server.post('/gl/tk/paper/update', { ...theirs, description: '另一位老师的修改' })).code).toBe(20000);
  await editorOf(page).getByLabel('试卷说明').fill('我的修改');
  await page.getByRole('button', { name: '保存试卷' }).click();
  const stale = page.locator('.ant-modal-confirm');
  await expect(stale).toContainText('试卷已被他人修改');
  await stale.getByRole('button', { name: '重新加载' }).click();
  await expect(editorOf(page).getByLabel('试卷说明')).toHaveValue('另一位老师的修改');

  // A package: the rules paper as variant A, the hand-made one as B.
  await sidebar.getByRole('menuitem', { name: / 试卷包$/ }).click();
  await expect(page).toHaveURL(/\/bank\/packages$/);
  await page.getByRole('button', { name: '新建试卷包' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('试卷包名称').fill(`期中AB卷${Date.now()}`);
  await expect(dialog).toContainText('轮流分配：按考生在考试中的顺序');
  for (const [label, paper] of [
    ['A 卷的试卷', rulesPaper],
    ['B 卷的试卷', handPaper],
  ] as const) {
    await dialog.getByLabel(label).fill(paper);
    await page.locator('.ant-select-dropdown:visible').getByTitle(paper, { exact: true }).click();
  }
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);
  const variants = page.locator('.ant-table:visible tbody tr').first().getByTestId('package-variant');
  await expect(variants).toHaveText([`A ${rulesPaper}`, `B ${handPaper}`]);
});

/** Whether the element's centre is the element itself, not something drawn over it (the editor's sticky summary). */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

test('items show their formulas drawn and blanks as ____ in the bank and the composer; a section scores its items by its score or their own', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const bank = `函数题库${Date.now()}`;
  const bankId = (await server.post('/gl/tk/bank/add', { name: bank })).data.id as string;
  for (const item of [
    {
      itemTypeCode: 'cloze_fill',
      score: 4,
      stemAttrs: {
        content:
          '<p>抛物线 <span data-latex="y=x^{2}-4x+3"></span> 的顶点坐标是 (<span data-blank="1"></span>, <span data-blank="2"></span>)。</p>',
      },
      answerAttrs: { blanks: [['2'], ['-1']] },
    },
    {
      itemTypeCode: 'single_choice',
      score: 5,
      stemAttrs: {
        content: '<p>已知二次函数 <span data-latex="f(x)=\\frac{1}{2}x^{2}"></span>，则 <span data-latex="f(2)"></span> 等于？</p>',
      },
      optionsDataList: [{ optionContent: '2' }, { optionContent: '4' }],
      answerAttrs: { options: ['A'] },
    },
  ])
    expect((await server.post('/gl/tk/item/add', { bankId, ...item })).code).toBe(20000);

  // The bank's item list draws the formulas and shows the blanks.
  await signInAsAdmin(page);
  await page.goto(`/bank/items?bankId=${bankId}`);
  const cloze = page.locator('.ant-table:visible tbody tr', { hasText: '顶点坐标' });
  // KaTeX comes with the first formula shown: until then a formula reads in its compact form.
  await expect(cloze.locator('.katex')).toHaveCount(1, { timeout: 15_000 });
  await expect(cloze).toContainText('的顶点坐标是 (____, ____)。');
  await expect(page.locator('.ant-table:visible tbody tr', { hasText: '已知二次函数' }).locator('.katex')).toHaveCount(2);

  // So do the picker and the composer's rows; the picker's ticks name the stems with the formulas in short.
  await page.goto('/bank/paper?kind=fixed');
  await editorOf(page).getByLabel('试卷名称').fill(`函数小测${Date.now()}`);
  await choose(page, '题库', bank);
  await editorOf(page).getByRole('button', { name: '添加试题' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.locator('tbody tr', { hasText: '顶点坐标' }).locator('.katex')).toHaveCount(1);
  await drawer.getByRole('checkbox', { name: /^选择：抛物线 y=x²-4x\+3 的顶点坐标是 \(____, ____\)/ }).check();
  await drawer.getByRole('checkbox', { name: /^选择：已知二次函数 f\(x\)=1\/2x²，则 f\(2\)/ }).check();
  await drawer.getByRole('button', { name: '添加 2 道' }).click();
  const rows = page.getByTestId('section-items').locator('li');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator('.katex')).toHaveCount(1);
  await expect(rows.first()).toContainText('的顶点坐标是 (____, ____)。');
  await expect(rows.nth(1).locator('.katex')).toHaveCount(2);

  // A paper by hand keeps its items' own scores (4 + 5), and says so; the section's one score replaces them.
  const summary = page.getByTestId('paper-summary');
  const hint = page.getByTestId('section-scoring-hint');
  await expect(hint).toHaveText('每道试题按其在题库中的分值计分；单题可另设');
  await expect(summary).toContainText('总分9');
  await expect(editorOf(page).getByLabel(/^分值：1\./)).toHaveAttribute('placeholder', '4');
  await editorOf(page).locator('label', { hasText: '统一分值' }).click();
  await expect(hint).toHaveText('本大题每道试题计 2 分，不用题库中的分值；单题或规则可另设');
  await expect(summary).toContainText('总分4');
  await expect(rows.nth(1)).toContainText('题库 5 分');
  await editorOf(page).getByLabel('大题统一分值').fill('3');
  await expect(summary).toContainText('总分6');
  // An item given its own score keeps it either way.
  await editorOf(page)
    .getByLabel(/^分值：2\./)
    .fill('2.5');
  await expect(summary).toContainText('总分5.5');
  await editorOf(page).locator('label', { hasText: '按试题原分值' }).click();
  await expect(summary).toContainText('总分6.5');

  // The sticky summary leaves room under it: "添加大题", scrolled to as a keyboard user reaches it, is not covered.
  await page.getByTestId('page-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  const addSection = editorOf(page).getByRole('button', { name: '添加大题' });
  await addSection.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
  expect(await uncovered(addSection)).toBe(true);
  await addSection.click();
  await expect(page.getByTestId('paper-section')).toHaveCount(2);
  await page.getByRole('button', { name: '删除大题' }).last().click();
  await expect(page.getByTestId('paper-section')).toHaveCount(1);

  await page.getByRole('button', { name: '保存试卷' }).click();
  await expect(page.getByText('试卷已保存')).toBeVisible();
  const saved = (await server.get(`/gl/tk/paper/page?name=${encodeURIComponent('函数小测')}&current=1&size=10`)).data.records[0];
  const paper = (await server.get(`/gl/tk/paper/get/${saved.id}`)).data;
  expect(paper).toMatchObject({ totalScore: 6.5, sections: [{ scoring: 'own', items: [{ ownScore: 4 }, { score: 2.5, ownScore: 5 }] }] });
});
