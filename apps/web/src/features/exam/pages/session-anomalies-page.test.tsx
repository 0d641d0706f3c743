import { Authority } from '@cloud-exam/contract/authorities';
import { type AnomalyRow, sittingAnomaliesApi } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPagePath } from '../paths';

const EXAM = '0b8f4a56-0000-4000-8000-000000000001';
const SESSION = '0b8f4a56-0000-4000-8000-0000000000a1';
const ROOM = '0b8f4a56-0000-4000-8000-0000000000b1';

const row = (n: number, extra: Partial<AnomalyRow>): AnomalyRow => ({
  candidateId: `0b8f4a56-0000-4000-8000-00000000000${n}`,
  name: `考生${n}`,
  admissionNumber: `00000${n}`,
  roomId: ROOM,
  roomName: '第一考场',
  seat: n,
  kind: 'interrupted',
  detectedAt: '2026-06-07T01:10:00.000Z',
  current: true,
  evidence: {},
  state: 'open',
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  ...extra,
});
let rows: AnomalyRow[] = [];
const kinds = { interrupted: 1, frequentLeaves: 1, multipleDevices: 0, lateEntry: 1, longSilence: 0 };
const states = { open: 2, handled: 1, ignored: 0 };

const reads: { path: string; input: unknown }[] = [];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      reads.push({ path: e.path, input });
      if (e.path === sittingAnomaliesApi.anomalies.path) return { records: rows, total: rows.length, current: 1, size: 10, kinds, states };
      if (e.path === sittingOverviewApi.overview.path)
        return { sessionId: SESSION, sessionName: '上午场', rooms: [{ roomId: ROOM, name: '第一考场' }] };
      return {};
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: { items?: unknown[] }) => {
    calls.push({ path: e.path, input });
    return e.path === sittingAnomaliesApi.review.path ? { reviewed: input.items!.length } : { fileTaskId: 't1' };
  }),
}));
vi.mock('../../../auth/session', () => ({ getToken: () => 'member-token' }));

