import { BASE_URL, OPERATOR, OPERATOR_PASSWORD } from './server';
import { api, png, signIn, tokenFor } from './fixtures';
import { axeViolations, expect, type Page, test } from './test';

/**
 * The portal as its operator writes it and a visitor reads it: the platform's operator adds a banner and publishes a
 * news item in the console; a signed-out visitor sees the banner on the landing page, reads the item at /news/detail
 * and downloads a published file from /downloadCenter; /news, /news/detail and /downloadCenter have no serious
 * accessibility violation in Chinese or English.
 */

test.use({ locale: 'zh-CN' });

const NEWS_TITLE = '2026年春季考试报名通知';
const BANNER_TITLE = '春季报名开始';

/** No serious or critical axe finding once the page has drawn what it shows. */
async function accessible(page: Page, what: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  expect.soft(await axeViolations(page), what).toEqual([]);
}

test('the operator publishes a banner and news; a visitor sees them and downloads a file', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // The download centre's file, published through the API as a script would.
  const token = await tokenFor(request, OPERATOR, OPERATOR_PASSWORD);
  const server = api(request, token);
  const category = await server.post('/gl/pt/pt/category/add', { kind: 'download', name: '报名材料' });
  const uploaded = await (
    await request.post('/gl/pt/pt/download/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: {
          name: '报名表.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        },
      },
    })
  ).json();
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(20000);
  expect(
    (await server.post('/gl/pt/pt/download/add', { categoryId: category.data.id, title: '考生报名表', file: uploaded.data.key })).code,
  ).toBe(20000);

  // The operator adds a banner in the console
  await signIn(page, OPERATOR, OPERATOR_PASSWORD);
  await page.goto('/platform/banner');
  await page.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByLabel('标题').fill(BANNER_TITLE);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(960, 344, 0x2980ff) });
  await expect(dialog.getByRole('img', { name: '图片' })).toBeVisible();
  await dialog.getByLabel('跳转链接').fill('/news');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('tbody tr', { hasText: BANNER_TITLE })).toContainText('960×344');

  // … and a news item in a category of its own, then publishes it
  await page.goto('/platform/news');
  await page.getByRole('button', { name: '分类管理' }).click();
  const categories = page.getByRole('dialog', { name: '分类管理' });
  await categories.getByLabel('分类名称').fill('通知公告');
  await categories.getByRole('button', { name: '新增分类' }).click();
  await expect(categories.locator('tbody tr', { hasText: '通知公告' })).toBeVisible();
  await categories.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '新增资讯' }).click();
  const editor = page.getByRole('dialog', { name: '新增资讯' });
  await editor.getByLabel('标题').fill(NEWS_TITLE);
  await editor.getByLabel('分类').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '通知公告' }).click();
  await editor.getByLabel('摘要').fill('报名时间与材料');
  await editor.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('请考生于三月一日前完成网上报名。');
  await editor.getByRole('button', { name: /确\s*定|OK/ }).click();
  const row = page.locator('tbody tr', { hasText: NEWS_TITLE });
  await expect(row).toContainText('未发布');
  await row.getByRole('switch', { name: `发布或下线“${NEWS_TITLE}”` }).click();
  await expect(row).toContainText('已发布');

  // A signed-out visitor sees the banner, reads the news and downloads the file
  const visitor = await browser.newContext({ baseURL: BASE_URL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const guest = await visitor.newPage();
  await guest.goto('/propaganda');
  await expect(guest.getByTestId('banner-carousel').getByRole('img', { name: BANNER_TITLE }).first()).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('landing.png') });
  await guest.goto('/news');
  await guest.getByRole('link', { name: NEWS_TITLE }).click();
  await guest.waitForURL(/\/news\/detail\?id=/);
  await expect(guest.locator('article')).toContainText('请考生于三月一日前完成网上报名。');
  await expect(guest.locator('article')).toContainText('1 次浏览');
  await guest.screenshot({ path: test.info().outputPath('news-detail.png') });
  await guest.goto('/downloadCenter');
  await expect(guest.getByRole('heading', { name: '报名材料' })).toBeVisible();
  const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('link', { name: '下载“考生报名表”' }).click()]);
  expect(download.suggestedFilename()).toBe('报名表.pdf');
  await guest.screenshot({ path: test.info().outputPath('download-center.png') });
  await visitor.close();
});

for (const [lang, locale] of [
  ['zh', 'zh-CN'],
  ['en', 'en-US'],
] as const)
  test(`the portal's news and download pages in ${lang} have no serious accessibility violations`, async ({ browser, request }) => {
    const server = api(request, await tokenFor(request, OPERATOR, OPERATOR_PASSWORD));
    const category = await server.post('/gl/pt/pt/category/add', { kind: 'news', name: `无障碍${lang}` });
    const news = await server.post('/gl/pt/pt/infomation/add', {
      categoryId: category.data.id,
      title: `无障碍检查 ${lang}`,
      summary: '摘要',
      content: '<p>正文</p>',
    });
    await server.post('/gl/pt/pt/infomation/updateStatus', { id: news.data.id, status: 1 });
    const context = await browser.newContext({ baseURL: BASE_URL, locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/news');
    await expect(page.getByRole('link', { name: `无障碍检查 ${lang}` })).toBeVisible();
    await accessible(page, `/news in ${lang}`);
    await page.screenshot({ path: test.info().outputPath(`news-${lang}.png`) });
    await page.goto(`/news/detail?id=${news.data.id}`);
    await expect(page.locator('article')).toContainText('正文');
    await accessible(page, `/news/detail in ${lang}`);
    await page.goto('/downloadCenter');
    await expect(page.locator('main .ant-card').first()).toBeVisible();
    await accessible(page, `/downloadCenter in ${lang}`);
    await context.close();
  });
