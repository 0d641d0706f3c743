import { type Endpoint, FILE, type InputOf, inputLocation, type OutputOf } from '@cloud-exam/contract/endpoint';
import { expect } from 'vitest';
import { encryptPassword, type TestApp, uploadFile } from './test-app';

/**
 * The probe registry: how the generated access and tenancy test (`test/routes.test.ts`) reaches every endpoint.
 * Each module says, in its `<module>.probes.ts`, how to make a row of each of its entities and, for every endpoint,
 * either how to call it with another institution's rows or that it names none. A registered route without a probe
 * fails that test, so a new endpoint cannot forget its tenancy check.
 */

/** The rows a module made in one institution, by entity: `{ dept: id, post: id, … }`. */
export type Rows = Record<string, string>;

/**
 * How an endpoint is probed:
 *  - a function: the input that names the other institution's rows (its ids); called by a stranger, it must
 *    neither answer those rows nor change them;
 *  - 'own': it names no row by id — it reads or writes the caller's own institution or session only.
 */
export type Probe<E extends Endpoint> = 'own' | ((rows: Rows) => InputOf<E>);

/** The API as one signed-in user, through the same endpoints the web calls. */
export type ProbeApi = {
  call<E extends Endpoint>(e: E, ...input: InputOf<E> extends void ? [] : [InputOf<E>]): Promise<OutputOf<E>>;
  /** A password encrypted as the browser sends it. */
  encrypt(password: string): Promise<string>;
  /** Uploads one file to a multipart endpoint, as the import dialog does; `params` fill its path. */
  upload<E extends Endpoint>(e: E, file: Buffer, name: string, params?: Record<string, string>): Promise<OutputOf<E>>;
};

export type ModuleProbes = {
  /** Makes one row of each entity in the caller's institution; every name it gives contains `mark`. */
  rows(api: ProbeApi, mark: string): Promise<Rows>;
  endpoints: [Endpoint, Probe<Endpoint>][];
};

/** The probes of one group of endpoints: one for each, or the module does not typecheck. */
export function probesFor<T extends Record<string, Endpoint>>(api: T, probes: { [K in keyof T]: Probe<T[K]> }) {
  return Object.keys(api).map((name) => [api[name]!, probes[name] as Probe<Endpoint>] as [Endpoint, Probe<Endpoint>]);
}

/** An endpoint's path with its `{name}` segments filled from the input, and what is left of the input. */
export function fillPath(e: Endpoint, input: unknown) {
  const data = { ...(input as Record<string, unknown> | undefined) };
  const url = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = data[name];
    delete data[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, data };
}

/**
 * A test file's calls, on the app and as the member its `beforeAll` makes (both read when called): `call` answers the
 * envelope, `ok` the data of a call that must succeed (as that member unless another token is given).
 */
export function callsOf(app: () => TestApp, member: () => string) {
  const call = async (e: Endpoint, input: unknown, token?: string) => (await inject(app(), e, input, token)).json();
  const ok = async (e: Endpoint, input: unknown, token = member()) => {
    const answer = await call(e, input, token);
    expect(answer.code, JSON.stringify(answer)).toBe(20000);
    return answer.data;
  };
  return { call, ok };
}

/** One call of an endpoint as `token` (none: anonymous), shaped as the web client sends it; answers the raw response. */
export function inject(t: TestApp, e: Endpoint, input: unknown, token?: string) {
  const { url, data } = fillPath(e, input);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (inputLocation(e) === 'query') {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) query[k] = String(v);
    return t.app.inject({ method: e.method, url, headers, query });
  }
  if (e.fieldsOnly) {
    const boundary = '----probe';
    const parts = Object.entries(data).flatMap(([k, v]) =>
      [v]
        .flat()
        .filter((one) => one !== undefined && one !== null)
        .map((one) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(one)}\r\n`),
    );
    return t.app.inject({
      method: e.method,
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join('')}--${boundary}--\r\n`,
    });
  }
  if (e.encoding === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) form.append(k, String(v));
    return t.app.inject({
      method: e.method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  return t.app.inject({ method: e.method, url, headers, payload: input === undefined ? undefined : data });
}

/** The probe API of a signed-in user: each call must succeed, or the probe itself is wrong. */
export function probeApi(t: TestApp, token: string): ProbeApi {
  return {
    async call(e, ...[input]) {
      const res = await inject(t, e, input, token);
      if (e.output === FILE) {
        if (res.statusCode !== 200 || String(res.headers['content-type']).includes('json')) throw new Error(`${e.path}: ${res.body}`);
        return new Blob([res.rawPayload]) as never;
      }
      const body = res.json();
      if (body.code !== 20000) throw new Error(`${e.method} ${e.path} answered ${res.body}`);
      return body.data;
    },
    encrypt: (password) => encryptPassword(t, password),
    async upload(e, file, name, params) {
      const body = await uploadFile(t, fillPath(e, params).url, token, file, name);
      if (body.code !== 20000) throw new Error(`${e.method} ${e.path} answered ${JSON.stringify(body)}`);
      return body.data;
    },
  };
}
