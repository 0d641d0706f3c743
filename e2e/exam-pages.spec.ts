import fs from 'node:fs';
import path from 'node:path';
import { adminSession, api, givenBankItem, mainlandId } from './fixtures';
import { BASE_URL } from './server';
import { expect as baseExpect, type Page, test } from './test';

/**
 * The exam pages no other journey visits, with their data made through the API: the order of published exams, an
 * exam's base information edited, candidates added one by one under an admission number rule and removed, the
 * candidates of an exam under way (what can no longer change, and why), and the section's addresses that redirect.
 */
test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

/** Pages loaded for the first time on a shared machine: a little more patience than the default five seconds. */
const expect = baseExpect.configure({ timeout: 30_000 });

const OK = /确\s*定/;
const SAVE = /保\s*存/;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A run's own names: the server keeps exam names unique. */
const run = String(Date.now()).slice(-5);
const shots = path.join(import.meta.dirname, 'artifacts', 'exam-pages');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(300); // antd's motion settles
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

type Server = ReturnType<typeof api>;

/** An exam of one subject (语文, 60 minutes) over the window, answering its id and its subject's. */
async function givenExam(server: Server, examName: string, begin: number, end: number, categoryId?: string) {
  const exam = await server.post('/gl/kw/kw/exam/add', {
    examName,
    categoryId,
    beginDate: new Date(begin).toISOString(),
    endDate: new Date(end).toISOString(),
    description: '旧的说明',
    subjects: [{ subjectName: '语文', duration: 60 }],
  });
  expect(exam.code, JSON.stringify(exam)).toBe(20000);
  const id = exam.data.id as string;
  const subjectId = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${id}`)).data.subjects[0].id as string;
  return { id, subjectId };
}

/** A bank paper of one item, for the exams to publish with (`label` tells one test's bank and paper from another's). */
async function givenPaper(server: Server, label: string) {
  const { bankId, itemId } = await givenBankItem(server, `${label}题库${run}`);
  const paper = await server.post('/gl/tk/paper/add', {
    name: `${label}试卷${run}`,
    bankIds: [bankId],
    kind: 'fixed',
    duration: 60,
    passMark: 1,
    sections: [{ topicName: '一、单项选择题', score: 2, items: [{ itemId }] }],
  });
  expect(paper.code, JSON.stringify(paper)).toBe(20000);
  return paper.data.id as string;
}

/** A published exam: its paper, a candidate, a session ahead with a room, the candidate seated. */
async function publishedExam(server: Server, paperId: string, examName: string, begin: number, end: number, serial: number) {
  const { id, subjectId } = await givenExam(server, examName, begin, end);
  const steps = [
    await server.post('/gl/kw/kw/exam/paper/importPaper', { examId: id, subjectId, paperIds: [paperId] }),
    await server.post('/gl/kw/kw/exam/candidate/add', {
      examId: id,
      name: `考生${serial}号`,
      certType: '0',
      idNumber: mainlandId(serial, '19900202'),
    }),
  ];
  const sessionBegin = Math.max(begin, Date.now()) + HOUR;
  const session = await server.post('/gl/kw/kw/exam/session/add', {
    examId: id,
    subjectId,
    sessionName: `场次${serial}`,
    beginDate: new Date(sessionBegin).toISOString(),
    endDate: new Date(sessionBegin + 2 * HOUR).toISOString(),
  });
  steps.push(
    session,
    await server.post('/gl/kw/kw/exam/room/add', { sessionId: session.data?.id, roomName: '第一考场', capacity: 10, address: '教学楼' }),
    await server.post('/gl/kw/kw/exam/seat/assign', { examId: id, subjectId, strategy: 'order' }),
  );
  for (const step of steps) expect(step.code, JSON.stringify(step)).toBe(20000);
  const published = await server.post('/gl/kw/kw/exam/updateBatch', { ids: [id], action: 'publish' });
  expect(published.data?.done, JSON.stringify(published)).toBe(1);
  return id;
}

test('the exam order, base information, candidates one by one, a locked exam and the redirects', async ({ page, request, context }) => {
  // About a minute alone; more while other browsers share the machine.
  test.setTimeout(180_000);
  const token = await adminSession(request, context);
  const server = api(request, token);
  const now = Date.now();
  const paperId = await givenPaper(server, '排序');
  const first = `排序考试甲${run}`;
  const second = `排序考试乙${run}`;
  const underWay = `进行中考试${run}`;
  await publishedExam(server, paperId, first, now + DAY, now + 2 * DAY, 1);
  await publishedExam(server, paperId, second, now + DAY, now + 2 * DAY, 2);
  const lockedId = await publishedExam(server, paperId, underWay, now - HOUR, now + DAY, 3);
  const draft = await givenExam(server, `编辑考试${run}`, now + 3 * DAY, now + 4 * DAY);
  // An account of the institution that is in no exam of this journey yet: it is picked from the search.
  const known = `已有考生${run}`;
  const knownId = mainlandId(Number(run.slice(-3)), '19880808');
  expect(
    (await server.post('/gl/kw/kw/exam/candidate/add', { examId: lockedId, name: known, certType: '0', idNumber: knownId })).code,
  ).toBe(20000);

  await test.step('the section and an exam-less detail address lead to the exam list', async () => {
    await page.goto('/examination');
    await page.waitForURL(/\/examination\/list$/);
    await page.goto('/examination/detail');
    await page.waitForURL(/\/examination\/list$/);
    await expect(page.getByRole('button', { name: /创建考试/ })).toBeVisible();
    await page.getByRole('button', { name: '考试排序' }).click();
    await page.waitForURL(/\/examination\/examOrder$/);
  });

  await test.step('two published exams change places, from the keyboard, and stay so', async () => {
    const names = page.locator('ol li strong');
    const ours = async () => (await names.allTextContents()).filter((n) => [first, second, underWay].includes(n));
    await expect(names.filter({ hasText: first })).toBeVisible();
    expect(await ours()).toEqual([first, second, underWay]);
    const handle = page.getByRole('button', { name: `拖动“${second}”调整顺序` });
    // Space takes the row, an arrow moves it, space puts it down: each a moment apart, as the list measures its rows.
    await handle.focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(ours).toEqual([second, first, underWay]);
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await page.reload();
    await expect(names.filter({ hasText: first })).toBeVisible();
    expect(await ours()).toEqual([second, first, underWay]);
  });

  await test.step("an exam's description and subject duration are changed and kept; early submit over the duration is told", async () => {
    const form = page.locator('form#examBaseInfo').filter({ visible: true });
    const address = `/examination/detail/editExamBaseInfo/${draft.id}`;
    await page.goto(address);
    await expect(form.getByLabel('考试说明')).toHaveValue('旧的说明');
    await form.getByLabel('考试说明').fill('请提前十五分钟到场');
    await form.getByLabel('考试时长 1').fill('75');
    await form.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/examination\/detail\/index\//);
    await page.goto(address);
    await expect(form.getByLabel('考试说明')).toHaveValue('请提前十五分钟到场');
    await expect(form.getByLabel('考试时长 1')).toHaveValue('75');
    await form.getByLabel('允许提前交卷 1').fill('80');
    await expect(form.getByText('第 1 个科目: 允许提前交卷分钟数须为不大于考试时长的非负整数')).toBeVisible();
  });

  await test.step('candidates are added one by one, numbered by the rule, and one removed', async () => {
    await page.goto(`/examination/detail/add/${draft.id}`);
    const actions = page.locator('.ant-card-extra').filter({ visible: true });
    const rows = page.locator('tbody tr.ant-table-row').filter({ visible: true });
    await expect(page.getByText('还没有考生')).toBeVisible();

    // A new person.
    await actions.getByRole('button', { name: '添加考生' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('新考生').click();
    await dialog.getByLabel('姓名').fill(`新考生${run}`);
    await expect(dialog.getByLabel('证件类型')).toBeVisible();
    const idNumber = mainlandId(Number(run.slice(-3)), '19960606');
    const wrongCheck = idNumber.slice(0, 17) + (idNumber.endsWith('1') ? '2' : '1');
    await dialog.getByLabel('证件号码').fill(wrongCheck);
    await expect(dialog.getByText('请输入正确的证件号码！')).toBeVisible();
    // confirmed as it is, the dialog stays open with what was typed (and nothing goes unhandled)
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue(`新考生${run}`);
    await dialog.getByLabel('证件号码').fill(idNumber);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已添加，准考证号 000001')).toBeVisible();
    await expect(rows.filter({ hasText: `新考生${run}` })).toContainText('000001');

    // An existing account, found by its name.
    await actions.getByRole('button', { name: '添加考生' }).click();
    await dialog.getByRole('combobox', { name: /考生账号/ }).fill(known);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: known }).click();
    await dialog.getByRole('button', { name: OK }).click();
    await expect(rows.filter({ hasText: known })).toContainText('000002');

    // The rule: a prefix and four digits; the next number follows it.
    await actions.getByRole('button', { name: '准考证号规则' }).click();
    await dialog.getByLabel('前缀').fill('KS');
    await dialog.getByLabel('流水号位数').fill('4');
    await dialog.getByLabel('起始流水号').fill('7');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog).toBeHidden();
    await actions.getByRole('button', { name: '准考证号规则' }).click();
    await expect(dialog.getByText('示例：KS0007')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await actions.getByRole('button', { name: '添加考生' }).click();
    await dialog.getByText('新考生').click();
    await dialog.getByLabel('姓名').fill(`规则考生${run}`);
    await dialog.getByLabel('证件号码').fill(mainlandId(Number(run.slice(-3)), '19970707'));
    await shot(page, 'add-dialog');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(rows.filter({ hasText: `规则考生${run}` })).toContainText(/KS\d{4}/);
    await expect(rows).toHaveCount(3);

    // Removing one asks first.
    await page.getByRole('button', { name: `移除新考生${run}` }).click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: OK }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `新考生${run}` })).toHaveCount(0);
  });

  await test.step('the candidates of an exam under way: what can no longer change, and why', async () => {
    await page.goto(`/examination/detail/add/${lockedId}`);
    const actions = page.locator('.ant-card-extra').filter({ visible: true });
    await expect(page.getByRole('alert').filter({ hasText: '考试已开始，考生信息不能修改' })).toBeVisible();
    const row = page.locator('tbody tr.ant-table-row').filter({ visible: true }).filter({ hasText: known });
    await expect(row.getByRole('button', { name: `修改信息：${known}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `移除${known}` })).toBeDisabled();
    // A disabled action tells why when pointed at.
    await row
      .getByRole('button', { name: `修改信息：${known}` })
      .locator('xpath=../..')
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText('考试已开始，考生信息不能修改');
    await expect(actions.getByRole('button', { name: '添加考生' })).toBeEnabled();
    await expect(page.getByRole('alert')).toContainText('考试已发布，取消发布后才能移除考生');
    await shot(page, 'locked-zh');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The exam has begun: candidate information can no longer change' }),
    ).toBeVisible();
    await expect(
      page
        .locator('tbody tr.ant-table-row')
        .filter({ visible: true })
        .filter({ hasText: known })
        .getByRole('button', { name: `Edit ${known}` }),
    ).toBeDisabled();
    await shot(page, 'locked-en');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
  });
});