/** The live channel as the page opens it. */
class FakeSocket {
  static last: FakeSocket;
  sent: string[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  constructor() {
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

const listReads = () => reads.filter((r) => r.path === sittingAnomaliesApi.anomalies.path).map((r) => r.input);
const rowOf = (text: string) => [...host.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(text)) as HTMLElement;
const button = (within: ParentNode, text: string) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;
const dialog = () => [...document.querySelectorAll('.ant-modal')].at(-1) as HTMLElement;
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
async function typeNote(value: string) {
  const input = dialog().querySelector('textarea') as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const path = sessionPagePath('sessionAnomalies', EXAM, SESSION);

beforeAll(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await i18nReady;
  await changeLanguage('zh');
});
beforeEach(() => {
  reads.length = 0;
  calls.length = 0;
  rows = [
    row(1, {
      kind: 'frequentLeaves',
      evidence: { leaveCount: 6, pageLeaves: 4, fullscreenLeaves: 2, threshold: 5, lastLeaveAt: '2026-06-07T01:20:00.000Z' },
    }),
    row(2, {
      kind: 'lateEntry',
      evidence: { refusals: 2, codes: [41300616], firstAt: '2026-06-07T01:20:00.000Z', lastAt: '2026-06-07T01:22:00.000Z' },
    }),
    row(3, {
      state: 'handled',
      current: false,
      note: '已联系考生重新连接',
      reviewedBy: 'admin',
      reviewedAt: '2026-06-07T01:30:00.000Z',
    }),
  ];
});

describe('a session’s anomalies', () => {
  it('sends the filters of the address, shows each anomaly with its evidence and review, and the counts by kind and state', async () => {
    const { default: Page } = await import('./session-anomalies-page');
    await renderPage(Page, {
      route: EXAM_PAGES.sessionAnomalies,
      path: `${path}?kind=lateEntry&state=open&roomId=${ROOM}&keyword=%E8%80%83`,
    });
    expect(listReads()).toEqual([
      { sessionId: SESSION, kind: 'lateEntry', state: 'open', roomId: ROOM, keyword: '考', current: 1, size: 10 },
    ]);
    expect(host.textContent).toContain('考试异常 · 上午场');
    expect(rowOf('考生1').textContent).toContain('频繁切屏');
    expect(rowOf('考生1').textContent).toContain('切屏 6 次（页面 4，全屏 2；阈值 5）');
    expect(rowOf('考生2').textContent).toContain('被拒入场 2 次（迟到）');
    expect(rowOf('考生3').textContent).toContain('已处理');
    expect(rowOf('考生3').textContent).toContain('已联系考生重新连接');
    expect(rowOf('考生3').textContent).toContain('当前已不再出现');
    expect(host.textContent).toContain('全部类型 3');
    expect(host.textContent).toContain('迟到入场被拒 1');
    expect(host.textContent).toContain('待处理 2');
    // the candidate's record and answers in the session
    const links = [...rowOf('考生2').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(sessionPagePath('sessionCandidateRecord', EXAM, SESSION, rows[1]!.candidateId));
    expect(links).toContain(sessionPagePath('sessionAnswerHistory', EXAM, SESSION, rows[1]!.candidateId));
  }, 30_000);

  it('handles the chosen anomalies with a required note, and reads the list again', async () => {
    const { default: Page } = await import('./session-anomalies-page');
    await renderPage(Page, { route: EXAM_PAGES.sessionAnomalies, path });
    const batch = host.querySelector('[role="group"]') as HTMLElement;
    expect(button(batch, '处理').disabled).toBe(true);
    for (const name of ['考生1', '考生2']) await click(rowOf(name).querySelector('input[type="checkbox"]') as HTMLElement);
    expect(batch.textContent).toContain('已选 2 条');
    await click(button(batch, '处理'));
    expect(dialog().textContent).toContain('处理：2 条异常');
    await click(button(dialog().querySelector('.ant-modal-footer')!, '处理'));
    expect(dialog().textContent).toContain('请填写处理说明');
    expect(calls).toEqual([]);

    await typeNote('已提醒考生');
    await click(button(dialog().querySelector('.ant-modal-footer')!, '处理'));
    expect(calls).toEqual([
      {
        path: sittingAnomaliesApi.review.path,
        input: {
          sessionId: SESSION,
          items: [
            { candidateId: rows[0]!.candidateId, kind: 'frequentLeaves' },
            { candidateId: rows[1]!.candidateId, kind: 'lateEntry' },
          ],
          state: 'handled',
          note: '已提醒考生',
        },
      },
    ]);
    expect(host.textContent).toContain('已处理 2 条异常');
    expect(listReads().length).toBeGreaterThan(1);
  }, 30_000);

  it('reads again when the live channel says the session changed, exports the filtered list, and says when there is none', async () => {
    const { default: Page } = await import('./session-anomalies-page');
    rows = [];
    await renderPage(Page, { route: EXAM_PAGES.sessionAnomalies, path: `${path}?kind=longSilence`, authorities: [Authority.monitor] });
    expect(JSON.parse(FakeSocket.last.sent[0]!)).toEqual({ token: 'member-token', sessionId: SESSION });
    expect(host.textContent).toContain('没有符合条件的异常');
    await FakeSocket.last.tell({ type: 'ready' });
    expect(host.textContent).toContain('实时更新中');
    const before = listReads().length;
    await FakeSocket.last.tell({ type: 'changed' });
    await settle();
    expect(listReads().length).toBeGreaterThan(before);

    await click(button(host, '导出'));
    expect(calls).toEqual([{ path: sittingAnomaliesApi.exportAnomalies.path, input: { sessionId: SESSION, kind: 'longSilence' } }]);
    expect(host.textContent).toContain('导出任务已创建');
  }, 30_000);
});
