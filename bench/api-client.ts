// The bench's HTTP client of the product's API: one keep-alive agent whose connections every caller reuses, calls by
// the contract's endpoints answering their envelopes, and a console sign-in by the password grant.
import { constants, publicEncrypt } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { type Endpoint, inputLocation } from '@cloud-exam/contract/endpoint';
import { LIVE_PATH } from '@cloud-exam/contract/sitting/sitting';

export const OK = 20000;

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent for every candidate (connections reused), JSON envelopes.

export type Answer<T = unknown> = { code: number; msg?: string; data: T };
export type Client = ReturnType<typeof clientOf>;

export function clientOf(base: string, maxSockets: number) {
  const url = new URL(base);
  const prefix = url.pathname.replace(/\/$/, '');
  const secure = url.protocol === 'https:';
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: maxSockets || Infinity, keepAliveMsecs: 10_000 });
  const transport = secure ? https : http;

  function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = transport.request(
        { agent, protocol: url.protocol, hostname: url.hostname, port: url.port, method, path: prefix + path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** One call of an endpoint as the contract defines it; answers the envelope (a non-JSON answer as code `http N`). */
  async function call<T>(e: Endpoint, input?: Record<string, unknown>, token?: string): Promise<Answer<T> & { status: number }> {
    const data = { ...input };
    let path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = data[name];
      delete data[name];
      return encodeURIComponent(String(value ?? ''));
    });
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let body: string | undefined;
    if (inputLocation(e) === 'query') {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) query.set(k, String(v));
      if ([...query].length) path += `?${query}`;
    } else if (input) {
      body = JSON.stringify(data);
      headers['content-type'] = 'application/json';
    }
    const res = await raw(e.method, path, headers, body);
    try {
      return { status: res.status, ...(JSON.parse(res.text) as Answer<T>) };
    } catch {
      return { status: res.status, code: -res.status, data: undefined as T };
    }
  }

  return { raw, call, close: () => agent.destroy(), wsUrl: `${secure ? 'wss' : 'ws'}://${url.host}${prefix}${LIVE_PATH}` };
}

/** Signs a console account in by the password grant, its password encrypted as the browser does. */
export async function consoleToken(client: Client, username: string, password: string) {
  const key = await client.raw('GET', '/gl/ua/ogt/publicKey', {});
  const { publicKey } = (JSON.parse(key.text) as Answer<{ publicKey: string }>).data;
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password));
  const form = new URLSearchParams({ grant_type: 'password', username, password: encrypted.toString('base64') });
  const res = await client.raw('POST', '/gl/ua/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, form.toString());
  const token = (JSON.parse(res.text) as { access_token?: string }).access_token;
  if (!token) throw new Error(`${username} could not sign in: ${res.text.slice(0, 300)}`);
  return token;
}

/** A console call that must succeed: its data, or an error naming the refusal. */
export const must =
  (client: Client, token: string) =>
  async <T>(e: Endpoint, input?: Record<string, unknown>): Promise<T> => {
    const answer = await client.call<T>(e, input, token);
    if (answer.code !== OK) throw new Error(`${e.method} ${e.path} refused: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };

/** Runs `work` over `list` with at most `width` at once. */
export async function inTurns<T, R>(list: T[], width: number, work: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, list.length) }, async () => {
      for (let i = next++; i < list.length; i = next++) out[i] = await work(list[i]!, i);
    }),
  );
  return out;
}

/**
 * A published exam ready for exam day, made as an administrator would through the console's API: a bank with the
 * item types in turn, a fixed paper of them, an exam of `candidates` new candidates with its one subject's session
 * begun a minute ago (seated while it lay ahead, then moved), rooms of up to ROOM_CAPACITY_MAX seats, late entry
 * open for the paper's whole duration. Answers the exam's id and the candidates' sign-in.
 */
