import { expect, type Page, test } from './test';
import { adminSession, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';

test.use({ locale: 'zh-CN' });

const tags = (page: Page) => page.getByTestId('tags-view-item');

/**
 * Picks an action from a tag's context menu once the menu of the last action has closed: a right-click on a tag
 * whose menu is still closing opens it again mid-animation, where a click on an item goes nowhere.
 */
async function tagAction(page: Page, tag: string, action: string | RegExp) {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await tags(page).filter({ hasText: tag }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
}

test('the tags view keeps open pages, and refreshes, closes, closes others and closes all', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/notification-core\/index$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(tags(page)).toHaveText(['工作台', '消息中心', '个人中心']);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ant-breadcrumb'))).toContainText('工作台');

  // After a reload the tags come back, and a restored tag's page is drawn when it is first shown.
  await page.reload();
  await expect(tags(page)).toHaveText(['工作台', '消息中心', '个人中心']);
  await expect(page.getByRole('button', { name: '修改', exact: true })).toBeVisible();
  await tags(page).filter({ hasText: '消息中心' }).click();
  await expect(page.locator('.ant-table:visible')).toHaveCount(1);
  await tags(page).filter({ hasText: '个人中心' }).click();

  // A kept page keeps what the user was doing; refresh starts it afresh.
  await page.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByLabel('姓名').fill('正在编辑');
  await tags(page).filter({ hasText: '消息中心' }).click();
  await expect(page).toHaveURL(/\/notification-core\/index$/);
  await tags(page).filter({ hasText: '个人中心' }).click();
  await expect(page.getByLabel('姓名')).toHaveValue('正在编辑');
  await tagAction(page, '个人中心', '刷新');
  await expect(page.getByLabel('姓名')).toHaveCount(0);

  // Close the current page: the next one opens.
  await tagAction(page, '个人中心', /关闭$/);
  await expect(tags(page)).toHaveText(['工作台', '消息中心']);
  await expect(page).toHaveURL(/\/notification-core\/index$/);

  // Close others keeps the affixed workbench.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await tagAction(page, '消息中心', '关闭其他');
  await expect(tags(page)).toHaveText(['工作台', '消息中心']);

  await tagAction(page, '消息中心', '关闭全部');
  await expect(tags(page)).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home$/);
});

test('the sidebar remembers being collapsed across a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', '0');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', '1');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', '1');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', '0');
});

test('the header follows the page: transparent on the portal, the workbench’s, the console’s', async ({ page }, info) => {
  await signInAsAdmin(page);
  const visitEachNavType = async (lang: string) => {
    for (const [path, navType] of [
      ['/propaganda', '1'],
      ['/home', '2'],
      ['/personal', '3'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('header[data-nav-type]')).toHaveAttribute('data-nav-type', navType);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: info.outputPath(`nav-type-${navType}-${lang}.png`) });
    }
  };
  await visitEachNavType('zh');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await visitEachNavType('en');
  await expect(page.getByText('Profile', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Personal centre - Cloud Exam');
});

test('the bell counts unread notices, and reading one lowers the count', async ({ page }) => {
  await signInAsAdmin(page);
  const bell = page.getByRole('link', { name: '消息中心' }).first();
  // The welcome notice is unread (other journeys may have read the other seeded one).
  const count = bell.locator('sup.ant-scroll-number');
  await expect(count).toHaveAttribute('title', /^[12]$/);
  const before = Number(await count.getAttribute('title'));
  await bell.click();
  // the message centre's row (the workbench's notices tile names the newest unread notice too)
  await expect(page).toHaveURL(/\/notification-core\/index/);
  await page.getByRole('table').getByRole('link', { name: '欢迎使用云考试' }).click();
  await expect(page).toHaveURL(/\/notification-core\/detail\?id=/);
  await expect(page.getByRole('heading', { name: '欢迎使用云考试' })).toBeVisible();
  if (before === 1) await expect(count).toHaveCount(0);
  else await expect(count).toHaveAttribute('title', String(before - 1));
});

test('the landing page offers sign-in when signed out, and hides the service widget on sign-in pages', async ({ page }) => {
  await page.goto('/propaganda');
  await expect(page.getByRole('heading', { name: /云考试/ })).toBeVisible();
  await expect(page.getByTestId('service-widget')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
});

test('the skin chosen in the personal centre follows the user across a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/personal');
  await page.getByText('宽松').click();
  await page
    .getByRole('button', { name: /保\s*存/ })
    .last()
    .click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '修改密码' })).toHaveClass(/ant-btn-lg/);
  await page.getByRole('button', { name: '恢复默认' }).click();
  await expect(page.getByRole('button', { name: '修改密码' })).not.toHaveClass(/ant-btn-lg/);
});

test('a new version deployed while the page is open: within the hour a notice offers a refresh', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await page.route(/\/version\.json/, (route) => route.fulfill({ json: { buildId: 'deployed-later' } }));
  await page.clock.fastForward(59 * 60_000);
  await expect(page.getByText('发现新版本')).toHaveCount(0);
  await page.clock.fastForward(60_000);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '发现新版本' });
  await expect(notice).toContainText('云考试已更新，刷新页面即可使用新版本。');
  await notice.getByRole('button', { name: /刷\s*新/ }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
});

