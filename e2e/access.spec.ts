import { expect, expectConsoleErrors, test } from './test';
import { api, encrypted, signIn, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD, BASE_URL, codeFor, codesFor } from './server';

test.use({ locale: 'zh-CN' });

const MEMBER_PASSWORD = 'Passw0rd123';

/** The demo institution's role ids by name, and a way to add members there, as its administrator. */
async function asDemoAdmin(request: Parameters<typeof api>[0]) {
  const admin = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const roles = (await admin.get('/gl/ua/ogt/gl/role/list')).data as { id: string; name: string }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  return {
    admin,
    roleId,
    addMember: async (username: string, name: string, roleNames: string[], extra: Record<string, string> = {}) => {
      const res = await admin.post('/gl/ua/ogt/gl/office/user/add', {
        username,
        name,
        password: await encrypted(request, MEMBER_PASSWORD),
        roleIds: roleNames.map(roleId),
        ...extra,
      });
      expect(res.code, res.msg).toBe(20000);
      return res.data.userId as string;
    },
  };
}

test('a member without gl_xt sees no system menu, and typing its address lands on 401', async ({ page, request }) => {
  const demo = await asDemoAdmin(request);
  await demo.addMember('jiankao1', '监考老师', ['监考员']);

  await signIn(page, 'jiankao1', MEMBER_PASSWORD);
  await expect(page.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
  await expect(page.getByText('您的角色暂无可用的应用')).toBeVisible();
  await page.goto('/app-detail?app=sys');
  await expect(page.getByText('该应用不存在，或您没有使用权限')).toBeVisible();
  await page.goto('/sys/dept');
  await expect(page).toHaveURL(/\/401$/);
});

test('the workbench lists the applications a user may open; an application’s page leads into it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: /系统管理\s*9 个功能页面/ }).click();
  await expect(page).toHaveURL(/\/app-detail\?app=sys$/);
  await expect(page.getByText('可使用的功能（9）')).toBeVisible();
  await page.getByRole('link', { name: /进入应用/ }).click();
  await expect(page).toHaveURL(/\/sys\/dept$/);
});

