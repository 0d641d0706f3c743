import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { adminSession, api } from './fixtures';
import { ADMIN_PASSWORD, BASE_URL } from './server';
import { axeViolations, expect as baseExpect, type Page, test } from './test';

/**
 * Exam day in the console, on a session filled by the exam-day simulator (real candidates' calls through the HTTP
 * API and the live channel): the session's overview counts them live as they sign in, answer and hand in, without a
 * reload.
 */
test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const expect = baseExpect.configure({ timeout: 30_000 });

const shots = path.join(import.meta.dirname, 'artifacts', 'exam-day-console');
async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(300); // antd's motion settles
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const CANDIDATES = 6;
const root = path.join(import.meta.dirname, '..');
type Made = { examId: string; credentials: { admissionNumber: string; idNumber: string }[] };

/**
 * The exam-day simulator (`npm run simulate`) against this worker's server, as the administrator, for the exam whose
 * credentials `file` holds (`--setup-only` makes it).
 */
async function simulator(file: string, candidates: number, ...args: string[]) {
  fs.mkdirSync(shots, { recursive: true });
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const common = ['--base', BASE_URL, '--admin', 'admin', '--password', ADMIN_PASSWORD, '--candidates', String(candidates)];
  const { stdout } = await promisify(execFile)(tsx, ['bench/simulate.ts', ...common, '--credentials', file, ...args], { cwd: root });
  return stdout;
}

/** A published exam whose session has begun, of `candidates` seated candidates and `items` items, made by the simulator. */
async function givenExamDay(server: ReturnType<typeof api>, name: string, candidates: number, items: number) {
  const file = path.join(shots, `${name}-${process.pid}.json`);
  await simulator(file, candidates, '--setup-only', '--items', String(items));
  const made = JSON.parse(fs.readFileSync(file, 'utf8')) as Made;
  const sessionId = (await server.get(`/gl/kw/kw/exam/schedule/${made.examId}`)).data.sessions[0].id as string;
  return { ...made, file, sessionId };
}

test('the session’s overview counts simulated candidates live as they sign in, answer and hand in', async ({ page, request, context }) => {
  const server = api(request, await adminSession(request, context));
  const { examId, sessionId, file } = await givenExamDay(server, 'overview', CANDIDATES, 3);

  await page.goto(`/examination/taskDetail/${examId}/${sessionId}`);
  const counts = page.getByRole('list', { name: '各状态考生人数' });
  await expect(counts).toContainText(`未登录 ${CANDIDATES}`);
  await expect(page.getByText('实时更新中')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // every count the page shows from now on, and a mark that a reload would wipe out
  await counts.evaluate((list) => {
    const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
    new MutationObserver(() => seen.push(list.textContent ?? '')).observe(list, { subtree: true, characterData: true, childList: true });
  });

  const summary = JSON.parse(await simulator(file, CANDIDATES, '--think-ms', '500', '--disconnect', '0', '--json')) as {
    completed: number;
  };
  expect(summary.completed).toBe(CANDIDATES);
  await expect(counts).toContainText(`已交卷 ${CANDIDATES}`);
  await expect(counts).toContainText('未登录 0');
  const seen = await page.evaluate(() => (window as unknown as { seen?: string[] }).seen);
  expect(seen, 'the counts changed on the page, which was not reloaded').toBeDefined();
  expect(
    seen!.some((text) => /考试中 [1-9]/.test(text)),
    'candidates were counted in the exam while they answered',
  ).toBe(true);
  // the room's row: seated, then by state (not signed in … interrupted), handed in, absent, paused
  await expect(page.getByRole('row', { name: `第1考场 无 ${CANDIDATES} 0 0 0 0 ${CANDIDATES} 0 0` })).toBeVisible();
  await shot(page, 'overview');

  // The session's data report, from the overview's links: everyone handed in; the charts drawn beside their numbers.
  await page.getByRole('navigation', { name: '考试当天' }).getByRole('link', { name: '数据报告' }).click();
  const participation = page.locator('.ant-descriptions').filter({ hasText: '参考情况' });
  await expect(participation.locator('.ant-descriptions-item').filter({ hasText: '应考' })).toHaveText(`应考${CANDIDATES}`);
  await expect(participation.locator('.ant-descriptions-item').filter({ hasText: '已交卷' })).toHaveText(`已交卷${CANDIDATES}`);
  // ECharts draws as SVG inside the chart's box (hidden from screen readers: its numbers are in the table beside it)
  await expect(page.locator('.report-sheet [_echarts_instance_] svg').first()).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '区分度' })).toContainText('1');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'data-report');

  // The exam's printable report: as printed, no sidebar and no chart.
  await page.goto(`/examination/detail/report/${examId}`);
  await expect(page.getByRole('heading', { name: /考试报告/ })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: /打\s*印/ })).toBeHidden();
  await shot(page, 'report-printed');
  await page.emulateMedia({ media: 'screen' });
});

