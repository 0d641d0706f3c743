import { type SessionPaper, sessionPaperApi } from '@cloud-exam/contract/exam/session-paper';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPagePath } from '../paths';

/** The session's id, as the address carries it. */
const S1 = '00000000-0000-4000-8000-000000000001';

const variant = (id: string, letter: string, name: string, subject: boolean) => ({
  id,
  subjectId: subject ? 'sub1' : null,
  subjectName: subject ? '语文' : null,
  paperVersion: 1,
  name,
  kind: 'fixed' as const,
  totalScore: 100,
  duration: 90,
  itemCount: 25,
  variant: letter,
});
const session = (extra: Partial<SessionPaper> = {}): SessionPaper => ({
  sessionId: S1,
  sessionName: '上午场',
  examId: 'e1',
  examName: '期末考试',
  subjectId: 'sub1',
  subjectName: '语文',
  beginDate: '2026-06-07T01:00:00.000Z',
  endDate: '2026-06-07T03:00:00.000Z',
  dealMode: 'turn',
  examPaperId: null,
  startedCount: 0,
  papers: [variant('pa', 'A', '语文甲卷', true), variant('pb', 'B', '语文乙卷', true), variant('pc', 'A', '通用卷', false)],
  ...extra,
});

let current = session();
const calls: { path: string; input: unknown }[] = [];
const confirms: { content: string; onOk: () => Promise<unknown> }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({ queryKey: [e.path, input ?? null], queryFn: async () => current }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    return null;
  }),
}));
vi.mock('../../../components/feedback', () => {
  const quiet = { success: () => undefined, error: () => undefined, warning: () => undefined, info: () => undefined };
  const feedback = { message: quiet, notification: quiet, modal: { confirm: (o: (typeof confirms)[number]) => confirms.push(o) } };
  return { feedback, useFeedback: () => feedback, preloadFeedback: async () => undefined };
});

const at = { route: EXAM_PAGES.sessionPaper, path: sessionPagePath('sessionPaper', 'e1', S1) };
const radio = (text: string) =>
  [...host.querySelectorAll('label.ant-radio-wrapper')]
    .find((l) => l.textContent?.includes(text))!
    .querySelector('input') as HTMLInputElement;
const saveButton = () =>
  [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '保存') as HTMLButtonElement;
const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};
async function open(view: SessionPaper) {
  current = view;
  await i18nReady;
  await changeLanguage('zh');
  const { default: Page } = await import('./session-paper-page');
  await renderPage(Page, at);
}

beforeEach(() => {
  calls.length = 0;
  confirms.length = 0;
});

describe('the session’s paper', () => {
  it('lists the variants with their items and points, and saves the one chosen after a confirmation', async () => {
    await open(session());
    expect(host.textContent).toContain('场次试卷：上午场');
    expect(host.textContent).toContain('当前：按科目发卷方式（按顺序发卷）');
    expect(radio('按科目发卷方式').checked).toBe(true);
    const rowB = [...host.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes('B · 语文乙卷'))!;
    expect(rowB.textContent).toContain('语文');
    expect(rowB.textContent).toContain('25');
    expect(rowB.textContent).toContain('100');
    expect(host.textContent).toContain('A · 通用卷所有科目通用');
    expect(rowB.querySelector('button[aria-label="预览试卷“语文乙卷”"]')).not.toBeNull();
    // nothing changed yet: nothing to save
    expect(saveButton().disabled).toBe(true);

    await click(radio('B · 语文乙卷'));
    expect(saveButton().disabled).toBe(false);
    await click(saveButton());
    expect(calls).toEqual([]);
    expect(confirms[0]!.content).toBe('保存后，本场次的考生都将使用试卷“B · 语文乙卷”。');
    await act(async () => void (await confirms[0]!.onOk()));
    expect(calls).toEqual([{ path: sessionPaperApi.update.path, input: { sessionId: S1, examPaperId: 'pb' } }]);
  }, 30_000);

  it('goes back to the subject’s deal by sending no paper', async () => {
    await open(session({ examPaperId: 'pc' }));
    expect(host.textContent).toContain('当前：A · 通用卷');
    expect(radio('A · 通用卷').checked).toBe(true);
    await click(radio('按科目发卷方式'));
    await click(saveButton());
    expect(confirms[0]!.content).toBe('保存后，本场次的考生将按科目的发卷方式（按顺序发卷）抽取试卷。');
    await act(async () => void (await confirms[0]!.onOk()));
    expect(calls).toEqual([{ path: sessionPaperApi.update.path, input: { sessionId: S1, examPaperId: null } }]);
  }, 30_000);

  it('cannot be changed once a candidate has started, and says why', async () => {
    await open(session({ examPaperId: 'pb', startedCount: 2 }));
    expect(host.textContent).toContain('已有 2 名考生开始作答，本场次的试卷不能再更换');
    expect([...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')].every((r) => r.disabled)).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(calls).toEqual([]);
  }, 30_000);
});