test('layout details: a token in the address signs in and leaves it, /web, the portal header fading in, back to top, the mobile drawer', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  await page.goto(`/home?token=${token}`);
  await expect(page.getByTestId('user-name')).toHaveText('管理员');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/web');
  await expect(page).toHaveURL(/\/propaganda$/);

  // Nav type 1: transparent at the top, opaque once 400 px have scrolled by.
  const header = page.locator('header[data-nav-type="1"]');
  await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0)');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // Back to top appears after 400 px of the page's own scrolling, and takes the page back up.
  await page.setViewportSize({ width: 1440, height: 480 });
  await page.goto('/sys/settings');
  const scroller = page.getByTestId('page-scroller');
  await expect(page.getByText('密码策略')).toBeVisible();
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  await scroller.evaluate((el) => el.scrollTo(0, 450));
  await page.getByRole('button', { name: '回到顶部' }).click();
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);

  // Below 992 px the sidebar is a drawer behind the menu button.
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: '展开菜单' }).click();
  await page.getByRole('dialog').getByRole('menuitem', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/notification-core\/index$/);
});

test('signing out with pages kept open in the tags view leaves quietly: no call goes out without a session', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ['/notification-core/index', '/download-center', '/sys/user', '/sys/candidate', '/personal']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(r.url());
  });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
});

test('with many pages open the current tag stays in view; the strip scrolls by wheel and arrows; tags work by keyboard and from a visible menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1300, height: 800 }); // the console's minimum width: the tags overflow
  await signInAsAdmin(page);
  const pages = ['/notification-core/index', '/download-center', '/personal'];
  pages.push(
    ...['dept', 'user', 'user/invitations', 'role', 'post', 'candidate', 'dict', 'office', 'settings', 'audit'].map((p) => `/sys/${p}`),
  );
  for (const [i, path] of pages.entries()) {
    await page.goto(path);
    await expect(tags(page)).toHaveCount(i + 2);
  }
  const strip = page.getByTestId('tags-view-strip');
  const inView = async (tag: ReturnType<typeof tags>) => {
    const [s, t] = [await strip.boundingBox(), await tag.boundingBox()];
    return t!.x >= s!.x - 1 && t!.x + t!.width <= s!.x + s!.width + 1;
  };
  const current = page.locator('[data-testid="tags-view-item"][aria-current="page"]');
  await expect(current).toHaveText('操作日志');
  expect(await inView(current)).toBe(true);

  // Back to the first page by its tag: the strip scrolls back to show it.
  await page.getByRole('menuitem', { name: '消息中心' }).click();
  await expect(current).toHaveText('消息中心');
  await expect.poll(() => inView(current)).toBe(true);

  // The wheel and the arrow buttons scroll the strip sideways.
  const scrolled = () => strip.evaluate((el) => el.scrollLeft);
  await strip.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(scrolled).toBeGreaterThan(0);
  const afterWheel = await scrolled();
  await page.getByRole('button', { name: '向左滚动标签' }).click();
  await expect.poll(scrolled).toBeLessThan(afterWheel);

  // Keyboard: Tab reaches the tags, arrows move between them, Enter opens, Delete closes.
  await current.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tags(page).filter({ hasText: '下载中心' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/download-center$/);
  await page.keyboard.press('Delete');
  await expect(tags(page).filter({ hasText: '下载中心' })).toHaveCount(0);

  // The actions are on a visible menu too: close others from it.
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tags(page)).toHaveCount(2);

  // The workbench's application opens once, with or without its query.
  await page.goto('/app-detail');
  await page.goto('/app-detail?app=sys');
  await expect(tags(page).filter({ hasText: '应用详情' })).toHaveCount(1);
});

test('from the workbench card to a page, the sidebar shows where the user is', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: /系统管理/ }).click();
  await expect(page).toHaveURL(/\/app-detail\?app=sys$/);
  await page.getByRole('link', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/sys\/user$/);
  const item = page.getByTestId('sidebar').getByRole('menuitem', { name: '用户管理' });
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(/ant-menu-item-selected/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('what the product itself made is said in English: built-in roles, seeded notices; tables keep names whole in a narrow window', async ({
    page,
    request,
    context,
  }) => {
    await adminSession(request, context);
    await page.goto('/home');
    await expect(page.locator('header')).toContainText('System administrator');
    await expect(page.getByRole('cell', { name: 'System administrator' })).toBeVisible();
    await page.goto('/notification-core/index');
    await expect(page.getByRole('link', { name: 'Welcome to Cloud Exam' })).toBeVisible();
    await expect(page.getByText('欢迎使用云考试')).toHaveCount(0);
    await page.goto('/sys/role');
    for (const name of ['System administrator', 'Operations administrator', 'Back-office administrator', 'Invigilator', 'Roving monitor'])
      await expect(page.locator('.ant-table:visible')).toContainText(name);
    await expect(page.locator('.ant-table:visible')).not.toContainText('监考员');

    // Below 992 px a Chinese name stays on one line; the table scrolls sideways instead.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/sys/user');
    const name = page.locator('.ant-table:visible td', { hasText: /^管理员$/ });
    await expect(name).toBeVisible();
    const lines = await name.evaluate((el) => {
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});
