import { api, readItemImport, signInAsAdmin, tokenFor, wordItems } from './fixtures';
import { ADMIN_PASSWORD } from './server';
import { expect, type Page, test } from './test';

test.use({ locale: 'zh-CN' });

const OK = /确\s*定/;

/** Chooses a file on the import page and waits for its check. */
async function uploadAndCheck(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByTestId('item-import-start').click();
  await expect(page.getByTestId('item-import-summary')).toBeVisible({ timeout: 30_000 });
}

/** What a bank's items are, compared across banks: each item's content, knowledge and tags, by stem. */
async function itemsOf(server: ReturnType<typeof api>, bankId: string) {
  const page = await server.get(`/gl/tk/item/page?bankId=${bankId}&current=1&size=100`);
  const items = await Promise.all(page.data.records.map(async (r: { id: string }) => (await server.get(`/gl/tk/item/get/${r.id}`)).data));
  return items
    .map(({ itemTypeCode, stemAttrs, optionsDataList, answerAttrs, descriptionAttrs, score, difficulty, tags, knowledgeNames }) => ({
      itemTypeCode,
      stemAttrs,
      optionsDataList,
      answerAttrs,
      descriptionAttrs,
      score,
      difficulty,
      tags,
      knowledgeNames,
    }))
    .sort((a, b) => a.stemAttrs.content.localeCompare(b.stemAttrs.content));
}

