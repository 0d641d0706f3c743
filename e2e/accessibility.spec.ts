import fs from 'node:fs';
import path from 'node:path';
import { tokenFor } from './fixtures';
import { ADMIN_PASSWORD, BASE_URL } from './server';
import { axeViolations, expect, type Page, test } from './test';

/**
 * Every built page, in Chinese and in English, has no serious or critical accessibility rule violation that
 * axe-core finds (contrast, names of controls, landmarks …). A new page belongs in one of these lists.
 */
const publicPages = ['/login', '/register', '/forget', '/readNotice', '/propaganda', '/404', '/401'];
const consolePages = [
  '/home',
  '/app-detail?app=sys',
  '/notification-core/index',
  '/download-center',
  '/personal',
  '/sys/dept',
  '/sys/user',
  '/sys/user/invitations',
  '/sys/role',
  '/sys/post',
  '/sys/candidate',
  '/sys/dict',
  '/sys/office',
  '/sys/settings',
  '/sys/audit',
];

/** What was found, one line per page, for a person to read (global-setup starts it afresh). */
const report = path.join(import.meta.dirname, 'artifacts', 'axe.jsonl');

async function check(page: Page, lang: string, address: string) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  // Let motion settle (a badge's count rolls to its new number when a notice is read).
  await page.waitForTimeout(500);
  const found = await axeViolations(page);
  fs.appendFileSync(report, JSON.stringify({ lang, address, found }) + '\n');
  expect.soft(found, `${address} in ${lang}`).toEqual([]);
}

for (const [lang, locale] of [
  ['zh', 'zh-CN'],
  ['en', 'en-US'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });

    test(`public pages in ${lang} have no serious accessibility violations`, async ({ page }) => {
      for (const address of publicPages) await check(page, lang, address);
    });

    test(`console pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
      test.setTimeout(180_000);
      const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
      await context.addCookies([{ name: 'access_token', value: token, url: BASE_URL }]);
      for (const address of consolePages) await check(page, lang, address);
      // A notice opened from the message centre (the oldest: the shell journey reads the newest).
      await page.goto('/notification-core/index');
      await page.locator('.ant-table:visible tbody tr a').last().click();
      await page.waitForURL(/\/notification-core\/detail/);
      await check(page, lang, new URL(page.url()).pathname + new URL(page.url()).search);
    });
  });
}
