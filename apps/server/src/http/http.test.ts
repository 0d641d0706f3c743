import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { publicAccess } from '@cloud-exam/contract/endpoint';
import { AppError } from './app-error';
import { ok } from './envelope';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get(
    '/gl/test/echo',
    { config: { access: publicAccess }, schema: { querystring: z.object({ size: z.coerce.number().int().min(1).max(100) }) } },
    async (request) => ok(request.query),
  );
  t.app.get('/gl/test/rule', { config: { access: publicAccess } }, async () => {
    throw new AppError(41090308);
  });
  t.app.get('/gl/test/bug', { config: { access: publicAccess } }, async () => {
    throw new Error('secret internals');
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('answers malformed input with 400, the field and a localised message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gl/test/echo?size=1000', headers: { 'accept-language': 'ko' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(10000400);
    expect(body.msg).toBe('요청 내용이 올바르지 않습니다');
    expect(body.data.fields[0].field).toBe('querystring.size');
  });

  it('answers a broken business rule with HTTP 200, its code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gl/test/rule', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 41090308, data: null, msg: 'Se puede añadir como máximo un examen' });
  });

  it('hides a bug behind 500 with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gl/test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json()).toMatchObject({ code: 10000500, msg: '服务器异常，请稍后再试' });
    expect(res.json().data.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gl/kw/kw/nothing-here', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10000404, data: null, msg: 'The requested resource does not exist' });
  });
});

describe('routes', () => {
  it('every API route declares who may call it', () => {
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/gl/') || r.url === '/healthz');
    expect(api.length).toBeGreaterThan(4);
    for (const route of api) expect(route.config?.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('a route without an access declaration cannot be registered', async () => {
    const fresh = await createTestApp();
    expect(() => fresh.app.get('/gl/test/open-door', async () => 'x')).toThrow(/declares no access/);
    await fresh.close();
  });

  it('serves the OpenAPI document with the session calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/gl/ua/oauth/token', '/gl/ua/ogt/oauth2/getuser', '/gl/ua/ogt/oauth/exit', '/gl/ua/ogt/publicKey']),
    );
  });
});
