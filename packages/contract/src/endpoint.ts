import type { z } from 'zod';
import type { AuthorityName } from './authorities';

/**
 * Every API call is defined once, here in the contract: method, exact path (spec §7), input and output schemas and
 * who may call it. The server registers its handler against the definition (`http/route.ts`), which gives it its
 * validation, its access check and its OpenAPI entry; the web calls it through `api/call.ts`, so neither side
 * writes the path or the types again.
 */

/**
 * Who may call an endpoint:
 *  - public: anyone, no token;
 *  - authenticated: any signed-in user (their own session and profile);
 *  - authorities: a signed-in user holding any of these (admin holds all);
 *  - candidate: a candidate signed in to one exam sitting with the exam client (a token of its own, never a member's).
 */
export type Access =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'authorities'; authorities: readonly AuthorityName[] } | { kind: 'candidate' };

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const authenticated = { kind: 'authenticated' } as const satisfies Access;
export const candidateAccess = { kind: 'candidate' } as const satisfies Access;
export const needs = (...authorities: [AuthorityName, ...AuthorityName[]]): Access => ({ kind: 'authorities', authorities });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a successful call answers: the envelope's data, or a file (a download; a refusal still comes as an envelope). */
export const FILE = 'file';

export type EndpointDef = {
  method: Method;
  /** The exact path; `{name}` segments are filled from the input's field of that name. */
  path: string;
  summary: string;
  /** The request's parameters. GET and PUT send them in the query, the rest in the body (spec §7). */
  input?: z.ZodObject;
  /** The envelope's data on success, or FILE for a download. */
  output: z.ZodType | typeof FILE;
  /**
   * How the body travels: JSON (default), form-encoded (a PUT then carries its parameters in the body), or
   * multipart with one file (an import or an upload; the input schema then describes only the path's parameters).
   */
  encoding?: 'json' | 'form' | 'multipart';
  /**
   * A multipart form of plain fields and no file (spec §7 marks a few calls multipart that carry none): the input
   * schema's fields beyond the path travel as form fields (a list as a repeated field).
   */
  fieldsOnly?: true;
  /**
   * Parameters read from the query and the body alike: a delete some clients send with its parameters in the
   * query, or a PUT of spec §7 whose parameters (long texts, lists) an address cannot hold: the web sends them in
   * the body, a client following the spec to the letter may send its plain ones in the query.
   */
  inputAlsoInQuery?: boolean;
  /** The answer is the output itself rather than the envelope (the OAuth token call). */
  bare?: boolean;
  /** The body of a bare endpoint's refusal (HTTP 400), which its own error handler sends. */
  refusal?: z.ZodType;
};

export type Endpoint = EndpointDef & { access: Access; tag: string };

/** Where an endpoint's parameters travel. */
export function inputLocation(e: Pick<EndpointDef, 'method' | 'encoding' | 'inputAlsoInQuery'>): 'query' | 'body' {
  return e.method === 'GET' || (e.method === 'PUT' && e.encoding !== 'form' && !e.inputAlsoInQuery) ? 'query' : 'body';
}

/**
 * Whether a call may carry its token in the query (`?access_token=`): a download, which a plain link may open, and
 * a call whose input names it (spec §7 getuser). Anywhere else a token in an address would only end up in logs.
 */
export const takesTokenInQuery = (e: Pick<EndpointDef, 'input' | 'output'>) => e.output === FILE || !!e.input?.shape.access_token;

/** The names of a path's `{name}` segments. */
export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The endpoints of one area of the API, which share an OpenAPI tag and (unless one says otherwise) their access.
 * `endpoints('organisation', needs(Authority.system), { page: {...}, add: {...} })`. Marked free of side effects: a
 * group nobody calls is left out of a bundle that imports its module for something else (the exam client).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoints<const T extends Record<string, EndpointDef & { access?: Access }>>(
  tag: string,
  access: Access,
  defs: T,
): { [K in keyof T]: T[K] & { access: Access; tag: string } } {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { access, ...def, tag }])) as never;
}

/** What the caller sends: the input schema's input (for a multipart upload a File, with its path's parameters if any). */
export type InputOf<E extends EndpointDef> = E['encoding'] extends 'multipart'
  ? E extends { fieldsOnly: true }
    ? z.input<NonNullable<E['input']>>
    : E['input'] extends z.ZodObject
      ? z.input<E['input']> & { file: File }
      : File
  : E['input'] extends z.ZodObject
    ? z.input<E['input']>
    : void;
/** What the handler receives: the input schema's output, after validation and defaults. */
export type ParsedInputOf<E extends EndpointDef> = E['input'] extends z.ZodObject ? z.output<E['input']> : Record<string, never>;
/** What the handlers of a group of endpoints receive, by name: `Inputs<typeof postApi>['add']`. */
export type Inputs<T extends Record<string, EndpointDef>> = { [K in keyof T]: ParsedInputOf<T[K]> };
/** What a successful call answers with. */
export type OutputOf<E extends EndpointDef> = E['output'] extends z.ZodType ? z.output<E['output']> : Blob;
