import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { adminSession, api, chinaTime, fillWindow, importBankPaper, mainlandId, png, signInAsAdmin, tokenFor, zipOf } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { expect as baseExpect, type Page, test } from './test';

/** An ID number as pages show it: its first six and last four characters. */
const maskedId = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;

/**
 * The exam issue's whole journey, through its pages as an exam officer works: an exam of two subjects made in the
 * form, a bank paper imported into each, settings changed, an information form built, 200 candidates imported from a
 * spreadsheet (its bad rows read first) with their photos, publishing refused until they are scheduled into two
 * sessions and three rooms, then published, and every candidate notified by text message and e-mail. A second test
 * reads the same exam's schedule, candidates, notifications and a candidate's information form in English.
 */
test.describe.configure({ mode: 'serial' });
/** Pages of 200 candidates on a shared machine: a little more patience than the default five seconds. */
const expect = baseExpect.configure({ timeout: 10_000 });

const OK = /确\s*定/;
const HOUR = 3_600_000;
const CANDIDATES = 200;
const BORN = '20080315';
const shots = path.join(import.meta.dirname, 'artifacts', 'exam-journey');
/** A run's own names: the server keeps exam names unique, and a retry meets the first try's exam. */
const run = String(Date.now()).slice(-4);
const examName = `高三第一次联考${run}`;
const chinesePaper = `语文联考卷${run}`;
const mathsPaper = `数学联考卷${run}`;

let examId = '';
/** The seventh candidate's exam candidate id, whose information form both journeys open. */
let seventhId = '';
/** The seventh candidate, whose notification is read in the end. */
const seventh = '联考考生007';

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  // Let antd's motion (a drawer sliding in, a message fading) settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

type Row = { name: string; certType: string; idNumber: string; mobile: string; email: string; dept: string };

/** The candidates as the school's office lists them: half in each grade department. */
function candidateRows(): Row[] {
  return Array.from({ length: CANDIDATES }, (_, i) => {
    const n = i + 1;
    const serial = String(n).padStart(3, '0');
    return {
      name: `联考考生${serial}`,
      certType: '居民身份证',
      idNumber: mainlandId(n, BORN),
      mobile: `1770315${String(n).padStart(4, '0')}`,
      email: `kaosheng${serial}@example.com`,
      dept: n % 2 ? '高三一班' : '高三二班',
    };
  });
}

/** The import's spreadsheet, columns as the template has them (准考证号 left for the rule to fill). */
async function sheet(rows: Row[], name: string) {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('考生');
  s.addRow(['姓名', '证件类型', '证件号码', '手机号', '邮箱', '部门', '准考证号']);
  for (const r of rows) s.addRow([r.name, r.certType, r.idNumber, r.mobile, r.email, r.dept, '']);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** A fixed paper of three single choice items made through the API (the paper journey builds papers through its pages). */
async function givenPaper(server: ReturnType<typeof api>, bankId: string, name: string, duration: number, subject: string) {
  const items: { itemId: string }[] = [];
  for (let n = 1; n <= 3; n++) {
    const added = await server.post('/gl/tk/item/add', {
      bankId,
      itemTypeCode: 'single_choice',
      score: 2,
      stemAttrs: { content: `<p>${subject}第${n}题：下列说法正确的是？</p>` },
      optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }, { optionContent: '丙' }],
      answerAttrs: { options: ['A'] },
    });
    expect(added.code, JSON.stringify(added)).toBe(20000);
    items.push({ itemId: added.data.id });
  }
  const paper = await server.post('/gl/tk/paper/add', {
    name,
    bankIds: [bankId],
    kind: 'fixed',
    duration,
    passMark: 4,
    sections: [{ topicName: '一、单项选择题', score: 2, items }],
  });
  expect(paper.code, JSON.stringify(paper)).toBe(20000);
}

