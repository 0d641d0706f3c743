import { api, givenBankItem, importBankPaper, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { expect as baseExpect, test } from './test';

/**
 * An exam's papers changed on its page: a variant swapped with its holder, a paper moved to the other subject, a move
 * the server refuses told in the user's language, one for every subject imported; then the exam's settings read in
 * English after switching language.
 */
test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

const DAY = 86_400_000;
// a loaded machine answers slowly: a step waits longer than the default
const expect = baseExpect.configure({ timeout: 30_000 });

test('papers swap variants and move between subjects; a refused move is told; settings are named in the new language', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  };
  // The exam and three bank papers in Chinese, made through the API: this journey is about changing them.
  const run = Date.now().toString(36);
  const [first, second, long, shared] = ['甲卷', '乙卷', '长卷', '通用卷'].map((n) => `${n}${run}`) as [string, string, string, string];
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const server = api(request, token);
  const { bankId, itemId } = await givenBankItem(server, `试卷调整题库${run}`);
  const paperIds: Record<string, string> = {};
  for (const [name, duration] of [
    [first, 30],
    [second, 30],
    [long, 80],
    [shared, 30],
  ] as const) {
    const paper = await server.post('/gl/tk/paper/add', {
      name,
      bankIds: [bankId],
      kind: 'fixed',
      duration,
      sections: [{ topicName: '一、单项选择题', score: 2, items: [{ itemId }] }],
    });
    expect(paper.code, JSON.stringify(paper)).toBe(20000);
    paperIds[name] = paper.data.id;
  }
  const exam = await server.post('/gl/kw/kw/exam/add', {
    examName: `试卷调整考试${run}`,
    beginDate: new Date(Date.now() + DAY).toISOString(),
    endDate: new Date(Date.now() + 2 * DAY).toISOString(),
    subjects: [
      { subjectName: '语文', duration: 90 },
      { subjectName: '数学', duration: 60 },
    ],
  });
  expect(exam.code, JSON.stringify(exam)).toBe(20000);
  const examId = exam.data.id as string;
  const chineseId = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${examId}`)).data.subjects[0].id as string;
  const imported = await server.post('/gl/kw/kw/exam/paper/importPaper', {
    examId,
    subjectId: chineseId,
    paperIds: [paperIds[first], paperIds[second], paperIds[long]],
  });
  expect(imported.code, JSON.stringify(imported)).toBe(20000);

  await signInAsAdmin(page);
  await page.goto(`/examination/detail/editExaminationPaper/${examId}`);
  const card = (title: string) =>
    page.locator('.ant-card:visible').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
  const chinese = card('语文');
  const maths = card('数学');
  const row = (where: ReturnType<typeof card>, name: string) => where.locator('tbody tr').filter({ hasText: name });
  await expect(chinese.locator('tbody tr')).toHaveCount(3);
  await expect(maths.getByText('该科目还没有试卷')).toBeVisible();

  // 1. The first paper takes B: the second, holding it, takes A once the swap is confirmed.
  await page.getByRole('combobox', { name: `试卷“${first}”的卷别` }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="B"]').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('确定交换卷别吗？');
  await expect(confirm).toContainText(`“${first}”将改为B卷，原B卷“${second}”改为A卷。`);
  await confirm.getByRole('button', { name: /交\s*换/ }).click();
  await expect(page.locator('.ant-message')).toContainText('卷别已改为B卷');
  await expect(row(chinese, first)).toContainText('B');
  await expect(row(chinese, second)).toContainText('A');
  await expect(chinese.locator('tbody tr').first()).toContainText(second);

  // 2. The long paper cannot move to the shorter subject: the server's refusal names both, in Chinese.
  await page.getByRole('button', { name: `移动试卷“${long}”` }).click();
  await page.getByRole('menuitem', { name: '移至“数学”' }).click();
  await expect(page.locator('.ant-message')).toContainText(`试卷“${long}”时长80分钟，超过科目“数学”的考试时长60分钟`);
  // Its menu closes (slowly on a busy machine) before the next paper's opens.
  await expect(page.getByRole('menuitem', { name: '移至“数学”' })).toHaveCount(0);
  await expect(chinese.locator('tbody tr')).toHaveCount(3);

  // 3. The second paper moves to maths, where it is variant A.
  await page.getByRole('button', { name: `移动试卷“${second}”` }).click();
  await page.getByRole('menuitem', { name: '移至“数学”' }).click();
  await expect(page.locator('.ant-message')).toContainText('试卷已移至“数学”');
  await expect(row(maths, second)).toContainText('A');
  await expect(chinese.locator('tbody tr')).toHaveCount(2);
  // previewed as the subject's paper
  await maths.getByRole('button', { name: `预览试卷“${second}”` }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText('下列说法正确的是？');
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(page.getByText('下列说法正确的是？')).toBeHidden();

  // 4. A paper for every subject, imported in the card of the whole exam.
  const every = card('所有科目通用');
  await expect(every.getByText('还没有所有科目通用的试卷')).toBeVisible();
  await importBankPaper(page, every, '从题库导入试卷 - 所有科目通用', shared);
  await expect(row(every, shared)).toContainText('A');
  await shot('papers-zh');

  // 5. A paper the exam uses cannot be deleted: the list says why and offers nothing to confirm.
  await page.goto('/bank/papers');
  await page.getByPlaceholder('搜索试卷名称').fill(first);
  await page.getByPlaceholder('搜索试卷名称').press('Enter');
  const paperRow = page.locator('tbody tr.ant-table-row').filter({ hasText: first });
  await expect(paperRow).toHaveCount(1);
  await paperRow.getByRole('button', { name: /删\s*除/ }).click();
  const refusal = page.locator('.ant-popover:visible');
  await expect(refusal).toContainText(`无法删除试卷“${first}”`);
  await expect(refusal).toContainText('有 1 场考试引用了这份试卷：请先在这些考试中换用其他试卷，再删除它。');
  await expect(refusal.getByRole('button')).toHaveText(['知道了']);
  await refusal.getByRole('button', { name: '知道了' }).click();
  await expect(paperRow).toHaveCount(1);

  // 6. The settings, named by the server in the language the user switches to.
  await page.goto(`/examination/detail/editExamConfig/${examId}`);
  await expect(page.getByLabel('强制全屏')).toBeVisible();
  await shot('config-zh');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByLabel('Fullscreen required')).toBeVisible();
  await expect(page.getByText('The exam runs fullscreen; leaving fullscreen counts as leaving the page')).toBeVisible();
  await expect(page.getByLabel('强制全屏')).toHaveCount(0);
  await shot('config-en');
  // the papers page in English too
  await page.goto(`/examination/detail/editExaminationPaper/${examId}`);
  await expect(page.getByRole('combobox', { name: `Variant of paper “${first}”` })).toBeVisible();
  await expect(card('For every subject').locator('tbody tr')).toContainText(shared);
  await shot('papers-en');
});
