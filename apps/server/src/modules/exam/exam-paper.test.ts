import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { type ExamPaper, examPaperApi, subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';
import { markPapersPublished } from './exam-paper.service';
import { examRepo } from './exam.repo';

let t: TestApp;
let admin: string;
let other: string;
let officeId: string;
let bank: string;
let item: string;
/** Seven fixed papers of 30 minutes. */
let papers: string[];
let longPaper: string;

const call = async (e: Endpoint, input: object | undefined, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input?: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const refused = async (e: Endpoint, input: object, code: number, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(code);
  return answer;
};

const DAY = 86_400_000;
const fixed = (name: string, duration = 30) => ({
  name,
  bankIds: [bank],
  kind: 'fixed',
  duration,
  passMark: 2,
  sections: [{ topicName: '一、单选题', score: 2, shuffleOptions: true, items: [{ itemId: item }] }],
});
const newExam = async (name: string, as = admin) =>
  (
    await ok(
      examApi.add,
      {
        examName: name,
        beginDate: new Date(Date.now() + DAY).toISOString(),
        endDate: new Date(Date.now() + 2 * DAY).toISOString(),
        subjects: [
          { subjectName: '语文', duration: 90 },
          { subjectName: '数学', duration: 60 },
        ],
      },
      as,
    )
  ).id as string;
const subjectsOf = async (examId: string) => {
  const { subjects } = await ok(examApi.baseInfo, { id: examId });
  return subjects.map((s: { id: string }) => s.id) as [string, string];
};
const papersOf = async (examId: string) => (await ok(examPaperApi.query, { id: examId })).records as ExamPaper[];

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await givenInstitution(t, '第一中学', 'papera')).office.id;
  await givenInstitution(t, '第二中学', 'paperb');
  admin = await signIn(t, 'papera');
  other = await signIn(t, 'paperb');
  bank = (await ok(bankApi.add, { name: '语文题库' })).id;
  item = (
    await ok(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'single_choice',
      stemAttrs: { content: '<p>床前明月光的作者</p>' },
      optionsDataList: [{ optionContent: '李白' }, { optionContent: '杜甫' }, { optionContent: '白居易' }],
      answerAttrs: { options: ['A'] },
      score: 2,
    })
  ).id;
  papers = [];
  for (let i = 0; i < 7; i++) papers.push((await ok(paperApi.add, fixed(`试卷${i}`))).id);
  longPaper = (await ok(paperApi.add, fixed('长试卷', 120))).id;
});
afterAll(() => t.close());

