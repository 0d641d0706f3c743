import { type Access, type EndpointDef, type InputOf, type OutputOf, inputLocation, pathParams } from '@cloud-exam/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { download } from './download';
import { getToken } from '../auth/session';
import { request, RequestError, type RequestOptions } from './request';

/**
 * The web's one way to call the API: `call(postApi.page, { name, current, size })` — the path, method, encoding
 * and types come from the contract's endpoint, so a page writes neither a path nor a response type.
 */
export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'data' | 'form' | 'inBody'>;

/** Arguments after the endpoint: its input (left out when it takes none), then options. */
export type Args<E extends EndpointDef> =
  InputOf<E> extends void ? [input?: undefined, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/** The path with its `{name}` segments filled from the input, and what is left of it. */
function fillPath(path: string, input: unknown) {
  const data = { ...(input as Record<string, unknown> | undefined) };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = data[name];
    delete data[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, data };
}

/**
 * The path with its `{name}` segments filled, and the parameters left to send (a multipart upload: its file, and
 * any other parameter in the query, as in `import/{examId}?enrollId=`).
 */
function resolve(e: EndpointDef, input: unknown) {
  if (e.encoding === 'multipart') {
    const { path, data: rest } = input instanceof File ? { path: e.path, data: { file: input } } : fillPath(e.path, input);
    const data = new FormData();
    if (e.fieldsOnly) {
      // plain fields, a list as a repeated field
      for (const [k, v] of Object.entries(rest))
        for (const one of [v].flat()) if (one !== undefined && one !== null) data.append(k, String(one));
      return { path, data };
    }
    const { file, ...query } = rest;
    data.append('file', file as File);
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])),
    );
    return { path: search.size ? `${path}?${search}` : path, data };
  }
  const { path, data } = fillPath(e.path, input);
  return { path, data: pathParams(e.path).length && !Object.keys(data).length ? undefined : data };
}

/**
 * A call that needs a session is not sent without one: after sign-out, a page still mounted for a moment (kept
 * in the tags view, or waiting for the sign-in page's code) may read again, and the server would only refuse it.
 */
function needsSessionWithout(e: EndpointDef & { access?: Access }, options?: CallOptions) {
  return e.access !== undefined && e.access.kind !== 'public' && !options?.token && !getToken();
}

export function call<E extends EndpointDef>(e: E, ...[input, options]: Args<E>): Promise<OutputOf<E>> {
  if (needsSessionWithout(e, options)) return Promise.reject(new RequestError('signed out', 'http', 401));
  const { path, data } = resolve(e, input);
  return request<OutputOf<E>>(path, {
    ...options,
    method: e.method,
    data,
    form: e.encoding === 'form',
    inBody: inputLocation(e) === 'body',
  });
}

/** Downloads what a file endpoint answers, named by the server's Content-Disposition. */
export function downloadFrom<E extends EndpointDef>(e: E, ...[input, options]: Args<E>): Promise<string> {
  const { path, data } = resolve(e, input);
  return download(path, { ...options, method: e.method, data });
}

/**
 * The query of a read, keyed by the endpoint's path and then its input, so invalidating `keyOf(endpoint)` refreshes
 * every page and filter of it. It shows no loading mask: the page shows its own.
 */
export function endpointQuery<E extends EndpointDef>(e: E, ...[input, options]: Args<E>) {
  return queryOptions({
    queryKey: [e.path, input ?? null],
    queryFn: () => call(e, ...([input, { loading: false, ...options }] as Args<E>)),
  });
}

/**
 * An endpoint without its schemas, for what a page calls before any lazy import (the sign-in page): importing the
 * contract's definition would bring zod along. Its type is the contract's endpoint, and the fields given must equal
 * the contract's (their types are literal), so the path is still checked against the one place it is written.
 */
export const bare = <E extends EndpointDef & { access: Access }>(e: Pick<E, 'method' | 'path' | 'access'> & Partial<Pick<E, 'encoding'>>) =>
  e as unknown as E;

/** The key every read of an endpoint starts with, whatever its input: invalidate it after a write. */
export const keyOf = (e: Pick<EndpointDef, 'path'>) => [e.path];