test('exams copied, deleted after a confirm and handled in a batch; a category renamed and deleted', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const token = await adminSession(request, context);
  const server = api(request, token);
  const now = Date.now();
  const category = await server.post('/gl/pt/pt/examination-category/add', { name: `临时分类${run}`, sort: 9 });
  expect(category.code, JSON.stringify(category)).toBe(20000);
  const prefix = `批量考试${run}`;
  const [draft, other, kept] = [`${prefix}甲`, `${prefix}乙`, `${prefix}丙`];
  await givenExam(server, draft, now + DAY, now + 2 * DAY, category.data.id);
  await givenExam(server, other, now + DAY, now + 2 * DAY);
  await publishedExam(server, await givenPaper(server, '批量'), kept, now + DAY, now + 2 * DAY, 7);

  const rows = page.locator('.ant-table:visible tbody tr.ant-table-row');
  const row = (name: string) => rows.filter({ has: page.getByRole('link', { name, exact: true }) });
  const popconfirm = page.locator('.ant-popconfirm').filter({ visible: true });

  await test.step('an exam is copied, and the copy deleted after its confirm', async () => {
    await page.goto('/examination/list');
    await page.getByPlaceholder('搜索考试名称').fill(prefix);
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(3);
    await expect(row(draft)).toContainText(`临时分类${run}`);
    await row(draft).getByRole('button', { name: '复制' }).click();
    await expect(popconfirm).toContainText(`复制“${draft}”的基本信息、科目、设置和信息采集表（不含考生）？`);
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已复制')).toBeVisible();
    const copy = `${draft}-副本`;
    await expect(row(copy)).toContainText('语文');
    await expect(row(copy)).toContainText(`临时分类${run}`);
    // A published exam cannot be deleted: its button says why.
    await expect(row(kept).getByRole('button', { name: '删除' })).toBeDisabled();
    await expect(row(kept).getByRole('button', { name: '删除' })).toHaveAttribute('title', '已发布的考试不能删除');
    await row(copy).getByRole('button', { name: '删除' }).click();
    await expect(popconfirm).toContainText(`确定删除“${copy}”吗？`);
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(row(copy)).toHaveCount(0);
    await expect(rows).toHaveCount(3);
  });

  await test.step('a batch delete takes the drafts and names the published exam it refused', async () => {
    for (const name of [draft, other, kept]) await row(name).getByRole('checkbox').check();
    const toolbar = page.locator('.ant-space').filter({ has: page.getByPlaceholder('搜索考试名称') });
    await toolbar.getByRole('button', { name: /删\s*除/ }).click();
    await expect(popconfirm).toContainText('对选中的 3 场考试执行“删除”？');
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-message')).toContainText('已处理 2 场考试');
    const refused = page.locator('.ant-modal-confirm').filter({ visible: true });
    await expect(refused.locator('.ant-modal-confirm-title')).toHaveText('有 1 场考试未能处理');
    await expect(refused.getByRole('listitem')).toHaveText(`${kept}：已发布的考试不能删除`);
    await shot(page, 'batch-refused');
    await refused.getByRole('button', { name: /知道了|确\s*定/ }).click();
    await expect(rows).toHaveCount(1);
    await expect(row(kept)).toBeVisible();
    // Unpublished from its row, after its confirm: then it may be deleted.
    await row(kept).getByRole('button', { name: '取消发布' }).click();
    await expect(popconfirm).toContainText(`确定取消发布“${kept}”吗？考生将看不到这场考试。`);
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-message')).toContainText('已取消发布');
    await expect(row(kept)).toContainText('未发布');
    await expect(row(kept).getByRole('button', { name: '删除' })).toBeEnabled();
  });

  await test.step('a category is renamed, then deleted after its confirm', async () => {
    await page.goto('/examination/category');
    await page.getByRole('button', { name: `编辑“临时分类${run}”` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('分类名称')).toHaveValue(`临时分类${run}`);
    await dialog.getByLabel('分类名称').fill(`期中分类${run}`);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-tree').getByText(`期中分类${run}`)).toBeVisible();
    await page.getByRole('button', { name: `删除“期中分类${run}”` }).click();
    await expect(popconfirm).toContainText('该分类下的考试将不再属于任何分类。');
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-tree').getByText(`期中分类${run}`)).toHaveCount(0);
  });
});