describe('importing bank papers', () => {
  it('imports at most 5 at once, each a variant of its subject frozen at its version', async () => {
    const exam = await newExam('期中考试');
    const [chinese] = await subjectsOf(exam);
    await refused(
      examPaperApi.importPaper,
      { examId: exam, subjectId: chinese, paperIds: papers.slice(0, 6) },
      ErrorCodes.tooManyPapersImported,
    );
    // the subject call, a multipart form, counts the same
    await refused(
      subjectPaperApi.importPaper,
      { examId: exam, subjectId: chinese, paperIds: papers.slice(0, 6) },
      ErrorCodes.tooManyPapersImported,
    );
    expect(await papersOf(exam)).toEqual([]);
    const { ids } = await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: papers.slice(0, 5) });
    expect(ids).toHaveLength(5);
    const rows = await papersOf(exam);
    expect(rows.map((r) => r.variant)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(rows[0]).toMatchObject({
      subjectId: chinese,
      subjectName: '语文',
      paperId: papers[0],
      paperVersion: 1,
      name: '试卷0',
      kind: 'fixed',
      totalScore: 2,
      passMark: 2,
      duration: 30,
      itemCount: 1,
      source: 'bank',
    });
    // the bank paper now records its use
    expect((await ok(paperApi.get, { id: papers[0] })).uses).toMatchObject([{ examId: exam, version: 1, published: false }]);
    // the same paper twice in a subject is refused; a sixth paper in a later import is a variant F
    await refused(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[0]] }, ErrorCodes.paperAlreadyInSubject);
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[5]] });
    expect((await papersOf(exam)).map((r) => r.variant)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    // the publish gap of a subject without a paper names only the other subject
    expect(await ok(examApi.publishGaps, { id: exam })).toContainEqual({ gap: 'subjectWithoutPaper', names: ['数学'] });
  });

  it('refuses a paper longer than its subject, naming both', async () => {
    const exam = await newExam('月考');
    const [chinese, maths] = await subjectsOf(exam);
    const answer = await refused(
      examPaperApi.importPaper,
      { examId: exam, subjectId: chinese, paperIds: [longPaper] },
      ErrorCodes.paperLongerThanSubject,
    );
    expect(answer.msg).toContain('长试卷');
    expect(answer.msg).toContain('语文');
    // a paper for every subject must fit the shortest
    const p70 = (await ok(paperApi.add, fixed('七十分钟', 70))).id;
    const all = await refused(examPaperApi.importPaper, { examId: exam, paperIds: [p70] }, ErrorCodes.paperLongerThanSubject);
    expect(all.msg).toContain('数学');
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [p70] });
    // nor may it move to a shorter subject
    const [row] = await papersOf(exam);
    await refused(examPaperApi.update, { id: row!.id, subjectId: maths }, ErrorCodes.paperLongerThanSubject);
    expect(await papersOf(exam)).toEqual([row]);
  });

  it('keeps the version it imported when the bank paper and its item change', async () => {
    const exam = await newExam('期末考试');
    const [chinese] = await subjectsOf(exam);
    const paper = (await ok(paperApi.add, fixed('会改的试卷'))).id;
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [paper] });
    const [row] = await papersOf(exam);
    const before = await ok(examPaperApi.mergePaper, { id: row!.id, seed: '考生1' });
    expect(before.sections[0].items[0].content.stemAttrs.content).toContain('床前明月光');

    await ok(paperApi.update, { id: paper, version: 1, ...fixed('改名的试卷', 45), passMark: 1 });
    const own = (
      await ok(itemApi.add, {
        bankId: bank,
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>另一题</p>' },
        optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
        answerAttrs: { options: ['B'] },
        score: 2,
      })
    ).id;
    await ok(paperApi.update, {
      id: paper,
      version: 2,
      ...fixed('再改的试卷'),
      sections: [{ topicName: '新', score: 5, items: [{ itemId: own }] }],
    });

    expect(await papersOf(exam)).toEqual([row]);
    expect(row).toMatchObject({ name: '会改的试卷', paperVersion: 1, duration: 30, totalScore: 2 });
    expect(await ok(examPaperApi.mergePaper, { id: row!.id, seed: '考生1' })).toEqual(before);
  });

  it('draws the same paper for the same seed, and lists only papers the caller sees', async () => {
    const exam = await newExam('随堂测验');
    const [chinese] = await subjectsOf(exam);
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[0]] });
    const [row] = await papersOf(exam);
    const a = await ok(examPaperApi.mergePaper, { id: row!.id, seed: 's1' });
    expect(await ok(examPaperApi.mergePaper, { id: row!.id, seed: 's1' })).toEqual(a);
    expect(await ok(subjectPaperApi.mergePaper, { id: row!.id, seed: 's1' })).toEqual(a);
    expect(a).toMatchObject({ paperId: papers[0], version: 1, seed: 's1', name: '试卷0' });
    // no seed: the exam paper's id
    expect((await ok(examPaperApi.mergePaper, { id: row!.id })).seed).toBe(row!.id);

    const page = await ok(examPaperApi.queryTkPaper, { name: '试卷', current: 1, size: 50 });
    expect(page.records.map((p: { name: string }) => p.name)).toContain('试卷0');
    expect((await ok(examPaperApi.queryTkPaper, { name: '试卷' }, other)).records).toEqual([]);
    // the subject page's picker lists the same
    expect(await ok(subjectPaperApi.queryTkPaper, { name: '试卷', current: 1, size: 50 })).toEqual(page);
    expect((await ok(subjectPaperApi.queryTkPaper, { name: '试卷' }, other)).records).toEqual([]);
  });
});

