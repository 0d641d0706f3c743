import { api, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { expect, type Page, test } from './test';

test.use({ locale: 'zh-CN' });

const OK = /确\s*定/;

/** Opens a knowledge point's menu (its ⋯ button, named after it) and picks an action. */
async function pointAction(page: Page, point: string, action: string) {
  await page.getByRole('button', { name: `“${point}”的操作` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Names a knowledge point in the dialog the tree opened. */
async function namePoint(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('知识点名称').fill(name);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);
}

test('an administrator creates a bank, builds its knowledge model, and finds, previews and retags an item in it', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const server = api(request, token);
  expect((await server.post('/gl/ua/ogt/gl/dept/add', { name: '理科教研组' })).code).toBe(20000);

  await signInAsAdmin(page);
  await page.goto('/bank');
  await expect(page).toHaveURL(/\/bank\/list$/);
  await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '题库列表' })).toBeVisible();

  // A bank: its name may hold no whitespace (the server's own message), and it belongs to a department.
  await page.getByRole('button', { name: '新增题库' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('题库名称').fill('初二 物理');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('题库名称不能包含空格')).toBeVisible();
  await dialog.getByLabel('题库名称').fill('初二物理题库');
  await dialog.getByLabel('所属部门').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('理科教研组', { exact: true }).click();
  await dialog.getByLabel('题库描述').fill('力学、光学单元练习');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.locator('.ant-table:visible tbody tr', { hasText: '初二物理题库' });
  await expect(row).toContainText('理科教研组');
  await expect(row).toContainText('正常');

  // Its items: an empty list beside an empty knowledge model.
  await row.getByRole('link', { name: '初二物理题库' }).click();
  await expect(page).toHaveURL(/\/bank\/items\?bankId=[0-9a-f-]{36}$/);
  const bankId = new URL(page.url()).searchParams.get('bankId')!;
  await expect(page.getByRole('heading', { name: '初二物理题库' })).toBeVisible();
  await expect(page.getByText('还没有知识点')).toBeVisible();
  await expect(page.getByText('还没有试题', { exact: true })).toBeVisible();

  // A knowledge model three levels deep, and a second point at the top.
  const tree = page.locator('.knowledge-tree');
  await page.getByRole('button', { name: '新增知识点' }).click();
  await namePoint(page, '力学');
  await pointAction(page, '力学', '添加下级');
  await expect(page.getByRole('dialog')).toContainText('在“力学”下新增知识点');
  await namePoint(page, '运动和力');
  await pointAction(page, '运动和力', '添加下级');
  await namePoint(page, '牛顿第一定律');
  await page.getByRole('button', { name: '新增知识点' }).click();
  await namePoint(page, '光学');
  const points = tree.locator('[role=treeitem] .knowledge-node-name');
  await expect(points).toHaveText(['力学', '运动和力', '牛顿第一定律', '光学']);
  // Three levels: the grandchild is indented twice.
  await expect(tree.locator('[role=treeitem]', { hasText: '牛顿第一定律' }).locator('.ant-tree-indent-unit')).toHaveCount(2);

  // A sibling's name is refused with the server's message.
  await page.getByRole('button', { name: '新增知识点' }).click();
  const named = page.getByRole('dialog');
  await named.getByLabel('知识点名称').fill('力学');
  await named.getByRole('button', { name: OK }).click();
  await expect(page.getByText('同一级下已有同名知识点')).toBeVisible();
  await named.getByRole('button', { name: /取\s*消/ }).click();

  // Dragged into the gap above the first point, 光学 comes first; the order is the server's after a reload.
  const optics = tree.locator('[role=treeitem]', { hasText: '光学' }).locator('.knowledge-node-name');
  const mechanics = tree.locator('[role=treeitem]', { hasText: '力学' }).first();
  await optics.dragTo(mechanics, { sourcePosition: { x: 10, y: 8 }, targetPosition: { x: 40, y: 2 } });
  await expect(points).toHaveText(['光学', '力学', '运动和力', '牛顿第一定律']);
  await page.reload();
  await expect(points).toHaveText(['光学', '力学', '运动和力', '牛顿第一定律']);

  await pointAction(page, '光学', '重命名');
  await expect(page.getByRole('dialog').getByLabel('知识点名称')).toHaveValue('光学');
  await namePoint(page, '光的传播');
  await expect(points).toHaveText(['光的传播', '力学', '运动和力', '牛顿第一定律']);

  // An item written elsewhere (the editor, an import) under the grandchild: listed under its ancestor too.
  const model = await server.get(`/gl/tk/knowledge/tree?bankId=${bankId}`);
  const newton = model.data[1].children[0].children[0];
  expect(newton.name).toBe('牛顿第一定律');
  const added = await server.post('/gl/tk/item/add', {
    bankId,
    knowledgeIds: [newton.id],
    tags: ['基础'],
    itemTypeCode: 'single_choice',
    difficulty: 2,
    score: 2,
    stemAttrs: { content: '<p>一切物体在没有受到力的作用时，总保持什么状态？</p>' },
    optionsDataList: [{ optionContent: '静止或匀速直线运动状态' }, { optionContent: '加速运动状态' }],
    answerAttrs: { options: ['A'] },
    descriptionAttrs: { content: '<p>这就是牛顿第一定律，也叫惯性定律。</p>' },
  });
  expect(added.code).toBe(20000);
  await page.reload();
  await expect(tree.locator('[role=treeitem]', { hasText: '牛顿第一定律' }).locator('.knowledge-node-count')).toHaveText('1');
  await tree.getByText('力学', { exact: true }).click();
  await expect(page).toHaveURL(/knowledgeId=/);
  const rows = page.locator('.ant-table:visible tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('一切物体在没有受到力的作用时');
  await expect(rows.first()).toContainText('单选题');
  await expect(rows.first()).toContainText('牛顿第一定律');
  // Another branch lists nothing; "all items" lists it again.
  await tree.getByText('光的传播', { exact: true }).click();
  await expect(page.getByText('没有符合条件的试题')).toBeVisible();
  await page.getByRole('button', { name: '全部试题' }).click();
  await expect(page).not.toHaveURL(/knowledgeId=/);
  await expect(rows).toHaveCount(1);

  // The preview: as a candidate meets it (options to choose, no key), then with the key marked and the explanation.
  await rows
    .first()
    .getByRole('button', { name: /预\s*览/ })
    .click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText('试题预览');
  await expect(drawer).toContainText('一切物体在没有受到力的作用时，总保持什么状态？');
  await expect(drawer.getByRole('radio', { name: 'A' })).not.toBeChecked();
  await expect(drawer).not.toContainText('正确答案');
  await drawer.getByText('答案视角').click();
  await expect(drawer.locator('li', { hasText: '静止或匀速直线运动状态' })).toContainText('正确答案');
  await expect(drawer.locator('li', { hasText: '加速运动状态' })).not.toContainText('正确答案');
  await expect(drawer).toContainText('这就是牛顿第一定律，也叫惯性定律。');
  await page.screenshot({ path: test.info().outputPath('bank-preview.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Retag the chosen items at once.
  await rows.first().locator('.ant-checkbox-input').check();
  await expect(page.getByText('已选 1 道')).toBeVisible();
  await page.getByRole('button', { name: '修改标签' }).click();
  const retag = page.getByRole('dialog');
  await expect(retag).toContainText('修改 1 道试题的标签');
  await retag.getByLabel('添加标签').fill('期末');
  await retag.getByLabel('添加标签').press('Enter');
  // Both fields now list tags as they are typed (the bank's, the chosen items'): chosen from the keyboard.
  await retag.getByLabel('移除标签').fill('基础');
  await retag.getByLabel('移除标签').press('Enter');
  await expect(retag.locator('.ant-select-selection-item', { hasText: '基础' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await retag.getByRole('button', { name: OK }).click();
  await expect(retag).toHaveCount(0);
  await expect(page.getByText('已更新 1 道试题的标签')).toBeVisible();
  await expect(rows.first()).toContainText('期末');
  await expect(rows.first()).not.toContainText('基础');
  await page.screenshot({ path: test.info().outputPath('bank-items.png') });

  // The tag filter suggests the bank's tags containing what is typed, each with how many items carry it.
  await page.getByLabel('按标签筛选').fill('期');
  const suggestion = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '期末' });
  await expect(suggestion).toContainText('1 道');
  await suggestion.click();
  await expect(page).toHaveURL(/tag=%E6%9C%9F%E6%9C%AB/);
  await expect(rows).toHaveCount(1);

  // Back in the bank list, the bank counts its item by type.
  await page.getByRole('link', { name: '题库列表' }).first().click();
  await expect(page).toHaveURL(/\/bank\/list$/);
  await expect(row).toContainText('单选题 1');
});