test('an invigilator pauses and extends a candidate from the answer records, the candidate sees it, then steps through the answers', async ({
  page,
  request,
  context,
}) => {
  const server = api(request, await adminSession(request, context));
  const { examId, sessionId, credentials } = await givenExamDay(server, 'records', 2, 2);
  const [me] = credentials;

  // The candidate signs in to the exam client and answers the first item.
  const candidate = await context.newPage();
  await candidate.goto(`/candidate/?exam=${examId}`);
  await candidate.getByLabel('准考证号', { exact: true }).fill(me!.admissionNumber);
  await candidate.getByLabel('证件号码').fill(me!.idNumber);
  await candidate.getByRole('button', { name: '登录' }).click();
  await candidate.getByRole('button', { name: '开始作答' }).click();
  const question = candidate.locator('article.question');
  await question.getByText('北京').click();
  await expect(question.getByText(/^已于 .* 保存到服务器$/)).toBeVisible();
  await question.getByText('上海').click();
  await expect(candidate.getByText('所有答案已保存')).toBeVisible();
  const left = candidate.locator('.status .time strong');
  const secondsOf = async () => (await left.textContent())!.split(':').reduce((total, part) => total * 60 + Number(part), 0);

  // The invigilator pauses them from the session's answer records: the candidate's paper is hidden at once.
  await page.goto(`/examination/taskDetail/answerRecords/${examId}/${sessionId}`);
  const row = page.getByRole('row', { name: /模拟考生1\b/ });
  await expect(row).toContainText('考试中');
  const act = async (action: string, reason: string, minutes?: number) => {
    // antd spaces out a button's two Chinese characters
    const name = new RegExp(`^${[...action].join('\\s*')}$`);
    await row.getByRole('checkbox').check();
    await page.getByRole('group', { name: '对选中考生的操作' }).getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    if (minutes) await dialog.getByLabel('分钟数').fill(String(minutes));
    await dialog.getByLabel('原因').fill(reason);
    await dialog.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog').getByText('已完成 1 名考生')).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
  };
  await act('暂停', '考生举手报告设备问题', 3);
  await expect(candidate.getByRole('heading', { name: '考试已暂停' })).toBeVisible();
  await expect(question).toBeHidden();
  await expect(row.getByRole('img', { name: '暂停中' })).toBeVisible();
  const before = await secondsOf();

  // Ten minutes more and resumed, from the same page: the candidate's paper is back with the time added.
  await act('延时', '停电补时', 10);
  await act('恢复', '设备已修复');
  await expect(question).toBeVisible();
  await expect.poll(secondsOf).toBeGreaterThan(before + 9 * 60);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'answer-records');

  // Their answer history: each save in turn, before → after.
  await row.getByRole('link', { name: /答题详情/ }).click();
  await expect(page.getByText('模拟考生1的答卷')).toBeVisible();
  const step = page.getByRole('status').filter({ hasText: /次保存/ });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(step).toContainText('第 1 次保存，共 2 次');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(step).toContainText('第 2 次保存，共 2 次');
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'answer-history');
});

