import { api, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { axeViolations, expect, expectConsoleErrors, type Page, test } from './test';

test.use({ locale: 'zh-CN' });

/** A 2×2 PNG, as pasted from a screenshot tool. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Types into a rich-text field named by its label. */
async function write(page: Page, label: string, text: string, index = 0) {
  const box = page.getByRole('textbox', { name: label }).nth(index);
  await box.click();
  await page.keyboard.type(text);
}

/** The toolbar of the rich-text field named by its label. */
const toolbarOf = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label }).locator('xpath=ancestor::div[contains(@class, "rich-text-editor")][1]').getByRole('toolbar');

async function save(page: Page) {
  await page
    .getByRole('button', { name: /^保\s*存$/ })
    .first()
    .click();
  await expect(page.getByText('已保存')).toBeVisible();
}

test('an author writes one item of each type in the editor, with a formula and an image, and sees it as a candidate will', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const as = api(request, token);
  const bank = (await as.post('/gl/tk/bank/add', { name: `编辑器题库${Date.now()}` })).data.id as string;
  await signInAsAdmin(page);
  const open = async (type: string) => {
    await page.goto(`/bank/item?bankId=${bank}&type=${type}`);
    await expect(page.getByRole('textbox', { name: '题干' }).or(page.getByRole('textbox', { name: '材料（题干）' }))).toBeVisible({
      timeout: 20_000,
    });
  };

  // single choice with a formula in the stem and an image in an option
  await open('single_choice');
  await write(page, '题干', '加速度的定义式是 ');
  await toolbarOf(page, '题干').getByRole('button', { name: '插入公式' }).click();
  const formula = page.getByRole('dialog');
  await formula.getByLabel('公式（LaTeX）').fill('a=\\frac{\\Delta v}{\\Delta t}');
  await expect(formula.locator('.katex').first()).toBeVisible();
  await formula.getByRole('button', { name: /确\s*定/ }).click();
  for (const [i, text] of ['速度', '加速度', '位移', '时间'].entries()) await write(page, `选项${'ABCD'[i]}内容`, text);
  const image = page.waitForResponse((r) => r.url().includes('/cloudeFile/file/upload/image'));
  await page
    .getByRole('textbox', { name: '选项A内容' })
    .locator('xpath=ancestor::div[contains(@class, "rich-text-editor")][1]')
    .locator('input[type=file]')
    .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: PNG });
  expect((await image).status()).toBe(200);
  await expect(page.getByRole('textbox', { name: '选项A内容' }).locator('img[src^="cloudeFile/file/"]')).toBeVisible();
  await page.getByLabel('选项B为正确答案').check();
  await save(page);

  await open('multiple_choice');
  await write(page, '题干', '下列属于矢量的是');
  for (const [i, text] of ['速度', '质量', '力', '时间'].entries()) await write(page, `选项${'ABCD'[i]}内容`, text);
  await page.getByLabel('选项A为正确答案').check();
  await page.getByLabel('选项C为正确答案').check();
  await save(page);

  await open('true_false');
  await write(page, '题干', '静止的物体不受力。');
  await page.getByLabel('选项B为正确答案').check();
  await save(page);

  await open('cloze_fill');
  await write(page, '题干', '力的单位是');
  await toolbarOf(page, '题干').getByRole('button', { name: '插入填空' }).click();
  await page.keyboard.type('，符号为');
  await toolbarOf(page, '题干').getByRole('button', { name: '插入填空' }).click();
  for (const [n, answers] of [
    ['1', ['牛顿', '牛']],
    ['2', ['N']],
  ] as const) {
    const blank = page.getByLabel(`第${n}空`);
    await blank.click();
    for (const a of answers) await page.keyboard.type(`${a}\n`);
  }
  await save(page);

  await open('matching');
  await write(page, '题干', '将物理量与单位连线');
  for (const [i, text] of ['米', '千克', '秒'].entries()) await write(page, `选项${'ABC'[i]}内容`, text);
  await write(page, '第1小题', '长度');
  await write(page, '第2小题', '质量');
  // with the keyboard, as the select is reached by Tab: the list opens on its first option
  for (const [n, downs] of [
    ['1', 0],
    ['2', 1],
  ] as const) {
    const select = page.getByLabel(`第${n}小题的答案`);
    await select.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(select.locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]')).toContainText('AB'[downs]!);
  }
  await save(page);

  await open('forced_choice');
  await write(page, '题干', '选出最像你和最不像你的描述');
  for (const [i, [text, dimension]] of [
    ['喜欢动手', '实践'],
    ['喜欢推理', '理论'],
    ['喜欢讨论', '合作'],
    ['喜欢独处', '独立'],
  ].entries()) {
    await write(page, `选项${'ABCD'[i]}内容`, text!);
    await page.getByLabel('维度').nth(i).fill(dimension!);
  }
  await save(page);

  await open('short_answer');
  await write(page, '题干', '简述牛顿第一定律');
  await write(page, '参考答案', '惯性定律');
  await save(page);

  await open('essay');
  await write(page, '题干', '论述力与运动的关系');
  await page.getByLabel('最少字数').fill('300');
  await save(page);

  await open('compound');
  await write(page, '题干', '阅读材料：汽车以 10 m/s 匀速行驶。');
  await page.getByLabel('小题题型').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('判断题', { exact: true }).click();
  await page.getByRole('button', { name: '添加小题' }).click();
  await write(page, '题干', '汽车做匀速运动。', 1);
  await page.getByLabel('选项A为正确答案').check();
  await page
    .getByRole('button', { name: '预 览' })
    .or(page.getByRole('button', { name: '预览' }))
    .click();
  const preview = page.getByRole('dialog', { name: '试题预览' });
  await expect(preview.getByText('阅读材料：汽车以 10 m/s 匀速行驶。')).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'A' })).not.toBeChecked();
  await preview.getByText('答案视角').click();
  await expect(preview.getByText('正确答案')).toBeVisible();
  await page.keyboard.press('Escape');
  await save(page);

  const items = (await as.get(`/gl/tk/item/page?bankId=${bank}&size=50`)).data.records as { itemTypeCode: string; id: string }[];
  expect(items.map((i) => i.itemTypeCode).sort()).toEqual(
    [
      'compound',
      'cloze_fill',
      'essay',
      'forced_choice',
      'matching',
      'multiple_choice',
      'short_answer',
      'single_choice',
      'true_false',
    ].sort(),
  );
  const single = (await as.get(`/gl/tk/item/get/${items.find((i) => i.itemTypeCode === 'single_choice')!.id}`)).data;
  expect(single.stemAttrs.content).toContain('data-latex="a=\\frac{\\Delta v}{\\Delta t}"');
  expect(single.optionsDataList[0].optionContent).toMatch(/<img src="cloudeFile\/file\/[\w-]{32}"/);
  expect(single.answerAttrs.options).toEqual(['B']);
  const cloze = (await as.get(`/gl/tk/item/get/${items.find((i) => i.itemTypeCode === 'cloze_fill')!.id}`)).data;
  expect(cloze.answerAttrs.blanks).toEqual([['牛顿', '牛'], ['N']]);
  const compound = (await as.get(`/gl/tk/item/get/${items.find((i) => i.itemTypeCode === 'compound')!.id}`)).data;
  expect(compound.childItemList).toMatchObject([{ itemTypeCode: 'true_false', answerAttrs: { options: ['A'] } }]);
});

