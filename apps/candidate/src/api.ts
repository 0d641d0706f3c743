import { type EndpointDef, type InputOf, type OutputOf, inputLocation } from '@cloud-exam/contract/endpoint';
import type { Envelope } from '@cloud-exam/contract/envelope';
import { type Queued, SIGN_IN_QUEUED_CODE } from '@cloud-exam/contract/sitting/queue';

/** A refusal: the server's code and its message in the candidate's language, or a network failure (`offline`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | 'offline',
    readonly status = 0,
    /** What the refusal carries besides its message (the queue's place, the information form's wrong fields). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

let language = 'zh';
/** The language the server writes its messages in. */
export const setApiLanguage = (lang: string) => {
  language = lang;
};

/** The page's <base href> (the server writes it), without `candidate/`: where the API and the stored files are. */
export const apiRoot = () => new URL('..', document.baseURI).pathname.replace(/\/$/, '');

/**
 * A stored file's address as the server writes it (`cloudeFile/file/…`, relative to the console's base), made to
 * reach the server from the exam client's page, which sits one level below.
 */
export const fileUrl = (url: string) => (url.startsWith('cloudeFile/') ? `${apiRoot()}/${url}` : url);

/** Rich text whose pictures and links name stored files relatively, pointed at them from the exam client. */
export const withFileUrls = (html: string) => html.replace(/(\s(?:src|href)=")(cloudeFile\/)/g, `$1${apiRoot()}/$2`);

/** An endpoint's path with its `{name}` segments filled from `data`, which keeps the rest. */
const pathOf = (e: EndpointDef, data: Record<string, unknown>) =>
  e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = data[name];
    delete data[name];
    return encodeURIComponent(String(value ?? ''));
  });

/**
 * The exam client's one way to call the API, by the contract's endpoint: its path filled from the input, GET in the
 * query, the rest as JSON. `keepalive` lets a save outlive the page (sent on pagehide).
 */
export async function call<E extends EndpointDef>(
  e: E,
  input: InputOf<E> | undefined,
  token?: string | null,
  init: { keepalive?: boolean } = {},
): Promise<OutputOf<E>> {
  const data: Record<string, unknown> = { ...(input as object | undefined) };
  let path = pathOf(e, data);
  const inBody = inputLocation(e) === 'body';
  if (!inBody && Object.keys(data).length) path += `?${new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)]))}`;
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  if (inBody) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(apiRoot() + path, { method: e.method, headers, body: inBody ? JSON.stringify(data) : undefined, ...init });
  } catch {
    throw new ApiError('offline', 'offline');
  }
  let body: Envelope<OutputOf<E>> | undefined;
  try {
    body = (await res.json()) as Envelope<OutputOf<E>>;
  } catch {
    throw new ApiError(res.statusText, res.status >= 500 || res.status === 0 ? 'offline' : res.status, res.status);
  }
  if (body.code !== 20000) throw new ApiError(body.msg, body.code, res.status, body.data);
  return body.data;
}

/** Sends one file to a multipart endpoint (a camera snapshot, a file of the information form), as `call` sends the rest. */
export async function upload<E extends EndpointDef>(
  e: E,
  file: Blob,
  name: string,
  token: string,
  params: Record<string, string> = {},
): Promise<OutputOf<E>> {
  const form = new FormData();
  form.append('file', file, name);
  let res: Response;
  try {
    res = await fetch(apiRoot() + pathOf(e, { ...params }), {
      method: e.method,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      body: form,
    });
  } catch {
    throw new ApiError('offline', 'offline');
  }
  const body = (await res.json().catch(() => undefined)) as Envelope<OutputOf<E>> | undefined;
  if (!body || body.code !== 20000) throw new ApiError(body?.msg ?? res.statusText, body?.code ?? res.status, res.status);
  return body.data;
}

/**
 * A sign-in or a start through the server's queue: told to come back (`SIGN_IN_QUEUED_CODE`), it tells `onQueued`
 * where it stands, waits the seconds given and tries again; `onQueued(undefined)` once it is through or refused. With
 * `signal` aborted (the screen gone), it stops trying and throws the signal's reason.
 */
export async function throughQueue<T>(
  attempt: () => Promise<T>,
  onQueued: (queued: Queued | undefined) => void,
  signal?: AbortSignal,
): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      const done = await attempt();
      onQueued(undefined);
      return done;
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== SIGN_IN_QUEUED_CODE) {
        onQueued(undefined);
        throw e;
      }
      const queued = e.data as Queued;
      onQueued(queued);
      // up to a second more, so that a room told the same wait does not come back at the same instant
      await new Promise((r) => setTimeout(r, queued.retryAfterSeconds * 1000 + Math.random() * 1000));
    }
  }
}
