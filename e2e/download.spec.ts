import { expect, test } from './test';
import { signInAsAdmin } from './fixtures';

test.use({ locale: 'zh-CN' });

test('an export lands in the download centre, where it is fetched again and then deleted', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sys/user');
  const exported = page.waitForEvent('download');
  await page.locator('button:visible', { hasText: '导出' }).click();
  expect((await exported).suggestedFilename()).toBe('用户.xlsx');

  await page.getByRole('menuitem', { name: '下载中心' }).click();
  await expect(page).toHaveURL(/\/download-center$/);
  const row = page.getByRole('row').filter({ hasText: '用户.xlsx' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('用户导出');
  await expect(row).toContainText('系统管理');
  await expect(row).toContainText('已完成');
  // At 1440 px every column shows beside the fixed actions column: the expiry is not hidden under it.
  const expiry = await page.getByRole('columnheader', { name: '到期时间' }).boundingBox();
  const actions = await page.getByRole('columnheader', { name: '操作' }).boundingBox();
  expect(expiry!.x + expiry!.width).toBeLessThanOrEqual(actions!.x + 1);
  await expect(row.getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })).toHaveCount(2);

  // The type filter follows the chosen system.
  await page.getByLabel('所属系统').click();
  await page.getByTitle('系统管理').click();
  await page.getByLabel('文件类型').click();
  await page.getByTitle('部门导出').click();
  await expect(page.getByText('暂无文件，导出的数据会出现在这里')).toBeVisible();
  await page.getByLabel('文件类型').click();
  await page.getByTitle('用户导出').click();
  await expect(row).toHaveCount(1);

  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /下载/ }).click();
  expect((await again).suggestedFilename()).toBe('用户.xlsx');

  // The confirm may close as the list refreshes after the download: asked again until it stays open.
  const confirm = page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ });
  await expect(async () => {
    await row.getByRole('button', { name: '删除' }).click();
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await confirm.click();
  await expect(page.locator('.ant-message')).toContainText('已删除 1 个文件');
  await expect(page.getByText('暂无文件，导出的数据会出现在这里')).toBeVisible();
});