describe('papers by authorisation code', () => {
  it('adds one paper of another institution per subject, kept whole', async () => {
    const otherBank = (await ok(bankApi.add, { name: '外校题库' }, other)).id;
    const otherItem = (
      await ok(
        itemApi.add,
        {
          bankId: otherBank,
          itemTypeCode: 'single_choice',
          stemAttrs: { content: '<p>外校的题</p>' },
          optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
          answerAttrs: { options: ['A'] },
          score: 3,
        },
        other,
      )
    ).id;
    // A paper of the other institution's, of its one item.
    const theirPaper = async (name: string) =>
      (
        await ok(
          paperApi.add,
          {
            name,
            bankIds: [otherBank],
            kind: 'fixed',
            duration: 20,
            sections: [{ topicName: '单选', score: 3, items: [{ itemId: otherItem }] }],
          },
          other,
        )
      ).id as string;
    const shared = await theirPaper('外校试卷');
    const code = (await ok(paperApi.addAuthCode, { id: shared, days: 7 }, other)).code;
    const secondCode = (await ok(paperApi.addAuthCode, { id: shared, days: 7 }, other)).code;

    const exam = await newExam('联考');
    const [chinese, maths] = await subjectsOf(exam);
    await refused(examPaperApi.importPaperAuthCode, { examId: exam, subjectId: maths, authCode: 'ZZZZZZZZZZ' }, ErrorCodes.authCodeUnknown);
    const { id } = await ok(examPaperApi.importPaperAuthCode, { examId: exam, subjectId: maths, authCode: code.toLowerCase() });
    const [row] = await papersOf(exam);
    expect(row).toMatchObject({ id, subjectId: maths, paperId: shared, name: '外校试卷', source: 'authCode', variant: 'A', totalScore: 3 });
    // "at most one paper may be added": a second by code to the same subject
    await refused(examPaperApi.importPaperAuthCode, { examId: exam, subjectId: maths, authCode: secondCode }, ErrorCodes.tooManyPapers);
    // nor one for every subject, which maths would then hold too
    await refused(examPaperApi.importPaperAuthCode, { examId: exam, authCode: secondCode }, ErrorCodes.tooManyPapers);
    // the subject call, a multipart form, adds one to another subject
    const viaForm = await ok(subjectPaperApi.importPaperAuthCode, { examId: exam, subjectId: chinese, authCode: secondCode });
    expect(viaForm.id).toBeTruthy();

    // the other institution revokes its code and edits its paper: the exam keeps what it took
    const drawn = await ok(examPaperApi.mergePaper, { id, seed: 'x' });
    expect(drawn.sections[0].items[0].content.stemAttrs.content).toContain('外校的题');
    await ok(paperApi.revokeAuthCode, { id: shared, code }, other);
    await ok(
      itemApi.update,
      {
        id: otherItem,
        version: 1,
        bankId: otherBank,
        itemTypeCode: 'single_choice',
        stemAttrs: { content: '<p>改了</p>' },
        optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
        answerAttrs: { options: ['A'] },
        score: 3,
      },
      other,
    );
    expect(await ok(examPaperApi.mergePaper, { id, seed: 'x' })).toEqual(drawn);
    // a bank paper may still join the subject beside it
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: maths, paperIds: [papers[1]] });
    expect(
      (await ok(subjectPaperApi.query, { examId: exam, subjectId: maths })).records.map((r: ExamPaper) => [r.variant, r.source]),
    ).toEqual([
      ['A', 'authCode'],
      ['B', 'bank'],
    ]);

    // nor is one moved into a subject holding another added paper
    const another = await theirPaper('外校试卷二');
    const anotherCode = (await ok(paperApi.addAuthCode, { id: another, days: 7 }, other)).code;
    const second = await newExam('第二场联考');
    const [secondChinese, secondMaths] = await subjectsOf(second);
    const moving = await ok(examPaperApi.importPaperAuthCode, { examId: second, subjectId: secondMaths, authCode: secondCode });
    await ok(examPaperApi.importPaperAuthCode, { examId: second, subjectId: secondChinese, authCode: anotherCode });
    await refused(examPaperApi.update, { id: moving.id, subjectId: secondChinese }, ErrorCodes.tooManyPapers);
  });
});

