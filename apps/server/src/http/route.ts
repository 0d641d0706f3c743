import { ErrorCodes } from '@cloud-exam/contract/errors';
import { isStorable } from '@cloud-exam/contract/fields';
import { type Endpoint, FILE, inputLocation, type OutputOf, type ParsedInputOf, pathParams } from '@cloud-exam/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { ok, okResponse } from './envelope';
import type { CandidateSession } from './request-context';
import { multipartFields } from './upload';
import { type Tenant, tenantOf } from './tenant';

export type HandlerContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's institution, member and data rights; reading it on a public endpoint is a bug. */
  readonly tenant: Tenant;
  /** The candidate's sitting on an endpoint of the exam client; reading it elsewhere is a bug. */
  readonly candidate: CandidateSession;
};

/** A handler answers the envelope's data (the kit wraps it), or, for a download, the reply it has sent. */
export type Handler<E extends Endpoint> = (
  input: ParsedInputOf<E>,
  context: HandlerContext,
) => Promise<E['output'] extends typeof FILE ? FastifyReply : OutputOf<E>>;

/** Options of the underlying route the definition does not carry (e.g. the OAuth call's own error handler). */
export type RouteExtras = Pick<RouteOptions, 'errorHandler'>;

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const accessText = ({ access }: Endpoint) =>
  access.kind === 'public'
    ? 'Access: anyone, no token.'
    : access.kind === 'authenticated'
      ? 'Access: any signed-in user.'
      : access.kind === 'candidate'
        ? 'Access: a candidate signed in to an exam sitting (the exam client’s token).'
        : `Access: a signed-in user holding ${access.authorities.join(' or ')} (admin holds all).`;

/** The fastify schemas of an endpoint: where its input travels, its answer, its OpenAPI entry. */
function schemaOf(e: Endpoint) {
  const input = e.input;
  const params = pathParams(e.path);
  const inPath = Object.fromEntries(params.map((p) => [p, true])) as never;
  const rest = input && params.length ? input.omit(inPath) : input;
  const where = inputLocation(e);
  return {
    tags: [e.tag],
    summary: e.summary,
    description: accessText(e),
    'x-access': e.access.kind === 'authorities' ? [...e.access.authorities] : e.access.kind,
    ...(e.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(input && params.length ? { params: input.pick(inPath) } : {}),
    ...(rest && e.encoding !== 'multipart'
      ? e.inputAlsoInQuery
        ? { body: eitherSide(rest).nullish(), querystring: eitherSide(rest) }
        : where === 'query'
          ? { querystring: rest }
          : { body: rest }
      : {}),
    ...(e.encoding === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(e.output === FILE
      ? { produces: ['application/octet-stream'] }
      : { response: e.bare ? { 200: e.output, ...(e.refusal ? { 400: e.refusal } : {}) } : okResponse(e.output) }),
  };
}

/**
 * One side of an endpoint that takes its parameters from the query and the body alike: each may carry some of them
 * (the long texts in the body, say), so every field is optional, and none has its default, which would stand for a
 * value the other side carries; their union is parsed whole by the endpoint's schema (`inputOf`), defaults and all.
 */
function eitherSide(schema: z.ZodObject) {
  return z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? field.unwrap() : field).optional()]),
    ),
  );
}

/**
 * The handler's input: the path parameters and the validated side the endpoint declares (its query or its body),
 * never the other, which no schema has checked (the web's `_t` rides in every query, a client may send anything).
 * An endpoint that also takes its parameters from the query has both sides parsed together by its schema.
 */
async function inputOf(e: Endpoint, request: FastifyRequest): Promise<unknown> {
  const params = request.params as object;
  if (e.input && e.fieldsOnly) return parsed(e.input, { ...(await multipartFields(request)), ...params });
  if (!e.input || e.encoding === 'multipart') return params;
  if (!e.inputAlsoInQuery) return { ...params, ...((inputLocation(e) === 'query' ? request.query : request.body) as object) };
  return { ...params, ...parsed(e.input, { ...(request.query as object), ...(request.body as object | undefined) }) };
}

/** Input the route's schemas did not check (both sides of a request, a multipart form), parsed by the endpoint's. */
function parsed(schema: NonNullable<Endpoint['input']>, input: object): object {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw new AppError(ErrorCodes.badRequest, undefined, 400, { fields });
  }
  return result.data;
}

/** One rule for every route: a NUL character or broken Unicode is refused, wherever it travels (keys too). */
function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  done(isStorable([request.params, request.query, request.body]) ? undefined : new AppError(ErrorCodes.invalidText, undefined, 400));
}

/**
 * Registers the handler of a contract endpoint: its path, input validation, answer schema, access and OpenAPI
 * entry all come from the definition.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, extras: RouteExtras = {}) {
  app.route({
    method: e.method,
    url: fastifyPath(e.path),
    config: { access: e.access, endpoint: e },
    schema: schemaOf(e),
    preValidation: refuseUnstorableText,
    ...extras,
    handler: async (request, reply) => {
      const context: HandlerContext = {
        request,
        reply,
        get tenant() {
          return tenantOf(request);
        },
        get candidate() {
          if (!request.candidate) throw new Error(`Route ${e.path} read a candidate it did not require`);
          return request.candidate;
        },
      };
      const answer = await handler((await inputOf(e, request)) as ParsedInputOf<E>, context);
      return e.output === FILE || e.bare ? answer : ok(answer);
    },
  });
}

/** The endpoints of a module with their handlers: `routes(app, postApi, { page: …, add: … })` — one for each. */
export function routes<T extends Record<string, Endpoint>>(app: FastifyInstance, api: T, handlers: { [K in keyof T]: Handler<T[K]> }) {
  for (const name of Object.keys(api)) route(app, api[name]!, handlers[name]!);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition a route was registered from (the generated access and tenancy test reads it). */
    endpoint?: Endpoint;
  }
}
