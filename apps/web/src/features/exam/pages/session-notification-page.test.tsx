import { examNotificationApi, type ExamNotification } from '@cloud-exam/contract/exam/exam-notification';
import { scheduleApi, type SessionDetail } from '@cloud-exam/contract/exam/schedule';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { toAudience } from '../components/notification-audience';
import { EXAM_PAGES, sessionPagePath } from '../paths';

const S1 = '00000000-0000-4000-8000-000000000001';
const room = (id: string, roomName: string, seated: number) => ({
  id,
  sessionId: S1,
  roomName,
  address: null,
  capacity: 30,
  seated,
  invigilators: [],
});
const detail: SessionDetail = {
  id: S1,
  examId: 'e1',
  subjectId: 'sub1',
  subjectName: '语文',
  sessionName: '上午场',
  beginDate: '2026-06-07T01:00:00.000Z',
  endDate: '2026-06-07T03:00:00.000Z',
  roomCount: 2,
  capacity: 60,
  seated: 5,
  examName: '期末考试',
  published: true,
  started: false,
  unseated: 0,
  rooms: [room('r1', '甲考场', 3), room('r2', '乙考场', 2)],
};
const sentToRoom: ExamNotification = {
  id: 'n1',
  examId: 'e1',
  subject: '{examName}考场调整',
  body: '{name}您好',
  channels: ['sms'],
  audience: { kind: 'session', sessionId: S1, sessionName: '上午场', roomId: 'r1', roomName: '甲考场' },
  recipientCount: 3,
  status: 'done',
  progress: 100,
  counts: { sent: 3, logged: 0, failed: 0, skipped: 0 },
  createdByName: '教务处',
  createTime: '2026-06-06T01:00:00.000Z',
  finishTime: '2026-06-06T01:00:05.000Z',
};

const asked: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      asked.push({ path: e.path, input });
      if (e.path === scheduleApi.session.path) return detail;
      if (e.path === examNotificationApi.page.path) return { records: [sentToRoom], total: 1, current: 1, size: 10 };
      if (e.path === examNotificationApi.preview.path)
        return { recipientCount: 5, channels: [{ channel: 'sms', recipients: 5, skipped: 0 }], sample: null, smsLength: 0, problems: [] };
      return [];
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async () => null),
}));

const at = { route: EXAM_PAGES.sessionNotification, path: sessionPagePath('sessionNotification', 'e1', S1) };

describe('a session’s notifications', () => {
  it('send to the session or one of its rooms, and list what reaches its candidates', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./session-notification-page');
    await renderPage(Page, at);
    expect(host.textContent).toContain('场次通知：上午场');
    const kinds = [...host.querySelectorAll('label.ant-radio-wrapper')].map((l) => [
      l.textContent,
      (l.querySelector('input') as HTMLInputElement).checked,
    ]);
    expect(kinds).toEqual([
      ['本场次全部考生', true],
      ['某一考场的考生', false],
    ]);
    // the record is the session's, the exam's name filled into the subject, the room named
    expect(asked.filter((a) => a.path === examNotificationApi.page.path).map((a) => a.input)).toEqual([
      { examId: 'e1', sessionId: S1, roomId: undefined, current: 1, size: 10 },
    ]);
    // the preview counts the whole session's candidates
    // (the compose form asks for it once the typing settles)
    await vi.waitFor(async () => {
      await settle();
      expect(asked.find((a) => a.path === examNotificationApi.preview.path)?.input).toMatchObject({
        examId: 'e1',
        audience: { kind: 'session', sessionId: S1 },
      });
    });
    expect(host.textContent).toContain('共 5 名考生');
    const row = host.querySelector('tbody tr')!;
    expect(row.textContent).toContain('期末考试考场调整');
    expect(row.textContent).toContain('上午场 · 甲考场');
  }, 30_000);

  it('name the session, or the room chosen, as the audience', () => {
    const session = { id: S1, rooms: detail.rooms };
    expect(toAudience({ audienceKind: 'session' }, session)).toEqual({ kind: 'session', sessionId: S1 });
    expect(toAudience({ audienceKind: 'room' }, session)).toBeUndefined();
    expect(toAudience({ audienceKind: 'room', roomId: 'r2' }, session)).toEqual({ kind: 'session', sessionId: S1, roomId: 'r2' });
    // the exam's page as before
    expect(toAudience({ audienceKind: 'all' })).toEqual({ kind: 'all' });
    expect(toAudience({ audienceKind: 'session', sessionId: S1 })).toEqual({ kind: 'session', sessionId: S1 });
  });
});
