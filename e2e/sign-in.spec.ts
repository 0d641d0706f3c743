import { expect, expectConsoleErrors, test } from './test';
import { ADMIN_PASSWORD } from './server';

test.use({ locale: 'zh-CN' });

test('a new user opens the product, signs in, sees their name and signs out', async ({ page }, info) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/propaganda$/);
  await page
    .getByRole('button', { name: /登\s*录/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page).toHaveTitle('账号登录 - 云考试');

  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-name')).toHaveText('管理员');
  await expect(page.getByRole('heading', { name: '你好，管理员' })).toBeVisible();
  await expect(page.getByText('云考试演示机构').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('系统管理员');
  await page.screenshot({ path: info.outputPath('console-zh.png') });

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
});

test('a wrong password shows its message and keeps the user on the sign-in page', async ({ page }) => {
  expectConsoleErrors(page, /status of 400/); // the refused sign-in
  await page.goto('/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the form checks the account before sending it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  await page.getByLabel('账号').fill('x@');
  await page.getByLabel('密码', { exact: true }).focus();
  await expect(page.getByText('请输入正确的邮箱或手机号')).toBeVisible();
});

test('the interface follows the chosen language, and a remembered sign-in keeps its cookie for 7 days', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - Cloud Exam');

  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('Keep me signed in for 7 days').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, 管理员' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  // Escape closes the menu once it listens for keys, which on a busy machine may be a moment after it shows.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden({ timeout: 1000 });
  }).toPass();
  // Off the user's name, whose tooltip (their role) would otherwise cover the language button.
  await page.mouse.move(0, 0);

  // The header's own switch: the console follows in Japanese.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('menuitem', { name: 'ワークベンチ' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '機関を切り替え' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'access_token');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
});

test('an unknown page shows 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('a session revoked elsewhere sends the user back to sign in with the reason', async ({ page, context, request }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);

  const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
  const exit = await request.delete('/gl/ua/ogt/oauth/exit', { headers: { authorization: `Bearer ${token}` } });
  expect((await exit.json()).code).toBe(20000);

  expectConsoleErrors(page, /status of 401/); // the revoked token, refused
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});
