import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { type RecordEvent, sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { act } from 'react';
import type * as ReactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPagePath } from '../paths';

const EXAM = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-000000000002';
const CANDIDATE = '00000000-0000-4000-8000-000000000003';
const OTHER = '00000000-0000-4000-8000-000000000004';

const none = { notSignedIn: 0, signedIn: 0, inExam: 0, interrupted: 0, completed: 0, absent: 0, forceSubmitted: 0 };
/** The session as its overview answers it, which an invigilator reads too. */
const session = {
  sessionId: SESSION,
  sessionName: '上午场',
  examName: '期末考试',
  subjectName: '语文',
  beginDate: '2026-06-07T01:00:00.000Z',
  endDate: '2026-06-07T03:00:00.000Z',
  serverTime: '2026-06-07T02:00:00.000Z',
  locked: false,
  seated: 2,
  counts: none,
  paused: 0,
  rooms: [{ roomId: 'r1', name: '第一考场', invigilators: [], seated: 2, counts: none, paused: 0 }],
};
const base = { clientTime: null, by: null, reason: null };
const EVENTS: RecordEvent[] = [
  {
    ...base,
    id: '1',
    kind: 'signIn',
    at: '2026-06-07T00:55:03.000Z',
    method: 'admissionNumber',
    ip: '10.0.0.8',
    device: 'Windows 10',
    browser: 'Chrome 126',
  },
  { ...base, id: '2', kind: 'message', at: '2026-06-07T00:58:00.000Z', by: 'officer', text: '考试即将开始', readAt: null },
  {
    ...base,
    id: '3',
    kind: 'pause',
    at: '2026-06-07T01:20:00.000Z',
    by: 'officer',
    reason: '网络故障',
    minutes: 5,
    until: '2026-06-07T01:25:00.000Z',
  },
  { ...base, id: '4', kind: 'submit', at: '2026-06-07T02:30:00.000Z', cause: 'candidate', answered: 20 },
];
const asked: { kinds?: string[] }[] = [];
const downloads: unknown[] = [];
const navigated: string[] = [];
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useNavigate: () => (to: string) => navigated.push(to),
}));
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: { kinds?: string[] }) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === sittingOverviewApi.overview.path) return session;
      if (e.path === sittingControlApi.list.path)
        return {
          records: [
            { candidateId: CANDIDATE, name: '张三', admissionNumber: '000001', roomName: '第一考场' },
            { candidateId: OTHER, name: '李四', admissionNumber: '000002', roomName: '第一考场' },
          ],
          total: 2,
          current: 1,
          size: 20,
          counts: {},
        };
      if (e.path === sittingRecordApi.events.path) {
        asked.push(input);
        return {
          candidate: { candidateId: CANDIDATE, name: '张三', admissionNumber: '000001', roomName: '第一考场', seat: 3 },
          events: EVENTS.filter((x) => !input.kinds || input.kinds.includes(x.kind)),
        };
      }
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(),
  downloadFrom: vi.fn(async (_e: unknown, input: unknown) => {
    downloads.push(input);
    return 'x.xlsx';
  }),
}));

const rowElements = () => [...host.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
const rows = () => rowElements().map((r) => r.textContent ?? '');
/** The kind column of the rows shown. */
const kindsShown = () => rowElements().map((r) => r.querySelectorAll('td')[1]?.textContent);
const selectOf = (label: string) => host.querySelector(`input[aria-label="${label}"]`)!.closest('.ant-select') as HTMLElement;
async function open(label: string) {
  await act(async () =>
    selectOf(label)
      .querySelector('.ant-select-selector, .ant-select-content')!
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  );
  await settle();
}
const option = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent?.startsWith(text))!;

describe('a candidate’s record', () => {
  it('shows the events in order with their detail, who and why, filters them by kind and exports as filtered', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./candidate-record-page');
    await renderPage(Page, {
      route: EXAM_PAGES.sessionCandidateRecord,
      path: sessionPagePath('sessionCandidateRecord', EXAM, SESSION, CANDIDATE),
    });
    expect(host.textContent).toContain('张三（000001）的考试记录');
    expect(kindsShown()).toEqual(['登录', '收到消息', '暂停考试', '交卷']);
    expect(rows()[0]).toContain('2026-06-07 08:55:03');
    expect(rows()[0]).toContain('登录方式：准考证号；IP地址：10.0.0.8；设备：Windows 10；浏览器：Chrome 126');
    expect(rows()[1]).toContain('“考试即将开始”');
    expect(rows()[1]).toContain('未读');
    expect(rows()[2]).toContain('暂停考试');
    expect(rows()[2]).toContain('5 分钟；至 2026-06-07 09:25:00');
    expect(rows()[2]).toContain('officer');
    expect(rows()[2]).toContain('网络故障');
    expect(rows()[3]).toContain('考生交卷；已答 20 题');

    await open('事件类型');
    await act(async () => option('暂停考试').click());
    await settle();
    expect(asked.at(-1)).toMatchObject({ kinds: ['pause'] });
    expect(kindsShown()).toEqual(['暂停考试']);
    await act(async () => option('登录').click());
    await settle();
    expect(asked.at(-1)).toMatchObject({ kinds: ['pause', 'signIn'] });
    expect(kindsShown()).toEqual(['登录', '暂停考试']);

    const exportButton = [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '导出')!;
    await act(async () => exportButton.click());
    expect(downloads).toEqual([{ sessionId: SESSION, examCandidateId: CANDIDATE, kinds: ['pause', 'signIn'] }]);
  }, 60_000);

  it('without a candidate, offers the session’s candidates and goes to the one chosen', async () => {
    const { default: Page } = await import('./candidate-record-page');
    await renderPage(Page, {
      route: EXAM_PAGES.sessionCandidateRecord,
      path: sessionPagePath('sessionCandidateRecord', EXAM, SESSION),
    });
    expect(host.textContent).toContain('请在上方搜索并选择一名考生，查看其考试记录');
    expect(rows()).toEqual([]);
    await open('选择考生');
    await act(async () => option('李四').click());
    await settle();
    expect(navigated).toEqual([sessionPagePath('sessionCandidateRecord', EXAM, SESSION, OTHER)]);
  }, 60_000);
});
