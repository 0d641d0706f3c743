import { expect, test } from './test';
import { signInAsAdmin } from './fixtures';
import { codeFor, codesFor } from './server';
import { scanWithWechat } from './wechat-api';

test.use({ locale: 'zh-CN' });

test('the administrator binds an e-mail with the code sent to it and can then sign in with a code there', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/personal');
  const email = page.locator('.ant-descriptions-row', { hasText: '邮箱' });
  await expect(email).toContainText('未绑定');
  await email.getByRole('button', { name: /绑\s*定/ }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手机号或邮箱').fill('admin@demo-school.cn');
  let seen = codesFor('admin@demo-school.cn').length;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送到您的邮箱')).toBeVisible();
  await dialog.getByLabel('验证码', { exact: true }).fill(await codeFor('admin@demo-school.cn', seen));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(email).toContainText('admin@demo-school.cn');

  await page.context().clearCookies();
  await page.evaluate('sessionStorage.clear(); localStorage.clear()');
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号或邮箱').fill('admin@demo-school.cn');
  seen = codesFor('admin@demo-school.cn').length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码', { exact: true }).fill(await codeFor('admin@demo-school.cn', seen));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-name')).toHaveText('管理员');
});

test('the administrator binds WeChat in the personal centre, then signs in by scanning; an unbound WeChat is told how to bind', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/personal');
  const row = page.locator('.ant-descriptions-row').filter({ hasText: '微信' });
  await expect(row).toContainText('未绑定');
  await scanWithWechat(page, 'admin');
  await row.getByRole('button', { name: '绑定' }).click();
  await expect(page.locator('.ant-message')).toContainText('微信已绑定');
  await expect(row).toContainText('已绑定');
  // The code and state are taken out of the address bar.
  await expect(page).toHaveURL(/\/personal$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '微信登录' }).click();
  await expect(page.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
  await scanWithWechat(page, 'admin');
  await page.getByRole('button', { name: '微信扫码登录' }).click();
  await page.waitForURL(/\/home$/);
  await expect(page.getByTestId('user-name')).toHaveText('管理员');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // the sign-in page settled first: a tab chosen while it still renders is chosen on a page about to be replaced
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '微信登录' }).click();
  await expect(page.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
  await scanWithWechat(page, 'stranger');
  await page.getByRole('button', { name: '微信扫码登录' }).click();
  await expect(page.locator('.ant-message')).toContainText('该微信尚未绑定账号，请先用账号登录后在个人中心绑定');
  await expect(page).toHaveURL(/\/login$/);
});
