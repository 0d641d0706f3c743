import fs from 'node:fs';
import path from 'node:path';
import { adminSession, api, mainlandId, readItemImport, tokenFor, wordItems } from './fixtures';
import { BASE_URL, OPERATOR, OPERATOR_PASSWORD } from './server';
import type { Request } from '@playwright/test';
import { axeViolations, expect, type Page, test } from './test';

/**
 * Every built page, in Chinese and in English, has no serious or critical accessibility rule violation that
 * axe-core finds (contrast, names of controls, landmarks …). A new page belongs in one of these lists.
 */
const publicPages = ['/login', '/register', '/forget', '/readNotice', '/propaganda', '/404', '/401'];
const consolePages = [
  '/home',
  '/app-detail?app=sys',
  '/notification-core/index',
  '/download-center',
  '/personal',
  '/sys/dept',
  '/sys/user',
  '/sys/user/invitations',
  '/sys/role',
  '/sys/post',
  '/sys/candidate',
  '/sys/dict',
  '/sys/office',
  '/sys/settings',
  '/sys/audit',
  '/bank/list',
  '/bank/items',
  '/bank/packages',
  '/bank/paper?kind=random',
  '/portal-content/news',
  '/portal-content/downloads',
  '/service/quick-message',
  '/service/smart-qa',
  // /bank/papers: with papers on it, in the question-bank test
];

/** The platform operator's console section: the portal's banners, news, downloads, help, customer service, applications. */
const platformPages = [
  '/platform/banner',
  '/platform/news',
  '/platform/downloads',
  '/platform/help-menu',
  '/platform/help-article',
  '/platform/quick-message',
  '/platform/smart-qa',
  '/platform/service-contact',
  '/platform/application',
];

// Each check makes what it reads: its tests may run on both workers at once, the longest file no longer on one.
test.describe.configure({ mode: 'parallel' });

/** What was found, one line per page, for a person to read (global-setup starts it afresh). */
const report = path.join(import.meta.dirname, 'artifacts', 'axe.jsonl');

async function check(page: Page, lang: string, address: string) {
  requestsOf(page);
  await page.goto(address);
  await settled(page);
  await checkAsShown(page, lang, address);
}

/** The requests a page has started and not yet finished (or failed), counted from its first check. */
const inFlight = new WeakMap<Page, Set<Request>>();
function requestsOf(page: Page) {
  let open = inFlight.get(page);
  if (!open) {
    const started = new Set<Request>();
    page.on('request', (r) => started.add(r));
    page.on('requestfinished', (r) => started.delete(r));
    page.on('requestfailed', (r) => started.delete(r));
    inFlight.set(page, (open = started));
  }
  return open;
}

/**
 * The page once it has loaded what it shows: no spinner turning in view and no request in flight for 200 ms. (A
 * hidden tag's page may keep a spinner: React renders it ahead without running its effects. Playwright's
 * networkidle waits for 500 ms of quiet, over half of each check's time.)
 */
async function settled(page: Page) {
  const open = requestsOf(page);
  let quietSince = Date.now();
  await expect
    .poll(
      async () => {
        if (open.size || (await page.locator('.ant-spin-spinning:visible').count())) quietSince = Date.now();
        return Date.now() - quietSince >= 200;
      },
      { intervals: [25], timeout: 30_000, message: `${page.url()} settles: no spinner, no request in flight` },
    )
    .toBe(true);
}

/** The page as it is now (a drawer or a dialog open on it, say), named by `address` in the report. */
async function checkAsShown(page: Page, lang: string, address: string) {
  // Let motion settle (a badge's count rolls to its new number when a notice is read; a dialog fades in).
  // A spinner or a pulsing badge runs for ever: it is not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const found = await axeViolations(page);
  fs.appendFileSync(report, JSON.stringify({ lang, address, found }) + '\n');
  expect.soft(found, `${address} in ${lang}`).toEqual([]);
}

