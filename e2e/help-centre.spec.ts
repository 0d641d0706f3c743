import { signIn } from './fixtures';
import { OPERATOR, OPERATOR_PASSWORD } from './server';
import { axeViolations, expect, type Page, test } from './test';

/**
 * The help centre: the platform operator writes a menu and publishes an article in the console; a visitor who is not
 * signed in reads it at /help and finds it at /help/search by a Chinese word from the middle of its text. Both pages
 * have no serious accessibility violation, in Chinese and in English.
 */

test.use({ locale: 'zh-CN' });

const MENU = `考生指南${Date.now() % 100_000}`;
const TITLE = '准考证打印说明';
const BODY = '考前一周可在个人中心下载并打印准考证，请核对姓名与考场信息。';

async function noViolations(page: Page, label: string) {
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  expect.soft(await axeViolations(page), label).toEqual([]);
}

test('the operator publishes a help article, which a visitor reads and finds by a Chinese word', async ({ page, browser }) => {
  await signIn(page, OPERATOR, OPERATOR_PASSWORD);
  await page.goto('/platform/help-menu');
  await page.getByRole('button', { name: '新增目录' }).click();
  await page.getByRole('dialog').getByLabel('目录名称').fill(MENU);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByRole('tree')).toContainText(MENU);

  await page.goto('/platform/help-article');
  await page.getByRole('button', { name: '新增文章' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('所属目录').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(MENU).click();
  await dialog.getByLabel('文章标题').fill(TITLE);
  await dialog.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type(BODY);
  await dialog.getByRole('switch', { name: '发布' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-table-tbody')).toContainText(TITLE);

  // A visitor, signed out, in a context of their own.
  const visitor = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await visitor.goto('/help');
  await visitor.getByRole('navigation', { name: '帮助目录' }).getByText(MENU).click();
  await expect(visitor.locator('article h2')).toHaveText(TITLE);
  await expect(visitor.locator('article')).toContainText(BODY);
  await noViolations(visitor, '/help in zh');
  await visitor.screenshot({ path: test.info().outputPath('help-zh.png') });

  const box = visitor.getByRole('searchbox', { name: '输入关键词搜索帮助文章' });
  await box.fill('个人中心');
  await box.press('Enter');
  await visitor.waitForURL(/\/help\/search\?keyword=/);
  const hit = visitor.locator('.ant-list-item').filter({ hasText: TITLE });
  await expect(hit.locator('mark')).toHaveText('个人中心');
  await noViolations(visitor, '/help/search in zh');
  await visitor.screenshot({ path: test.info().outputPath('help-search-zh.png') });
  await hit.getByRole('link').click();
  await expect(visitor.locator('article h2')).toHaveText(TITLE);

  const english = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await english.goto(`/help/search?keyword=${encodeURIComponent('个人中心')}`);
  await expect(english.getByText('Results for “个人中心”')).toBeVisible();
  await noViolations(english, '/help/search in en');
  await english.goto('/help');
  await expect(english.locator('article')).toBeVisible();
  await noViolations(english, '/help in en');
});
