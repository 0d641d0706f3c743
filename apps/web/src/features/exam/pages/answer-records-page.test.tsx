import { ErrorCodes } from '@cloud-exam/contract/errors';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { type RecordRow, sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, examDayPath, sessionPagePath } from '../paths';

const EXAM = '0b8f4a56-0000-4000-8000-000000000001';
const MORNING = '0b8f4a56-0000-4000-8000-0000000000a1';
const AFTERNOON = '0b8f4a56-0000-4000-8000-0000000000a2';
const ROOM = '0b8f4a56-0000-4000-8000-0000000000b1';

const row = (n: number, extra: Partial<RecordRow>): RecordRow => ({
  candidateId: `0b8f4a56-0000-4000-8000-00000000000${n}`,
  name: `考生${n}`,
  admissionNumber: `00000${n}`,
  sessionId: MORNING,
  sessionName: '上午场',
  roomId: ROOM,
  roomName: '第一考场',
  seat: n,
  state: 'notSignedIn',
  signedInAt: null,
  startedAt: null,
  deadline: null,
  remainingSeconds: null,
  extraMinutes: 0,
  pausedUntil: null,
  leaveCount: 0,
  submittedAt: null,
  score: null,
  breaches: 0,
  scoreAfterDiscipline: extra.score ?? null,
  cancelled: false,
  ...extra,
});
const rows = [
  row(1, { state: 'inExam', signedInAt: '2026-06-07T01:01:00.000Z', remainingSeconds: 3000, leaveCount: 2 }),
  row(2, { name: '李四', state: 'completed', submittedAt: '2026-06-07T01:40:00.000Z', score: 8 }),
  row(3, { sessionId: AFTERNOON, sessionName: '下午场', state: 'signedIn', signedInAt: '2026-06-07T05:50:00.000Z' }),
];
const counts = { notSignedIn: 0, signedIn: 1, inExam: 1, interrupted: 0, completed: 1, absent: 0, forceSubmitted: 0 };

const reads: { path: string; input: unknown }[] = [];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      reads.push({ path: e.path, input });
      if (e.path === sittingRecordsApi.records.path) return { records: rows, total: rows.length, current: 1, size: 10, counts };
      if (e.path === scheduleApi.schedule.path)
        return {
          sessions: [
            { id: MORNING, sessionName: '上午场', subjectName: '语文' },
            { id: AFTERNOON, sessionName: '下午场', subjectName: '语文' },
          ],
        };
      if (e.path === sittingOverviewApi.overview.path)
        return { sessionId: MORNING, sessionName: '上午场', rooms: [{ roomId: ROOM, name: '第一考场' }] };
      return { examName: '期末考试' };
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: { sessionId: string; candidateIds: string[] }) => {
    calls.push({ path: e.path, input });
    // the candidate who handed in is skipped, with the code that says why
    const skipped = rows
      .filter((r) => r.state === 'completed' && input.candidateIds.includes(r.candidateId))
      .map((r) => ({ candidateId: r.candidateId, name: r.name, admissionNumber: r.admissionNumber, code: ErrorCodes.sittingHandedIn }));
    return { done: input.candidateIds.length - skipped.length, skipped };
  }),
}));

const recordReads = () => reads.filter((r) => r.path === sittingRecordsApi.records.path).map((r) => r.input);
const rowOf = (name: string) => [...host.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name)) as HTMLElement;
const button = (within: ParentNode, text: string) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;
const dialog = () => [...document.querySelectorAll('.ant-modal')].at(-1) as HTMLElement;
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
async function type(label: string, value: string) {
  const item = [...dialog().querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label)!;
  const input = item.querySelector('input, textarea') as HTMLInputElement | HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  reads.length = 0;
  calls.length = 0;
});

