import { PLATFORM_AUTHORITIES } from '@cloud-exam/contract/authorities';
import { type Endpoint, FILE, inputLocation, pathParams } from '@cloud-exam/contract/endpoint';
import { PHOTO_ZIP_ENTRIES_MAX } from '@cloud-exam/contract/exam/exam-candidate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODULE_PROBES } from './module-probes';
import { inject, type Probe, probeApi, type Rows } from './probes';
import { createTestApp, givenInstitution, givenOperator, signIn, type TestApp } from './test-app';
import { manyEntries, sheetXmlOf, xlsxParts, zipOf } from './xlsx-files';

/**
 * Generated from the endpoint definitions: every route, called by an administrator holding every authority, with
 * bad strings, wrong types, huge values and malformed bodies in each of its fields. Whatever it is sent, a route
 * answers below 500, in the envelope (or, for the OAuth token call, its own refusal shape). Run on PGlite only: what
 * it tries is the request layer's validation, and PGlite is the same PostgreSQL engine, so a second run on the
 * server would cost its half-minute for nothing new.
 */

const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\ud800b',
  'x'.repeat(100_000),
  '',
  '   ',
  "' OR 1=1 --",
  '%00%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  '=cmd|" /C calc"!A0',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  3.5,
  true,
  null,
  [],
  ['x', 1, null],
  {},
  { $ne: 1 },
];

