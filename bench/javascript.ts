// The JavaScript a browser loads: /login, then the console shell once signed in; the portal's landing page; the exam client.
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';

export type Scripts = { files: number; raw: number; transferred: number; encodings: Set<string>; urls: string[] };

/**
 * What Chromium downloads on a cold visit: every script response of a page, its size as transferred (the encoded
 * body, as the server chose to send it for Chromium's Accept-Encoding) and unpacked. `measure` answers what came
 * since the last measure; `quiet` waits until no script has arrived for half a second (lazy chunks keep coming after
 * the load event).
 */
function recordScripts(page: Page) {
  let pending: Promise<{ url: string; raw: number; transferred: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const [sizes, body, encoding] = await Promise.all([
          request.sizes(),
          response?.body().catch(() => Buffer.alloc(0)),
          response?.headerValue('content-encoding'),
        ]);
        return { url: request.url(), raw: body?.length ?? 0, transferred: sizes.responseBodySize, encoding: encoding ?? 'identity' };
      })(),
    );
  });
  const measure = async (): Promise<Scripts> => {
    const seen = await Promise.all(pending);
    pending = [];
    return {
      files: seen.length,
      raw: seen.reduce((n, s) => n + s.raw, 0),
      transferred: seen.reduce((n, s) => n + s.transferred, 0),
      encodings: new Set(seen.map((s) => s.encoding)),
      urls: seen.map((s) => s.url),
    };
  };
  const quiet = async () => {
    for (let seen = -1; seen !== pending.length;) {
      seen = pending.length;
      await page.waitForTimeout(500);
    }
  };
  return { measure, quiet };
}

/** The console: /login, then the workbench once signed in; and the exam client, whose one bundle is all it loads. */
export async function javascriptOf(base: string, password: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const { measure, quiet } = recordScripts(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await quiet();
  const login = await measure();
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('user-name').waitFor();
  await quiet();
  const shell = await measure();
  // The portal's landing page, as a signed-out visitor first sees it (banners, news, the customer-service widget).
  const visitorPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const visitorScripts = recordScripts(visitorPage);
  await visitorPage.goto(`${base}/propaganda`, { waitUntil: 'networkidle' });
  await visitorScripts.quiet();
  const landing = await visitorScripts.measure();
  // The exam client loads no chunk after its first: what its sign-in page loads is all it needs to the first question.
  const candidatePage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const candidateScripts = recordScripts(candidatePage);
  await candidatePage.goto(`${base}/candidate/?exam=00000000-0000-4000-8000-000000000000`, { waitUntil: 'networkidle' });
  await candidateScripts.quiet();
  const candidate = await candidateScripts.measure();
  await browser.close();
  return { login, shell, landing, candidate };
}
