import { ALL_AUTHORITIES, Authority, type AuthorityName } from '@cloud-exam/contract/authorities';
import { type Endpoint, FILE } from '@cloud-exam/contract/endpoint';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_PROBES } from './module-probes';
import { inject, type Probe, probeApi, type Rows } from './probes';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp } from './test-app';

/**
 * Generated from the route list: every endpoint the app registers is refused without a token and without its
 * authority, and none reads or changes another institution's rows by their ids. An endpoint without a probe in
 * its module's `<module>.probes.ts` fails here.
 */

const API_PATH = /^\/(gl|cloudeFile|signupApi)\/|^\/healthz$/;
const MARK = 'A机密';

let t: TestApp;
let adminA: string;
let adminB: string;
let officeA: string;
let endpoints: Endpoint[];
const probes = new Map<Endpoint, Probe<Endpoint>>(MODULE_PROBES.flatMap((m) => m.endpoints));
const label = (e: Endpoint) => `${e.method} ${e.path}`;
/**
 * GET, but not only a read: each call hands out a new upload address, or (a reveal of personal data) writes an audit
 * row that the candidate's history and the audit log then show.
 */
const NOT_READS = new Set<Endpoint>([examCandidateApi.tempCredential, examCandidateApi.personal]);

beforeAll(async () => {
  t = await createTestApp();
  officeA = (await givenInstitution(t, '甲机构', 'probea')).office.id;
  await givenInstitution(t, '乙机构', 'probeb');
  adminA = await signIn(t, 'probea');
  adminB = await signIn(t, 'probeb');
  endpoints = t.app.registeredRoutes.flatMap((r) => (r.config?.endpoint && r.method !== 'HEAD' ? [r.config.endpoint] : []));
});
afterAll(() => t.close());

describe('every endpoint', () => {
  it('is defined in the contract and has a probe', () => {
    const api = t.app.registeredRoutes.filter((r) => API_PATH.test(r.url) && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(60);
    expect(api.filter((r) => !r.config?.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(endpoints.filter((e) => !probes.has(e)).map(label), 'endpoints without a probe in their module’s *.probes.ts').toEqual([]);
  });

  it('refuses a caller without a token (401) unless it is public', async () => {
    for (const e of endpoints.filter((x) => x.access.kind !== 'public')) {
      const res = await inject(t, e, undefined);
      expect(res.statusCode, label(e)).toBe(401);
      expect(res.json().code, label(e)).toBe(10000401);
    }
  });

  it('refuses a member holding every authority but the ones it needs (403)', async () => {
    const members = new Map<string, string>();
    for (const e of endpoints) {
      if (e.access.kind !== 'authorities') continue;
      const needed = e.access.authorities;
      const key = [...needed].sort().join(',');
      if (!members.has(key)) {
        const others = ALL_AUTHORITIES.filter((a): a is AuthorityName => a !== Authority.admin && !needed.includes(a));
        const username = `lacks${members.size}`;
        await givenMember(t, officeA, username, others);
        members.set(key, await signIn(t, username));
      }
      const res = await inject(t, e, undefined, members.get(key));
      expect(res.statusCode, label(e)).toBe(403);
    }
  });

  it('reads and changes nothing of another institution by its ids', async () => {
    const rows: Rows = {};
    for (const m of MODULE_PROBES) Object.assign(rows, await m.rows(probeApi(t, adminA), MARK));
    const before = await snapshotOf(adminA, rows);
    let attempts = 0;
    for (const e of endpoints) {
      const probe = probes.get(e);
      if (typeof probe !== 'function') continue;
      attempts++;
      const res = await inject(t, e, probe(rows), adminB);
      expect(res.body, `${label(e)} answered another institution's row`).not.toContain(MARK);
      if (e.method !== 'GET') expect(res.json().code, `${label(e)} wrote with another institution's ids`).not.toBe(20000);
    }
    expect(attempts).toBeGreaterThan(15);
    expect(await snapshotOf(adminA, rows), 'what institution A reads after the attempts').toEqual(before);
    // every endpoint twice over, on a loaded machine of two cores: past the file's 20 s at times
  }, 60_000);
});

/** Everything the caller reads of its own rows through the endpoints: a change to any of it shows. */
async function snapshotOf(token: string, rows: Rows) {
  const reads: Record<string, unknown> = {};
  for (const e of endpoints) {
    const probe = probes.get(e);
    if (e.method !== 'GET' || e.output === FILE || e.access.kind === 'public' || !probe || NOT_READS.has(e)) continue;
    const input = probe === 'own' ? undefined : probe(rows);
    if (probe === 'own' && e.input && !e.input.safeParse({}).success) continue;
    reads[label(e)] = (await inject(t, e, input, token)).json();
  }
  return reads;
}
