import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server';

/** Signs the demo administrator in through the sign-in page, as a user would. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
}
