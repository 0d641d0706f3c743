import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';

let t: TestApp;
let admin: string;
let dept: string;
const call = async (e: Endpoint, input: object) => (await inject(t, e, input, admin)).json();
const ok = async (e: Endpoint, input: object) => {
  const answer = await call(e, input);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const upload = (bankId: string, file: Buffer, name: string) => uploadFile(t, `/gl/tk/item/import/${bankId}`, admin, file, name);

async function importRead(id: string) {
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const status = await ok(itemTransferApi.importStatus, { id });
    if (status.state >= ItemImportState.parsed || Date.now() > until) return status;
  }
}

/** A compound file (Office 97–2003) whose first directory sector names these streams. */
function ole(...streams: string[]) {
  const file = Buffer.alloc(1024);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt32LE(0, 0x30);
  ['Root Entry', ...streams].forEach((name, i) => file.write(name, 512 + i * 128, 'utf16le'));
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '分值学校', 'admin');
  admin = await signIn(t, 'admin');
  dept = (await ok(deptApi.add, { name: '数学组' })).id;
});
afterAll(() => t.close());

describe('the import preview', () => {
  it('gives items without a score the bank’s default for their type, marked, and lets the uploader change scores before committing', async () => {
    const bank = (await ok(bankApi.add, { name: '默认分值题库', deptId: dept, defaultScores: { single_choice: 3, essay: 12 } })).id;
    const saved = await ok(bankApi.get, { id: bank });
    expect(saved.defaultScores).toMatchObject({ single_choice: 3, multiple_choice: 2, true_false: 2, essay: 12 });
    const edit = { id: bank, name: '默认分值题库', deptId: dept, sharedDeptIds: [], status: 1 };
    expect((await call(bankApi.edit, { ...edit, defaultScores: { single_choice: 0 } })).code).toBe(ErrorCodes.badRequest);
    await ok(bankApi.edit, { ...edit, defaultScores: { ...saved.defaultScores, single_choice: 2.5 } });

    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              '2024学年期中考试 数学试卷',
              '一、单选题',
              ...['1. 一加一等于几', 'A. 1', 'B. 2', '答案：B'],
              ...['2. 二加二等于几', 'A. 4', 'B. 5', '答案：A', '分值：5'],
              ...['3. 三加三等于几', 'A. 6', 'B. 7', '答案：A'],
              ...['4. 四加四等于几', 'A. 8', 'B. 9', '答案：A', '分值：0'],
              '二、论述题',
              ...['5. 谈谈你对勾股定理的理解', '答案：直角三角形两直角边的平方和等于斜边的平方'],
            ].map((line) => new Paragraph(line)),
          },
        ],
      }),
    );
    const started = await upload(bank, docx, '无分值试卷.docx');
    const id = started.data.importId as string;
    // only the score the file gives as 0 is a problem; the missing ones took the bank's defaults
    expect(await importRead(id)).toMatchObject({ state: ItemImportState.parsed, total: 5, withProblems: 1, skippedCount: 1 });
    // the paper's title is no question's: named with why, not dropped without a word
    expect((await importRead(id)).skipped).toEqual([
      errorMessage(ErrorCodes.wordParagraphOutside, 'zh', { text: '2024学年期中考试 数学试卷' }),
    ]);
    const page = { current: 1, size: 10 };
    const read = (await ok(itemTransferApi.importItems, { id, ...page })).records;
    expect(read.map((r: { score: number; scoreDefaulted?: boolean; answer: string }) => [r.score, !!r.scoreDefaulted, r.answer])).toEqual([
      [2.5, true, 'B'],
      [5, false, 'A'],
      [2.5, true, 'A'],
      [0, false, 'A'],
      [12, true, '直角三角形两直角边的平方和等于斜边的平方'],
    ]);
    expect(read[3].problems[0]).toMatchObject({ code: ErrorCodes.questionScoreNotPositive, fieldName: '分值' });

    // every defaulted single choice at once: the one the file scored keeps its 5
    const byType = await ok(itemTransferApi.setImportScore, { id, score: 4, itemTypeCode: 'single_choice', defaultedOnly: true, ...page });
    expect(byType.changed).toBe(2);
    expect(byType.records.map((r: { score: number }) => r.score)).toEqual([4, 5, 4, 0, 12]);
    expect(byType.records[0].scoreDefaulted).toBeUndefined();
    // one item: its score checked as the item rules do, and its problem gone once it is right
    for (const score of [0, 100, 2.25])
      expect((await call(itemTransferApi.setImportScore, { id, score, ordinals: [4], ...page })).code).toBe(ErrorCodes.badRequest);
    const one = await ok(itemTransferApi.setImportScore, { id, score: 3.5, ordinals: [4], onlyProblems: 1, ...page });
    expect(one).toMatchObject({ changed: 1, total: 0, records: [] });
    expect(await ok(itemTransferApi.importStatus, { id })).toMatchObject({ withProblems: 0 });

    expect(await ok(itemTransferApi.commitImport, { id, mode: 'all' })).toEqual({ imported: 5, skipped: 0 });
    const items = (await ok(itemApi.page, { bankId: bank, current: 1, size: 10 })).records as { score: number }[];
    expect(items.map((i) => i.score).sort((a, b) => a - b)).toEqual([3.5, 4, 4, 5, 12]);
    expect((await call(itemTransferApi.setImportScore, { id, score: 2, ordinals: [1], ...page })).code).toBe(ErrorCodes.importCommitted);
  });

  it('tells a file it does not read by what it is: empty, Word or Excel 97–2003, password-protected, PDF, RTF, a web page, Word XML', async () => {
    const bank = (await ok(bankApi.add, { name: '拒收题库', deptId: dept })).id;
    const cases: [Buffer, string, number][] = [
      [Buffer.alloc(0), '空文件.docx', ErrorCodes.uploadEmpty],
      [ole('1Table', 'WordDocument'), '期中试卷.doc', ErrorCodes.wordLegacyFile],
      [ole('Workbook'), '题库.xls', ErrorCodes.excelLegacyFile],
      [ole('EncryptionInfo', 'EncryptedPackage'), '加密试卷.docx', ErrorCodes.officeEncrypted],
      [ole('PowerPoint Document'), '课件.ppt', ErrorCodes.officeLegacyFile],
      [Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), '试卷.pdf', ErrorCodes.pdfFile],
      [Buffer.from('{\\rtf1\\ansi\\deff0 1. 题目}'), '试卷.rtf', ErrorCodes.rtfFile],
      [
        Buffer.from('\uFEFF<html xmlns:w="urn:schemas-microsoft-com:office:word"><body><p>1. 题目</p></body></html>'),
        '导出试卷.doc',
        ErrorCodes.webPageFile,
      ],
      [
        Buffer.from('MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="----=_NextPart"\r\n\r\n'),
        '网页试卷.doc',
        ErrorCodes.webPageFile,
      ],
      [
        Buffer.from('<?xml version="1.0"?>\n<?mso-application progid="Word.Document"?>\n<w:wordDocument/>'),
        '试卷.xml',
        ErrorCodes.wordXmlFile,
      ],
      [Buffer.from('1. 题目\nA. 甲\n'), '试卷.txt', ErrorCodes.itemFileType],
    ];
    for (const [file, name, code] of cases) {
      const answer = await upload(bank, file, name);
      expect([name, answer.code]).toEqual([name, code]);
      expect(answer.msg).toBe(errorMessage(code as never, 'zh', { max: 50 }));
    }
    expect(errorMessage(ErrorCodes.wordLegacyFile, 'zh')).toContain('.docx');
  });
});