describe('changing an exam’s papers', () => {
  it('moves, swaps and removes papers, releasing the bank paper', async () => {
    const exam = await newExam('模拟考');
    const [chinese, maths] = await subjectsOf(exam);
    await ok(subjectPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[2], papers[3]] });
    let rows = await papersOf(exam);
    expect(rows.map((r) => [r.name, r.variant])).toEqual([
      ['试卷2', 'A'],
      ['试卷3', 'B'],
    ]);
    await ok(examPaperApi.update, { id: rows[0]!.id, variant: 'B' });
    rows = await papersOf(exam);
    expect(rows.map((r) => [r.name, r.variant])).toEqual([
      ['试卷3', 'A'],
      ['试卷2', 'B'],
    ]);
    await ok(examPaperApi.update, { id: rows[1]!.id, subjectId: maths });
    expect((await papersOf(exam)).map((r) => [r.name, r.subjectName, r.variant])).toEqual([
      ['试卷3', '语文', 'A'],
      ['试卷2', '数学', 'A'],
    ]);
    await ok(examPaperApi.remove, { id: rows[1]!.id });
    expect((await papersOf(exam)).map((r) => r.name)).toEqual(['试卷3']);
    expect((await ok(paperApi.get, { id: papers[2] })).uses.map((u: { examId: string }) => u.examId)).not.toContain(exam);
  });

  it('sets how a subject deals its variants', async () => {
    const exam = await newExam('发卷方式');
    const [chinese] = await subjectsOf(exam);
    expect(await ok(examPaperApi.paperType)).toEqual([
      { value: 'turn', label: '按顺序发卷' },
      { value: 'random', label: '随机发卷' },
    ]);
    await ok(examPaperApi.updateDealMode, { subjectId: chinese, dealMode: 'random' });
    const { subjects } = await ok(examPaperApi.query, { id: exam });
    expect(subjects).toMatchObject([
      { id: chinese, subjectName: '语文', duration: 90, dealMode: 'random' },
      { subjectName: '数学', dealMode: 'turn' },
    ]);
  });

  it('changes nothing while the exam is published, and publishing locks the bank papers', async () => {
    const exam = await newExam('已发布');
    const [chinese] = await subjectsOf(exam);
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[4]] });
    const [row] = await papersOf(exam);
    await t.db.transaction(async (tx) => {
      await examRepo(tx, { officeId }).update(exam, { published: true });
      await markPapersPublished(tx, { officeId }, { id: exam, name: '已发布' });
    });
    const bankPaper = await ok(paperApi.get, { id: papers[4] });
    expect(bankPaper.locked).toBe(true);
    expect(bankPaper.uses).toContainEqual({ examId: exam, examName: '已发布', published: true, version: 1 });
    const locked = ErrorCodes.examPublishedLocked;
    await refused(examPaperApi.update, { id: row!.id, variant: 'B' }, locked);
    await refused(examPaperApi.remove, { id: row!.id }, locked);
    await refused(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[5]] }, locked);
    await refused(examPaperApi.updateDealMode, { subjectId: chinese, dealMode: 'random' }, locked);
    expect(await ok(examPaperApi.query, { id: exam })).toMatchObject({ published: true, records: [row] });
  });

  it('refuses another institution’s exams, subjects and papers', async () => {
    const exam = await newExam('本校考试');
    const [chinese] = await subjectsOf(exam);
    await ok(examPaperApi.importPaper, { examId: exam, subjectId: chinese, paperIds: [papers[6]] });
    const [row] = await papersOf(exam);
    const notFound = ErrorCodes.notFound;
    await refused(examPaperApi.query, { id: exam }, notFound, other);
    await refused(subjectPaperApi.query, { examId: exam, subjectId: chinese }, notFound, other);
    await refused(examPaperApi.mergePaper, { id: row!.id }, notFound, other);
    await refused(examPaperApi.update, { id: row!.id, variant: 'C' }, notFound, other);
    await refused(examPaperApi.remove, { id: row!.id }, notFound, other);
    await refused(examPaperApi.updateDealMode, { subjectId: chinese, dealMode: 'random' }, notFound, other);
    // the other institution's own exam cannot take this institution's paper, nor a subject of another exam
    const theirs = await newExam('外校考试', other);
    const { subjects } = await ok(examApi.baseInfo, { id: theirs }, other);
    await refused(examPaperApi.importPaper, { examId: theirs, subjectId: subjects[0].id, paperIds: [papers[6]] }, notFound, other);
    await refused(examPaperApi.importPaper, { examId: exam, subjectId: subjects[0].id, paperIds: [papers[6]] }, notFound);
    expect(await papersOf(exam)).toEqual([row]);
  });
});
