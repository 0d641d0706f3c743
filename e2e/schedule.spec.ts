import ExcelJS from 'exceljs';
import { adminSession, api, chinaTime, fillWindow, mainlandId, signInAsAdmin, tokenFor } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import type { Download } from '@playwright/test';
import { expect, test } from './test';

test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

const OK = /确\s*定/;
const HOUR = 3_600_000;

test('an exam of two subjects is scheduled into two sessions and three rooms, seated automatically, and a candidate moved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The exam and its twelve candidates, made through the API: this journey is about scheduling them.
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const server = api(request, token);
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0); // 08:00 China time
  const begin = day.getTime();
  const exam = await server.post('/gl/kw/kw/exam/add', {
    examName: '编排旅程考试',
    beginDate: new Date(begin).toISOString(),
    endDate: new Date(begin + 10 * HOUR).toISOString(),
    subjects: [
      { subjectName: '语文', duration: 90 },
      { subjectName: '数学', duration: 60 },
    ],
  });
  expect(exam.code, JSON.stringify(exam)).toBe(20000);
  const examId = exam.data.id as string;
  for (let i = 1; i <= 12; i++) {
    const added = await server.post('/gl/kw/kw/exam/candidate/add', {
      examId,
      name: `编排考生${i}`,
      certType: '0',
      idNumber: mainlandId(i),
    });
    expect(added.code, JSON.stringify(added)).toBe(20000);
  }

  await signInAsAdmin(page);
  await page.goto(`/examination/detail/index/${examId}`);
  await page.getByRole('link', { name: /考场编排/ }).click();
  await page.waitForURL(/\/examination\/taskDetail\//);
  const chinese = page.locator('.ant-card').filter({ has: page.getByText('语文', { exact: true }) });
  const maths = page.locator('.ant-card').filter({ has: page.getByText('数学', { exact: true }) });

  // A session: a name against the rule and a time too short for the subject are told as they are typed.
  await chinese.getByRole('button', { name: '新增场次' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('场次名称').fill('语文 上午');
  await expect(dialog.getByText('场次名称为1-20位中英文、数字、下划线或中划线')).toBeVisible();
  // emptied, it is told once, as required
  await dialog.getByLabel('场次名称').fill('');
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(['请填写场次名称']);
  await dialog.getByLabel('场次名称').fill('语文上午场');
  await fillWindow(page, begin + HOUR, begin + 2 * HOUR);
  await expect(dialog.getByText('场次时长不能短于科目“语文”的考试时长（90分钟）')).toBeVisible();
  await fillWindow(page, begin + HOUR, begin + 3 * HOUR);
  await expect(dialog.getByText(/场次时长不能短于/)).toHaveCount(0);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(chinese.getByRole('link', { name: '语文上午场' })).toBeVisible();

  await maths.getByRole('button', { name: '新增场次' }).click();
  await page.getByRole('dialog').getByLabel('场次名称').fill('数学下午场');
  await fillWindow(page, begin + 5 * HOUR, begin + 6 * HOUR);
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(maths.getByRole('link', { name: '数学下午场' })).toBeVisible();

  // Rooms: two for Chinese, one too small for maths.
  async function addRoom(name: string, capacity: number) {
    await page.getByRole('button', { name: '新增考场' }).click();
    const d = page.getByRole('dialog');
    await d.getByLabel('考场名称').fill(name);
    await d.getByLabel('座位数').fill(String(capacity));
    await d.getByLabel('地点').fill(`教学楼 ${name}`);
    await d.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-table-row').filter({ hasText: name })).toBeVisible();
  }
  await chinese.getByRole('link', { name: '语文上午场' }).click();
  await page.waitForURL(/\/taskDetail\/[^/]+\/[^/]+$/);
  await addRoom('第一考场', 8);
  await addRoom('第二考场', 8);
  await page.getByRole('link', { name: '返回考场编排' }).click();
  await maths.getByRole('link', { name: '数学下午场' }).click();
  await addRoom('第三考场', 10);
  // Each session's page has a tab of its own, named by its session.
  await expect(page.getByTestId('tags-view-item').filter({ hasText: '场次编排' })).toHaveText([
    '场次编排 · 语文上午场',
    '场次编排 · 数学下午场',
  ]);
  await page.getByRole('link', { name: '返回考场编排' }).click();

  // Seated automatically: Chinese balanced over its two rooms; maths refused until its room holds everyone.
  await chinese.getByRole('button', { name: '自动编排' }).click();
  await page.getByRole('dialog').getByText('各考场均衡').click();
  await page.getByRole('dialog').getByRole('button', { name: '开始编排' }).click();
  await expect(page.locator('.ant-message')).toContainText('已为 12 名考生安排座位');
  await expect(chinese.getByText('已安排 12 / 12 名考生')).toBeVisible();

  await maths.getByRole('button', { name: '自动编排' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '开始编排' }).click();
  await expect(page.getByText('科目“数学”的考场还有10个空座位，需安排12名考生，请先增加考场或容量')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await maths.getByRole('link', { name: '数学下午场' }).click();
  await page.getByRole('button', { name: '编辑考场 第三考场' }).click();
  await page.getByRole('dialog').getByLabel('座位数').fill('12');
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('0 / 12 座')).toBeVisible();
  await page.getByRole('link', { name: '返回考场编排' }).click();
  await maths.getByRole('button', { name: '自动编排' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '开始编排' }).click();
  await expect(maths.getByText('已安排 12 / 12 名考生')).toBeVisible();

  // One candidate moved to the other room: the first free seat there; nothing else about them changes.
  await chinese.getByRole('link', { name: '语文上午场' }).click();
  const seating = page.locator('.ant-card').filter({ hasText: '座位安排' });
  await page.getByRole('tab', { name: '第一考场' }).click();
  await expect(seating.locator('.ant-table-row')).toHaveCount(6);
  const first = seating.locator('.ant-table-row').first();
  const name = (await first.locator('a').textContent())!;
  await first.getByRole('button', { name: `调整 ${name} 的座位` }).click();
  await page.getByRole('dialog').getByLabel('考场').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(/^第二考场/)
    .click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.locator('.ant-message')).toContainText('已安排在 7 号座位');
  await expect(seating.locator('.ant-table-row')).toHaveCount(5);
  await page.getByRole('tab', { name: '第二考场' }).click();
  await expect(seating.locator('.ant-table-row').filter({ has: page.getByRole('link', { name, exact: true }) })).toContainText('第二考场7');

  // Publishing no longer lacks seats.
  await page.goto(`/examination/detail/index/${examId}`);
  await expect(page.getByText('没有场次')).toHaveCount(0);
  await expect(page.getByText(/名考生未编排考场/)).toHaveCount(0);
});