describe('answer records', () => {
  it('sends the filters of the address with the exam, shows each candidate with their state and the counts by state', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./answer-records-page');
    const query = `?examId=${EXAM}&sessionId=${MORNING}&roomId=${ROOM}&state=inExam&keyword=%E8%80%83%E7%94%9F&current=2&size=20`;
    await renderPage(Page, { route: EXAM_PAGES.answerRecords, path: `${examDayPath('answerRecords', EXAM)}${query}` });
    expect(recordReads()).toEqual([
      { examId: EXAM, sessionId: MORNING, roomId: ROOM, state: 'inExam', keyword: '考生', current: 2, size: 20 },
    ]);
    expect(rowOf('考生1').textContent).toContain('考试中');
    expect(rowOf('考生1').textContent).toContain('上午场');
    expect(rowOf('考生1').textContent).toContain('50:00');
    expect(rowOf('李四').textContent).toContain('已交卷');
    expect(host.textContent).toContain('全部 3');
    expect(host.textContent).toContain('考试中 1');
    // the candidate's answers over the exam, and their record in their session
    const links = [...rowOf('考生3').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(examDayPath('answerHistory', EXAM, rows[2]!.candidateId));
    expect(links).toContain(sessionPagePath('sessionCandidateRecord', EXAM, AFTERNOON, rows[2]!.candidateId));
  }, 30_000);

  it('reads one session on its page, the session taken from the address’s path', async () => {
    const { default: Page } = await import('./answer-records-page');
    await renderPage(Page, {
      route: EXAM_PAGES.sessionAnswerRecords,
      path: `${sessionPagePath('sessionAnswerRecords', EXAM, MORNING)}?state=completed`,
    });
    expect(recordReads()).toEqual([{ examId: EXAM, sessionId: MORNING, state: 'completed', current: 1, size: 10 }]);
    expect(host.querySelector('thead')?.textContent).not.toContain('场次');
  }, 30_000);

  it('gives extra time to the chosen candidates of each session with the minutes and reason, and lists whom it skipped and why', async () => {
    const { default: Page } = await import('./answer-records-page');
    await renderPage(Page, { route: EXAM_PAGES.answerRecords, path: examDayPath('answerRecords', EXAM) });
    const batch = host.querySelector('[role="group"]') as HTMLElement;
    expect(button(batch, '延时').disabled).toBe(true);
    for (const name of ['考生1', '李四', '考生3']) await click(rowOf(name).querySelector('input[type="checkbox"]') as HTMLElement);
    expect(batch.textContent).toContain('已选 3 名考生');
    // a handed-in paper may be reopened; nobody chosen is paused
    expect(button(batch, '撤回交卷').disabled).toBe(false);
    expect(button(batch, '恢复').disabled).toBe(true);

    await click(button(batch, '延时'));
    expect(dialog().textContent).toContain('延时：3 名考生');
    await click(button(dialog().querySelector('.ant-modal-footer')!, '延时'));
    expect(dialog().textContent).toContain('请填写分钟数');
    expect(dialog().textContent).toContain('请填写原因');
    expect(calls).toEqual([]);

    await type('分钟数', '15');
    await type('原因', '系统故障，统一补时');
    await click(button(dialog().querySelector('.ant-modal-footer')!, '延时'));
    expect(calls).toEqual([
      {
        path: sittingControlApi.extraTime.path,
        input: {
          sessionId: MORNING,
          candidateIds: [rows[0]!.candidateId, rows[1]!.candidateId],
          reason: '系统故障，统一补时',
          skipRefused: true,
          minutes: 15,
        },
      },
      {
        path: sittingControlApi.extraTime.path,
        input: { sessionId: AFTERNOON, candidateIds: [rows[2]!.candidateId], reason: '系统故障，统一补时', skipRefused: true, minutes: 15 },
      },
    ]);
    expect(dialog().textContent).toContain('已完成 2 名考生');
    expect(dialog().textContent).toContain('跳过 1 名考生');
    expect(dialog().textContent).toContain('李四（000002）：考生 李四 已交卷');
    // the records are read again
    expect(recordReads().length).toBeGreaterThan(1);
  }, 30_000);
});
