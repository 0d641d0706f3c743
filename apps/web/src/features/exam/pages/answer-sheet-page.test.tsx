import type { ItemContent } from '@cloud-exam/contract/bank/item';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type AnswerSave, type AnswerSheet, sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { type CandidateSitting, type RosterRow, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, examDayPath, sessionPagePath } from '../paths';

const EXAM = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';
const EARLIER = '33333333-3333-4333-8333-333333333333';
const CANDIDATE = '44444444-4444-4444-8444-444444444444';
const ITEMS = ['i-single', 'i-cloze', 'i-short'] as const;

const part = (content: Partial<ItemContent>): ItemContent => ({
  itemTypeCode: 'single_choice',
  stemAttrs: { content: '', media: [] },
  optionsDataList: [],
  answerAttrs: {},
  descriptionAttrs: { content: '' },
  attrsDataList: [],
  score: 2,
  outTimeSecond: 0,
  childItemList: [],
  difficulty: 3,
  hint: '',
  ...content,
});
const option = (optionName: string, optionContent: string) => ({ optionName, optionContent: `<p>${optionContent}</p>`, optionAttrs: {} });

const sheet: AnswerSheet = {
  candidate: { examCandidateId: CANDIDATE, name: '张三', admissionNumber: '000001' },
  session: { id: SESSION, name: '上午场', subjectName: '语文', beginDate: '2026-06-07T01:00:00.000Z', endDate: '2026-06-07T03:00:00.000Z' },
  roomName: '第一考场',
  seat: 3,
  discipline: { breaches: [], scoreBefore: 2, scoreAfter: 2, cancelled: false },
  state: 'completed',
  signedInAt: '2026-06-07T01:00:00.000Z',
  startedAt: '2026-06-07T01:01:00.000Z',
  deadline: '2026-06-07T02:01:00.000Z',
  submittedAt: '2026-06-07T01:40:00.000Z',
  score: 2,
  objectiveMax: 4,
  paperName: '语文期末卷',
  totalScore: 10,
  itemCount: 3,
  answeredCount: 2,
  sections: [
    {
      topicName: '一、客观题',
      topicDescription: '',
      score: 4,
      items: [
        {
          itemId: ITEMS[0],
          number: 1,
          score: 2,
          content: part({
            stemAttrs: { content: '<p>中国的首都是？</p>', media: [] },
            optionsDataList: [option('A', '上海'), option('B', '北京')],
            answerAttrs: { options: ['B'] },
            descriptionAttrs: { content: '<p>解析：北京是首都</p>' },
          }),
          answer: { options: ['B'] },
          answered: true,
          savedAt: '2026-06-07T01:05:00.000Z',
          result: { score: 2, max: 2, state: 'right' },
        },
        {
          itemId: ITEMS[1],
          number: 2,
          score: 2,
          content: part({
            itemTypeCode: 'cloze_fill',
            stemAttrs: { content: '<p>长江全长约<span data-blank="1"></span>公里</p>', media: [] },
            answerAttrs: { blanks: [['6300']] },
          }),
          answer: null,
          answered: false,
          savedAt: null,
          result: { score: 0, max: 2, state: 'unanswered' },
        },
      ],
    },
    {
      topicName: '二、简答题',
      topicDescription: '',
      score: 6,
      items: [
        {
          itemId: ITEMS[2],
          number: 3,
          score: 6,
          content: part({
            itemTypeCode: 'short_answer',
            stemAttrs: { content: '<p>简述牛顿第一定律</p>', media: [] },
            answerAttrs: { content: '<p>惯性定律</p>' },
            score: 6,
          }),
          answer: { text: '物体保持静止或匀速直线运动' },
          answered: true,
          savedAt: '2026-06-07T01:20:00.000Z',
          result: { score: 0, max: 6, state: 'manual' },
        },
      ],
    },
  ],
};