test('losing gl_xt while a page is open: the next call shows the 403 alert; a broken rule shows its message', async ({ page, request }) => {
  const demo = await asDemoAdmin(request);
  const userId = await demo.addMember('xitong1', '系统老师', ['运维管理员']);
  // The refused list call the alert is about.
  expectConsoleErrors(page, /status of 403/);

  await signIn(page, 'xitong1', MEMBER_PASSWORD);
  await page.goto('/sys/post');
  await page.locator('button:visible', { hasText: '新增岗位' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('岗位编码').fill('dup');
  await dialog.getByLabel('岗位名称').fill('重复岗位');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);
  await page.locator('button:visible', { hasText: '新增岗位' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('岗位编码').fill('dup2');
  await dialog.getByLabel('岗位名称').fill('重复岗位');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('岗位名称已存在');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toHaveCount(0);

  const edit = await demo.admin.post('/gl/ua/ogt/gl/office/user/edit', { userId, name: '系统老师', roleIds: [demo.roleId('监考员')] });
  expect(edit.code).toBe(20000);
  await page.getByPlaceholder('岗位名称或编码').fill('重复');
  // The search button, not Enter: the closed dialog hands focus back to its opener as it fades.
  await page
    .getByRole('button')
    .filter({ has: page.getByRole('img', { name: 'search', exact: true }), visible: true })
    .click();
  const alert = page.getByRole('dialog').filter({ hasText: '您没有权限' });
  await expect(alert).toBeVisible();
});

test('an institution invites a person of another; they accept after signing in and switch there', async ({
  page,
  browser,
  request,
}, info) => {
  const demo = await asDemoAdmin(request);
  await demo.addMember('liu01', '刘老师', ['系统管理员'], { email: 'liu01@example.cn' });

  // A second institution registers; its administrator invites the same person by their account name alone.
  const contact = 'head@second-school.cn';
  const anyone = api(request);
  const seen = codesFor(contact).length;
  expect((await anyone.post('/gl/ua/ogt/send/captcha', { content: contact, type: 'register' })).code).toBe(20000);
  const registered = await anyone.post('/gl/ua/ogt/register/admin', {
    name: '二校管理员',
    content: contact,
    password: await encrypted(request, 'Second2026'),
    captcha: await codeFor(contact, seen),
    officename: '第二实验学校',
  });
  expect(registered.code, registered.msg).toBe(20000);
  await signIn(page, '二校管理员', 'Second2026');
  await page.goto('/sys/user');
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('已有账号').click();
  await expect(dialog.getByLabel('姓名')).toHaveCount(0);
  await dialog.locator('#member_username').fill('liu01');
  await dialog.locator('#member_roleIds').click();
  await page.getByTitle('监考员').click();
  // The open list of roles covers the dialog's buttons.
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText('邀请已发送：liu01 登录后接受即加入本机构')).toBeVisible();
  // Not a member yet: the list of invitations shows the account name and nothing of the person.
  await page.getByRole('button', { name: /成员邀请/ }).click();
  const row = page.getByRole('row', { name: /liu01/ });
  await expect(row).toContainText('待接受');
  await expect(page.locator('main')).not.toContainText('刘老师');
  await expect(page.locator('main')).not.toContainText('liu01@example.cn');

  // The person signs in, sees the invitation behind the header's badge, accepts, and switches there.
  const other = await browser.newContext({ baseURL: BASE_URL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const person = await other.newPage();
  await signIn(person, 'liu01', MEMBER_PASSWORD);
  await expect(person.locator('.ant-descriptions')).toContainText('云考试演示机构');
  await person.getByTestId('invitations').click();
  const switcher = person.getByRole('dialog');
  await expect(switcher.getByTestId('invitation')).toContainText('「第二实验学校」邀请你加入');
  await switcher.getByRole('button', { name: /^接\s*受$/ }).click();
  await expect(person.getByText('已加入「第二实验学校」')).toBeVisible();
  await expect(switcher.getByTestId('invitation')).toHaveCount(0);
  await switcher.getByText('第二实验学校').click();
  await person.getByRole('button', { name: /^切\s*换$/ }).click();
  // The page reloads in the new institution; its workbench names it.
  await expect(person.getByRole('dialog')).toHaveCount(0);
  await expect(person.locator('.ant-descriptions')).toContainText('第二实验学校');
  await expect(person.getByTestId('user-menu')).toContainText('监考员');
  await expect(person.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
  await person.screenshot({ path: info.outputPath('invitation-accepted-zh.png') });
  await other.close();

  // Now a member of the second institution, who sees their name there.
  await page.reload();
  await expect(page.getByRole('row', { name: /liu01/ })).toContainText('已接受');
  await page.goto('/sys/user');
  await expect(page.getByRole('row', { name: /liu01/ })).toContainText('刘老师');
});

test('a member with two roles acts as one of them, then with both again; the menu follows', async ({ page, request }) => {
  const demo = await asDemoAdmin(request);
  await demo.addMember('zhou01', '周老师', ['系统管理员', '监考员']);

  await signIn(page, 'zhou01', MEMBER_PASSWORD);
  await page.goto('/sys/post');
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(/系统管理员 \| 监考员|监考员 \| 系统管理员/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await page.getByRole('dialog').getByText('监考员', { exact: true }).click();
  await expect(page.locator('.ant-message')).toContainText('已切换为「监考员」');
  // The open views are closed and the routes regenerated: back on the workbench, without the system menu.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
  await expect(page.getByTestId('tags-view-item')).toHaveText(['工作台']);
  await expect(page.getByTestId('user-menu')).not.toContainText('系统管理员');
  await page.goto('/sys/post');
  await expect(page).toHaveURL(/\/401$/);

  await page.getByRole('button', { name: '返回首页' }).click();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await page.getByRole('dialog').getByText('全部角色').click();
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(/系统管理员 \| 监考员|监考员 \| 系统管理员/);
});

test('a call that gets no answer within 60 seconds shows the time-out alert, once', async ({ page }) => {
  await page.clock.install();
  await signInAsAdmin(page);
  await page.goto('/sys/post');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  // The network stops answering the post list.
  await page.route('**/gl/ua/post/get/page**', () => undefined);
  await page.getByPlaceholder('岗位名称或编码').fill('无应答');
  // The search goes into the address first, then the list asks: the clock runs from that call.
  const asked = page.waitForRequest('**/gl/ua/post/get/page**');
  await page.getByPlaceholder('岗位名称或编码').press('Enter');
  await asked;
  await page.clock.fastForward(59_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(2_000);
  const alert = page.getByRole('dialog').filter({ hasText: '请求超时' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('请检查网络设置');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
