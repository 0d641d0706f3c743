import { expect, test } from './test';
import { signInAsAdmin } from './fixtures';

test.use({ locale: 'zh-CN' });

test('a filtered list keeps its filter in the address: it survives a reload, and its tag comes back to it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sys/post');
  for (const { code, name } of [
    { code: 'grader', name: '阅卷岗' },
    { code: 'proctor', name: '监考岗' },
  ]) {
    await page.getByRole('button', { name: '新增岗位' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('岗位编码').fill(code);
    await dialog.getByLabel('岗位名称').fill(name);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toHaveCount(0);
  }
  const rows = page.locator('.ant-table:visible tbody tr');

  const search = page.getByPlaceholder('岗位名称或编码');
  await search.fill('阅卷');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/sys\/post\?.*name=%E9%98%85%E5%8D%B7/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('阅卷岗');

  await page.reload();
  await expect(page.getByPlaceholder('岗位名称或编码')).toHaveValue('阅卷');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('阅卷岗');

  // One tag for the page, whatever its filter; leaving and coming back by it returns to the filtered list.
  await page.getByTestId('tags-view-item').filter({ hasText: '工作台' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('tags-view-item').filter({ hasText: '岗位管理' })).toHaveCount(1);
  await page.getByTestId('tags-view-item').filter({ hasText: '岗位管理' }).click();
  await expect(page).toHaveURL(/\/sys\/post\?.*name=/);
  await expect(rows).toHaveCount(1);

  // Clearing the search lists everything again, back on the first page.
  await page.getByPlaceholder('岗位名称或编码').fill('');
  await page.getByPlaceholder('岗位名称或编码').press('Enter');
  await expect(page).not.toHaveURL(/name=/);
  await expect(rows.filter({ hasText: '监考岗' })).toHaveCount(1);
});