const save = (
  id: number,
  itemId: string,
  number: number,
  value: AnswerSave['value'],
  previous: AnswerSave['previous'] = null,
): AnswerSave => ({
  id,
  savedAt: `2026-06-07T01:0${id}:00.000Z`,
  clientTime: `2026-06-07T01:0${id}:00.000Z`,
  itemId,
  number,
  seq: previous ? previous.seq + 1 : 1,
  previous,
  value,
});
const first = save(1, ITEMS[0], 1, { options: ['A'] });
const saves = [
  first,
  save(2, ITEMS[1], 2, { blanks: ['6300'] }),
  save(3, ITEMS[0], 1, { options: ['B'] }, { seq: 1, savedAt: first.savedAt, value: first.value }),
  save(4, ITEMS[1], 2, null, { seq: 1, savedAt: '2026-06-07T01:02:00.000Z', value: { blanks: ['6300'] } }),
];
const sitting = (sessionId: string, sessionName: string, subjectName: string, state: CandidateSitting['state']): CandidateSitting => ({
  sessionId,
  sessionName,
  subjectName,
  state,
  beginDate: '',
  endDate: '',
  roomName: null,
  seat: null,
  extraMinutes: 0,
  extraTime: [],
});
const sittings = [
  sitting(EARLIER, '上午场', '数学', 'completed'),
  sitting(SESSION, '下午场', '语文', 'forceSubmitted'),
  sitting('later', '次日场', '英语', 'notSignedIn'),
];
const roster: Partial<RosterRow>[] = [
  { candidateId: CANDIDATE, name: '张三', admissionNumber: '000001', state: 'completed', signedInAt: '2026-06-07T01:00:00.000Z' },
  { candidateId: 'c-absent', name: '李四', admissionNumber: '000002', state: 'notSignedIn', signedInAt: null },
];

const asked: { path: string; input: Record<string, unknown> }[] = [];
let answer: { sheet: () => unknown; saves: AnswerSave[] };
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: Record<string, unknown>) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      asked.push({ path: e.path, input });
      if (e.path === sittingAnswersApi.sheet.path) return answer.sheet();
      if (e.path === sittingAnswersApi.saves.path) return { records: answer.saves, total: answer.saves.length, current: 1, size: 100 };
      if (e.path === sittingControlApi.candidate.path) return sittings;
      if (e.path === sittingControlApi.list.path) return { records: roster, total: roster.length, current: 1, size: 50, counts: {} };
      return [];
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(),
}));

const history = () =>
  [...host.querySelectorAll('.ant-card')].find((c) => c.querySelector('.ant-card-head')?.textContent?.includes('作答历史')) as HTMLElement;
const button = (label: string) =>
  [...history().querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === label) as HTMLButtonElement;
const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};
const article = (n: number) => host.querySelector(`article[aria-label="第 ${n} 题"]`) as HTMLElement;
const scrolled = vi.fn();
/** Waits for what comes late (the rich text's lazy view) to show. */
const until = async (shown: () => boolean) => {
  for (let i = 0; i < 50 && !shown(); i++) await settle();
};

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('zh');
  Element.prototype.scrollIntoView = scrolled;
});
beforeEach(() => {
  asked.length = 0;
  scrolled.mockClear();
  answer = { sheet: () => sheet, saves };
});
const open = async (route: string, path: string) => {
  const { default: Page } = await import('./answer-sheet-page');
  await renderPage(Page, { route, path });
};

