import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { DEFAULT_TICKET_LAYOUT, ticketApi, type TicketTask } from '@cloud-exam/contract/sitting/ticket';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { EXAM_PAGES, sessionPagePath } from '../paths';

const EXAM = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-000000000002';

const session = {
  id: SESSION,
  examId: EXAM,
  subjectId: 's',
  subjectName: '语文',
  sessionName: '上午场',
  beginDate: '2026-06-07T01:00:00.000Z',
  endDate: '2026-06-07T03:00:00.000Z',
  roomCount: 1,
  capacity: 30,
  seated: 3,
  examName: '期末考试',
  published: true,
  started: false,
  unseated: 0,
  rooms: [],
};
const task = (over: Partial<TicketTask>): TicketTask => ({
  id: 't1',
  name: '上午场准考证',
  state: 'done',
  progress: 100,
  total: 3,
  fileTaskId: 'f1',
  error: null,
  createdByName: '王老师',
  createdAt: '2026-06-06T01:00:00.000Z',
  finishedAt: '2026-06-06T01:00:05.000Z',
  ...over,
});
const TASKS = [task({ id: 't2', name: '补打准考证', state: 'processing', progress: 40, fileTaskId: 'f2', finishedAt: null }), task({})];
const sent: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === scheduleApi.session.path) return session;
      if (e.path === ticketApi.tasks.path) return { records: TASKS, total: 2, current: 1, size: 10 };
      if (e.path === ticketApi.layout.path) return { ...DEFAULT_TICKET_LAYOUT, rules: '请携带身份证', logoUrl: null, examName: '期末考试' };
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    sent.push({ path: e.path, input });
    return e.path === ticketApi.add.path ? { id: 't3', fileTaskId: 'f3', total: 3 } : { ok: true };
  }),
  downloadFrom: vi.fn(async () => 'x.zip'),
}));

/** Renders the page and waits until it has drawn its tasks (its code and texts load on first use). */
async function open() {
  const { default: Page } = await import('./session-tickets-page');
  await renderPage(Page, { route: EXAM_PAGES.sessionTickets, path: sessionPagePath('sessionTickets', EXAM, SESSION) });
  for (let i = 0; i < 50 && !host.querySelector('.ant-table-tbody tr.ant-table-row'); i++) await settle();
}
const buttonOf = (text: string, within: ParentNode = document.body) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

describe('the session’s admission tickets', () => {
  it('lists the tasks with a progress bar while one is made, a download once done, and the layout’s preview', async () => {
    await i18nReady;
    await changeLanguage('zh');
    await open();
    expect(host.textContent).toContain('期末考试 · 上午场 · 语文');
    const rows = [...host.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    expect(rows).toHaveLength(2);
    const bar = rows[0]!.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-label')).toBe('补打准考证 生成进度 40%');
    expect(rows[0]!.textContent).not.toContain('下载中心下载');
    expect(rows[1]!.textContent).toContain('已完成');
    expect(rows[1]!.textContent).toContain('王老师');
    expect(buttonOf('下载', rows[1]!)).toBeTruthy();
    // the preview: the default title, every field, the rules
    const preview = host.querySelector('figure')!;
    expect(preview.textContent).toContain('期末考试 准考证');
    expect(preview.textContent).toContain('座位号');
    expect(preview.textContent).toContain('请携带身份证');
  }, 60_000);

  it('asks for a task name of at most 50 characters before it starts one', async () => {
    await open();
    await act(async () => buttonOf('生成准考证').click());
    await settle();
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    const input = dialog.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('上午场准考证');
    await typeInto(input, '准'.repeat(51));
    await act(async () => buttonOf('开始生成', dialog).click());
    await settle();
    expect(dialog.querySelector('.ant-form-item')!.textContent).toContain('准考证任务名称不能超过50个字符');
    await typeInto(input, '');
    await act(async () => buttonOf('开始生成', dialog).click());
    await settle();
    expect(dialog.querySelector('.ant-form-item')!.textContent).toContain('请输入任务名称');
    expect(sent).toEqual([]);
    await typeInto(input, '第二批准考证');
    await act(async () => buttonOf('开始生成', dialog).click());
    await settle();
    expect(sent).toEqual([{ path: ticketApi.add.path, input: { sessionId: SESSION, name: '第二批准考证' } }]);
  }, 60_000);

  it('deletes a task once confirmed', async () => {
    sent.length = 0;
    await open();
    const row = host.querySelectorAll('.ant-table-tbody tr.ant-table-row')[1]!;
    await act(async () => (row.querySelector('button[aria-label="删除 上午场准考证"]') as HTMLButtonElement).click());
    await settle();
    expect(document.body.textContent).toContain('删除任务“上午场准考证”及其下载文件？');
    expect(sent).toEqual([]);
    const pop = document.querySelector('.ant-popconfirm') as HTMLElement;
    await act(async () => buttonOf('确 定', pop)?.click() ?? (pop.querySelector('.ant-btn-dangerous') as HTMLButtonElement).click());
    await settle();
    expect(sent).toEqual([{ path: ticketApi.remove.path, input: { id: 't1' } }]);
  }, 60_000);

  it('saves the layout as edited, the preview following the form', async () => {
    sent.length = 0;
    await open();
    const title = [...host.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === '标题')!;
    await typeInto(title.querySelector('input') as HTMLInputElement, '统一考试准考证');
    const seat = [...host.querySelectorAll('label.ant-checkbox-wrapper')].find((l) => l.textContent === '座位号')!;
    await act(async () => (seat.querySelector('input') as HTMLInputElement).click());
    await settle();
    const preview = host.querySelector('figure')!;
    expect(preview.textContent).toContain('统一考试准考证');
    expect(preview.textContent).not.toContain('座位号');
    await act(async () => buttonOf('保存样式').click());
    await settle();
    expect(sent).toEqual([
      {
        path: ticketApi.saveLayout.path,
        input: {
          examId: EXAM,
          title: '统一考试准考证',
          logoKey: null,
          fields: ['photo', 'exam', 'subject', 'session', 'time', 'room', 'qr'],
          rules: '请携带身份证',
        },
      },
    ]);
  }, 60_000);
});
