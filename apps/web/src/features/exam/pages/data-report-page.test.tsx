import type { DataReport } from '@cloud-exam/contract/sitting/sitting-report';
import { sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, examDayPath, sessionPagePath } from '../paths';

const EXAM = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-000000000002';
const ROOM = '00000000-0000-4000-8000-000000000005';

const group = {
  seated: 6,
  signedIn: 5,
  inProgress: 0,
  completed: 4,
  forceSubmitted: 1,
  absent: 1,
  mean: 2.8,
  median: 3,
  highest: 6,
  lowest: 0,
  stdDev: 2.14,
  passed: 1,
  passRate: 0.2,
};
const REPORT: DataReport = {
  examName: '期末考试',
  sessionName: '上午场',
  subjectName: '语文',
  at: '2026-06-07T04:00:00.000Z',
  roomsOnly: false,
  papers: [{ name: '语文甲卷', total: 10, objectiveMax: 6, passMark: 6, passMarkSource: 'default' }],
  awaitingMarking: true,
  overall: { id: null, name: null, ...group },
  distribution: Array.from({ length: 10 }, (_, i) => ({ from: (i * 6) / 10, to: ((i + 1) * 6) / 10, count: i === 9 ? 1 : 0 })),
  bandMax: 6,
  items: [
    {
      itemId: 'i1',
      number: 1,
      sectionName: '一、选择题',
      itemTypeCode: 'single_choice',
      stem: '中国的首都是？',
      max: 2,
      papers: 5,
      awaitingMarking: false,
      meanScore: 0.8,
      difficulty: 0.4,
      discrimination: 0.5,
      options: [
        { letter: 'A', count: 2, correct: true },
        { letter: 'B', count: 1, correct: false },
      ],
      unanswered: 1,
      averageSeconds: 30,
    },
    {
      itemId: 'i2',
      number: 2,
      sectionName: '二、简答题',
      itemTypeCode: 'short_answer',
      stem: '简述惯性',
      max: 4,
      papers: 5,
      awaitingMarking: true,
      meanScore: null,
      difficulty: null,
      discrimination: null,
      options: null,
      unanswered: null,
      averageSeconds: 90,
    },
  ],
  sessions: [{ id: SESSION, name: '上午场', ...group }],
  rooms: [{ id: ROOM, name: '第一考场', sessionName: '上午场', ...group }],
  departments: [],
};

const sent: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => (e.path === sittingReportApi.report.path ? REPORT : null),
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    sent.push({ path: e.path, input });
    return { fileTaskId: 't1' };
  }),
  downloadFrom: vi.fn(),
}));
// the chart itself is ECharts' (drawn in SVG, hidden from screen readers); the page's part is what it is given
vi.mock('../components/report-chart', () => ({
  default: ({ categories }: { categories: string[] }) => <div data-testid="report-chart">{categories.join(',')}</div>,
}));

/** Settles until the report is on the page (the first render loads the page's chunks). */
async function shown() {
  for (let i = 0; i < 20 && !host.querySelector('.report-sheet'); i++) await settle();
}
const buttonOf = (text: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
const section = (title: string) =>
  [...host.querySelectorAll('.ant-card')].find((c) => c.querySelector('.ant-card-head-title')?.textContent === title) as HTMLElement;

describe('the data report', () => {
  it('shows a session’s participation, statistics, distribution with its numbers, items and rooms', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./data-report-page');
    await renderPage(Page, { route: EXAM_PAGES.sessionDataReport, path: sessionPagePath('sessionDataReport', EXAM, SESSION) });
    await shown();
    expect(host.textContent).toContain('数据报告 · 期末考试 · 上午场 · 语文');
    expect(host.textContent).toContain('主观题（简答题、论述题）待阅卷');
    expect(host.textContent).toContain('试卷未设及格线，按总分的60%计为 6');
    const summary = section('概况');
    expect(summary.textContent).toContain('应考6');
    expect(summary.textContent).toContain('强制交卷1');
    expect(summary.textContent).toContain('平均分2.8');
    expect(summary.textContent).toContain('标准差2.14');
    expect(summary.textContent).toContain('及格率20%');

    // the chart and, beside it, its numbers in a table
    const distribution = section('分数分布（分）');
    expect(distribution.querySelector('[data-testid="report-chart"]')).not.toBeNull();
    const bands = [...distribution.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(bands).toHaveLength(10);
    expect(bands[9]).toBe('5.4–61');

    const items = [...section('试题分析').querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(items[0]).toContain('中国的首都是？');
    expect(items[0]).toContain('单选题');
    expect(items[0]).toContain('A (正确) 2 · B 1 · 未作答 1');
    expect(items[0]).toContain('30 秒');
    expect(items[1]).toContain('待阅卷');
    expect(section('按考场').textContent).toContain('第一考场');
    expect(host.querySelector(`a[href="/examination/taskDetail/${EXAM}/${SESSION}"]`)).not.toBeNull();
  }, 60_000);

  it('exports the report through the download centre', async () => {
    const { default: Page } = await import('./data-report-page');
    await renderPage(Page, { route: EXAM_PAGES.sessionDataReport, path: sessionPagePath('sessionDataReport', EXAM, SESSION) });
    await act(async () => buttonOf('导出').click());
    await settle();
    expect(sent).toEqual([{ path: sittingReportApi.exportReport.path, input: { examId: EXAM, sessionId: SESSION } }]);
    expect(host.textContent).toContain('数据报告正在导出');
    expect(host.querySelector('a[href="/cloudeFile/task"], a[href*="download"]')).not.toBeNull();
  });

  it('lays the exam’s report out for print: tables without charts, and the browser’s print', async () => {
    const print = vi.fn();
    window.print = print;
    const { default: Page } = await import('./data-report-page');
    await renderPage(Page, { route: EXAM_PAGES.report, path: examDayPath('report', EXAM) });
    await shown();
    expect(host.textContent).toContain('考试报告 · 期末考试');
    expect(host.querySelector('[data-testid="report-chart"]')).toBeNull();
    expect(host.querySelector('.report-sheet')).not.toBeNull();
    expect(host.querySelector(`a[href="${examDayPath('dataReport', EXAM)}"]`)?.textContent).toBe('查看带图表的数据报告');
    await act(async () => buttonOf('打印').click());
    expect(print).toHaveBeenCalled();
  });
});