test('an author imports a Word file, reads its problems, imports the fixed file, and moves the bank to another as QTI', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const server = api(request, token);
  const deptId = (await server.post('/gl/ua/ogt/gl/dept/add', { name: '导入教研组' })).data.id;
  const bankId = (await server.post('/gl/tk/bank/add', { name: '力学导入题库', deptId })).data.id;
  const otherId = (await server.post('/gl/tk/bank/add', { name: '力学副本题库', deptId })).data.id;

  await signInAsAdmin(page);
  await page.goto(`/bank/items?bankId=${bankId}`);
  await page.getByTestId('item-import').click();
  await expect(page).toHaveURL(/\/bank\/import\?bankId=/);
  await expect(page.getByText('Word 试题格式说明')).toBeVisible();

  // 50 items, two of them without an answer: the preview shows just those, with why
  await uploadAndCheck(page, '力学练习.docx', await wordItems(50, [17, 42]));
  await expect(page).toHaveURL(/importId=/);
  await expect(page.getByTestId('item-import-summary')).toContainText('共 50 道试题，其中 2 道有问题');
  const table = page.getByTestId('item-import-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(table.locator('tbody tr', { hasText: '第17题' })).toContainText('答案：缺少答案');
  await expect(table.locator('tbody tr', { hasText: '第42题' })).toContainText('缺少答案');
  await expect(page.getByTestId('item-import-good')).toContainText('48');
  // importing all of them is refused, nothing is written
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('有2道试题存在问题，未导入任何试题')).toBeVisible();
  expect((await server.get(`/gl/tk/item/page?bankId=${bankId}`)).data.total).toBe(0);
  // every item, page by page
  await page.getByLabel('只看有问题的试题').click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(20);

  // the fixed file goes in whole
  await page.getByTestId('item-import-another').click();
  await uploadAndCheck(page, '力学练习（改）.docx', await wordItems(50));
  await expect(page.getByTestId('item-import-summary')).toContainText('共 50 道试题，全部检查通过');
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 50 道试题').first()).toBeVisible();
  await page.getByTestId('item-import-to-items').click();
  await expect(page).toHaveURL(/\/bank\/items\?bankId=/);
  await expect(page.getByText('共 50 道试题')).toBeVisible();
  await expect(page.locator('.knowledge-tree').getByText('牛顿定律')).toBeVisible();

  // exported as QTI 3.0: the download centre gets the file
  await page.getByTestId('item-export').click();
  await page.getByRole('menuitem', { name: /QTI 3\.0/ }).click();
  await expect(page.getByTestId('item-export-started')).toBeVisible();
  let task: { id: string; status: number; fileName: string } | undefined;
  await expect
    .poll(
      async () => {
        const tasks = (await server.post('/cloudeFile/task/pageTaskRecord', { current: 1, size: 50, fileType: 'item.export' })).data
          .records;
        task = tasks.find((t: { fileName: string }) => t.fileName === '力学导入题库.qti3.zip');
        return task?.status;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const qti = await (await request.get(`/cloudeFile/task/download/${task!.id}`, { headers: { authorization: `Bearer ${token}` } })).body();

  // imported into the second bank, its items equal the first's
  await page.goto(`/bank/import?bankId=${otherId}`);
  await uploadAndCheck(page, task!.fileName, qti);
  await expect(page.getByTestId('item-import-summary')).toContainText('共 50 道试题，全部检查通过');
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 50 道试题').first()).toBeVisible();
  expect(await itemsOf(server, otherId)).toEqual(await itemsOf(server, bankId));

  // the same file again: every item is a duplicate of the bank's
  const again = await readItemImport(request, token, otherId, qti, 'again.zip');
  expect((await server.get(`/gl/tk/item/import/status/${again}`)).data).toMatchObject({ total: 50, withProblems: 50 });
});

/** A small Moodle XML bank as Moodle exports one: a category, three questions and a description. */
const MOODLE_BANK = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Mechanics/Forces</text></category></question>
  <question type="multichoice">
    <name><text>Unit</text></name>
    <questiontext format="html"><text><![CDATA[<p>What is the unit of force?</p>]]></text></questiontext>
    <defaultgrade>2</defaultgrade>
    <single>true</single>
    <answer fraction="100"><text>Newton</text></answer>
    <answer fraction="0"><text>Joule</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Mass</text></name>
    <questiontext format="html"><text>Mass depends on gravity.</text></questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>Symbol</text></name>
    <questiontext format="html"><text>The symbol of the newton is</text></questiontext>
    <answer fraction="100"><text>N</text></answer>
  </question>
  <question type="description">
    <name><text>Intro</text></name>
    <questiontext format="html"><text>Read the questions carefully.</text></questiontext>
  </question>
</quiz>
`;

test('an author imports a Moodle XML bank: the description is named as skipped, the rest committed under its category', async ({
  page,
  request,
}) => {
  const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const deptId = (await server.post('/gl/ua/ogt/gl/dept/add', { name: 'Moodle教研组' })).data.id;
  const bankId = (await server.post('/gl/tk/bank/add', { name: 'Moodle导入题库', deptId })).data.id;

  await signInAsAdmin(page);
  await page.goto(`/bank/import?bankId=${bankId}`);
  await uploadAndCheck(page, 'moodle-questions.xml', Buffer.from(MOODLE_BANK));
  await expect(page.getByTestId('item-import-summary')).toContainText('共 4 道试题，其中 1 道有问题');
  await expect(page.getByTestId('item-import-table').locator('tbody tr.ant-table-row')).toContainText('不是试题，已跳过');
  await page.getByTestId('item-import-good').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 3 道试题').first()).toBeVisible();
  await page.getByTestId('item-import-to-items').click();
  await expect(page.getByText('共 3 道试题')).toBeVisible();
  await expect(page.locator('.knowledge-tree').getByText('Mechanics')).toBeVisible();
});

/** A workbook as another exam system exports it: an instruction line, then its own headers. */
async function otherSystemWorkbook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book
    .addWorksheet('试题')
    .addRows([
      ['说明：题型可填 单选题/多选题/判断题'],
      ['序号', '题型', '题目内容', '选项A', '选项B', '选项C', '正确答案', '分数', '备注'],
      [1, '单选题', '牛顿第一定律又叫什么定律？', '惯性定律', '能量守恒', '万有引力', 'A', 2, '单选'],
      [2, '多选题', '下列哪些是矢量？', '速度', '质量', '力', 'AC', 3, '多选'],
      [3, '判断题', '物体不受力时一定静止。', '', '', '', '错误', 1, '判断'],
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an author maps the columns of another system’s Excel file, saves the mapping and imports its items', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await tokenFor(request, 'admin', ADMIN_PASSWORD);
  const server = api(request, token);
  const deptId = (await server.post('/gl/ua/ogt/gl/dept/add', { name: '映射教研组' })).data.id;
  const bankId = (await server.post('/gl/tk/bank/add', { name: '外部题库', deptId })).data.id;

  await signInAsAdmin(page);
  await page.goto(`/bank/import?bankId=${bankId}`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '考试星导出.xlsx', mimeType: 'application/octet-stream', buffer: await otherSystemWorkbook() });
  await page.getByTestId('item-import-start').click();
  const mapping = page.getByTestId('item-import-mapping');
  await expect(mapping).toContainText('对应“考试星导出.xlsx”的列', { timeout: 30_000 });
  const row = (header: string) => page.getByTestId('item-import-mapping-table').locator('tbody tr', { hasText: header });
  await expect(row('题目内容')).toContainText('牛顿第一定律又叫什么定律？');
  await expect(row('题目内容')).toContainText('题干');
  await expect(row('正确答案')).toContainText('答案');
  // the remarks hold type words too: left out, the type column taken
  await expect(row('备注')).toContainText('不导入');
  // the type column left out too: each row's type is told by its answer
  await page.getByLabel('“题型”对应的字段').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="不导入"]').click();
  await expect(row('题型')).toContainText('不导入');

  await mapping.getByText('保存此方案，下次使用').click();
  await page.getByLabel('方案名称').fill('考试星');
  await page.getByTestId('item-import-mapping-apply').click();
  await expect(page.getByTestId('item-import-summary')).toContainText('共 3 道试题，全部检查通过', { timeout: 30_000 });
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 3 道试题').first()).toBeVisible();
  const items = (await server.get(`/gl/tk/item/page?bankId=${bankId}&current=1&size=10`)).data.records;
  expect(items.map((i: { itemTypeCode: string }) => i.itemTypeCode).sort()).toEqual(['multiple_choice', 'single_choice', 'true_false']);
  // the next file of that system is offered the saved mapping first
  const next = await readItemImport(request, token, bankId, await otherSystemWorkbook(), 'next.xlsx');
  expect((await server.get(`/gl/tk/item/import/mapping?id=${next}`)).data.saved[0]).toMatchObject({ name: '考试星', matches: true });
});

/** A paragraph whose `[[…]]` parts are red, as a teacher marks the right option. */
async function markedParagraph(line: string) {
  const { Paragraph, TextRun } = await import('docx');
  const runs = line.split(/(\[\[.*?\]\])/).filter(Boolean);
  return new Paragraph({
    children: runs.map((run) => (run.startsWith('[[') ? new TextRun({ text: run.slice(2, -2), color: 'FF0000' }) : new TextRun(run))),
  });
}

/** A Word exam as a teacher writes it: a title, sections giving type and score, no answer beside any question. */
async function teacherExam(lines: string[]): Promise<Buffer> {
  const { Document, Packer } = await import('docx');
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: await Promise.all(lines.map(markedParagraph)) }] })));
}

const KEY_AT_THE_END = [
  '2025—2026学年第一学期期中考试 物理试卷',
  '一、单项选择题（每题3分，共9分）',
  '1．下列物理量中，属于矢量的是（\u3000\u3000）',
  'A．质量\u3000B．时间\u3000C．速度\u3000D．路程',
  '2、关于惯性，下列说法正确的是（\u3000\u3000）',
  'A．速度越大惯性越大',
  'B．质量越大惯性越大',
  'C．静止的物体没有惯性',
  '3. 牛顿第一定律又叫（\u3000\u3000）',
  'A、惯性定律 B、万有引力定律 C、动量定理 D、能量守恒定律',
  '二、判断题（每题2分）',
  '4．力是维持物体运动的原因。（\u3000\u3000）',
  'A．正确\u3000B．错误',
  '参考答案',
  '1-3 CBA',
  '4．B',
];

const RED_ANSWERS = [
  '一、单项选择题（每题2分）',
  '1．中国的首都是（\u3000\u3000）',
  '[[A．北京]]\u3000B．上海\u3000C．广州',
  '二、多项选择题（每题4分）',
  '2．下列属于亚洲的国家有（\u3000\u3000）',
  '[[A．中国]]\u3000B．法国\u3000[[C．日本]]',
  '三、填空题（每空1分）',
  '3．我国最长的河流是[[长江]]。',
];

test('a teacher imports Word exams as written: the key at the end, then answers in red, the preview telling where each answer came from', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const server = api(request, await tokenFor(request, 'admin', ADMIN_PASSWORD));
  const deptId = (await server.post('/gl/ua/ogt/gl/dept/add', { name: '物理教研组' })).data.id;
  const bankId = (await server.post('/gl/tk/bank/add', { name: '期中考试题库', deptId })).data.id;

  await signInAsAdmin(page);
  await page.goto(`/bank/import?bankId=${bankId}`);
  await uploadAndCheck(page, '期中考试（附答案）.docx', await teacherExam(KEY_AT_THE_END));
  await expect(page.getByTestId('item-import-summary')).toContainText('共 4 道试题，全部检查通过');
  // the paper's title is named as not imported, not dropped without a word
  await expect(page.getByTestId('item-import-skipped')).toContainText('文件中另有 1 段内容不属于任何试题');
  const table = page.getByTestId('item-import-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(4);
  await expect(table.locator('tbody tr', { hasText: '属于矢量的是' })).toContainText('参考答案');
  // the judge item written as options is a true/false item, its key from the key section
  await expect(table.locator('tbody tr', { hasText: '力是维持物体运动的原因' })).toContainText('判断题');
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 4 道试题').first()).toBeVisible();

  await page.goto(`/bank/import?bankId=${bankId}`);
  await uploadAndCheck(page, '地理练习（红色为答案）.docx', await teacherExam(RED_ANSWERS));
  await expect(page.getByTestId('item-import-summary')).toContainText('共 3 道试题，全部检查通过');
  await expect(table.locator('tbody tr', { hasText: '亚洲的国家' })).toContainText('红色标注');
  await expect(table.locator('tbody tr', { hasText: '亚洲的国家' })).toContainText('多选题');
  await page.getByTestId('item-import-all').click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText('已导入 3 道试题').first()).toBeVisible();

  const items = (await server.get(`/gl/tk/item/page?bankId=${bankId}&current=1&size=20`)).data.records;
  const byStem = async (text: string) => {
    const found = items.find((r: { stemText: string }) => r.stemText.includes(text));
    return (await server.get(`/gl/tk/item/get/${found.id}`)).data;
  };
  expect(await byStem('属于矢量的是')).toMatchObject({ itemTypeCode: 'single_choice', answerAttrs: { options: ['C'] }, score: 3 });
  expect(await byStem('牛顿第一定律')).toMatchObject({ answerAttrs: { options: ['A'] } });
  expect(await byStem('力是维持物体运动的原因')).toMatchObject({ itemTypeCode: 'true_false', score: 2 });
  expect(await byStem('亚洲的国家')).toMatchObject({ itemTypeCode: 'multiple_choice', answerAttrs: { options: ['A', 'C'] }, score: 4 });
});