describe('a candidate’s answer sheet and history', () => {
  it('shows the sheet with the answers beside the keys and steps through every save, before → after', async () => {
    await open(EXAM_PAGES.sessionAnswerHistory, sessionPagePath('sessionAnswerHistory', EXAM, SESSION, CANDIDATE));
    await until(() => !!host.textContent?.includes('物体保持静止') && !host.querySelector('.ant-skeleton'));
    const text = host.textContent ?? '';
    expect(text).toContain('张三的答卷');
    expect(text).toContain('000001');
    expect(text).toContain('已交卷');
    expect(text).toContain('2 / 4 分');
    // the choice marked right in words beside the key, the blank left empty, the written answer awaiting marking
    expect(article(1).textContent).toContain('考生所选（正确）');
    expect(article(1).textContent).toContain('正确答案');
    expect(article(1).textContent).toContain('解析：北京是首都');
    expect(article(2).textContent).toContain('未作答');
    expect(article(2).textContent).toContain('第 1 空未填');
    expect(article(3).textContent).toContain('待阅卷');
    expect(article(3).textContent).toContain('物体保持静止或匀速直线运动');

    // the steps are a list of buttons; nothing chosen yet
    const steps = history().querySelectorAll('ol > li > button');
    expect(steps).toHaveLength(4);
    expect(history().textContent).toContain('共 4 次保存');
    expect(button('上一步').disabled).toBe(true);

    await click(button('下一步'));
    expect(history().textContent).toContain('第 1 次保存，共 4 次');
    expect(history().textContent).toContain('无（首次保存）');
    expect(history().textContent).toContain('选 A');
    expect(article(1).textContent).toContain('当前步骤');
    expect(scrolled.mock.contexts).toContain(article(1));

    await click(button('下一步'));
    await click(button('下一步'));
    expect(history().textContent).toContain('第 3 次保存，共 4 次');
    expect(history().querySelector('[aria-current="step"]')?.textContent).toContain('3.');
    // before → after: the first save's answer, then the new one
    const detail = history().querySelector('.ant-descriptions')!.textContent!;
    expect(detail).toMatch(/修改前选 A.*修改后选 B/);

    await click(button('下一步'));
    expect(history().textContent).toContain('第 4 次保存，共 4 次');
    expect(history().querySelector('.ant-descriptions')!.textContent).toMatch(/修改前第 1 空：6300.*修改后（已清空）/);
    expect(article(2).textContent).toContain('当前步骤');
    expect(article(1).textContent).not.toContain('当前步骤');
    expect(button('下一步').disabled).toBe(true);

    await click(button('上一步'));
    expect(history().textContent).toContain('第 3 次保存，共 4 次');
    // a step of the list chosen by itself
    await click(history().querySelectorAll<HTMLButtonElement>('ol > li > button')[1]!);
    expect(history().textContent).toContain('第 2 次保存，共 4 次');
    expect(asked.filter((a) => a.path === sittingAnswersApi.sheet.path).map((a) => a.input)).toEqual([
      { examCandidateId: CANDIDATE, sessionId: SESSION },
    ]);
  }, 30_000);

  it('says when there are no saves yet, and when the candidate has no sitting in the session', async () => {
    answer.saves = [];
    await open(EXAM_PAGES.sessionAnswerHistory, sessionPagePath('sessionAnswerHistory', EXAM, SESSION, CANDIDATE));
    expect(history().textContent).toContain('暂无保存记录');

    answer.sheet = () => {
      throw Object.assign(new Error('考生 张三 尚未登录考试'), { code: ErrorCodes.sittingNotSignedIn });
    };
    await open(EXAM_PAGES.sessionAnswerHistory, sessionPagePath('sessionAnswerHistory', EXAM, SESSION, CANDIDATE));
    expect(host.textContent).toContain('该考生尚未登录本场次，还没有答卷');
  }, 30_000);

  it('asks for a candidate who signed in when the session’s address names none', async () => {
    await open(EXAM_PAGES.sessionAnswerRecordsDetail, sessionPagePath('sessionAnswerRecordsDetail', EXAM, SESSION));
    expect(host.textContent).toContain('请选择一名已登录本场次的考生');
    expect(host.querySelector('[aria-label="选择考生"]')).not.toBeNull();
    expect(asked.find((a) => a.path === sittingControlApi.list.path)?.input).toMatchObject({ sessionId: SESSION });
    expect(asked.some((a) => a.path === sittingAnswersApi.sheet.path)).toBe(false);
  }, 30_000);

  it('opens an exam’s candidate in the latest session they sat', async () => {
    await open(EXAM_PAGES.answerRecordsDetail, examDayPath('answerRecordsDetail', EXAM, CANDIDATE));
    expect(asked.find((a) => a.path === sittingAnswersApi.sheet.path)?.input).toEqual({ examCandidateId: CANDIDATE, sessionId: SESSION });
    expect(host.querySelector('[aria-label="选择场次"]')).not.toBeNull();
    expect(host.textContent).toContain('下午场 · 语文 · 强制交卷');
  }, 30_000);
});
