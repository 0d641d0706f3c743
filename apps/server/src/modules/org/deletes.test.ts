import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admin');
  token = await signIn(t, 'admin');
});
afterAll(() => t.close());

/** Spec §7 documents these deletes with the id in the query; clients send it in the body as well. */
const kinds = [
  {
    what: 'department',
    add: { url: '/gl/ua/ogt/gl/dept/add', body: { name: '教务处' } },
    remove: '/gl/ua/ogt/gl/dept/delete',
    list: '/gl/ua/ogt/gl/dept/get/tree',
  },
  {
    what: 'post',
    add: { url: '/gl/ua/post/add', body: { code: 'p', name: '监考教师' } },
    remove: '/gl/ua/post/delete',
    list: '/gl/ua/post/get/page',
  },
  {
    what: 'role',
    add: { url: '/gl/ua/ogt/gl/role/add', body: { name: '阅卷员', authorities: ['gl_kw'] } },
    remove: '/gl/ua/ogt/gl/role/delete',
    list: '/gl/ua/ogt/gl/role/list',
  },
];

describe.each(kinds)('deleting a $what', ({ add, remove, list }) => {
  const added = async () => {
    const res = await callApi(t, { method: 'POST', as: token, ...add });
    expect(res.code).toBe(20000);
    return res.data.id as string;
  };
  const listed = async (id: string) => JSON.stringify((await callApi(t, { url: list, as: token })).data).includes(id);

  it('takes the id in the query', async () => {
    const id = await added();
    const res = await t.app.inject({ method: 'DELETE', url: `${remove}?id=${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.json().code).toBe(20000);
    expect(await listed(id)).toBe(false);
  });

  it('takes the id in the body', async () => {
    const id = await added();
    expect((await callApi(t, { method: 'DELETE', url: remove, body: { id }, as: token })).code).toBe(20000);
    expect(await listed(id)).toBe(false);
  });

  it('refuses a call without an id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: remove, headers: { authorization: `Bearer ${token}` } });
    expect([res.statusCode, res.json().code]).toEqual([400, 10000400]);
  });
});