/** A candidate's own calls, as their exam client makes them, from a browser named by `agent`. */
function candidateApi(request: Parameters<typeof api>[0], agent: string) {
  let token = '';
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { data, headers: { 'user-agent': agent, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    const body = (await res.json()) as { code: number; data: unknown };
    baseExpect(body.code, `${url}: ${JSON.stringify(body)}`).toBe(20000);
    return body.data;
  };
  return {
    signIn: async (examId: string, who: { admissionNumber: string; idNumber: string }) => {
      token = ((await post('/gl/ks/ks/exam/login', { examId, method: 'admissionNumber', ...who })) as { token: string }).token;
    },
    post,
  };
}

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the session’s anomalies: a candidate on two devices who leaves the page five times is flagged and handled with a note', async ({
  page,
  request,
  context,
}) => {
  const server = api(request, await adminSession(request, context));
  const { examId, sessionId, credentials } = await givenExamDay(server, 'anomalies', 2, 2);
  const [me] = credentials;

  // The candidate signs in on a computer, then again on a tablet, starts, and leaves the page five times.
  await candidateApi(request, WINDOWS_CHROME).signIn(examId, me!);
  const tablet = candidateApi(request, IPAD_SAFARI);
  await tablet.signIn(examId, me!);
  await tablet.post('/gl/ks/ks/exam/start', { agreed: true });
  const at = (s: number) => new Date(Date.now() - (60 - s) * 1000).toISOString();
  const leaves = [0, 10, 20, 30, 40].flatMap((s) => [
    { kind: 'leavePage', at: at(s) },
    { kind: 'returnPage', at: at(s + 5) },
  ]);
  await tablet.post('/gl/ks/ks/exam/heartbeat', { events: leaves });

  await page.goto(`/examination/taskDetail/anomalyPages/${examId}/${sessionId}`);
  const rows = page.locator('.ant-table:visible tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '多设备登录' })).toContainText('模拟考生1');
  await expect(rows.filter({ hasText: '频繁切屏' })).toContainText('模拟考生1');
  await expect(rows.filter({ hasText: '多设备登录' })).toContainText(/iOS|iPad/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'anomalies');

  // Both handled at once with a note; the list then counts them handled and shows who and why.
  for (const kind of ['多设备登录', '频繁切屏']) await rows.filter({ hasText: kind }).getByRole('checkbox').check();
  await page
    .getByRole('group', { name: '批量处理' })
    .getByRole('button', { name: /^处\s*理$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('处理说明').fill('已电话核实，考生更换设备');
  await dialog.getByRole('button', { name: /^处\s*理$/ }).click();
  await expect(page.getByText('已处理 2 条异常')).toBeVisible();
  await expect(rows.filter({ hasText: '多设备登录' })).toContainText('已电话核实，考生更换设备');
});

test('a breach recorded against a candidate who handed in cancels their score on the answer records, and its revocation restores it', async ({
  page,
  request,
  context,
}) => {
  const server = api(request, await adminSession(request, context));
  const { examId, sessionId, file } = await givenExamDay(server, 'discipline', 2, 2);
  const summary = JSON.parse(await simulator(file, 2, '--think-ms', '0', '--disconnect', '0', '--json')) as { completed: number };
  expect(summary.completed).toBe(2);
  const records = `/examination/taskDetail/answerRecords/${examId}/${sessionId}`;

  // The session's discipline page: 替考 (someone else sat the exam) for 模拟考生1, whose score it cancels.
  await page.goto(`/examination/taskDetail/disciplinePages/${examId}/${sessionId}`);
  await expect(page.getByText('本场次暂无违纪记录')).toBeVisible();
  await page.getByRole('button', { name: /记录违纪/ }).click();
  const dialog = page.getByRole('dialog', { name: '记录违纪' });
  await dialog.getByRole('combobox', { name: '考生' }).click();
  await page.keyboard.type('模拟考生1');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '模拟考生1（' }).click();
  await dialog.getByRole('combobox', { name: '违纪规则' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '替考' }).click();
  await expect(dialog.getByRole('combobox', { name: '处理结果' }).locator('..')).toContainText('取消考试成绩');
  await dialog.getByLabel('备注').fill('监考发现与证件照片不符');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /^记\s*录$/ }).click();
  const breach = page.locator('.ant-table:visible tbody tr.ant-table-row').filter({ hasText: '模拟考生1' });
  await expect(breach).toContainText('替考');
  await expect(breach).toContainText('取消考试成绩');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'discipline');

  // The answer records: 模拟考生1's score after discipline is cancelled, 模拟考生2's stands.
  await page.goto(records);
  await expect(page.getByRole('row', { name: /模拟考生1\b/ })).toContainText('成绩已取消');
  await expect(page.getByRole('row', { name: /模拟考生2\b/ })).not.toContainText('成绩已取消');

  // Revoked with a reason: the score is the objective score again.
  await page.goto(`/examination/taskDetail/disciplinePages/${examId}/${sessionId}`);
  await breach.getByRole('button', { name: /撤\s*销/ }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('撤销原因').fill('核实为本人，误判');
  await confirm
    .getByRole('button', { name: /撤\s*销|确\s*定/ })
    .last()
    .click();
  await expect(breach).toContainText('已撤销');
  await page.goto(records);
  await expect(page.getByRole('row', { name: /模拟考生1\b/ })).toContainText('已交卷');
  await expect(page.getByRole('row', { name: /模拟考生1\b/ })).not.toContainText('成绩已取消');
});