/** Opens one part of the exam from its overview, as the officer does. */
async function openPart(page: Page, part: string, url: RegExp) {
  await page.goto(`/examination/detail/index/${examId}`);
  await page.getByRole('link', { name: part, exact: true }).click();
  await page.waitForURL(url);
}

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

  test('an exam from bank papers to 200 notified candidates: configured, its form built, imported, scheduled, published', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // Set-up of what other journeys do through their pages: a bank with a paper per subject, two departments.
    const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
    const bankId = (await server.post('/gl/tk/bank/add', { name: `联考题库${run}` })).data.id as string;
    await givenPaper(server, bankId, chinesePaper, 120, '语文');
    await givenPaper(server, bankId, mathsPaper, 90, '数学');
    for (const name of ['高三一班', '高三二班']) expect((await server.post('/gl/ua/ogt/gl/dept/add', { name })).code).toBe(20000);

    // The exam day: the day after tomorrow, 08:00 to 18:00 China time.
    const day = new Date(Date.now() + 2 * 86_400_000);
    day.setUTCHours(0, 0, 0, 0);
    const begin = day.getTime();
    const date = chinaTime(begin).slice(0, 10);

    await signInAsAdmin(page);

    // 1. The exam, two subjects, in the create form.
    await page.goto('/examination/list');
    await page.getByRole('button', { name: '创建考试' }).click();
    await page.waitForURL(/\/examination\/create/);
    const form = page.locator('form#examBaseInfo');
    await form.getByLabel('考试名称').fill(examName);
    const [from, to] = [form.getByPlaceholder(/开始/), form.getByPlaceholder(/结束/)];
    await from.click();
    await from.fill(chinaTime(begin));
    await page.keyboard.press('Enter');
    await to.fill(chinaTime(begin + 10 * HOUR));
    await page.keyboard.press('Enter');
    await form.getByLabel('科目名称 1').fill('语文');
    await form.getByLabel('考试时长 1').fill('120');
    await form.getByRole('button', { name: '添加科目' }).click();
    await form.getByLabel('科目名称 2').fill('数学');
    await form.getByLabel('考试时长 2').fill('90');
    await form.getByRole('button', { name: '创建考试' }).click();
    await page.waitForURL(/\/examination\/detail\/index\//);
    examId = page.url().split('/').pop()!;
    const readiness = page.locator('.ant-card:visible').filter({ has: page.getByText('发布前检查', { exact: true }) });
    await expect(readiness).toContainText('科目“语文”、“数学”没有试卷');
    await expect(readiness).toContainText('没有考生');

    // 2. A bank paper into each subject, searched by name in the import dialog.
    await openPart(page, '考试试卷', /editExaminationPaper/);
    for (const [subject, paper] of [
      ['语文', chinesePaper],
      ['数学', mathsPaper],
    ] as const) {
      const card = page.locator('.ant-card:visible').filter({ has: page.locator('.ant-card-head-title', { hasText: subject }) });
      await importBankPaper(page, card, `从题库导入试卷 - ${subject}`, paper);
      await expect(card.locator('tbody tr')).toContainText(paper);
      await expect(card.locator('tbody tr')).toContainText('A');
    }
    await shot(page, 'zh-1-papers');

    // 3. Settings: fullscreen required and at most three times off the page; both kept after a reload.
    await openPart(page, '考试配置', /editExamConfig/);
    const fullscreen = page.getByLabel('强制全屏');
    await expect(fullscreen).not.toBeChecked();
    await fullscreen.click();
    await page.getByLabel('切屏次数限制').fill('3');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await page.reload();
    await expect(page.getByLabel('强制全屏')).toBeChecked();
    await expect(page.getByLabel('切屏次数限制')).toHaveValue('3');
    await page.getByLabel('切屏次数限制').scrollIntoViewIfNeeded();
    await shot(page, 'zh-2-config');

    // 4. The information form: certificate type, number and mobile, all required; the preview applies the rules.
    await openPart(page, '信息采集', /editExamCollectInfo/);
    for (const component of ['证件类型', '证件号码', '手机号']) {
      await page.getByRole('button', { name: `添加“${component}”` }).click();
      await page.getByRole('switch', { name: '必填' }).click();
    }
    await expect(page.getByText('表单字段（3）')).toBeVisible();
    await expect(page.getByRole('button', { name: '添加“手机号”' })).toHaveCount(0);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('信息采集表已保存');
    await page.reload();
    const fields = page.getByRole('list', { name: /表单字段/ });
    await expect(fields.getByRole('listitem')).toHaveText([/1\. 证件类型.*必填/, /2\. 证件号码.*必填/, /3\. 手机号.*必填/]);
    await page.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.locator('.ant-drawer').filter({ hasText: '预览信息采集表' });
    const errors = preview.locator('.ant-form-item-explain-error');
    await preview.getByRole('button', { name: '校验全部' }).click();
    await expect(errors).toHaveText(['证件类型未填写', '证件号码未填写', '手机号未填写']);
    await expect(preview.getByText('还有字段未通过校验')).toBeVisible();
    await preview.getByLabel('证件类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('居民身份证').click();
    await preview.getByLabel('证件号码').fill(mainlandId(1, BORN).slice(0, 17) + 'Y');
    await preview.getByLabel('手机号').fill('1770315');
    await preview.getByLabel('手机号').blur();
    await expect(errors).toHaveText(['请输入正确的证件号码！', '手机号格式不正确']);
    await shot(page, 'zh-3-collect-preview');
    await preview.getByLabel('证件号码').fill(mainlandId(1, BORN));
    await preview.getByLabel('手机号').fill('17703150001');
    await preview.getByRole('button', { name: '校验全部' }).click();
    await expect(preview.getByText('全部填写正确')).toBeVisible();
    await expect(errors).toHaveCount(0);
    await page.keyboard.press('Escape');

    // 5. 200 candidates from a spreadsheet: five bad rows are named and nothing is written; the fixed file goes in whole.
    await openPart(page, '考生管理', /\/examination\/detail\/add\//);
    await page.getByRole('button', { name: '导入考生' }).click();
    await page.waitForURL(/\/importCandidate\//);
    await expect(page.getByText(/来自报名项目/)).toHaveCount(0);
    await page.getByRole('button', { name: '导入考生信息', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const good = candidateRows();
    const bad = good.map((r) => ({ ...r }));
    bad[16]!.idNumber = mainlandId(17, BORN).slice(0, 17) + (mainlandId(17, BORN).endsWith('0') ? '1' : '0'); // row 18
    bad[41]!.idNumber = bad[40]!.idNumber; // row 43: the row before's number again
    bad[87]!.mobile = '1770315008'; // row 89: ten digits
    bad[122]!.dept = '高三九班'; // row 124: no such department
    bad[159]!.name = ''; // row 161
    await dialog.locator('input[type=file]').setInputFiles(await sheet(bad, '高三联考考生.xlsx'));
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(dialog.getByText('200 行中有 5 行有错误，未导入任何数据，请修改后重新上传')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('import-report').locator('tbody tr')).toHaveText([
      '18证件号码请输入正确的证件号码！',
      '43证件号码与文件中前面的行重复',
      '89手机号手机号格式不正确',
      '124部门部门不存在：高三九班',
      '161姓名姓名未填写',
    ]);
    await shot(page, 'zh-4-import-report');
    await dialog.locator('input[type=file]').setInputFiles(await sheet(good, '高三联考考生（改）.xlsx'));
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(dialog.getByText(`导入成功，共 ${CANDIDATES} 条`)).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: /^关\s+闭$/ }).click();

    // Their photos: a zip of pictures named by certificate number, and one named for nobody.
    await page.getByRole('button', { name: '下一步' }).click();
    const photos = good.map((r, i) => ({ name: `${r.idNumber}.png`, data: png(30, 40, 0x4070a0 + i * 0x000101) }));
    photos.push({ name: '王小明.png', data: png(30, 40, 0x808080) });
    await page
      .locator('input[type=file][accept=".zip"]')
      .setInputFiles({ name: '考生照片.zip', mimeType: 'application/zip', buffer: zipOf(photos) });
    await page.getByRole('button', { name: '上传照片' }).click();
    await expect(page.getByText(`共${CANDIDATES + 1}张照片，已匹配${CANDIDATES}张`)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.ant-table:visible tbody tr')).toHaveText(['王小明.png没有证件号码或准考证号为王小明的考生']);
    await shot(page, 'zh-5-photos');

    // The list: all 200, none without a photo; the seventh candidate's admission number, for the notification.
    await page.getByRole('button', { name: '返回考生列表' }).click();
    await page.waitForURL(/\/examination\/detail\/add\//);
    await expect(page.getByText(`共 ${CANDIDATES} 条`)).toBeVisible();
    await expect(page.getByRole('img', { name: '联考考生001的照片' })).toBeVisible();
    await shot(page, 'zh-6-candidates');
    await page.getByRole('tab', { name: '无照片' }).click();
    await expect(page.getByText('没有符合条件的考生')).toBeVisible();
    await page.getByRole('tab', { name: '全部' }).click();
    // The filter lives in the address and changes in a transition: the search waits to see the tab change.
    await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`共 ${CANDIDATES} 条`)).toBeVisible();
    await page.getByLabel('姓名、证件号码、准考证号或手机号').fill(seventh);
    await page.getByLabel('姓名、证件号码、准考证号或手机号').press('Enter');
    const row = page.locator('.ant-table:visible tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    // masked as every page shows it; the eye reveals it whole (audited, in the candidate's history)
    await expect(row).toContainText(maskedId(mainlandId(7, BORN)));
    await row.getByRole('button', { name: '显示完整证件号码' }).click();
    await expect(row).toContainText(mainlandId(7, BORN));
    await expect(row).toContainText('高三一班');
    const admissionNumber = (await row.locator('td').nth(1).textContent())!.trim();
    expect(admissionNumber).toMatch(/^\w+$/);

    // Their information form, edited from their details as a candidate fills it in: the same rules and messages.
    await row.getByRole('link', { name: seventh }).click();
    await page.waitForURL(/\/examination\/detail\/candidateDetail\/detail\//);
    seventhId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: '修改信息', exact: true }).click();
    await page.waitForURL(/\/examination\/detail\/candidateDetail\/editCandidate\//);
    const edit = page
      .locator('.ant-card')
      .filter({ visible: true })
      .filter({ hasText: `修改考生信息 - ${seventh}` });
    const editErrors = edit.locator('.ant-form-item-explain-error');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect(editErrors).toHaveText(['证件类型未填写', '证件号码未填写', '手机号未填写']);
    await edit.getByLabel('证件类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('居民身份证').click();
    await edit.getByLabel('证件号码').fill(mainlandId(7, BORN));
    await edit.getByLabel('手机号').fill('1770315');
    await edit.getByLabel('手机号').blur();
    await expect(editErrors).toHaveText(['手机号格式不正确']);
    await shot(page, 'zh-6b-candidate-edit');
    await edit.getByLabel('手机号').fill('17703150077');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await page.waitForURL(/\/examination\/detail\/candidateDetail\/detail\//);
    await page.reload();
    const answers = page.locator('.ant-card').filter({ visible: true }).filter({ hasText: '采集信息' });
    await expect(answers.locator('.ant-descriptions-item')).toHaveText([
      '证件类型居民身份证',
      `证件号码${maskedId(mainlandId(7, BORN))}`,
      '手机号177****0077',
    ]);
    await page.getByRole('button', { name: '显示完整手机号' }).click();
    await expect(answers.locator('.ant-descriptions-item')).toHaveText([
      '证件类型居民身份证',
      `证件号码${mainlandId(7, BORN)}`,
      '手机号17703150077',
    ]);

    // 6. Publishing before the schedule is refused, with what is missing.
    await page.goto(`/examination/detail/index/${examId}`);
    await expect(readiness).not.toContainText('没有试卷');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    const refusal = page.locator('.ant-modal-confirm').filter({ visible: true });
    await expect(refusal.locator('.ant-modal-confirm-title')).toHaveText('考试尚不能发布');
    await expect(refusal.locator('li')).toHaveText(['没有场次']);
    await shot(page, 'zh-7-publish-refused');
    await refusal.getByRole('button', { name: '知道了' }).click();

    // 7. The schedule: a session per subject, two rooms for Chinese and one for maths, everyone seated automatically.
    await openPart(page, '考场编排', /\/examination\/taskDetail\//);
    const chinese = page.locator('.ant-card:visible').filter({ has: page.getByText('语文', { exact: true }) });
    const maths = page.locator('.ant-card:visible').filter({ has: page.getByText('数学', { exact: true }) });
    for (const [card, name, start] of [
      [chinese, '语文上午场', begin + HOUR],
      [maths, '数学下午场', begin + 6 * HOUR],
    ] as const) {
      await card.getByRole('button', { name: '新增场次' }).click();
      await page.getByRole('dialog').getByLabel('场次名称').fill(name);
      await fillWindow(page, start, start + 2 * HOUR);
      await page.getByRole('dialog').getByRole('button', { name: OK }).click();
      await expect(card.getByRole('link', { name })).toBeVisible();
    }
    async function addRoom(name: string, capacity: number) {
      await page.getByRole('button', { name: '新增考场' }).click();
      const d = page.getByRole('dialog');
      await d.getByLabel('考场名称').fill(name);
      await d.getByLabel('座位数').fill(String(capacity));
      await d.getByLabel('地点').fill(`实验楼 ${name}`);
      await d.getByRole('button', { name: OK }).click();
      await expect(page.locator('.ant-table-row').filter({ hasText: name })).toBeVisible();
    }
    await chinese.getByRole('link', { name: '语文上午场' }).click();
    await page.waitForURL(/\/taskDetail\/[^/]+\/[^/]+$/);
    await addRoom('第一考场', 100);
    await addRoom('第二考场', 100);
    await page.getByRole('link', { name: '返回考场编排' }).click();
    await maths.getByRole('link', { name: '数学下午场' }).click();
    await addRoom('第三考场', 200);
    await page.getByRole('link', { name: '返回考场编排' }).click();
    for (const card of [chinese, maths]) {
      await card.getByRole('button', { name: '自动编排' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '开始编排' }).click();
      await expect(card.getByText(`已安排 ${CANDIDATES} / ${CANDIDATES} 名考生`)).toBeVisible({ timeout: 30_000 });
    }
    await shot(page, 'zh-8-schedule');
    await chinese.getByRole('link', { name: '语文上午场' }).click();
    await expect(page.getByText('100 / 100 座')).toHaveCount(2);
    await shot(page, 'zh-9-session');

    // 8. Now it publishes.
    await page.goto(`/examination/detail/index/${examId}`);
    await expect(readiness).toContainText('各项准备已完成，可以发布。');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await expect(page.locator('.ant-message')).toContainText('考试已发布');
    await expect(page.getByText('考试已发布，考生可以在考试列表中看到它。')).toBeVisible();
    await shot(page, 'zh-10-published');

    // 9. Every candidate told their admission number by text message and e-mail, from the template.
    await openPart(page, '考试通知', /\/detail\/notification\//);
    await page.getByLabel('模板').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('准考证号通知').click();
    await expect(page.getByLabel('标题')).toHaveValue('{examName}准考证号通知');
    await expect(page.getByRole('checkbox', { name: '短信' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '邮件' })).toBeChecked();
    // This server has no SMS or mail provider: the form says so for each channel before anything is sent.
    await expect(page.getByText('未配置短信发送服务：短信不会真正发出，只会记录在发件箱中')).toBeVisible();
    await expect(page.getByText('未配置邮件发送服务：邮件不会真正发出，只会记录在发件箱中')).toBeVisible();
    const previewCard = page
      .locator('.ant-card:visible')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^预览$/ }) })
      .last();
    await expect(previewCard).toContainText(`共 ${CANDIDATES} 名考生`);
    await expect(previewCard).toContainText(`短信：${CANDIDATES} 名考生将收到，0 名没有手机号将跳过`);
    await expect(previewCard).toContainText(`邮件：${CANDIDATES} 名考生将收到，0 名没有邮箱将跳过`);
    await expect(previewCard).toContainText(`${examName}准考证号通知`);
    await expect(previewCard).toContainText(/第一位考生 联考考生001（\w+）收到的内容：/);
    await shot(page, 'zh-11-notification-compose');
    await page
      .getByRole('button', { name: /发\s*送/ })
      .first()
      .click();
    const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
    await expect(confirm).toContainText('确认发送这条通知？');
    await expect(confirm).toContainText('（未配置发送服务，不会发出）');
    await confirm.getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已为 ${CANDIDATES} 名考生记录通知：未配置发送服务，消息没有发出`);
    const record = page.locator('.ant-card:visible').filter({ has: page.locator('.ant-card-head-title', { hasText: '发送记录' }) });
    const sent = record.locator('tbody tr.ant-table-row');
    await expect(sent).toHaveCount(1);
    // The record reads as sent: the exam's name filled into its subject.
    await expect(sent).toContainText(`${examName}准考证号通知`);
    // Without an SMS or mail provider the outbox records each message: 200 of each channel.
    await expect(sent.getByText(`已记录 ${2 * CANDIDATES}`)).toBeVisible({ timeout: 60_000 });
    await shot(page, 'zh-12-notification-record');

    // Its deliveries: the seventh candidate's text message as the outbox recorded it.
    await sent.getByRole('button', { name: /^发送明细/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ visible: true });
    await expect(drawer).toContainText('未配置短信或邮件服务时，消息只记录在发件箱中');
    await drawer.getByLabel('搜索姓名或准考证号').fill(seventh);
    await drawer.getByLabel('搜索姓名或准考证号').press('Enter');
    const deliveries = drawer.locator('tbody tr.ant-table-row');
    await expect(deliveries).toHaveCount(2);
    const sms = deliveries.filter({ hasText: '短信' });
    // the address masked: whole only in the audited export
    await expect(sms).toContainText('177****0007');
    await expect(sms).toContainText('已记录');
    const expand = sms.getByRole('button', { name: '展开' });
    if (await expand.count()) await expand.click();
    await expect(sms).toContainText(
      `${seventh}您好：您在${examName}的准考证号为${admissionNumber}，考试时间：${date} 09:00–11:00；${date} 14:00–16:00，登录地址：`,
    );
    await expect(sms).toContainText('。请妥善保管准考证号。');
    await expect(deliveries.filter({ hasText: '邮件' })).toContainText('k***@example.com');
    await shot(page, 'zh-13-deliveries');
    // Exported as filtered: the seventh candidate's two messages.
    const exported = page.waitForEvent('download');
    await drawer.getByRole('button', { name: /导\s*出/ }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toBe('考试通知发送记录.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(await download.createReadStream());
    const rows = book.worksheets[0]!.getRows(2, book.worksheets[0]!.rowCount - 1)!.map((r) => (r.values as unknown[]).join(' '));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(seventh);
    // the export, audited, carries the addresses whole
    expect(rows.join(' ')).toContain('17703150007');
    expect(rows.join(' ')).toContain('kaosheng007@example.com');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Shanghai' });

  test('the same exam read in English: its schedule, candidates and notifications', async ({ page, request, context }) => {
    expect(examId, 'the Chinese journey made the exam').not.toBe('');
    await adminSession(request, context);

    await page.goto(`/examination/taskDetail/${examId}`);
    await expect(page.getByText(`Schedule: ${examName}`)).toBeVisible();
    await expect(page.getByText(`${CANDIDATES} of ${CANDIDATES} candidates seated`)).toHaveCount(2);
    await shot(page, 'en-1-schedule');

    await page.goto(`/examination/detail/add/${examId}`);
    await expect(page.getByText(`Candidates – ${examName}`)).toBeVisible();
    await expect(page.getByRole('img', { name: /联考考生001/ })).toBeVisible();
    await shot(page, 'en-2-candidates');

    await page.goto(`/examination/detail/notification/${examId}`);
    await expect(page.getByText(`${examName} · notifications`)).toBeVisible();
    const sent = page.locator('tbody tr.ant-table-row').filter({ visible: true });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(`Logged ${2 * CANDIDATES}`);
    await shot(page, 'en-3-notifications');
    await sent.getByRole('button', { name: /^Deliveries/ }).click();
    await expect(page.locator('.ant-drawer').filter({ visible: true }).locator('tbody tr.ant-table-row')).toHaveCount(10);
    await shot(page, 'en-4-deliveries');

    // The seventh candidate's information form: what was saved, checked with the messages in English.
    await page.goto(`/examination/detail/candidateDetail/detail/${examId}/${seventhId}`);
    await expect(page.getByText(`Candidate – ${seventh}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('177****0077')).toBeVisible();
    // the edit page reveals the answers it lets the officer change (an audited reveal)
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page
      .locator('.ant-card')
      .filter({ visible: true })
      .filter({ hasText: `Edit ${seventh}` });
    await expect(edit.getByLabel('手机号')).toHaveValue('17703150077');
    await edit.getByLabel('手机号').fill('177');
    await edit.getByLabel('手机号').blur();
    await expect(edit.locator('.ant-form-item-explain-error')).toHaveText(['Mobile number format incorrect']);
    await shot(page, 'en-5-candidate-edit');
  });
});
