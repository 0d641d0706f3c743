import { expect, type Page, test } from './test';
import ExcelJS from 'exceljs';
import { signIn, signInAsAdmin } from './fixtures';

test.use({ locale: 'zh-CN' });

const OK = /确\s*定/;

/** A file for an import dialog: a header row, then the rows. */
async function xlsx(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sheet');
  sheet.addRow(rows[0]!.map((_, i) => `column ${i + 1}`));
  for (const r of rows) sheet.addRow(r);
  return {
    name: 'import.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** Opens the page's import dialog, uploads the rows and starts the import; answers the dialog. */
async function importRows(page: Page, rows: string[][]) {
  await page.locator('button:visible', { hasText: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(await xlsx(rows));
  await dialog.getByRole('button', { name: '开始导入' }).click();
  return dialog;
}

/** Picks an option of an antd Select or TreeSelect by its text. */
async function pick(page: Page, field: ReturnType<Page['getByLabel']>, option: string) {
  const item = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-form-item ")][1]');
  // Once more if the click fell on a dropdown still closing from the field before.
  await expect(async () => {
    await field.click();
    const target = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first();
    // A long list draws only what fits: if the option is not drawn and the field searches, narrow the list to it.
    const drawn = await target.waitFor({ timeout: 1000 }).then(
      () => true,
      () => false,
    );
    if (!drawn && (await field.isEditable())) await field.fill(option);
    await target.click({ timeout: 2000 });
    // A list of several choices stays open; one of one choice has closed, and Escape would then close the dialog.
    if (await page.locator('.ant-select-dropdown:visible').count()) await page.keyboard.press('Escape');
    await expect(item).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Selects a department, and waits until the page shows it selected: the selection lives in the address, and a
 * navigation is a transition, so a click on 新增部门 straight after could still see the one before.
 */
async function selectDepartment(page: Page, name: string) {
  await page.locator('.ant-tree:visible').getByText(name, { exact: true }).click();
  await expect(page.locator('.ant-tree:visible .ant-tree-treenode-selected')).toHaveText(name);
}

/** Leaves no department selected, so that the next one is added at the top level (a click on a selected node toggles it). */
async function selectNoDepartment(page: Page) {
  const selected = page.locator('.ant-tree:visible .ant-tree-treenode-selected');
  if (await selected.count()) await selected.locator('.ant-tree-title').first().click();
  await expect(selected).toHaveCount(0);
}

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
  await selectDepartment(page, '总校');
  await addDepartment(page, '教务处');
  await selectDepartment(page, '教务处');
  await addDepartment(page, '考务科');
  await expect(tree.getByText('考务科')).toBeVisible();

  // An import with one bad row writes nothing and says which row and why.
  const dialog = await importRows(page, [
    ['总校', '招生办', '', '', '', '', ''],
    ['不存在的部门', '后勤处', '', '', '', '', ''],
  ]);
  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText('上级部门不存在');
  await expect(report.locator('tbody tr').first()).toContainText('3');
  await dialog.getByRole('button', { name: '关 闭' }).click();
  await expect(tree.getByText('招生办')).toHaveCount(0);

  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page.locator('.ant-table:visible')).toContainText('新增部门');
  await expect(page.locator('.ant-table:visible')).toContainText('考务科');

  // A good file: the job runs in the background, the dialog tells how many were imported, and the report waits in
  // the download centre.
  await page.getByRole('menuitem', { name: '部门管理' }).click();
  const good = await importRows(page, [['总校', '招生办', '', '', '', '', '']]);
  await expect(good.getByText('导入成功，共 1 条')).toBeVisible();
  await good.getByTestId('import-report-link').click();
  await expect(page).toHaveURL(/\/download-center$/);
  await expect(page.locator('.ant-table:visible')).toContainText('部门导入结果');
});

test('a fifth department level is refused: the add button at level four, and an import row below it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sys/dept');
  const tree = page.locator('.ant-tree');
  const levels = ['一级', '二级', '三级', '四级'];
  for (const name of levels) {
    await addDepartment(page, name);
    await selectDepartment(page, name);
  }
  const add = page.getByRole('button', { name: '新增部门' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAttribute('title', '部门最多四级');

  const dialog = await importRows(page, [[levels.join('/'), '五级', '', '', '', '', '']]);
  await expect(dialog.getByTestId('import-report')).toContainText('部门最多四级');
  await dialog.getByRole('button', { name: '关 闭' }).click();
  await expect(tree.getByText('五级')).toHaveCount(0);
});

test('a user with a role limited to one department signs in and sees only that department', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/sys/dept');
  const tree = page.locator('.ant-tree:visible');
  await addDepartment(page, '分院');
  await selectDepartment(page, '分院');
  await addDepartment(page, '分院教务处');
  await expect(tree.getByText('分院教务处')).toBeVisible();
  await selectNoDepartment(page);
  await addDepartment(page, '本部');
  // At the top level: no indent before it.
  await expect(tree.locator('.ant-tree-treenode', { hasText: '本部' }).locator('.ant-tree-indent-unit')).toHaveCount(0);

  await page.getByRole('menuitem', { name: '角色权限' }).click();
  await page.locator('button:visible', { hasText: '新增角色' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色名称').fill('分院管理员');
  await dialog.getByRole('checkbox', { name: '系统管理' }).check();
  await dialog.getByRole('radio', { name: '指定部门' }).check();
  await pick(page, dialog.getByLabel('可管理的部门'), '分院');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ant-table:visible')).toContainText('1 个部门');

  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await page.locator('button:visible', { hasText: '新增用户' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('账号', { exact: true }).fill('fenyuan1');
  await dialog.getByLabel('姓名', { exact: true }).fill('分院老师');
  await dialog.getByLabel('初始密码').fill('Passw0rd123');
  await pick(page, dialog.getByLabel('部门', { exact: true }), '分院教务处');
  await pick(page, dialog.getByLabel('角色', { exact: true }), '分院管理员');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ant-table:visible')).toContainText('fenyuan1');

  await page.context().clearCookies();
  await page.evaluate('sessionStorage.clear(); localStorage.clear()');
  await signIn(page, 'fenyuan1', 'Passw0rd123');
  await page.goto('/sys/dept');
  const ownTree = page.locator('.ant-tree:visible');
  await expect(ownTree.getByText('分院教务处')).toBeVisible();
  await expect(ownTree.getByText('总校')).toHaveCount(0);
  await expect(ownTree.getByText('本部')).toHaveCount(0);
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  const users = page.locator('.ant-table:visible');
  await expect(users).toContainText('fenyuan1');
  await expect(users).not.toContainText('admin');
});

test('the password policy set in system settings is what the candidate form checks; a candidate account is added and disabled', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/sys/settings');
  await page.getByLabel('密码最少位数').fill('10');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.getByRole('menuitem', { name: '考生账号' }).click();
  await page.locator('button:visible', { hasText: '新增考生账号' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('姓名', { exact: true }).fill('张三');
  await dialog.getByLabel('证件号码').fill('110105194912310022');
  await dialog.getByLabel('初始密码').fill('Passw0rd1');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请输入正确的证件号码！');
  await expect(dialog).toContainText('密码长度不能少于 10 位');
  await dialog.getByLabel('证件号码').fill('11010519491231002X');
  await dialog.getByLabel('初始密码').fill('Passw0rd12');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.locator('.ant-table:visible tbody tr', { hasText: '11010519491231002X' });
  await expect(row).toContainText('居民身份证');
  await row.getByRole('button', { name: '停用' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(row).toContainText('停用');
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
});

test('forms say what they need: required marks, a number out of bounds refused with its rule, a policy of 20 said as such; a refused dialog stays open quietly', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/sys/user');
  await page.locator('button:visible', { hasText: '新增用户' }).click();
  let dialog = page.getByRole('dialog');
  for (const label of ['账号', '姓名', '初始密码', '角色'])
    await expect(dialog.locator('.ant-form-item-required', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  // OK on an empty form: the rules show under the fields, the dialog stays, nothing is thrown in the page.
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请填写姓名');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('menuitem', { name: '考生账号' }).click();
  await page.locator('button:visible', { hasText: '新增考生账号' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-form-item-required', { hasText: /^证件号码$/ })).toHaveCount(1);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // A refusal by the server in a dialog (a post code taken) is told, and the dialog keeps what was typed.
  await page.getByRole('menuitem', { name: '岗位管理' }).click();
  for (let i = 0; i < 2; i++) {
    await page.locator('button:visible', { hasText: '新增岗位' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('岗位编码').fill('twice');
    await dialog.getByLabel('岗位名称').fill(`岗位${i}`);
    await dialog.getByRole('button', { name: OK }).click();
  }
  await expect(page.locator('.ant-message')).toContainText('岗位编码已存在');
  await expect(dialog.getByLabel('岗位名称')).toHaveValue('岗位1');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('menuitem', { name: '系统设置' }).click();
  const perHalfHour = page.getByLabel('30 分钟内登录验证码上限');
  await perHalfHour.fill('30');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('须为 1–20 之间的整数')).toBeVisible();
  await expect(perHalfHour).toHaveValue('30');
  await expect(page.getByText('已保存')).toHaveCount(0);
  await perHalfHour.fill('5');
  await page.getByLabel('密码最少位数').fill('20');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.goto('/personal');
  await expect(page.getByText('20位，须同时包含字母和数字')).toBeVisible();
  await page.goto('/sys/settings');
  await page.getByLabel('密码最少位数').fill('8');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
});