test("a cloud file of the information form goes to the file store by getBucketTempCredential's address (without a bucket, this server's signed one) and is kept", async ({
  page,
  request,
  context,
}) => {
  const token = await adminSession(request, context);
  const server = api(request, token);
  const now = Date.now();
  const { id } = await givenExam(server, `云文件考试${run}`, now + DAY, now + 2 * DAY);
  const form = await server.post('/gl/kw/cj/project-collect-info/save', {
    projectId: id,
    fields: [{ componentId: 'cloudFile', title: '成绩单', description: 'PDF 或图片' }],
  });
  expect(form.code, JSON.stringify(form)).toBe(20000);
  const name = `云文件考生${run}`;
  const candidate = await server.post('/gl/kw/kw/exam/candidate/add', {
    examId: id,
    name,
    certType: '0',
    idNumber: mainlandId(Number(run.slice(-3)), '19910909'),
  });
  expect(candidate.code, JSON.stringify(candidate)).toBe(20000);

  // The address the page had before it moved under detail/ (spec §2) still leads to it.
  const editPath = `candidateDetail/editCandidate/${id}/${candidate.data.id}/${candidate.data.admissionNumber}`;
  await page.goto(`/examination/${editPath}`);
  await page.waitForURL(new RegExp(`/examination/detail/${editPath}$`));
  const edit = page
    .locator('.ant-card')
    .filter({ visible: true })
    .filter({ hasText: `修改考生信息 - ${name}` });
  const credential = page.waitForResponse((r) => r.url().includes('/gl/kw/kw/bucket/getBucketTempCredential'));
  const stored = page.waitForResponse((r) => r.url().includes('/cloudeFile/file/signedUpload/'));
  await edit.locator('form input[type=file]').setInputFiles({
    name: '成绩单.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  // Without a bucket the credential is this server's signed address, which takes the file.
  expect((await (await credential).json()).data).toMatchObject({ mode: 'signed', maxBytes: expect.any(Number) });
  expect((await (await stored).json()).code).toBe(20000);
  await expect(edit.getByRole('link', { name: '成绩单.pdf' })).toBeVisible();
  await shot(page, 'cloud-file');
  await edit.getByRole('button', { name: SAVE }).click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await page.waitForURL(/\/examination\/detail\/candidateDetail\/detail\//);
  await page.reload();
  const answers = page.locator('.ant-card').filter({ visible: true }).filter({ hasText: '采集信息' });
  const link = answers.getByRole('link', { name: '成绩单.pdf' });
  await expect(link).toBeVisible();
  const file = await request.get(new URL((await link.getAttribute('href'))!, BASE_URL).href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