test('an author opens a new item of every type one after another, back through the breadcrumb each time', async ({ page, request }) => {
  test.setTimeout(180_000);
  const as = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const name = `题型巡览${Date.now()}`;
  const bank = (await as.post('/gl/tk/bank/add', { name })).data.id as string;
  await signInAsAdmin(page);
  await page.goto(`/bank/items?bankId=${bank}`);
  // the page of the new item stays open in its tag, hidden, while the author goes back to the items
  for (const type of ['单选题', '多选题', '填空题', '匹配题', '组合题', '判断题', '迫选题', '简答题', '论述题/作文']) {
    await page.getByRole('button', { name: /新增试题/ }).click();
    await page.getByRole('menuitem', { name: type, exact: true }).click();
    await expect(page.getByText(`新增${type}`, { exact: true })).toBeVisible({ timeout: 20_000 });
    const stem = page.getByRole('textbox', { name: '题干' });
    await stem.click();
    await page.keyboard.type(`${type}的题干`);
    await expect(stem).toContainText(`${type}的题干`);
    await page.locator('.ant-breadcrumb').getByRole('link', { name: '题库列表' }).click();
    await page.getByRole('link', { name, exact: true }).first().click();
  }
});

test('when the editor cannot be fetched after a deploy, its page says so in the console and offers a reload that brings it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const as = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const bank = (await as.post('/gl/tk/bank/add', { name: `新版本题库${Date.now()}` })).data.id as string;
  await signInAsAdmin(page);
  // the editor's code of the build the page was opened with is gone from the server
  const editorCode = /\/assets\/rich-text-editor-[\w-]+\.js$/;
  await page.route(editorCode, (route) => route.abort());
  expectConsoleErrors(page, /rich-text-editor/);
  await page.goto(`/bank/items?bankId=${bank}`);
  await page.getByRole('button', { name: /新增试题/ }).click();
  await page.getByRole('menuitem', { name: '单选题', exact: true }).click();

  const scroller = page.getByTestId('page-scroller');
  await expect(scroller.getByText('页面无法加载')).toBeVisible({ timeout: 20_000 });
  await expect(scroller.getByText('可能是云考试刚刚发布了新版本，或网络已断开。请重新加载页面。')).toBeVisible();
  const reference = page.getByTestId('error-reference');
  await expect(reference).toHaveText(/^[0-9A-F]{8}$/);
  const first = await reference.textContent();
  await expect(scroller).not.toContainText(/rich-text-editor|TypeError|dynamically/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('error-page-zh.png') });
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(scroller.getByText('The page could not be loaded')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('error-page-en.png') });

  // the console around it still works; back on the page, it is tried afresh, and the editor comes with a reload
  const tags = page.getByRole('navigation', { name: 'Open pages' });
  await tags.getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('button', { name: /Add item/ })).toBeVisible();
  await tags.getByRole('link', { name: 'Question editor' }).click();
  await expect(reference).not.toHaveText(first!);
  await expect(reference).toHaveText(/^[0-9A-F]{8}$/);
  await page.unroute(editorCode);
  await scroller.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: 'Stem' })).toBeVisible({ timeout: 20_000 });
});
