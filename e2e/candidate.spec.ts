import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium';
import { EXAM_DAY_ITEMS } from './exam-day-items';
import { api, mainlandId, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { axeViolations, expect, expectConsoleErrors, type Page, test } from './test';

/**
 * Exam day as a candidate meets it, in the exam client (/candidate/): signed in by admission number and ID number,
 * the device check passed with Chromium's fake camera, one item of each type answered, the network lost and the
 * answering going on, the network back and the page reloaded with everything there and confirmed; an invigilator's
 * pause (the paper hidden, the countdown standing), ten minutes more and a message through the API; a second candidate
 * force-submitted, who may not sign in again. The pages are checked by axe, in Chinese and in English at a tablet's
 * size.
 */
test.describe.configure({ mode: 'serial' });
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const shots = path.join(import.meta.dirname, 'artifacts', 'candidate');
async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const run = String(Date.now()).slice(-6);
const MINUTE = 60_000;
type Server = ReturnType<typeof api>;
const must = async (answer: ReturnType<Server['post']>) => {
  const a = await answer;
  expect(a.code, JSON.stringify(a)).toBe(20000);
  return a.data;
};
const people = [0, 1, 2].map((n) => ({ name: `考生${run}${n}`, idNumber: mainlandId((Number(run.slice(-3)) % 300) * 3 + n, '20080808') }));
let exam = '';
let session = '';
const candidates: { id: string; admissionNumber: string }[] = [];

/** A published exam whose session began a minute ago, with one item of each type but forced choice and three seated candidates. */
async function givenExam(server: Server) {
  const bank = (await must(server.post('/gl/tk/bank/add', { name: `考试日题库${run}` }))).id;
  const itemIds: string[] = [];
  for (const item of EXAM_DAY_ITEMS) itemIds.push((await must(server.post('/gl/tk/item/add', { bankId: bank, score: 4, ...item }))).id);
  const paper = (
    await must(
      server.post('/gl/tk/paper/add', {
        name: `考试日试卷${run}`,
        bankIds: [bank],
        kind: 'fixed',
        duration: 60,
        sections: [{ topicName: '一、综合题', score: 4, items: itemIds.map((itemId) => ({ itemId })) }],
      }),
    )
  ).id;
  const now = Date.now();
  exam = (
    await must(
      server.post('/gl/kw/kw/exam/add', {
        examName: `期中考试${run}`,
        agreement: '<p>本人承诺遵守考试纪律，诚信作答。</p>',
        beginDate: new Date(now - 10 * MINUTE).toISOString(),
        endDate: new Date(now + 24 * 60 * MINUTE).toISOString(),
        subjects: [{ subjectName: '语文', duration: 60 }],
      }),
    )
  ).id;
  const subjectId = (await must(server.get(`/gl/kw/kw/exam/queryBaseInfo/${exam}`))).subjects[0].id;
  await must(server.post('/gl/kw/kw/exam/paper/importPaper', { examId: exam, subjectId, paperIds: [paper] }));
  for (const p of people) candidates.push(await must(server.post('/gl/kw/kw/exam/candidate/add', { examId: exam, certType: '0', ...p })));
  // Seated while the session lies ahead (a begun session's seats are fixed), then moved to have begun a minute ago.
  const window = (from: number, to: number) => ({ beginDate: new Date(from).toISOString(), endDate: new Date(to).toISOString() });
  session = (
    await must(
      server.post('/gl/kw/kw/exam/session/add', {
        examId: exam,
        subjectId,
        sessionName: '上午场',
        ...window(now + 60 * MINUTE, now + 180 * MINUTE),
      }),
    )
  ).id;
  await must(server.post('/gl/kw/kw/exam/room/add', { sessionId: session, roomName: '第一考场', capacity: 30, address: '教学楼201' }));
  await must(server.post('/gl/kw/kw/exam/seat/assign', { examId: exam, subjectId, strategy: 'order' }));
  await must(
    server.put('/gl/kw/kw/exam/session/update', { id: session, sessionName: '上午场', ...window(now - MINUTE, now + 120 * MINUTE) }),
  );
  await must(server.post('/gl/kw/kw/exam/updateBatch', { ids: [exam], action: 'publish' }));
}

async function signIn(page: Page, n: number, idNumber = people[n]!.idNumber) {
  await page.getByLabel('准考证号', { exact: true }).fill(candidates[n]!.admissionNumber);
  await page.getByLabel('证件号码').fill(idNumber);
  await page.getByRole('button', { name: '登录' }).click();
}

test.describe('a candidate in Chinese', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('signs in, answers every type, loses the network, reloads, is paused and given time; another is force-submitted', async ({
    page,
    request,
  }) => {
    const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
    await givenExam(server);

    // Signing in: a wrong ID number is refused with the spec's message; then the rules and the device check.
    await page.goto(`/candidate/?exam=${exam}`);
    await expect(page.getByRole('heading', { name: `期中考试${run}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 0, people[1]!.idNumber);
    await expect(page.getByRole('alert')).toHaveText('准考证号错误');
    await signIn(page, 0);
    await expect(page.getByRole('heading', { name: '语文 · 上午场' })).toBeVisible();
    await expect(page.getByText('摄像头: 正常')).toBeVisible();
    await expect(page.getByText('考试已开始，可以开始作答。')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'zh-1-before');
    // the exam's agreement first
    await expect(page.getByRole('region', { name: '考生须知与承诺' })).toContainText('本人承诺遵守考试纪律');
    await expect(page.getByRole('button', { name: '开始作答' })).toBeDisabled();
    await page.getByLabel('我已阅读并同意以上内容').check();
    // the exam uses the camera: a first snapshot goes to the server as the paper opens
    const snapshot = page.waitForResponse((r) => r.url().endsWith('/gl/ks/ks/exam/snapshot'));
    await page.getByRole('button', { name: '开始作答' }).click();
    expect((await (await snapshot).json()).code).toBe(20000);

    // One item of each type, each confirmed by the server.
    const question = page.locator('article.question');
    const saved = page.getByText('所有答案已保存');
    const next = () => page.getByRole('button', { name: '下一题' }).click();
    await expect(page.getByRole('heading', { name: /第 1 题 \/ 共 8 题/ })).toBeVisible();
    await question.getByText('北京').click();
    await expect(question.getByText(/^已于 .* 保存到服务器$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await next();
    await question.getByText('2', { exact: true }).click();
    await question.getByText('3', { exact: true }).click();
    await next();
    await question.getByText('正确').click();
    await next();
    await question.getByLabel('第 1 空').fill('6300');
    await next();
    await question.getByLabel('法国').selectOption('A');
    await question.getByLabel('日本').selectOption('B');
    await next();
    await question.getByText('燕子', { exact: true }).click();
    await question.locator('textarea').fill('燕子回到北方');
    await next();
    await question.locator('textarea').fill('物体保持静止或匀速直线运动');
    await expect(saved).toBeVisible();
    await shot(page, 'zh-2-answering');

    // The network goes: answering goes on, kept on this computer; it comes back and everything is sent.
    expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(true);
    await next();
    const essay = '成长是不断学习的过程，我们在失败中汲取经验。';
    await question.locator('textarea').fill(essay);
    await expect(page.getByText('网络已断开——答案保存在本机，恢复网络后会自动提交')).toBeVisible({ timeout: 10_000 });
    await expect(question.getByText('尚未保存到服务器')).toBeVisible();
    await shot(page, 'zh-3-offline');
    await page.context().setOffline(false);
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: /第 8 题 \/ 共 8 题/ })).toBeVisible();
    await expect(question.locator('textarea')).toHaveValue(essay);
    await expect(question.getByText(/^已于 .* 保存到服务器$/)).toBeVisible();
    const answered = page.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: /，已答$/ });
    await expect(answered).toHaveCount(8);

    // The invigilator pauses the candidate: over the live channel the paper is hidden at once, the countdown stands.
    const target = { sessionId: session, candidateIds: [candidates[0]!.id], reason: '考生举手报告设备问题' };
    const left = page.locator('.status .time strong');
    const secondsOf = async () => (await left.textContent())!.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    await must(server.post('/gl/kw/kw/exam/sitting/pause', { ...target, minutes: 3 }));
    await expect(page.getByRole('heading', { name: '考试已暂停' })).toBeVisible();
    await expect(question).toBeHidden();
    const standing = await left.textContent();
    const before = await secondsOf();
    await page.waitForTimeout(1500);
    await expect(left).toHaveText(standing!);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'zh-4-paused');

    // Ten minutes more, then resumed: the paper comes back as it was, with the time added, without a reload.
    await must(server.post('/gl/kw/kw/exam/sitting/extraTime', { ...target, minutes: 10 }));
    await must(server.post('/gl/kw/kw/exam/sitting/resume', target));
    await expect(question.locator('textarea')).toHaveValue(essay);
    await expect.poll(secondsOf).toBeGreaterThan(before + 9 * 60);

    // An invigilator's message reaches the candidate at once, over the paper; acknowledged, it stays in the header's list.
    await must(
      server.post('/gl/kw/kw/exam/sitting/message', {
        sessionId: session,
        candidateIds: [candidates[0]!.id],
        text: '请保持安静，注意答题时间。',
      }),
    );
    const message = page.getByRole('alertdialog', { name: '监考老师的消息' });
    await expect(message).toContainText('请保持安静，注意答题时间。');
    await expect(message.locator('#message-text')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'zh-5-message');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(message).toBeHidden();
    await expect(page.getByRole('button', { name: '消息', exact: true })).toBeVisible();

    // A second candidate, force-submitted by the invigilator, may not sign in again.
    await must(
      server.post('/gl/ks/ks/exam/login', {
        examId: exam,
        method: 'admissionNumber',
        admissionNumber: candidates[1]!.admissionNumber,
        idNumber: people[1]!.idNumber,
      }),
    );
    await must(
      server.post('/gl/kw/kw/exam/sitting/forceSubmit', { sessionId: session, candidateIds: [candidates[1]!.id], reason: '违纪' }),
    );
    const other = await page.context().browser()!.newPage();
    await other.goto(`/candidate/?exam=${exam}`);
    await signIn(other, 1);
    await expect(other.getByRole('alert')).toHaveText('已被强制交卷，无法登录');
    await other.close();

    // The first candidate hands in: what is unanswered is named (nothing), and the paper is locked.
    await page.getByRole('button', { name: '交卷', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('所有题目均已作答。');
    await page.getByRole('button', { name: '确认交卷' }).click();
    await expect(page.getByRole('heading', { name: '已交卷' })).toBeVisible();
  });
});

test.describe('a candidate in English on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, locale: 'en-US' });

  test('reads the sign-in, the rules and the paper in English', async ({ page }) => {
    expect(exam, 'the Chinese journey made the exam').not.toBe('');
    await page.addInitScript(() => localStorage.setItem('cloud-exam-candidate:lang', 'en'));
    await page.goto(`/candidate/?exam=${exam}`);
    await page.getByLabel('Admission number').fill(candidates[2]!.admissionNumber);
    await page.getByLabel('ID number').fill(people[2]!.idNumber);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The exam has begun: you can start.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'en-1-before');
    await page.getByLabel('I have read and agree to the above').check();
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await expect(page.getByRole('heading', { name: /Question 1 of 8/ })).toBeVisible();
    await page.getByRole('button', { name: 'Hand in', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Unanswered (8): questions 1, 2, 3, 4, 5, 6, 7, 8.');
    // larger text and high contrast, for whoever needs them
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Larger text' }).click();
    await page.getByRole('button', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveClass(/larger-text/);
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    await page.getByRole('button', { name: 'Hand in', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'en-2-paper');
  });
});
