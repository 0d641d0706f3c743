import { Authority } from '@cloud-exam/contract/authorities';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import {
  type Answer,
  type Call,
  callApi,
  createTestApp,
  encryptPassword,
  givenInstitution,
  signIn,
  type TestApp,
} from '../../test/test-app';

/**
 * An existing account joins another institution only with the person's consent: the add-member call invites it,
 * the inviting institution sees the account name alone until the person accepts, and the institution that
 * created the account (its home) keeps administering it; nothing of one institution's administration is blocked
 * by another's.
 */

let t: TestApp;
let adminA: string;
let adminB: string;
const DAY = 24 * 60 * 60 * 1000;
const NAME = '王小明';
const MOBILE = '13800001111';
const EMAIL = 'xiaoming@example.com';

const call = (c: Call) => callApi(t, c);
const rolesOf = async (as: string) => (await call({ url: '/gl/ua/ogt/gl/role/list', as })).data as { id: string; code: string }[];
const roleIdOf = async (as: string, code: string) => (await rolesOf(as)).find((r) => r.code === code)!.id;
const membersOf = async (as: string, keyword: string) =>
  (await call({ url: `/gl/ua/ogt/gl/office/user/get/page?keyword=${keyword}`, as })).data as { total: number; records: Answer['data'][] };
const invitationsOf = async (as: string, query = '') =>
  (await call({ url: `/gl/ua/ogt/gl/office/user/invitation/page${query}`, as })).data as { total: number; records: Answer['data'][] };
const mine = async (as: string) => (await call({ url: '/gl/ua/ogt/gl/invitation/mine', as })).data as Answer['data'][];
const officesOf = async (as: string) =>
  ((await call({ url: '/gl/ua/ogt/gl/orgswitchList', as })).data as { name: string }[]).map((o) => o.name);
const invite = (as: string, username: string, extra: Record<string, unknown> = {}) =>
  call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/add', as, body: { username, name: 'x', ...extra } });
const outboxTo = async (recipient: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt));

let sharedId: string;
let invitationId: string;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  await givenInstitution(t, '第二中学', 'adminb');
  adminA = await signIn(t, 'admina');
  adminB = await signIn(t, 'adminb');
  const added = await call({
    method: 'POST',
    url: '/gl/ua/ogt/gl/office/user/add',
    as: adminA,
    body: {
      username: 'shared',
      name: NAME,
      mobile: MOBILE,
      email: EMAIL,
      password: await encryptPassword(t, 'Passw0rd123'),
      roleIds: [await roleIdOf(adminA, 'invigilator')],
    },
  });
  sharedId = added.data.userId;
});
afterAll(() => t.close());

