import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type Breach, type DisciplineRule, sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPagePath } from '../paths';

const EXAM = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-000000000002';
const ROOM = '00000000-0000-4000-8000-000000000005';

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
  seated: 3,
  counts: none,
  paused: 0,
  rooms: [{ roomId: ROOM, name: '第一考场', invigilators: [], seated: 3, counts: none, paused: 0 }],
};
const RULES: DisciplineRule[] = [
  { id: 'r1', code: 'phone', name: '使用手机', consequence: 'deduction', points: 10, enabled: true },
  { id: 'r2', code: null, name: '夹带小抄', consequence: 'zero', points: null, enabled: false },
];
const breach = (id: string, extra: Partial<Breach>): Breach => ({
  id,
  examCandidateId: 'c1',
  name: '张三',
  admissionNumber: '000001',
  roomId: ROOM,
  roomName: '第一考场',
  ruleId: 'r1',
  ruleName: '使用手机',
  consequence: 'deduction',
  points: 2.5,
  note: '桌下看手机',
  snapshots: [],
  recordedBy: '王老师',
  recordedAt: '2026-06-07T01:20:00.000Z',
  revoked: null,
  ...extra,
});
let breaches: Breach[] = [];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === sittingOverviewApi.overview.path) return session;
      if (e.path === sittingDisciplineApi.rules.path) return { sets: [], rules: RULES };
      if (e.path === sittingDisciplineApi.breaches.path) {
        const filter = input as { consequence?: string };
        const records = breaches.filter((b) => !filter.consequence || b.consequence === filter.consequence);
        return { records, total: records.length, current: 1, size: 10 };
      }
      if (e.path === sittingControlApi.list.path) return { records: [], total: 0, current: 1, size: 20, counts: {} };
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    return e.path === sittingDisciplineApi.exportBreaches.path ? { fileTaskId: 't1' } : breaches[0];
  }),
  downloadFrom: vi.fn(),
}));

const buttonOf = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
const click = async (button: HTMLElement) => {
  await act(async () => button.click());
  await settle();
};
const dialog = () => [...document.querySelectorAll('.ant-modal')].at(-1) as HTMLElement;
const open = async () => {
  const { default: Page } = await import('./session-discipline-page');
  await renderPage(Page, { route: EXAM_PAGES.sessionDiscipline, path: sessionPagePath('sessionDiscipline', EXAM, SESSION) });
};

describe('the session’s discipline page', () => {
  it('says so when nothing was recorded', async () => {
    await i18nReady;
    await changeLanguage('zh');
    breaches = [];
    await open();
    expect(host.textContent).toContain('违纪记录 · 上午场');
    expect(host.textContent).toContain('本场次暂无违纪记录');
  }, 60_000);

  it('lists the breaches with their consequence, evidence and state, and exports them to the download centre', async () => {
    breaches = [
      breach('b2', {}),
      breach('b1', {
        name: '李四',
        ruleName: '替考',
        consequence: 'cancellation',
        points: null,
        revoked: { at: '2026-06-07T01:30:00.000Z', by: '李主任', reason: '认错考生' },
      }),
    ];
    await open();
    const rows = [...host.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('张三');
    expect(rows[0]!.textContent).toContain('扣分 · 扣 2.5 分');
    expect(rows[0]!.textContent).toContain('桌下看手机');
    expect(rows[0]!.textContent).toContain('有效');
    expect(rows[1]!.textContent).toContain('取消考试成绩');
    expect(rows[1]!.textContent).toContain('李主任 于 2026-06-07 09:30:00 撤销：认错考生');
    // a revoked breach cannot be revoked again
    expect(buttonOf('撤销', rows[1]!)).toBeUndefined();

    await click(buttonOf('导出', host));
    expect(calls.at(-1)).toEqual({ path: sittingDisciplineApi.exportBreaches.path, input: { sessionId: SESSION } });
    expect(host.textContent).toContain('正在导出违纪记录');
  }, 60_000);

  it('revokes a breach only with a reason, after asking', async () => {
    breaches = [breach('b2', {})];
    await open();
    calls.length = 0;
    await click(buttonOf('撤销', host.querySelector('.ant-table-tbody tr.ant-table-row')!));
    expect(dialog().textContent).toContain('撤销 张三 的违纪记录？');
    expect(dialog().textContent).toContain('撤销后，该处理不再影响考生成绩。');
    await click(buttonOf('撤销', dialog().querySelector('.ant-modal-footer')!));
    expect(dialog().textContent).toContain('请填写撤销原因');
    expect(calls).toEqual([]);
    const area = dialog().querySelector('textarea')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, '认错考生');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonOf('撤销', dialog().querySelector('.ant-modal-footer')!));
    expect(calls).toEqual([{ path: sittingDisciplineApi.revoke.path, input: { id: 'b2', reason: '认错考生' } }]);
  }, 60_000);

  it('asks for the candidate and the rule before recording, and lists the institution’s rules', async () => {
    breaches = [];
    await open();
    calls.length = 0;
    await click(buttonOf('记录违纪', host));
    expect(dialog().textContent).toContain('选择考生后可从其摄像头截图中选择证据');
    await click(buttonOf('记录', dialog().querySelector('.ant-modal-footer')!));
    expect(dialog().textContent).toContain('请选择考生');
    expect(dialog().textContent).toContain('请选择违纪规则');
    expect(calls).toEqual([]);
    await click(dialog().querySelector('.ant-modal-close') as HTMLElement);

    await click(buttonOf('违纪规则', host));
    const rules = [...dialog().querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(rules[0]).toContain('使用手机');
    expect(rules[0]).toContain('扣分 · 扣 10 分');
    expect(rules[1]).toContain('夹带小抄');
    expect(rules[1]).toContain('已停用');
  }, 60_000);
});