for (const [lang, locale] of [
  ['zh', 'zh-CN'],
  ['en', 'en-US'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });

    test(`public pages in ${lang} have no serious accessibility violations`, async ({ page }) => {
      for (const address of publicPages) await check(page, lang, address);
    });

    // Every page is checked in Chinese; English, whose texts run longest, checks again the public pages (and the exam
    // client's journey checks its screens in English). What axe finds on the console's pages does not change with the
    // language, and checking them twice cost a fifth of all journey time (the exam pages alone 1.2 minutes).
    const everyPage = lang === 'zh';

    if (everyPage)
      test(`console pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
        test.setTimeout(480_000);
        await adminSession(request, context);
        for (const address of consolePages) await check(page, lang, address);
        // A notice opened from the message centre (the oldest: the shell journey reads the newest).
        await page.goto('/notification-core/index');
        await page.locator('.ant-table:visible tbody tr a').last().click();
        await page.waitForURL(/\/notification-core\/detail/);
        await check(page, lang, new URL(page.url()).pathname + new URL(page.url()).search);
      });

    if (everyPage)
      test(`platform pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
        test.setTimeout(240_000);
        const token = await tokenFor(request, OPERATOR, OPERATOR_PASSWORD);
        await context.addCookies([{ name: 'access_token', value: token, url: BASE_URL }]);
        for (const address of platformPages) await check(page, lang, address);
      });

    if (everyPage)
      test(`exam pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
        test.setTimeout(480_000);
        const token = await adminSession(request, context);
        const server = api(request, token);
        const day = 86_400_000;
        const exam = await server.post('/gl/kw/kw/exam/add', {
          examName: `无障碍检查考试 ${lang}`,
          beginDate: new Date(Date.now() + day).toISOString(),
          endDate: new Date(Date.now() + 2 * day).toISOString(),
          subjects: [{ subjectName: '语文', duration: 90 }],
        });
        expect(exam.code, JSON.stringify(exam)).toBe(20000);
        const id = exam.data.id as string;
        // Two bank papers in its subject, so that the papers page shows its rows' variant and move controls.
        const bankId = await givenBank(server);
        const second = await server.post('/gl/tk/paper/add', {
          name: `无障碍换卷试卷${lang}`,
          bankIds: [bankId],
          kind: 'fixed',
          duration: 30,
          sections: [
            {
              topicName: '一、单选题',
              score: 2,
              items: [{ itemId: (await server.get(`/gl/tk/item/page?bankId=${bankId}&current=1&size=10`)).data.records[0].id }],
            },
          ],
        });
        expect(second.code, JSON.stringify(second)).toBe(20000);
        const paperSubject = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${id}`)).data.subjects[0].id as string;
        const imported = await server.post('/gl/kw/kw/exam/paper/importPaper', {
          examId: id,
          subjectId: paperSubject,
          paperIds: [await givenPaper(server, bankId), second.data.id],
        });
        expect(imported.code, JSON.stringify(imported)).toBe(20000);
        for (const address of ['/examination/list', '/examination/category', '/examination/examOrder', '/examination/create'])
          await check(page, lang, address);
        for (const part of ['index', 'editExamBaseInfo', 'editExaminationPaper', 'editExamConfig', 'editExamCollectInfo', 'notification'])
          await check(page, lang, `/examination/detail/${part}/${id}`);
        // The papers page's swap of variants, confirmed first, and its menu of where a paper may move.
        const papersPage = `/examination/detail/editExaminationPaper/${id}`;
        await page.goto(papersPage);
        await settled(page);
        await page
          .getByRole('combobox', { name: /的卷别|Variant of/ })
          .first()
          .click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="B"]').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `${papersPage} (swapping variants)`);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /取\s*消|Cancel/ })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page
          .getByRole('button', { name: /移动试卷|Move paper/ })
          .first()
          .click();
        await expect(page.getByRole('menuitem', { name: /改为所有科目通用|Use for every subject/ })).toBeVisible();
        await checkAsShown(page, lang, `${papersPage} (moving a paper)`);
        await page.keyboard.press('Escape');
        // The schedule: a session with a room and a seated candidate, its dialogs open too.
        const subjectId = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${id}`)).data.subjects[0].id as string;
        const session = await server.post('/gl/kw/kw/exam/session/add', {
          examId: id,
          subjectId,
          sessionName: `无障碍场次${lang}`,
          beginDate: new Date(Date.now() + day + 3_600_000).toISOString(),
          endDate: new Date(Date.now() + day + 3 * 3_600_000).toISOString(),
        });
        expect(session.code, JSON.stringify(session)).toBe(20000);
        await server.post('/gl/kw/kw/exam/room/add', {
          sessionId: session.data.id,
          roomName: '第一考场',
          capacity: 30,
          address: '教学楼 A101',
        });
        const candidate = await server.post('/gl/kw/kw/exam/candidate/add', {
          examId: id,
          name: '无障碍考生',
          certType: '0',
          idNumber: '110108200002290039',
        });
        expect(candidate.code, JSON.stringify(candidate)).toBe(20000);
        // The candidate's details and information form, with a field of each kind of control.
        const components = (await server.get('/gl/kw/cj/collect-info/queryList')).data as { id: string; optionList: unknown[] }[];
        const certTypes = components.find((c) => c.id === 'certificatetype')!.optionList;
        const form = await server.post('/gl/kw/cj/project-collect-info/save', {
          projectId: id,
          fields: [
            { componentId: 'certificatetype', title: '证件类型', required: 1, optionList: certTypes },
            { componentId: 'idcard', title: '证件号码', required: 1 },
            { componentId: 'phone', title: '手机号', description: '用于接收考试通知' },
            {
              componentId: 'gender',
              title: '性别',
              optionList: [
                { value: '1', label: '男' },
                { value: '2', label: '女' },
              ],
            },
            { componentId: 'date', title: '出生日期' },
            { componentId: 'region', title: '所在地区' },
            { componentId: 'input', title: '学号', editable: 0 },
            { componentId: 'photo', title: '近照' },
            { componentId: 'enclosure', title: '附件' },
          ],
        });
        expect(form.code, JSON.stringify(form)).toBe(20000);
        const candidatePath = `${id}/${candidate.data.id}`;
        await check(page, lang, `/examination/detail/candidateDetail/detail/${candidatePath}`);
        await check(page, lang, `/examination/detail/candidateDetail/editCandidate/${candidatePath}/${candidate.data.admissionNumber}`);
        // The candidates, with the add dialog and then the admission number rule open; the import from the list (no
        // enrolment project: NO_ENROLL, and no name).
        await check(page, lang, `/examination/detail/add/${id}`);
        const actions = page.locator('.ant-card-extra').filter({ visible: true });
        await actions.getByRole('button', { name: /添加考生|Add candidate/ }).click();
        await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
        await checkAsShown(page, lang, `/examination/detail/add/${id} (adding a candidate)`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await actions.getByRole('button', { name: /准考证号规则|Admission number rule/ }).click();
        await expect(page.getByRole('dialog').getByLabel(/^(前缀|Prefix)$/)).toBeVisible();
        await checkAsShown(page, lang, `/examination/detail/add/${id} (admission number rule)`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await check(page, lang, `/examination/detail/importCandidate/${id}/0/-`);
        await server.post('/gl/kw/kw/exam/seat/assign', { examId: id, subjectId, strategy: 'order' });
        await check(page, lang, `/examination/taskDetail/${id}`);
        await page.getByRole('button', { name: /自动编排|Seat automatically/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `/examination/taskDetail/${id} (automatic seating)`);
        await check(page, lang, `/examination/taskDetail/${id}/${session.data.id}`);
        await page.getByRole('button', { name: /调整 无障碍考生 的座位|Move 无障碍考生/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `/examination/taskDetail/${id}/${session.data.id} (moving a candidate)`);
      });

    // Exam day's pages of a session (its seated candidate, a message sent to it), in Chinese as the other console pages.
    if (everyPage)
      test(`exam-day pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
        test.setTimeout(300_000);
        const server = api(request, await adminSession(request, context));
        const day = 86_400_000;
        const exam = await server.post('/gl/kw/kw/exam/add', {
          examName: `无障碍考试当天 ${lang}`,
          beginDate: new Date(Date.now() + day).toISOString(),
          endDate: new Date(Date.now() + 2 * day).toISOString(),
          subjects: [{ subjectName: '语文', duration: 90 }],
        });
        expect(exam.code, JSON.stringify(exam)).toBe(20000);
        const id = exam.data.id as string;
        const subjectId = (await server.get(`/gl/kw/kw/exam/queryBaseInfo/${id}`)).data.subjects[0].id as string;
        const bankId = await givenBank(server);
        await server.post('/gl/kw/kw/exam/paper/importPaper', { examId: id, subjectId, paperIds: [await givenPaper(server, bankId)] });
        const session = await server.post('/gl/kw/kw/exam/session/add', {
          examId: id,
          subjectId,
          sessionName: `考试当天场次${lang}`,
          beginDate: new Date(Date.now() + day + 3_600_000).toISOString(),
          endDate: new Date(Date.now() + day + 3 * 3_600_000).toISOString(),
        });
        expect(session.code, JSON.stringify(session)).toBe(20000);
        await server.post('/gl/kw/kw/exam/room/add', { sessionId: session.data.id, roomName: '第一考场', capacity: 30 });
        const candidate = await server.post('/gl/kw/kw/exam/candidate/add', {
          examId: id,
          name: '无障碍考生',
          certType: '0',
          idNumber: mainlandId(lang === 'zh' ? 731 : 732),
        });
        expect(candidate.code, JSON.stringify(candidate)).toBe(20000);
        await server.post('/gl/kw/kw/exam/seat/assign', { examId: id, subjectId, strategy: 'order' });
        await check(page, lang, `/examination/taskDetail/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/anshistory/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/anshistory/${id}/${session.data.id}/${candidate.data.id}`);
        // answer records, of the exam and of the session, and an action's dialog on a chosen candidate
        await check(page, lang, `/examination/detail/answerRecords/${id}`);
        await check(page, lang, `/examination/taskDetail/answerRecords/${id}/${session.data.id}`);
        await page.locator('.ant-table:visible tbody tr.ant-table-row input[type="checkbox"]').first().check();
        await page
          .getByRole('group', { name: /对选中考生的操作|Actions on the chosen candidates/ })
          .getByRole('button', { name: /^(延\s*时|Extra time)$/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `/examination/taskDetail/answerRecords/${id}/${session.data.id} (extra time)`);
        // Exam day: a message to the session, its messages page and the candidate's record (picker, then the record).
        const message = await server.post('/gl/kw/kw/exam/sitting/message', { sessionId: session.data.id, text: '请保持安静' });
        expect(message.code, JSON.stringify(message)).toBe(20000);
        await check(page, lang, `/examination/taskDetail/messagePages/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/candidateRecord/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/candidateRecord/${id}/${session.data.id}/${candidate.data.id}`);
        // The session's paper (the exam's variants to fix one of) and its notifications.
        await check(page, lang, `/examination/taskDetail/editTaskExaminationPaper/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/notification/${id}/${session.data.id}`);
        // Anomalies, discipline (with its dialogs), admission tickets and the data reports.
        await check(page, lang, `/examination/taskDetail/anomalyPages/${id}/${session.data.id}`);
        const discipline = `/examination/taskDetail/disciplinePages/${id}/${session.data.id}`;
        await check(page, lang, discipline);
        await page.getByRole('button', { name: /记录违纪|Record a breach/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `${discipline} (recording a breach)`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.getByRole('button', { name: /违纪规则|Break rules/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, `${discipline} (the break rules)`);
        await page.keyboard.press('Escape');
        await check(page, lang, `/examination/taskDetail/ticketsPages/${id}/${session.data.id}`);
        await check(page, lang, `/examination/taskDetail/dataReport/${id}/${session.data.id}`);
        await check(page, lang, `/examination/detail/dataReport/${id}`);
        await check(page, lang, `/examination/detail/report/${id}`);
      });

    if (everyPage)
      test(`question-bank and paper pages in ${lang} have no serious accessibility violations`, async ({ page, request, context }) => {
        test.setTimeout(300_000);
        const token = await adminSession(request, context);
        const bankId = await givenBank(api(request, token));
        // A bank's items with its knowledge model, and an item's preview.
        await check(page, lang, `/bank/items?bankId=${bankId}`);
        await page
          .locator('.ant-table:visible tbody tr.ant-table-row')
          .first()
          .locator('button', { hasText: /预\s*览|Preview/ })
          .click();
        const drawer = page.locator('.ant-drawer:visible');
        await expect(drawer.getByTestId('candidate-item')).toBeVisible();
        await checkAsShown(page, lang, `/bank/items?bankId=${bankId} (preview as a candidate)`);
        await drawer.getByText(/答案视角|With the key/).click();
        await expect(drawer.locator('li').first()).toBeVisible();
        await checkAsShown(page, lang, `/bank/items?bankId=${bankId} (preview with the key)`);
        // The item import: choosing a file, and the preview of a file with problems and default scores.
        await check(page, lang, `/bank/import?bankId=${bankId}`);
        const importId = await readItemImport(request, token, bankId, await wordItems(6, [2, 5], { unscored: true }), 'a11y.docx');
        await check(page, lang, `/bank/import?bankId=${bankId}&importId=${importId}`);
        await expect(page.getByTestId('item-import-table')).toBeVisible();
        // The item editor: each shape of form (choices, blanks, pairs, parts, statements, written answers).
        for (const type of ['single_choice', 'cloze_fill', 'matching', 'forced_choice', 'essay', 'compound'])
          await check(page, lang, `/bank/item?bankId=${bankId}&type=${type}`);
        // The paper pages: a paper's editor, its picker of items, its preview with the key, its statistics.
        const paperId = await givenPaper(api(request, token), bankId);
        await check(page, lang, `/bank/paper?id=${paperId}`);
        await page.getByRole('button', { name: /添加试题|Add items/ }).click();
        await expect(page.locator('.ant-drawer:visible tbody tr').first()).toBeVisible();
        await checkAsShown(page, lang, `/bank/paper?id=${paperId} (adding items)`);
        await check(page, lang, `/bank/paper-preview?id=${paperId}`);
        await page.getByRole('switch').click();
        await checkAsShown(page, lang, `/bank/paper-preview?id=${paperId} (with the key)`);
        await check(page, lang, '/bank/papers');
        await page
          .locator('.ant-table:visible tbody tr')
          .first()
          .getByRole('button', { name: /统\s*计|Statistics/ })
          .click();
        await expect(page.locator('.ant-drawer:visible table').first()).toBeVisible();
        await checkAsShown(page, lang, '/bank/papers (statistics)');
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-drawer:visible')).toHaveCount(0);
        await page
          .locator('.ant-table:visible tbody tr')
          .first()
          .getByRole('button', { name: /分\s*享|Share/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkAsShown(page, lang, '/bank/papers (sharing)');
      });
  });
}

/** A paper on the bank: its item by hand and a rule, made once. */
async function givenPaper(server: ReturnType<typeof api>, bankId: string): Promise<string> {
  const name = '无障碍检查试卷';
  const existing = (await server.get(`/gl/tk/paper/page?name=${encodeURIComponent(name)}&current=1&size=10`)).data.records[0];
  if (existing) return existing.id;
  const itemId = (await server.get(`/gl/tk/item/page?bankId=${bankId}&current=1&size=10`)).data.records[0].id;
  const added = await server.post('/gl/tk/paper/add', {
    name,
    bankIds: [bankId],
    kind: 'random',
    duration: 30,
    passMark: 1,
    sections: [
      {
        topicName: '一、单选题',
        topicDescription: '每题只有一个正确答案',
        score: 2,
        items: [{ itemId }],
        rules: [{ itemTypeCode: 'single_choice', count: 1 }],
      },
    ],
  });
  expect(added.code, JSON.stringify(added)).toBe(20000);
  return added.data.id;
}

/** A question bank with a knowledge model and an item, made once (the two languages' runs share it). */
async function givenBank(server: ReturnType<typeof api>): Promise<string> {
  const name = '无障碍检查题库';
  const existing = (await server.get('/gl/tk/bank/options')).data.find((b: { name: string }) => b.name === name);
  if (existing) return existing.id;
  const deptId = (await server.post('/gl/ua/ogt/gl/dept/add', { name: '无障碍教研组' })).data.id;
  const bankId = (await server.post('/gl/tk/bank/add', { name, deptId, description: '用于无障碍检查' })).data.id;
  const point = (await server.post('/gl/tk/knowledge/add', { bankId, name: '函数' })).data.id;
  await server.post('/gl/tk/knowledge/add', { bankId, parentId: point, name: '一次函数' });
  const added = await server.post('/gl/tk/item/add', {
    bankId,
    knowledgeIds: [point],
    tags: ['期中'],
    itemTypeCode: 'single_choice',
    score: 2,
    // A formula: lists draw it with KaTeX, as the previews do.
    stemAttrs: { content: '<p>一次函数 <span data-latex="y = 2x + 1"></span> 的图像不经过第几象限？</p>' },
    optionsDataList: [{ optionContent: '第一象限' }, { optionContent: '第四象限' }],
    answerAttrs: { options: ['B'] },
    descriptionAttrs: { content: '<p>斜率和截距都为正。</p>' },
  });
  expect(added.code, JSON.stringify(added)).toBe(20000);
  return bankId;
}
