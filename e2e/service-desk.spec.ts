import { signIn, signInAsAdmin } from './fixtures';
import { BASE_URL, OPERATOR, OPERATOR_PASSWORD } from './server';
import { axeViolations, expect, type Page, test } from './test';

/**
 * Customer service: the platform operator publishes a Q&A item; a signed-out visitor on the landing page asks the
 * widget a question worded otherwise and gets its answer (the widget open, checked by axe in Chinese and English);
 * an institution's officer blocks the item, and the widget in their console then offers the contact instead.
 */
test.use({ locale: 'zh-CN' });

const QUESTION = '如何退还报名费？';
const ANSWER = '在“我的订单”中选择该报名，点击“申请退款”。';

async function ask(page: Page, question: string) {
  await page.getByRole('button', { name: /专属客服|customer service/i }).click();
  const panel = page.getByTestId('service-panel');
  await panel.getByRole('searchbox').fill(question);
  await panel.getByRole('button', { name: /发\s*送|Send/ }).click();
  return panel;
}

test('the widget answers from the published Q&A, less what an institution blocked', async ({ page, browser }) => {
  const platform = await browser.newContext({ baseURL: BASE_URL, locale: 'zh-CN' });
  const operator = await platform.newPage();
  await signIn(operator, OPERATOR, OPERATOR_PASSWORD);
  await operator.goto('/platform/smart-qa');
  await operator.getByRole('button', { name: '新增问答' }).click();
  const dialog = operator.getByRole('dialog', { name: '新增问答' });
  await dialog.getByLabel('问题').fill(QUESTION);
  await dialog.getByLabel('答案').fill(ANSWER);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const row = operator.getByRole('row', { name: new RegExp(QUESTION) });
  await row.getByRole('button', { name: '发布' }).click();
  await operator.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已发布');
  await platform.close();

  for (const locale of ['zh-CN', 'en-US']) {
    const visitor = await browser.newContext({ baseURL: BASE_URL, locale });
    const guest = await visitor.newPage();
    await guest.goto('/propaganda');
    const panel = await ask(guest, '报名费怎么退还');
    await expect(panel.getByRole('log')).toContainText(ANSWER);
    expect(await axeViolations(guest), `the open widget in ${locale}`).toEqual([]);
    await visitor.close();
  }

  // the demo institution's administrator (an officer of its portal) blocks the platform's item for its members
  await signInAsAdmin(page);
  await page.goto('/service/smart-qa');
  await page.getByRole('tab', { name: '平台问答' }).click();
  const item = page.getByRole('row', { name: new RegExp(QUESTION) });
  await item.getByRole('button', { name: '屏蔽' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item).toContainText('已屏蔽');
  const panel = await ask(page, '报名费怎么退还');
  await expect(panel.getByRole('log')).toContainText('没有找到相关答案');
  await expect(panel.locator('.ant-qrcode')).toBeVisible();
});