describe('inviting an existing account', () => {
  it('adds nobody: it opens an invitation, and the inviter sees the account name and nothing of the person', async () => {
    const dept = (await call({ method: 'POST', url: '/gl/ua/ogt/gl/dept/add', as: adminB, body: { name: '考务科' } })).data.id;
    const invited = await invite(adminB, 'shared', {
      mobile: MOBILE,
      deptId: dept,
      roleIds: [await roleIdOf(adminB, 'ops_admin')],
    });
    expect(invited.code).toBe(20000);
    expect(invited.data.userId).toBeNull();
    invitationId = invited.data.invitationId;
    expect(invitationId).toMatch(/^[0-9a-f-]{36}$/);

    // Not a member of B, so B can neither list nor administer them.
    expect((await membersOf(adminB, 'shared')).total).toBe(0);
    expect((await membersOf(adminB, MOBILE)).total).toBe(0);
    const reset = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/resetPassword',
      as: adminB,
      body: { userId: sharedId, password: await encryptPassword(t, 'Hijack3d!x') },
    });
    expect(reset.code).toBe(10000404);
    expect(await officesOf(await signIn(t, 'shared'))).toEqual(['第一中学']);

    const page = await invitationsOf(adminB);
    expect(page.records).toEqual([
      expect.objectContaining({ id: invitationId, username: 'shared', status: 'pending', deptName: '考务科', invitedBy: 'adminb' }),
    ]);
    const seen = JSON.stringify({ page, invited, audit: (await call({ url: '/gl/ua/ogt/gl/audit/page?size=100', as: adminB })).data });
    for (const secret of [NAME, MOBILE, EMAIL]) expect(seen).not.toContain(secret);

    // The person is told where to answer, at their own address; the inviter is told nothing of it.
    const [message] = await outboxTo(EMAIL);
    expect(message).toMatchObject({ channel: 'email' });
    expect(message!.body).toContain('第二中学');
  });

  it('asks no proof of the person’s mobile or e-mail, so none can be confirmed by guessing', async () => {
    const { office } = await givenInstitution(t, '第三中学', 'adminc');
    expect(office.name).toBe('第三中学');
    const adminC = await signIn(t, 'adminc');
    const wrong = await invite(adminC, 'shared', { mobile: '13900009999', roleIds: [await roleIdOf(adminC, 'invigilator')] });
    expect(wrong.code).toBe(20000);
    expect(wrong.data.invitationId).toBeTruthy();
    // A second invitation while one is open is refused, whatever the contact given.
    expect((await invite(adminC, 'shared', { mobile: MOBILE, roleIds: [await roleIdOf(adminC, 'invigilator')] })).code).toBe(12310160);
    expect(
      (
        await call({
          method: 'POST',
          url: '/gl/ua/ogt/gl/office/user/invitation/cancel',
          as: adminC,
          body: { id: wrong.data.invitationId },
        })
      ).code,
    ).toBe(20000);
    // An unknown account without a password is not created.
    expect((await invite(adminC, 'nobody1', { roleIds: [await roleIdOf(adminC, 'invigilator')] })).code).toBe(12310163);
  });

  it('the person sees it after signing in, accepts, and then belongs to the institution with the offered roles', async () => {
    const shared = await signIn(t, 'shared');
    const open = await mine(shared);
    expect(open).toEqual([expect.objectContaining({ id: invitationId, officeName: '第二中学', deptName: '考务科' })]);
    // Nobody else answers it: B's administrator is not the invited person.
    expect((await call({ method: 'POST', url: '/gl/ua/ogt/gl/invitation/accept', as: adminB, body: { id: invitationId } })).code).toBe(
      10000404,
    );

    const accepted = await call({ method: 'POST', url: '/gl/ua/ogt/gl/invitation/accept', as: shared, body: { id: invitationId } });
    expect(accepted).toMatchObject({ code: 20000, data: { officename: '第二中学' } });
    expect(await mine(shared)).toEqual([]);
    expect(await officesOf(shared)).toEqual(['第一中学', '第二中学']);
    const switched = await call({ url: `/gl/ua/ogt/gl/orgswitch?switchOrgId=${accepted.data.officeid}`, as: shared });
    expect(switched.code).toBe(20000);
    const me = (await call({ url: '/gl/ua/ogt/oauth2/getuser', as: shared })).data;
    expect(me.officename).toBe('第二中学');
    expect(me.authorities).toContain('gl_xt');

    // Now a member of B, who sees what the membership needs.
    const [member] = (await membersOf(adminB, 'shared')).records;
    expect(member).toMatchObject({ userId: sharedId, name: NAME, deptName: '考务科', shared: true });
    expect((await invitationsOf(adminB)).records[0]).toMatchObject({ status: 'accepted' });
    const audit = JSON.stringify((await call({ url: '/gl/ua/ogt/gl/audit/page?size=100', as: adminB })).data);
    expect(audit).toContain('invitation.send');
    expect(audit).toContain('invitation.accept');
    // Once accepted it cannot be answered again.
    expect((await call({ method: 'POST', url: '/gl/ua/ogt/gl/invitation/decline', as: shared, body: { id: invitationId } })).code).toBe(
      12310161,
    );
  });

  it('the home institution keeps the account; the guest institution runs only the membership', async () => {
    const password = await encryptPassword(t, 'NewPassw0rd');
    const reset = (as: string) =>
      call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/resetPassword', as, body: { userId: sharedId, password } });
    const edit = (as: string, body: Record<string, unknown>) =>
      call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/edit', as, body: { userId: sharedId, postIds: [], ...body } });

    // A created the account: it still resets the password and edits name and contact, shared or not.
    expect((await membersOf(adminA, 'shared')).records[0]).toMatchObject({ shared: false });
    expect((await reset(adminA)).code).toBe(20000);
    expect(
      (await edit(adminA, { name: '王晓明', mobile: MOBILE, email: EMAIL, roleIds: [await roleIdOf(adminA, 'invigilator')] })).code,
    ).toBe(20000);
    expect(await signIn(t, 'shared', 'NewPassw0rd')).toBeTruthy();

    // B may not touch the account, but runs its own membership: roles, department, status.
    expect((await reset(adminB)).code).toBe(12310128);
    const rolesB = [await roleIdOf(adminB, 'invigilator')];
    expect((await edit(adminB, { name: '冒名', mobile: MOBILE, email: EMAIL, roleIds: rolesB })).code).toBe(12310128);
    expect((await edit(adminB, { name: '王晓明', mobile: MOBILE, email: EMAIL, roleIds: rolesB })).code).toBe(20000);
    expect(
      (await call({ method: 'POST', url: '/gl/ua/ogt/gl/office/user/status', as: adminB, body: { userId: sharedId, status: 0 } })).code,
    ).toBe(20000);
    expect((await membersOf(adminA, 'shared')).records[0]).toMatchObject({ status: 1, name: '王晓明', roleNames: ['监考员'] });
    expect((await membersOf(adminB, 'shared')).records[0]).toMatchObject({ status: 0, roleNames: ['监考员'] });
  });
});

