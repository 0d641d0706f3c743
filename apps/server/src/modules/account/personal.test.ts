import { Authority } from '@cloud-exam/contract/authorities';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { png } from '../../test/media-files';
import {
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  PASSWORD,
  requestToken,
  signIn,
  type TestApp,
  uploadFile,
} from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '职业技能鉴定中心', 'director');
  await givenMember(t, office.id, 'assessor', [Authority.marking]);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the personal centre', () => {
  it('binds an e-mail with the code sent to it, which another account can then not take', async () => {
    const token = await signIn(t, 'director');
    const post = async (url: string, payload: object, as = token) =>
      (await t.app.inject({ method: 'POST', url, headers: auth(as), payload })).json();
    const address = 'Director@Example.cn';
    expect((await post('/gl/ua/ogt/gl/user/bind/captcha', { content: address })).data).toMatchObject({ channel: 'email' });
    const [sent] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, address.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt));
    const code = sent!.body.match(/\d{6}/)![0];
    expect((await post('/gl/ua/ogt/gl/user/bind', { content: address, captcha: code === '000000' ? '111111' : '000000' })).code).toBe(
      12111306,
    );
    const bound = await post('/gl/ua/ogt/gl/user/bind', { content: address, captcha: code });
    expect(bound.data.email).toBe('director@example.cn');
    const other = await signIn(t, 'assessor');
    expect((await post('/gl/ua/ogt/gl/user/bind/captcha', { content: address }, other)).code).toBe(12310118);
  });

  it('keeps my avatar from a PNG in the file store, refuses other files and large ones, and removes it', async () => {
    const token = await signIn(t, 'assessor');
    const set = await uploadFile(t, '/gl/ua/ogt/gl/user/avatar', token, png(), 'me.png');
    expect(set.data.profilephoto).toMatch(/^cloudeFile\/file\/[\w-]{32}$/);
    const me = (await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: auth(token) })).json().data;
    expect(me.profilephoto).toBe(set.data.profilephoto);
    expect(me.filePath).toBe('/cloudeFile/file/');
    expect((await t.app.inject({ url: `/${me.profilephoto}` })).headers['content-type']).toBe('image/png');
    expect((await uploadFile(t, '/gl/ua/ogt/gl/user/avatar', token, Buffer.from('GIF89a'), 'me.png')).code).toBe(12310132);
    expect(await uploadFile(t, '/gl/ua/ogt/gl/user/avatar', token, png(120 * 1024), 'me.png')).toMatchObject({
      code: 12310133,
      msg: '图片大小不能超过 100 KB',
    });
    const removed = await t.app.inject({ method: 'DELETE', url: '/gl/ua/ogt/gl/user/avatar', headers: auth(token) });
    expect(removed.json().data.profilephoto).toBeNull();
    expect((await t.app.inject({ url: `/${set.data.profilephoto}` })).statusCode).toBe(404);
  });

  it('shows my profile and changes my display name', async () => {
    const token = await signIn(t, 'assessor');
    const me = (await t.app.inject({ url: '/gl/ua/ogt/gl/user/profile', headers: auth(token) })).json().data;
    expect(me).toMatchObject({ username: 'assessor', name: 'assessor', mobile: null, email: null });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/gl/ua/ogt/gl/user/profile?name=${encodeURIComponent('王考评')}`,
      headers: auth(token),
    });
    expect(renamed.json().data.name).toBe('王考评');
    expect((await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: auth(token) })).json().data.name).toBe('王考评');
  });

  it('changes my password after checking the old one, and ends my other sessions but not this one', async () => {
    const here = await signIn(t, 'assessor');
    const elsewhere = await signIn(t, 'assessor');
    const change = (oldPassword: string, newPassword: string) =>
      Promise.all([encryptPassword(t, oldPassword), encryptPassword(t, newPassword)]).then(([oldpassword, newpassword]) =>
        t.app.inject({ method: 'POST', url: '/gl/ua/ogt/gl/user/password', headers: auth(here), payload: { oldpassword, newpassword } }),
      );
    expect((await change('not-mine-1', 'Assessor2027')).json()).toMatchObject({ code: 16312, msg: '密码错误' });
    expect((await change(PASSWORD, 'weakweak')).json()).toMatchObject({ code: 12421104 });
    expect((await change(PASSWORD, 'Assessor2027')).json()).toMatchObject({ code: 20000 });

    expect((await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: auth(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/gl/ua/ogt/oauth2/getuser', headers: auth(elsewhere) })).statusCode).toBe(401);
    expect((await requestToken(t, 'assessor', PASSWORD)).json().code).toBe(12421103);
    expect((await requestToken(t, 'assessor', 'Assessor2027')).statusCode).toBe(200);
  });
});