test('admission tickets for a session: its layout saved, a task named within 50 characters, one PDF per candidate with a subset font in the zip', async ({
  page,
  request,
  context,
}) => {
  const server = api(request, await adminSession(request, context));
  const { examId, sessionId } = await givenExamDay(server, 'tickets', 3, 1);

  await page.goto(`/examination/taskDetail/ticketsPages/${examId}/${sessionId}`);
  await expect(page.getByText('还没有准考证任务')).toBeVisible();
  // The layout: the rules text shows in the preview as it is typed, and is saved.
  await page.getByLabel('考生须知').fill('请携带准考证和身份证，提前 30 分钟到达考场。');
  await expect(page.getByText('请携带准考证和身份证，提前 30 分钟到达考场。').last()).toBeVisible();
  await page.getByRole('button', { name: '保存样式' }).click();
  await expect(page.getByText('准考证样式已保存')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A task's name is at most 50 characters.
  await page.getByRole('button', { name: /生成准考证/ }).click();
  const dialog = page.getByRole('dialog', { name: '生成准考证' });
  const name = dialog.getByLabel('任务名称');
  await name.fill('准'.repeat(51));
  await dialog.getByRole('button', { name: '开始生成' }).click();
  await expect(dialog.getByText('准考证任务名称不能超过50个字符')).toBeVisible();
  await name.fill('模拟场准考证');
  await dialog.getByRole('button', { name: '开始生成' }).click();
  const task = page.locator('.ant-table:visible tbody tr.ant-table-row').filter({ hasText: '模拟场准考证' });
  await expect(task).toContainText('已完成', { timeout: 60_000 });
  await expect(task).toContainText('3');
  await shot(page, 'tickets');

  // The zip: one PDF per candidate, each with its Chinese font embedded (FontFile2) as a subset: the font is 10.5 MB.
  const downloading = page.waitForEvent('download');
  await task.getByRole('button', { name: '下载 模拟场准考证' }).click();
  const zip = unzipSync(fs.readFileSync(await (await downloading).path()));
  const pdfs = Object.keys(zip).filter((f) => f.endsWith('.pdf'));
  expect(pdfs).toHaveLength(3);
  const first = Buffer.from(zip[pdfs[0]!]!);
  expect(first.subarray(0, 5).toString()).toBe('%PDF-');
  expect(first.toString('latin1')).toMatch(/\/BaseFont\s*\/NotoSansSC-Regular/);
  expect(first.toString('latin1')).toContain('/FontFile2');
  expect(first.length).toBeLessThan(200_000);
  fs.writeFileSync(path.join(shots, 'ticket.pdf'), first);
});