test('a session renamed and another removed; a candidate unseated, then seated from the edited plan; a room removed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  // An exam of one subject, four candidates seated by order in the first of two rooms of a session; a second session.
  const token = await adminSession(request, context);
  const server = api(request, token);
  const run = String(Date.now()).slice(-5);
  const begin = Date.now() + 3 * 86_400_000;
  const exam = await server.post('/gl/kw/kw/exam/add', {
    examName: `调整编排考试${run}`,
    beginDate: new Date(begin).toISOString(),
    endDate: new Date(begin + 10 * HOUR).toISOString(),
    subjects: [{ subjectName: '英语', duration: 60 }],
  });
  expect(exam.code, JSON.stringify(exam)).toBe(20000);
  const examId = exam.data.id as string;
  const subjectId = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${examId}`)).data.subjects[0].id as string;
  const numbers: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const added = await server.post('/gl/kw/kw/exam/candidate/add', {
      examId,
      name: `调整考生${i}`,
      certType: '0',
      idNumber: mainlandId(40 + i, '19930303'),
    });
    expect(added.code, JSON.stringify(added)).toBe(20000);
    numbers.push(added.data.admissionNumber);
  }
  const sessionOf = async (sessionName: string, from: number) => {
    const made = await server.post('/gl/kw/kw/exam/session/add', {
      examId,
      subjectId,
      sessionName,
      beginDate: new Date(begin + from * HOUR).toISOString(),
      endDate: new Date(begin + (from + 2) * HOUR).toISOString(),
    });
    expect(made.code, JSON.stringify(made)).toBe(20000);
    return made.data.id as string;
  };
  const sessionId = await sessionOf('英语上午场', 1);
  await sessionOf('英语备用场', 5);
  for (const roomName of ['甲考场', '乙考场'])
    expect((await server.post('/gl/kw/kw/exam/room/add', { sessionId, roomName, capacity: 4 })).code).toBe(20000);
  expect((await server.post('/gl/kw/kw/exam/seat/assign', { examId, subjectId, strategy: 'order' })).code).toBe(20000);
  const popconfirm = page.locator('.ant-popconfirm').filter({ visible: true });

  await test.step('a session is renamed, and the spare one removed after its confirm', async () => {
    await page.goto(`/examination/taskDetail/${examId}`);
    await page.getByRole('button', { name: '编辑场次 英语上午场' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('场次名称')).toHaveValue('英语上午场');
    await dialog.getByLabel('场次名称').fill('英语正式场');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page.getByRole('link', { name: '英语正式场', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '删除场次 英语备用场' }).click();
    await expect(popconfirm).toContainText('删除场次“英语备用场”？其考场和座位安排会一并删除。');
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.getByRole('link', { name: '英语备用场', exact: true })).toHaveCount(0);
  });

  const seating = page.locator('.ant-card').filter({ hasText: '座位安排' });
  const seatedRow = (name: string) => seating.locator('.ant-table-row').filter({ has: page.getByRole('link', { name, exact: true }) });

  await test.step('a candidate is taken out of the room after a confirm', async () => {
    await page.getByRole('link', { name: '英语正式场', exact: true }).click();
    await page.waitForURL(/\/taskDetail\/[^/]+\/[^/]+$/);
    await expect(seatedRow('调整考生1')).toContainText('甲考场');
    await page.getByRole('button', { name: '将 调整考生1 移出考场' }).click();
    await expect(popconfirm).toContainText('将 1 名考生移出本场次的考场？');
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.locator('.ant-message')).toContainText('已移出考场');
    await page.getByRole('tab', { name: '未安排（1）' }).click();
    await expect(seatedRow('调整考生1')).toBeVisible();
  });

  await test.step("the session's seats are exported; the exam's plan gives the candidate a seat and is imported", async () => {
    const rowsOf = async (download: Promise<Download>) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.read(await (await download).createReadStream());
      const sheet = book.worksheets[0]!;
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['准考证号', '姓名', '科目', '场次', '考场', '座位号']);
      return { book, rows: sheet.getRows(2, sheet.rowCount - 1) ?? [] };
    };
    // The session's own: the three still seated.
    const session = await rowsOf(
      Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出本场次' }).click()]).then(([d]) => d),
    );
    expect(session.rows.map((r) => String(r.getCell(1).value)).sort()).toEqual(numbers.slice(1).sort());
    // The exam's: everyone, the unseated candidate without a session or room.
    await page.getByRole('link', { name: '返回考场编排' }).click();
    const plan = await rowsOf(
      Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出编排表' }).click()]).then(([d]) => d),
    );
    expect(plan.rows.map((r) => String(r.getCell(1).value)).sort()).toEqual([...numbers].sort());
    const unseated = plan.rows.find((r) => String(r.getCell(1).value) === numbers[0])!;
    expect([unseated.getCell(4).text, unseated.getCell(5).text]).toEqual(['', '']);
    unseated.getCell(4).value = '英语正式场';
    unseated.getCell(5).value = '乙考场';
    unseated.getCell(6).value = 3;
    const edited = Buffer.from(await plan.book.xlsx.writeBuffer());

    await page.getByRole('button', { name: '导入编排表' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: '编排表.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: edited,
    });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(dialog.getByText(/导入成功，共 \d+ 条/)).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: /^关\s+闭$/ }).click();
    await page.getByRole('link', { name: '英语正式场', exact: true }).click();
    await page.getByRole('tab', { name: '乙考场' }).click();
    await expect(seatedRow('调整考生1')).toContainText('乙考场3');
  });

  await test.step('a room is removed after its confirm, its candidates unseated', async () => {
    await page.getByRole('button', { name: '删除考场 甲考场' }).click();
    await expect(popconfirm).toContainText('删除考场“甲考场”？其中 3 名考生会变为未安排。');
    await popconfirm.getByRole('button', { name: OK }).click();
    await expect(page.getByRole('tab', { name: '未安排（3）' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '甲考场' })).toHaveCount(0);
  });
});

test.describe('with the browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a session is entered and read in the institution’s time, which its notification gives too, the zone named once a page', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    // An exam of one subject and one candidate, in an institution in China (its default zone).
    const token = await adminSession(request, context);
    const server = api(request, token);
    const run = String(Date.now()).slice(-5);
    const day = new Date(Date.now() + 4 * 86_400_000);
    day.setUTCHours(0, 0, 0, 0); // 08:00 China time, 19:00 or 20:00 the evening before in New York
    const begin = day.getTime();
    const exam = await server.post('/gl/kw/kw/exam/add', {
      examName: `时区考试${run}`,
      beginDate: new Date(begin).toISOString(),
      endDate: new Date(begin + 10 * HOUR).toISOString(),
      subjects: [{ subjectName: '物理', duration: 60 }],
    });
    expect(exam.code, JSON.stringify(exam)).toBe(20000);
    const examId = exam.data.id as string;
    const added = await server.post('/gl/kw/kw/exam/candidate/add', {
      examId,
      name: '时区考生',
      certType: '0',
      idNumber: mainlandId(70, '19940404'),
      mobile: '17700000070',
    });
    expect(added.code, JSON.stringify(added)).toBe(20000);
    const date = chinaTime(begin).slice(0, 10);
    const zone = '时间均为中国标准时间 (Asia/Shanghai, UTC+08:00)';

    // The session's 09:00–11:00 is typed and read as China's wall clock; the dialog and the page name the zone once.
    await page.goto(`/examination/taskDetail/${examId}`);
    await page.getByRole('button', { name: '新增场次' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('场次名称').fill('物理上午场');
    await fillWindow(page, begin + HOUR, begin + 3 * HOUR);
    await expect(dialog.getByTestId('time-zone-note')).toHaveText(zone);
    await dialog.getByRole('button', { name: OK }).click();
    const session = page.locator('.ant-table-row').filter({ hasText: '物理上午场' });
    await expect(session).toContainText(`${date} 09:00 – 11:00`);
    await expect(page.getByTestId('time-zone-note')).toHaveText(zone);
    await expect(page.locator('.ant-card').first()).toContainText(`考试时间 ${date} 08:00 至 ${date} 18:00`);

    // Seated through the API, the candidate is told the same time, in the preview and in what the outbox recorded.
    const { sessions, subjects } = (await server.get(`/gl/kw/kw/exam/schedule/${examId}`)).data;
    expect((await server.post('/gl/kw/kw/exam/room/add', { sessionId: sessions[0].id, roomName: '物理考场', capacity: 5 })).code).toBe(
      20000,
    );
    expect((await server.post('/gl/kw/kw/exam/seat/assign', { examId, subjectId: subjects[0].id, strategy: 'order' })).code).toBe(20000);
    await page.goto(`/examination/detail/notification/${examId}`);
    await page.getByLabel('模板').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('考试提醒').click();
    await expect(page.getByTestId('time-zone-note')).toHaveText(zone);
    const preview = page
      .locator('.ant-card:visible')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^预览$/ }) })
      .last();
    await expect(preview).toContainText(`将于${date} 09:00–11:00举行`);
    await page
      .getByRole('button', { name: /发\s*送/ })
      .first()
      .click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ visible: true })
      .getByRole('button', { name: /发\s*送/ })
      .click();
    const sent = page.locator('.ant-card:visible').filter({ hasText: '发送记录' }).locator('tbody tr.ant-table-row');
    await expect(sent.getByText('已记录 1')).toBeVisible({ timeout: 30_000 });
    await sent.getByRole('button', { name: /^发送明细/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ visible: true });
    await expect(drawer.getByTestId('time-zone-note')).toHaveText(zone);
    const sms = drawer.locator('tbody tr.ant-table-row').filter({ hasText: '短信' });
    // a long text is cut with an expand button, which antd adds once it has measured the drawn row
    const expand = sms.getByRole('button', { name: '展开' });
    await expect(async () => {
      if (await expand.count()) await expand.click();
      await expect(sms).toContainText(`将于${date} 09:00–11:00举行`, { timeout: 1000 });
    }).toPass();
  });
});
