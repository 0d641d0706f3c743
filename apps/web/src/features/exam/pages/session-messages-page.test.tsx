import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { type SentMessage, sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { formItem, host, renderPage, settle } from '../../../test/page-harness';
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
const MESSAGES: SentMessage[] = [
  {
    id: 'm1',
    text: '考试即将开始，请关闭手机',
    target: 'session',
    roomName: null,
    senderName: '王老师',
    sentAt: '2026-06-07T00:58:00.000Z',
    recipients: 3,
    read: 1,
  },
];
const sent: unknown[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === sittingOverviewApi.overview.path) return session;
      if (e.path === sittingMessageApi.list.path) return MESSAGES;
      if (e.path === sittingControlApi.list.path) return { records: [], total: 0, current: 1, size: 20, counts: {} };
      if (e.path === sittingRecordApi.recipients.path)
        return {
          records: [
            { candidateId: 'c1', name: '张三', admissionNumber: '000001', roomName: '第一考场', readAt: '2026-06-07T01:00:05.000Z' },
            { candidateId: 'c2', name: '李四', admissionNumber: '000002', roomName: '第一考场', readAt: null },
          ],
          total: 2,
          current: 1,
          size: 20,
          read: 1,
          unread: 1,
        };
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    sent.push({ path: e.path, input });
    return { id: 'm2', recipients: 3 };
  }),
  downloadFrom: vi.fn(),
}));

const buttonOf = (text: string, within: ParentNode = host) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;
const send = async () => {
  await act(async () => buttonOf('发送').click());
  await settle();
};
async function type(label: string, value: string) {
  const input = formItem(label).querySelector('textarea') as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const choose = async (target: string) => {
  const radio = [...host.querySelectorAll('label.ant-radio-wrapper')].find((l) => l.textContent === target)!;
  await act(async () => (radio.querySelector('input') as HTMLInputElement).click());
  await settle();
};

describe('the session’s messages', () => {
  it('lists what was sent with its reading, and who has read it', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./session-messages-page');
    await renderPage(Page, { route: EXAM_PAGES.sessionMessages, path: sessionPagePath('sessionMessages', EXAM, SESSION) });
    const row = host.querySelector('.ant-table-tbody tr.ant-table-row')!;
    expect(row.textContent).toContain('考试即将开始，请关闭手机');
    expect(row.textContent).toContain('本场全部考生');
    expect(row.textContent).toContain('王老师');
    expect(row.textContent).toContain('1/3 已读');

    await act(async () => buttonOf('查看阅读', row).click());
    await settle();
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect(drawer.textContent).toContain('消息阅读情况');
    const readers = [...drawer.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(readers[0]).toContain('已读 2026-06-07 09:00:05');
    expect(readers[1]).toContain('李四');
    expect(readers[1]).toContain('未读');
  }, 60_000);

  it('sends only a message of 1–500 characters, to a room or chosen candidates once they are chosen', async () => {
    const { default: Page } = await import('./session-messages-page');
    await renderPage(Page, { route: EXAM_PAGES.sessionMessages, path: sessionPagePath('sessionMessages', EXAM, SESSION) });
    const text = () => formItem('消息内容');
    expect(text().textContent).toContain('0 / 500');

    await send();
    expect(text().textContent).toContain('请填写消息内容');
    await type('消息内容', '   ');
    await send();
    expect(text().textContent).toContain('请填写消息内容');

    await type('消息内容', '请保持安静');
    expect(text().textContent).toContain('5 / 500');
    await choose('指定考场');
    await send();
    expect(formItem('考场').textContent).toContain('请填写考场');
    await choose('指定考生');
    await send();
    expect(formItem('考生').textContent).toContain('请至少选择一名考生');
    expect(sent).toEqual([]);

    // the text is held to its limit as it is typed
    const area = text().querySelector('textarea')!;
    expect(area.maxLength).toBe(500);

    await choose('本场全部考生');
    await send();
    expect(sent).toEqual([{ path: sittingMessageApi.send.path, input: { sessionId: SESSION, text: '请保持安静' } }]);
    expect((text().querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
  }, 60_000);
});
