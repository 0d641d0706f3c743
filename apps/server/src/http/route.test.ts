import { endpoints, publicAccess } from '@cloud-exam/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { routes } from './route';

/** Endpoints that answer the input their handler received. */
const echo = z.object({ name: z.string().max(5), id: z.string().optional() });
const echoApi = endpoints('test', publicAccess, {
  inQuery: { method: 'PUT', path: '/gl/test/echo', summary: 'Echo', input: echo, output: z.record(z.string(), z.unknown()) },
  inBody: { method: 'POST', path: '/gl/test/echo', summary: 'Echo', input: echo, output: z.record(z.string(), z.unknown()) },
  byPath: { method: 'GET', path: '/gl/test/echo/{id}', summary: 'Echo', input: echo, output: z.record(z.string(), z.unknown()) },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  routes(t.app, echoApi, { inQuery: async (input) => input, inBody: async (input) => input, byPath: async (input) => input });
});
afterAll(() => t.close());

describe('a contract endpoint', () => {
  it('hands its handler only the validated side: the query of a PUT, the body of a POST, and the path', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/gl/test/echo?name=abc&_t=1',
      payload: { name: 'far too long', officeId: 'elsewhere' },
    });
    expect(put.json().data).toEqual({ name: 'abc' });
    const post = await t.app.inject({ method: 'POST', url: '/gl/test/echo?officeId=elsewhere&_t=1', payload: { name: 'abc', extra: 1 } });
    expect(post.json().data).toEqual({ name: 'abc' });
    const get = await t.app.inject({ method: 'GET', url: '/gl/test/echo/7?name=abc' });
    expect(get.json().data).toEqual({ id: '7', name: 'abc' });
  });

  it('refuses input its schema refuses, with the field named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gl/test/echo', payload: { name: 'far too long' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10000400, data: { fields: [expect.objectContaining({ field: 'body.name' })] } });
  });
});
