import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { type CandidateSitting, sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { host, renderPage, settle } from '../../../test/page-harness';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { candidateDetailPath, EXAM_PAGES } from '../paths';

const info = {
  id: 'c1',
  examId: 'e1',
  candidateId: 'a1',
  name: '张三',
  certType: '0',
  idNumber: '110101********0000',
  mobile: null,
  email: null,
  admissionNumber: '000001',
  deptId: null,
  deptName: null,
  photo: null,
  photoUrl: null,
  enrollId: null,
  orderNo: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  examName: '期末考试',
  collected: {},
  fields: [],
  seats: [],
  history: [],
  editable: true,
};
const sitting = (sessionId: string, sessionName: string, extra: Partial<CandidateSitting> = {}): CandidateSitting => ({
  sessionId,
  sessionName,
  subjectName: '语文',
  beginDate: '2026-06-07T01:00:00.000Z',
  endDate: '2026-06-07T03:00:00.000Z',
  roomName: '第一考场',
  seat: 3,
  state: 'notSignedIn',
  extraMinutes: 0,
  extraTime: [],
  ...extra,
});
const sittings = [
  sitting('s1', '上午场', {
    extraMinutes: 15,
    extraTime: [{ minutes: 15, by: 'officer', at: '2026-06-01T02:30:00.000Z', reason: '视力障碍' }],
  }),
  sitting('s2', '下午场', { state: 'completed' }),
];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => (e.path === examCandidateApi.info.path ? info : e.path === sittingControlApi.candidate.path ? sittings : []),
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    return { done: 1, skipped: [] };
  }),
}));

const at = { route: EXAM_PAGES.candidate, path: candidateDetailPath('e1', 'c1') };
const section = () => [...host.querySelectorAll('.ant-card')].find((c) => c.textContent?.includes('考试安排与照顾')) as HTMLElement;
const rowOf = (session: string) => [...section().querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(session))!;
const giveButton = (session: string) =>
  [...rowOf(session).querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '提前延时');
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const fieldOf = (label: string) =>
  [...dialog().querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label) as HTMLElement;
async function type(label: string, value: string) {
  const input = fieldOf(label).querySelector('input, textarea') as HTMLInputElement | HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const ok = async () => {
  const button = [...dialog().querySelectorAll('.ant-modal-footer button')].find((b) => b.textContent?.replace(/\s/g, '') === '提前延时')!;
  await act(async () => (button as HTMLButtonElement).click());
  await settle();
};

describe('the candidate’s arrangements and accommodations', () => {
  it('shows each session’s state and the extra time given, by whom, when and why, and gives more in advance', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./candidate-detail-page');
    await renderPage(Page, at);
    expect(rowOf('上午场').textContent).toContain('未登录');
    expect(rowOf('上午场').textContent).toContain('共延时 15 分钟');
    expect(rowOf('上午场').textContent).toContain('officer 于 2026-06-01 10:30 延时 15 分钟：视力障碍');
    expect(rowOf('下午场').textContent).toContain('已交卷');
    // a handed-in paper takes no more time
    expect(giveButton('下午场')?.disabled).toBe(true);

    await act(async () => giveButton('上午场')!.click());
    await settle();
    expect(dialog().textContent).toContain('为“上午场”提前延时');
    await ok();
    expect(dialog().textContent).toContain('请填写延时分钟数');
    expect(dialog().textContent).toContain('请填写原因');
    expect(calls).toEqual([]);

    await type('延时分钟数', '20');
    await type('原因', '手部骨折，书写缓慢');
    await ok();
    expect(calls).toEqual([
      {
        path: sittingControlApi.extraTime.path,
        input: { sessionId: 's1', candidateIds: ['c1'], minutes: 20, reason: '手部骨折，书写缓慢' },
      },
    ]);
  }, 30_000);
});
