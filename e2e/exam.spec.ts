import { signInAsAdmin } from './fixtures';
import { expect, test } from './test';

test.use({ locale: 'zh-CN' });

const OK = /确\s*定/;

test('an exam is made through its form, its category filed, and publishing names what it still lacks', async ({ page }) => {
  await signInAsAdmin(page);

  // A category to file the exam under.
  await page.goto('/examination/category');
  await page.getByRole('button', { name: '新增考试分类' }).click();
  await page.getByLabel('分类名称').fill('期末考试');
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.locator('.ant-tree').getByText('期末考试')).toBeVisible();

  // The exam: a duration of 0 is refused as one types, then corrected.
  await page.goto('/examination/list');
  await page.getByRole('button', { name: '创建考试' }).click();
  await page.waitForURL(/\/examination\/create/);
  const form = page.locator('form#examBaseInfo');
  await form.getByLabel('考试名称').fill('高一期末统一考试');
  await form.getByLabel('考试分类').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('期末考试').click();
  const [begin, end] = [form.getByPlaceholder(/开始/), form.getByPlaceholder(/结束/)];
  await begin.click();
  // typed with seconds, as a copied time often is: taken to the minute
  await begin.fill('2030-06-01 09:00:00');
  await page.keyboard.press('Enter');
  await end.fill('2030-06-01 12:00');
  await page.keyboard.press('Enter');
  // A subject name's length is counted as the rule counts it (a Chinese character as 3) and told as one types.
  const subjectName = form.locator('.ant-form-item').filter({ has: page.getByLabel('科目名称 1') });
  await form.getByLabel('科目名称 1').fill('语'.repeat(21));
  await expect(subjectName).toContainText('63 / 60');
  await expect(subjectName).toContainText('科目名称不能超过20个汉字或60个字符');
  await form.getByLabel('科目名称 1').fill('语文');
  await expect(subjectName).toContainText('6 / 60');
  await form.getByLabel('考试时长 1').fill('120');
  await form.getByLabel('允许提前交卷 1').fill('150');
  await expect(form.getByText('允许提前交卷分钟数须为不大于考试时长的非负整数')).toBeVisible();
  await form.getByLabel('允许提前交卷 1').fill('30');
  await expect(form.getByText('允许提前交卷分钟数须为不大于考试时长的非负整数')).toHaveCount(0);
  await form.getByRole('button', { name: '创建考试' }).click();

  // Its overview: what publishing still lacks, and the refusal saying the same.
  await page.waitForURL(/\/examination\/detail\/index\//);
  const overview = page.locator('main, body').filter({ visible: true });
  await expect(overview.getByText('科目“语文”没有试卷')).toBeVisible();
  await expect(overview.getByText('没有考生')).toBeVisible();
  await page.getByRole('button', { name: /发\s*布/ }).click();
  const refusal = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(refusal.locator('.ant-modal-confirm-title')).toHaveText('考试尚不能发布');
  await expect(refusal.getByText('没有场次')).toBeVisible();
  await refusal.getByRole('button', { name: '知道了' }).click();

  // The list finds it by its state and its category.
  // (In the table: the exam's pages' tags above are named after it too.)
  await page.goto('/examination/list?status=notStarted');
  const listed = page.locator('.ant-table:visible').getByRole('link', { name: '高一期末统一考试' });
  await expect(listed).toBeVisible();
  // Published from its row after a confirmation, or told in place why not.
  const row = page.locator('.ant-table:visible tbody tr.ant-table-row').filter({ hasText: '高一期末统一考试' });
  await row.getByRole('button', { name: /^发\s*布$/ }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const refused = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(refused).toContainText('高一期末统一考试');
  await expect(refused).toContainText('没有场次');
  await refused.getByRole('button', { name: '知道了' }).click();
  await page.getByRole('tab', { name: '已过期' }).click();
  await expect(listed).toHaveCount(0);
});
