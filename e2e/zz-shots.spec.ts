import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium';
import { EXAM_DAY_ITEMS } from './exam-day-items';
import { adminSession, api, mainlandId } from './fixtures';
import { axeViolations, expect, type Page, test } from './test';

test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] } });
const dir = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};
const run = String(Date.now()).slice(-6);
const MINUTE = 60_000;

test('new exam-day screens', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const server = api(request, await adminSession(request, context));
  const must = async (a: Promise<{ code: number; data: any }>) => {
    const r = await a;
    expect(r.code, JSON.stringify(r)).toBe(20000);
    return r.data;
  };
  const bank = (await must(server.post('/gl/tk/bank/add', { name: `截图题库${run}` }))).id;
  const itemId = (await must(server.post('/gl/tk/item/add', { bankId: bank, score: 4, ...EXAM_DAY_ITEMS[0] }))).id;
  const paper = (await must(server.post('/gl/tk/paper/add', { name: `截图试卷${run}`, bankIds: [bank], kind: 'fixed', duration: 60, sections: [{ topicName: '一', score: 4, items: [{ itemId }] }] }))).id;
  const now = Date.now();
  const exam = (await must(server.post('/gl/kw/kw/exam/add', { examName: `截图考试${run}`, beginDate: new Date(now - 10 * MINUTE).toISOString(), endDate: new Date(now + 24 * 60 * MINUTE).toISOString(), subjects: [{ subjectName: '语文', duration: 60 }] }))).id;
  const subjectId = (await must(server.get(`/gl/kw/kw/exam/queryBaseInfo/${exam}`))).subjects[0].id;
  await must(server.post('/gl/kw/kw/exam/paper/importPaper', { examId: exam, subjectId, paperIds: [paper] }));
  await must(server.post('/gl/kw/cj/project-collect-info/save', { projectId: exam, fields: [
    { componentId: 'name', title: '姓名', required: 1 },
    { componentId: 'gender', title: '性别', required: 1, optionList: [{ value: '1', label: '男' }, { value: '2', label: '女' }] },
    { componentId: 'input', title: '就读学校', required: 1 },
  ] }));
  const people = [0, 1].map((n) => ({ name: `截图考生${n}`, idNumber: mainlandId((Number(run.slice(-3)) % 300) * 3 + n, '20090909') }));
  const cands: { id: string; admissionNumber: string }[] = [];
  for (const p of people) cands.push(await must(server.post('/gl/kw/kw/exam/candidate/add', { examId: exam, certType: '0', ...p })));
  const w = (a: number, b: number) => ({ beginDate: new Date(a).toISOString(), endDate: new Date(b).toISOString() });
  const session = (await must(server.post('/gl/kw/kw/exam/session/add', { examId: exam, subjectId, sessionName: '上午场', ...w(now + 60 * MINUTE, now + 180 * MINUTE) }))).id;
  await must(server.post('/gl/kw/kw/exam/room/add', { sessionId: session, roomName: '第一考场', capacity: 30, address: null }));
  await must(server.post('/gl/kw/kw/exam/seat/assign', { examId: exam, subjectId, strategy: 'order' }));
  await must(server.put('/gl/kw/kw/exam/session/update', { id: session, sessionName: '上午场', ...w(now - MINUTE, now + 120 * MINUTE) }));
  await must(server.post('/gl/kw/kw/exam/updateBatch', { ids: [exam], action: 'publish' }));
  await must(server.post('/gl/kw/kw/exam/sitting/extraTime', { sessionId: session, candidateIds: [cands[0]!.id], minutes: 15, reason: '手部骨折，书写缓慢' }));

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/candidate/?exam=${exam}`);
  await page.getByLabel('准考证号', { exact: true }).fill(cands[0]!.admissionNumber);
  await page.getByLabel('证件号码').fill(people[0]!.idNumber);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('button', { name: /保存/ })).toBeVisible();
  await page.getByRole('button', { name: /保存/ }).click();
  console.log('axe info zh', JSON.stringify(await axeViolations(page)));
  await shot(page, 'info-zh-invalid');
  await must(server.post('/gl/kw/kw/exam/sitting/message', { sessionId: session, text: '请各位考生检查摄像头是否正常。' }));
  await page.waitForTimeout(1500);
  await shot(page, 'message-waiting-zh');

  // console: candidate detail with arrangements, zh and en
  await page.goto(`/examination/candidateDetail/detail/${exam}/${cands[0]!.id}`);
  await expect(page.getByText('考试安排与照顾')).toBeVisible();
  console.log('axe detail zh', JSON.stringify(await axeViolations(page)));
  await shot(page, 'console-detail-zh');
  await page.getByRole('button', { name: /提前延时/ }).first().click();
  await page.waitForTimeout(500);
  await shot(page, 'console-extra-dialog-zh');

  // SEB on: the config page, and the sign-in page refusing an ordinary browser, in English
  await must(server.post('/gl/kw/kw/exam/config/update', { id: exam, examConfigList: [{ configKey: 'safeExamBrowser', configValue: true }, { configKey: 'safeExamBrowserKeys', configValue: ['a'.repeat(64)] }] }));
  await page.goto(`/examination/detail/editExamConfig/${exam}`);
  await page.waitForTimeout(2500);
  await shot(page, 'console-config-zh');
  const en = await context.browser()!.newPage({ locale: 'en-US', viewport: { width: 820, height: 1180 } });
  await en.goto(`/candidate/?exam=${exam}`);
  await en.waitForTimeout(1500);
  await shot(en, 'seb-refusal');
  await must(server.post('/gl/kw/kw/exam/config/update', { id: exam, examConfigList: [{ configKey: 'safeExamBrowser', configValue: false }] }));
  await en.reload();
  await en.waitForTimeout(1000);
  await shot(en, 'signin-en');
});