const MALFORMED_BODIES: { name: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { name: 'JSON cut short', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
  { name: 'a JSON array', headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
  { name: 'a JSON string', headers: { 'content-type': 'application/json' }, payload: '"x"' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
  { name: 'deep JSON', headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<?xml version="1.0"?><a/>' },
  { name: 'a broken form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '%%%=&=%E0' },
  {
    name: 'multipart without its end',
    headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004',
  },
  { name: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'garbage' },
];

let t: TestApp;
let admin: string;
let operator: string;
let endpoints: Endpoint[];
let rows: Rows;
const probes = new Map<Endpoint, Probe<Endpoint>>(MODULE_PROBES.flatMap((m) => m.endpoints));
const label = (e: Endpoint) => `${e.method} ${e.path}`;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '甲机构', 'fuzz');
  admin = await signIn(t, 'fuzz');
  await givenOperator(t, 'fuzzop');
  operator = await signIn(t, 'fuzzop');
  rows = {};
  for (const m of MODULE_PROBES) Object.assign(rows, await m.rows(probeApi(t, admin), 'fuzz'));
  // Signing out last: it would end the session every other call is made in.
  endpoints = t.app.registeredRoutes
    .flatMap((r) => (r.config?.endpoint && r.method !== 'HEAD' ? [r.config.endpoint] : []))
    .sort((a, b) => Number(a.path.endsWith('/exit')) - Number(b.path.endsWith('/exit')));
});
// Each test signs in afresh: the first one's last call signs out.
beforeEach(async () => {
  admin = await signIn(t, 'fuzz');
});
afterAll(() => t.close());

/**
 * The caller an endpoint is for: the candidate signed in by the sitting probes on the exam client's, the platform's
 * operator on the platform's own (which no institution's administrator passes), else the administrator.
 */
const tokenFor = (e: Endpoint) =>
  e.access.kind === 'candidate'
    ? rows.candidateToken
    : e.access.kind === 'authorities' && e.access.authorities.every((a) => PLATFORM_AUTHORITIES.includes(a))
      ? operator
      : admin;

/** Below 500, and in the shape the endpoint promises for a refusal. */
function expectAnswered(e: Endpoint, res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  // The administrator's session must last the whole run, or every later call would only test the 401.
  if (!e.path.endsWith('/exit')) expect(res.statusCode, `${what}: the session ended`).not.toBe(401);
  const isJson = String(res.headers['content-type']).includes('json');
  if (e.output === FILE && res.statusCode === 200 && !isJson) return;
  expect(isJson, what).toBe(true);
  const body = res.json();
  if (e.bare && res.statusCode === 200) return;
  expect(typeof body.code, what).toBe('number');
  expect(typeof (e.bare ? body.error_description : body.msg), what).toBe('string');
}

/** What a URL's path can carry at all (a lone surrogate has no UTF-8 to escape). */
const fitsInPath = (value: unknown) => {
  if (value === '' || value === null || typeof value === 'object') return false;
  try {
    encodeURIComponent(String(value));
    return true;
  } catch {
    return false;
  }
};

/** A plausible input to start from: the probe's, which names real rows, or nothing. */
const baseline = (e: Endpoint): Record<string, unknown> => {
  const probe = probes.get(e);
  return typeof probe === 'function' ? { ...(probe(rows) as unknown as object) } : {};
};

describe('every endpoint, sent what no client should send', () => {
  it('answers each field’s bad values without a 5xx, in the envelope', async () => {
    let calls = 0;
    for (const e of endpoints) {
      if (e.encoding === 'multipart') continue;
      const fields = new Set([...Object.keys(e.input?.shape ?? {}), ...pathParams(e.path)]);
      for (const field of fields) {
        for (const value of BAD_VALUES) {
          if (pathParams(e.path).includes(field) && !fitsInPath(value)) continue;
          const input = { ...baseline(e), [field]: value };
          const res = await inject(t, e, input, tokenFor(e));
          calls++;
          expectAnswered(e, res, `${label(e)} with ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
  }, 180_000);

  it('answers malformed bodies, on every route, without a 5xx, in the envelope', async () => {
    for (const e of endpoints) {
      const url = e.path.replace(/\{(\w+)\}/g, 'x');
      for (const body of MALFORMED_BODIES) {
        const method = inputLocation(e) === 'query' && e.method === 'GET' ? 'POST' : e.method;
        const res = await t.app.inject({
          method,
          url,
          headers: { ...body.headers, authorization: `Bearer ${tokenFor(e)}` },
          payload: body.payload,
        });
        if (method !== e.method) continue; // no such route: the 404 is the envelope's too, but says nothing here
        expectAnswered(e, res, `${label(e)} with ${body.name}`);
      }
    }
  }, 60_000);

  it('answers every upload of bytes that are not what they claim without a 5xx, in the envelope', async () => {
    const good = zipOf(xlsxParts(sheetXmlOf(3)));
    const files: { name: string; data: Buffer }[] = [
      { name: 'empty.xlsx', data: Buffer.alloc(0) },
      { name: 'noise.xlsx', data: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) },
      { name: 'cut.xlsx', data: good.subarray(0, Math.floor(good.length / 2)) },
      { name: 'zip-head.xlsx', data: Buffer.concat([good.subarray(0, 30), Buffer.alloc(200)]) },
      { name: 'sheet.xlsx', data: zipOf(xlsxParts('<worksheet><sheetData><row><c t="inlineStr"><is><t>x')) },
      { name: 'photo.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
      { name: '\u0000.xlsx', data: good },
      // hostile: a cell of nested tags (quadratic to sanitise), a zip of one tiny entry more than a photo zip may hold
      { name: 'nested.xlsx', data: zipOf(xlsxParts(sheetXmlOf(1, () => '&lt;b&gt;'.repeat(270_000)))) },
      { name: 'entries.zip', data: manyEntries(PHOTO_ZIP_ENTRIES_MAX + 1) },
    ];
    for (const e of endpoints.filter((x) => x.encoding === 'multipart')) {
      // A path the route takes (an upload's purpose), so that the bytes themselves are what is tried.
      const url = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const field = e.input?.shape[name];
        return field instanceof z.ZodEnum ? String(field.options[0]) : 'x';
      });
      for (const file of files) {
        const boundary = '----fuzz';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n\r\n`),
          file.data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: { authorization: `Bearer ${tokenFor(e)}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expectAnswered(e, res, `${label(e)} with ${file.name}`);
      }
    }
  }, 60_000);

  it('answers a query of wrong shapes (repeated keys, nested brackets) without a 5xx', async () => {
    for (const e of endpoints.filter((x) => inputLocation(x) === 'query')) {
      const url = e.path.replace(/\{(\w+)\}/g, 'x');
      for (const query of ['a=1&a=2&current=1&current=x', 'size[]=1&size[]=2', 'id[$ne]=1', `q=${'%41'.repeat(3000)}`]) {
        const res = await t.app.inject({ method: e.method, url: `${url}?${query}`, headers: { authorization: `Bearer ${tokenFor(e)}` } });
        expectAnswered(e, res, `${label(e)}?${query.slice(0, 40)}`);
      }
    }
  }, 60_000);
});
