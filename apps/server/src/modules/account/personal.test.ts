import { Authority } from '@cloud-exam/contract/authorities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptPassword,
  givenInstitution,
  givenMember,
  PASSWORD,
  requestToken,
  signIn,
  type TestApp,
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
