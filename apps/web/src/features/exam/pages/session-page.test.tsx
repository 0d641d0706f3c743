import { Authority } from '@cloud-exam/contract/authorities';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type SessionOverview, sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPath } from '../paths';

const none = { notSignedIn: 0, signedIn: 0, inExam: 0, interrupted: 0, completed: 0, absent: 0, forceSubmitted: 0 };
const SESSION = '7b0c5d1e-8f3a-4c2b-9d6e-1a2b3c4d5e6f';
const beganAt = '2026-06-07T01:00:00.000Z';
let overview: SessionOverview = {
  sessionId: SESSION,
  sessionName: '上午场',
  examName: '期末考试',
  subjectName: '语文',
  beginDate: beganAt,
  endDate: '2026-06-07T03:00:00.000Z',
  serverTime: '2026-06-07T02:00:00.000Z',
  locked: false,
  seated: 3,
  counts: { ...none, notSignedIn: 1, inExam: 2 },
  paused: 0,
  rooms: [
    { roomId: 'r1', name: '第一考场', invigilators: ['王老师'], seated: 3, counts: { ...none, notSignedIn: 1, inExam: 2 }, paused: 0 },
  ],
};
const reads: string[] = [];
const sent: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      reads.push(e.path);
      if (e.path === sittingOverviewApi.overview.path) return overview;
      if (e.path === scheduleApi.session.path) throw new Error('not the invigilator’s to read');
      return [];
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    sent.push({ path: e.path, input });
    return { done: 2, skipped: [{ candidateId: 'c3', name: '李四', admissionNumber: '000003', code: 41300625 }] };
  }),
}));
vi.mock('../../../auth/session', () => ({ getToken: () => 'member-token' }));

/** The live channel as the page opens it: what it sent, and a way to answer as the server does. */
class FakeSocket {
  static last: FakeSocket;
  sent: string[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  readonly url: string;
  constructor(url: URL | string) {
    this.url = String(url);
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  tell(message: object) {
    return act(async () => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const at = { route: EXAM_PAGES.session, path: sessionPath('e1', SESSION) };
const stateCount = (label: string) =>
  [...host.querySelectorAll('ul[aria-label="各状态考生人数"] li')].find((li) => li.textContent?.startsWith(label))?.textContent;

beforeAll(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await i18nReady;
  await changeLanguage('zh');
});

describe('a session on exam day, as an invigilator watches it', () => {
  it('counts the candidates by state and room, and reads them again when the live channel says they changed', async () => {
    const { default: Page } = await import('./session-page');
    await renderPage(Page, { ...at, authorities: [Authority.monitor] });
    expect(JSON.parse(FakeSocket.last.sent[0]!)).toEqual({ token: 'member-token', sessionId: SESSION });
    expect(FakeSocket.last.url).toContain('/live/session');
    expect(stateCount('考试中')).toBe('考试中 2');
    expect(host.textContent).toContain('第一考场');
    expect(host.textContent).toContain('王老师');
    expect(host.textContent).toContain('未锁定');
    // the invigilator is not shown the seating the officer arranges, nor led to change the paper
    expect(reads).not.toContain(scheduleApi.session.path);
    expect(host.textContent).not.toContain('场次试卷');
    // … but led to the pages of exam day that read their rooms
    expect([...host.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual([
      '答题记录',
      '答题历史',
      '考生记录',
      '考场消息',
      '考试异常',
      '违纪记录',
      '数据报告',
    ]);
    expect(host.textContent).not.toContain('全场延时');
    // but the anomalies of their rooms are theirs to review
    expect(host.querySelector('a[href$="/examination/taskDetail/anomalyPages/e1/' + SESSION + '"]')?.textContent).toBe('考试异常');

    await FakeSocket.last.tell({ type: 'ready' });
    expect(host.textContent).toContain('实时更新中');
    overview = { ...overview, locked: true, counts: { ...none, inExam: 1, completed: 2 } };
    await FakeSocket.last.tell({ type: 'changed' });
    await settle();
    expect(stateCount('已交卷')).toBe('已交卷 2');
    expect(stateCount('考试中')).toBe('考试中 1');
    expect(host.textContent).toContain('已锁定');
  }, 30_000);

  it('says when the live channel refuses, and counts from the server’s clock', async () => {
    const { default: Page } = await import('./session-page');
    await renderPage(Page, at);
    await FakeSocket.last.tell({ type: 'refused', code: 41300623 });
    expect(host.textContent).toContain('无法实时更新');
    // the session began at 01:00 and ends at 03:00 by the server's clock, which said 02:00 whatever the computer's says
    expect(host.textContent).toMatch(/场次剩余时间(1:00:00|59:[0-5]\d)安排考生/);
    expect(reads).toContain(scheduleApi.session.path);
  }, 30_000);

  it('gives the whole session extra time, with the reason required, and says who was skipped and why', async () => {
    const { default: Page } = await import('./session-page');
    await renderPage(Page, at);
    const button = (text: string, within: ParentNode = host) =>
      [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;
    await act(async () => button('全场延时').click());
    await settle();
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('延时：全场 3 名考生');

    await act(async () => button('延时', dialog).click());
    await settle();
    expect(dialog.textContent).toContain('请填写原因');
    expect(sent).toEqual([]);
    const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type(dialog.querySelector('input')!, '10');
    await type(dialog.querySelector('textarea')!, '停电十分钟');
    await act(async () => button('延时', dialog).click());
    await settle();
    expect(sent).toEqual([
      { path: sittingControlApi.extraTime.path, input: { sessionId: SESSION, minutes: 10, reason: '停电十分钟', skipRefused: true } },
    ]);
    const outcome = [...document.querySelectorAll('.ant-modal')].at(-1)!.textContent;
    expect(outcome).toContain('已完成 2 名考生');
    expect(outcome).toContain('跳过 1 名考生');
    expect(outcome).toContain('李四（000003）');
  }, 30_000);
});
