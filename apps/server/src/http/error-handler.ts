import type { FieldError } from '@cloud-exam/contract/envelope';
import { type ErrorCode, ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

type Failure = { status: number; code: ErrorCode; params?: Record<string, string | number>; data: unknown };

/** Sends an error envelope, bypassing the route's success schema. */
export function sendFailure(reply: FastifyReply, lang: Language, f: Failure) {
  const body = { code: f.code, data: f.data, msg: errorMessage(f.code, lang, f.params) };
  return reply.status(f.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function fieldErrors(error: unknown): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => ({
    field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
    message: v.message ?? 'invalid',
  }));
}

/** Maps anything a handler throws to the envelope: business codes, 400 with fields, 401/403, hidden 500s. */
export function toFailure(thrown: unknown, request: FastifyRequest): Failure {
  if (thrown instanceof AppError) return { status: thrown.httpStatus, code: thrown.code, params: thrown.params, data: thrown.data };
  const error = thrown as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return { status: 400, code: ErrorCodes.badRequest, data: { fields: fieldErrors(error) } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return { status, code: status === 429 ? ErrorCodes.tooManyRequests : ErrorCodes.badRequest, data: null };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, code: ErrorCodes.serverError, data: { requestId: request.id } };
}

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => sendFailure(reply, request.lang, toFailure(error, request)));
});
