import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsAdmin } from './fixtures';

test.use({ locale: 'zh-CN' });

async function addDepartment(page: Page, name: string) {
  await page.getByRole('button', { name: '新增部门' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('部门名称').fill(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);
}

test('an administrator builds a three-level department tree, imports a file with a bad row, and reads the audit log', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sys');
  await expect(page).toHaveURL(/\/sys\/dept$/);
  const tree = page.locator('.ant-tree');

  await addDepartment(page, '总校');
  await tree.getByText('总校').click();
  await addDepartment(page, '教务处');
  await tree.getByText('教务处').click();
  await addDepartment(page, '考务科');
  await expect(tree.getByText('考务科')).toBeVisible();

  // An import with one bad row writes nothing and says which row and why.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('departments');
  sheet.addRow(['上级部门', '部门名称', '部门编码', '负责人', '联系电话', '排序', '备注']);
  sheet.addRow(['总校', '招生办', '', '', '', '', '']);
  sheet.addRow(['不存在的部门', '后勤处', '', '', '', '', '']);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'departments.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText('上级部门不存在');
  await expect(report.locator('tbody tr').first()).toContainText('3');
  await dialog.getByRole('button', { name: '关 闭' }).click();
  await expect(tree.getByText('招生办')).toHaveCount(0);

  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page.locator('.ant-table:visible')).toContainText('新增部门');
  await expect(page.locator('.ant-table:visible')).toContainText('考务科');
});
