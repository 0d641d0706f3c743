import { Authority } from '@cloud-exam/contract/authorities';
import { SEEDED_NOTICES } from '@cloud-exam/contract/notice/notice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '考试中心', 'boss');
  const me = await givenMember(t, office.id, 'clerk', [Authority.exam]);
  const other = await givenMember(t, office.id, 'other', [Authority.exam]);
  const rows = await t.db
    .insert(notices)
    .values([
      {
        officeId: office.id,
        userId: me.id,
        messageType: 1,
        title: '系统升级',
        content: '今晚升级',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        officeId: office.id,
        userId: me.id,
        messageType: 3,
        title: '待审核报名',
        content: '12 人待审',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      { officeId: office.id, userId: me.id, messageType: 3, title: '待阅卷', content: '3 份', createdAt: new Date('2026-11-03T10:00:00Z') },
      { officeId: office.id, userId: other.id, messageType: 1, title: '别人的', content: 'x' },
    ])
    .returning();
  ids = rows.map((r) => r.id);
  token = await signIn(t, 'clerk');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('notices', () => {
  it('count the unread ones, of one type or all', async () => {
    expect((await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoCount')).json().data).toEqual({ unread: 3 });
    expect((await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoCount?messageType=3')).json().data).toEqual({ unread: 2 });
  });

  it('list only mine, newest first, paged and filtered', async () => {
    const page = (await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoPage?size=2')).json().data;
    expect(page.total).toBe(3);
    expect(page.records.map((n: { title: string }) => n.title)).toEqual(['待阅卷', '待审核报名']);
    const todo = (await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoPage?messageType=3&current=2&size=1')).json().data;
    expect(todo.records.map((n: { title: string }) => n.title)).toEqual(['待审核报名']);
  });

  it('glance at the newest unread ones and the to-dos still to deal with', async () => {
    const latest = (await call('POST', '/gl/pt/pt/notice-info/queryNoticeInfo', { size: 2 })).json().data;
    expect(latest.unread).toBe(3);
    expect(latest.records.map((n: { title: string }) => n.title)).toEqual(['待阅卷', '待审核报名']);
    const system = (await call('POST', '/gl/pt/pt/notice-info/queryNoticeInfo', { messageType: 1 })).json().data;
    expect(system.records.map((n: { title: string }) => n.title)).toEqual(['系统升级']);
    const deal = (await call('GET', '/gl/pt/pt/notice-info/queryDealNoticeInfo?size=1')).json().data;
    expect(deal).toMatchObject({ total: 2, records: [{ title: '待阅卷', messageType: 3, read: false }] });
  });

  it('open one, which marks it read; another user’s is not found', async () => {
    const res = (await call('GET', `/gl/pt/ptApi/pt/notice-info/query/${ids[0]}`)).json();
    expect(res.data).toMatchObject({ title: '系统升级', read: true });
    expect((await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoCount')).json().data).toEqual({ unread: 2 });
    expect((await call('GET', `/gl/pt/ptApi/pt/notice-info/query/${ids[3]}`)).json().code).toBe(10000404);
  });

  it('mark all read at once', async () => {
    expect((await call('POST', '/gl/pt/pt/notice-info/update', {})).json().data).toEqual({ updated: 2 });
    expect((await call('GET', '/gl/pt/pt/notice-info/queryNoticeInfoPage?read=0')).json().data.total).toBe(0);
  });

  it('say the product’s own notices in the reader’s language, and someone’s notice as written', async () => {
    const { office } = await givenInstitution(t, '演示机构', 'demo');
    const reader = await givenMember(t, office.id, 'reader', [Authority.exam]);
    const [seeded] = SEEDED_NOTICES;
    await t.db.insert(notices).values([
      { officeId: office.id, userId: reader.id, messageType: 1, ...seeded!.text.zh, createdAt: new Date('2026-11-01T10:00:00Z') },
      { officeId: office.id, userId: reader.id, messageType: 1, title: '欢迎使用云考试', content: '我们自己写的欢迎词' },
    ]);
    const readerToken = await signIn(t, 'reader');
    const list = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/gl/pt/pt/notice-info/queryNoticeInfoPage',
          headers: { authorization: `Bearer ${readerToken}`, 'accept-language': lang },
        })
      )
        .json()
        .data.records.map((n: { title: string }) => n.title);
    expect(await list('en-US')).toEqual(['欢迎使用云考试', 'Welcome to Cloud Exam']);
    expect(await list('ja')).toEqual(['欢迎使用云考试', 'クラウド試験へようこそ']);
    expect(await list('zh-CN')).toEqual(['欢迎使用云考试', '欢迎使用云考试']);
  });
});