describe('answering, cancelling, re-sending, expiry', () => {
  let guest: string;
  let id: string;
  const act = (what: 'accept' | 'decline', as: string) =>
    call({ method: 'POST', url: `/gl/ua/ogt/gl/invitation/${what}`, as, body: { id } });
  const manage = (what: 'resend' | 'cancel') =>
    call({ method: 'POST', url: `/gl/ua/ogt/gl/office/user/invitation/${what}`, as: adminA, body: { id } });
  const statusOf = async () => (await invitationsOf(adminA, '?keyword=guest2')).records[0].status;

  beforeAll(async () => {
    await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/office/user/add',
      as: adminB,
      body: {
        username: 'guest2',
        name: '李四',
        mobile: '13700002222',
        password: await encryptPassword(t, 'Passw0rd123'),
        roleIds: [await roleIdOf(adminB, 'invigilator')],
      },
    });
    guest = await signIn(t, 'guest2');
    id = (await invite(adminA, 'guest2', { roleIds: [await roleIdOf(adminA, 'invigilator')] })).data.invitationId;
    // No e-mail: the person is told by text message.
    expect((await outboxTo('13700002222'))[0]).toMatchObject({ channel: 'sms' });
  });

  it('a declined invitation adds nothing and tells the institution only the account name', async () => {
    expect((await act('decline', guest)).code).toBe(20000);
    expect(await statusOf()).toBe('declined');
    expect(await mine(guest)).toEqual([]);
    expect((await act('accept', guest)).code).toBe(12310161);
    expect(await officesOf(guest)).toEqual(['第二中学']);
    const audit = (await call({ url: '/gl/ua/ogt/gl/audit/page?action=invitation.decline', as: adminA })).data.records;
    expect(audit).toEqual([expect.objectContaining({ username: 'guest2', ip: '' })]);
  });

  it('re-sending opens it again; a cancelled one cannot be accepted', async () => {
    expect((await manage('resend')).code).toBe(20000);
    expect(await statusOf()).toBe('pending');
    expect(await mine(guest)).toHaveLength(1);
    expect((await manage('cancel')).code).toBe(20000);
    expect((await manage('cancel')).code).toBe(12310161);
    expect(await mine(guest)).toEqual([]);
    expect((await act('accept', guest)).code).toBe(12310161);
  });

  it(`expires after its days; inviting again reopens it, and an offer whose roles were deleted cannot be accepted`, async () => {
    expect((await manage('resend')).code).toBe(20000);
    t.advance(8 * DAY);
    // Sessions end too: sign in again.
    adminA = await signIn(t, 'admina');
    guest = await signIn(t, 'guest2');
    expect(await statusOf()).toBe('expired');
    expect(await mine(guest)).toEqual([]);
    expect((await act('accept', guest)).code).toBe(12310161);

    const role = await call({
      method: 'POST',
      url: '/gl/ua/ogt/gl/role/add',
      as: adminA,
      body: { name: '临时角色', authorities: [Authority.exam] },
    });
    const again = await invite(adminA, 'guest2', { roleIds: [role.data.id] });
    expect(again.data.invitationId).toBe(id);
    expect(await statusOf()).toBe('pending');
    expect((await call({ method: 'DELETE', url: '/gl/ua/ogt/gl/role/delete', as: adminA, body: { id: role.data.id } })).code).toBe(20000);
    expect((await act('accept', guest)).code).toBe(12310162);
    expect(await officesOf(guest)).toEqual(['第二中学']);
  });
});
