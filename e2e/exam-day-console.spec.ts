import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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
const credentials = path.join(shots, `simulated-${process.pid}.json`);

/** The exam-day simulator (`npm run simulate`) against this worker's server, as the administrator. */
async function simulator(...args: string[]) {
  fs.mkdirSync(shots, { recursive: true });
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const common = ['--base', BASE_URL, '--admin', 'admin', '--password', ADMIN_PASSWORD, '--candidates', String(CANDIDATES)];
  const { stdout } = await promisify(execFile)(tsx, ['bench/simulate.ts', ...common, '--credentials', credentials, ...args], { cwd: root });
  return stdout;
}

test('the session’s overview counts simulated candidates live as they sign in, answer and hand in', async ({ page, request, context }) => {
  const server = api(request, await adminSession(request, context));
  await simulator('--setup-only', '--items', '3');
  const { examId } = JSON.parse(fs.readFileSync(credentials, 'utf8')) as { examId: string };
  const sessionId = (await server.get(`/gl/kw/kw/exam/schedule/${examId}`)).data.sessions[0].id as string;

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

  const summary = JSON.parse(await simulator('--think-ms', '500', '--disconnect', '0', '--json')) as { completed: number };
  expect(summary.completed).toBe(CANDIDATES);
  await expect(counts).toContainText(`已交卷 ${CANDIDATES}`);
  await expect(counts).toContainText('未登录 0');
  const seen = await page.evaluate(() => (window as unknown as { seen?: string[] }).seen);
  expect(seen, 'the counts changed on the page, which was not reloaded').toBeDefined();
  expect(
    seen!.some((text) => /考试中 [1-9]/.test(text)),
    'candidates were counted in the exam while they answered',
  ).toBe(true);
  await expect(page.getByRole('row', { name: /第1考场/ })).toContainText(String(CANDIDATES));
  await shot(page, 'overview');
});
