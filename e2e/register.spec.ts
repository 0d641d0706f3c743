import { expect, test } from './test';
import { codeFor, codesFor } from './server';

test.use({ locale: 'zh-CN' });

test('a new institution registers with the code from the outbox, then signs in', async ({ page }, info) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '注册机构' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('注册机构 - 云考试');

  await page.getByLabel('机构名称').fill('星河实验学校');
  await page.getByLabel('管理员用户名').fill('星河校长');
  await page.getByLabel('手机号或邮箱').fill('head@xinghe.edu.cn');
  const seen = codesFor('head@xinghe.edu.cn').length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送到您的邮箱')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await page.getByLabel('验证码', { exact: true }).fill(await codeFor('head@xinghe.edu.cn', seen));
  await page.getByLabel('密码', { exact: true }).fill('Xinghe2026');
  await page.getByLabel('确认密码').fill('Xinghe2026');
  // The user notice opens beside the form; agreeing to it is part of registering.
  const notice = page.waitForEvent('popup');
  await page.getByRole('link', { name: '《用户须知》' }).click();
  await expect((await notice).getByRole('heading', { name: '用户须知' })).toBeVisible();
  await page.getByLabel('我已阅读并同意《用户须知》').check();
  await page.screenshot({ path: info.outputPath('register-filled-zh.png') });
  await page.getByRole('button', { name: /注\s*册/ }).click();

  await expect(page.getByText('注册成功，请登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?account=/);
  await expect(page.getByLabel('账号')).toHaveValue('星河校长');
  await page.getByLabel('密码', { exact: true }).fill('Xinghe2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('星河实验学校').first()).toBeVisible();
});

test('registration checks the form before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('管理员用户名').fill('a');
  await page.getByLabel('手机号或邮箱').fill('12345');
  await page.getByLabel('密码', { exact: true }).fill('short');
  await page.getByLabel('确认密码').fill('other');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('机构名称未填写')).toBeVisible();
  await expect(page.getByText('用户名只能为2-10位中文、字母或数字')).toBeVisible();
  await expect(page.getByText('请输入正确的邮箱或手机号')).toBeVisible();
  await expect(page.getByText('密码为8-20位字母、数字或下划线')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(page.getByText('请先阅读并同意用户须知')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a forgotten password is reset with a code, and the new one signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/forget$/);
  await page.getByLabel('手机号或邮箱').fill('head@xinghe.edu.cn');
  const seen = codesFor('head@xinghe.edu.cn').length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送到您的邮箱')).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await codeFor('head@xinghe.edu.cn', seen));
  await page.getByLabel('新密码').fill('Xinghe2027');
  await page.getByLabel('确认密码').fill('Xinghe2027');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(page.getByLabel('账号')).toHaveValue('head@xinghe.edu.cn');
  await page.getByLabel('密码', { exact: true }).fill('Xinghe2027');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('星河实验学校').first()).toBeVisible();
});

test('a member signs in with a code sent to their e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号或邮箱').fill('head@xinghe.edu.cn');
  const seen = codesFor('head@xinghe.edu.cn').length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送到您的邮箱')).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await codeFor('head@xinghe.edu.cn', seen));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('星河实验学校').first()).toBeVisible();
});
