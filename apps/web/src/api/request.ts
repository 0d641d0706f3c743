import { REQUEST_TIMEOUT_MS, SUCCESS_CODES } from '@cloud-exam/contract/constants';
import type { Envelope } from '@cloud-exam/contract/envelope';
import { apiUrl } from '../lib/base-path';
import { expireSession, getToken, storedUser } from '../auth/session';
import { currentLanguage, i18n } from '../i18n/i18n';
import { showAlert, showError } from './feedback';
import { beginLoading, endLoading } from './loading-mask';

/**
 * The one HTTP client (spec §7, §8): bearer token, Group header, `_t` timestamp, GET/PUT parameters in the
 * query and the rest in the body, 60 s time-out, the success-code whitelist, and every failure told to the user
 * in their language before the call rejects.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RequestOptions = {
  method?: Method;
  params?: Record<string, unknown>;
  data?: unknown;
  /** Send the body form-encoded instead of JSON (a PUT then carries its parameters in the body too). */
  form?: boolean;
  /** Send a PUT's parameters in a JSON body rather than the query (an endpoint that reads both). */
  inBody?: boolean;
  timeout?: number;
  /** Leave telling the user to the caller. */
  silent?: boolean;
  /** Show the loading mask while the call is in flight (default true). */
  loading?: boolean;
  /** The bearer token to send instead of the session's (sign-out revokes a token already cleared). */
  token?: string;
  /** Told how much of the body has gone up, 0–1, as it goes (a file upload's own progress). */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * `fetch` told how its body goes up: the browser's XMLHttpRequest (fetch reports no upload progress), its answer
 * made a Response. Fails as fetch does: a TypeError when the network fails, the signal's reason when aborted.
 */
function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal: AbortSignal },
  onProgress: (fraction: number) => void,
) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    const abort = () => {
      xhr.abort();
      reject(init.signal.reason);
    };
    if (init.signal.aborted) abort();
    else init.signal.addEventListener('abort', abort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'business' | 'http' | 'timeout' | 'network',
    readonly status?: number,
    readonly code?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const t = (key: string) => i18n.t(key, { ns: 'common' });

/**
 * The message for a body code: the catalogue in the user's language (the server's text where the message has values
 * filled in), else the server's text, else 'server exception'.
 * The catalogue (every code in five languages) is fetched the first time a call fails, not with the sign-in page.
 */
export async function messageForCode(code: number, serverMsg?: string): Promise<string> {
  // Should the catalogue not come (offline, a build replaced since the page loaded), the server's text serves.
  const catalogue = await import('@cloud-exam/contract/errors').catch(() => undefined);
  if (catalogue?.isErrorCode(code)) {
    const own = catalogue.errorMessage(code, currentLanguage());
    // a message with values to fill ("at most {max}") is the server's: it knows them
    return /\{\w+\}/.test(own) && serverMsg ? serverMsg : own;
  }
  return serverMsg || t('request.serverException');
}

function buildUrl(path: string, params: Record<string, unknown> | undefined) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.append(k, String(v));
  query.set('_t', String(Date.now()));
  return `${apiUrl(path)}?${query}`;
}

function encodeForm(data: unknown) {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries((data ?? {}) as Record<string, unknown>))
    if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
}

/** Sends a call and answers the raw response; time-outs and network failures become RequestErrors. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const inQuery = method === 'GET' || (method === 'PUT' && !options.form && !options.inBody);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const group = storedUser()?.officeRouteFlag;
  // Markers are ASCII now (12310170); one saved before that would make the browser refuse the whole call.
  if (group) headers.Group = encodeURIComponent(group);
  let body: BodyInit | undefined;
  if (!inQuery && options.data !== undefined) {
    if (options.data instanceof FormData) {
      body = options.data; // multipart: the browser writes the boundary into Content-Type
    } else if (options.form) {
      body = encodeForm(options.data);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(options.data);
      headers['Content-Type'] = 'application/json';
    }
  }
  const params = inQuery ? { ...options.params, ...(options.data as Record<string, unknown> | undefined) } : options.params;
  const masked = options.loading !== false;
  if (masked) beginLoading();
  // A timer rather than AbortSignal.timeout: the page's clock drives it, so a journey can fast-forward to a time-out.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The request timed out', 'TimeoutError')),
    options.timeout ?? REQUEST_TIMEOUT_MS,
  );
  try {
    const init = { method, headers, body, signal: deadline.signal };
    return options.onUploadProgress && body
      ? await fetchWithUploadProgress(buildUrl(path, params), init, options.onUploadProgress)
      : await fetch(buildUrl(path, params), init);
  } catch (e) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    if (!options.silent) {
      showAlert(
        timedOut
          ? { title: t('request.timeoutTitle'), content: t('request.timeout') }
          : { title: t('request.exceptionTitle'), content: t('request.network') },
      );
    }
    throw new RequestError(timedOut ? t('request.timeout') : t('request.network'), timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    if (masked) endLoading();
  }
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/** A call of the API that answers the envelope: resolves to its data, or tells the user and rejects. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options);
  const body = (await readJson(res)) as Partial<Envelope<T>> | undefined;
  if (res.ok) {
    if (body && typeof body.code === 'number' && SUCCESS_CODES.includes(body.code)) return body.data as T;
    // A silent call keeps the server's text (already in the user's language) rather than fetch the catalogue for it.
    const message = options.silent && body?.msg ? body.msg : await messageForCode(body?.code ?? 0, body?.msg);
    if (!options.silent) showError(message);
    throw new RequestError(message, 'business', res.status, body?.code, body);
  }
  const message = body?.code !== undefined ? await messageForCode(body.code, body.msg) : body?.msg || res.statusText;
  if (!options.silent) {
    if (res.status === 401) {
      // Only a session still held can expire; after sign-out a late answer has nothing to report.
      if (getToken()) showAlert({ title: t('request.expiredTitle'), content: t('request.expired'), onClose: expireSession });
    } else if (res.status === 403) {
      showAlert({ title: t('request.failedTitle'), content: t('request.forbidden') });
    } else if (res.status >= 500) {
      showAlert({ title: t('request.exceptionTitle'), content: message || t('request.serverException') });
    } else {
      showError(message);
    }
  }
  throw new RequestError(message, 'http', res.status, body?.code, body);
}
