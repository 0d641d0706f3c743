import type { FieldError } from '@cloud-exam/contract/envelope';
import { type ErrorCode, ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@cloud-exam/contract/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** The catalogue's codes for the HTTP refusals Fastify and Node make before a handler runs. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  413: ErrorCodes.payloadTooLarge,
  414: ErrorCodes.uriTooLong,
  415: ErrorCodes.unsupportedMediaType,
  429: ErrorCodes.tooManyRequests,
  431: ErrorCodes.headersTooLarge,
};

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
    return { status, code: CLIENT_ERROR_CODES[status] ?? ErrorCodes.badRequest, data: null };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, code: ErrorCodes.serverError, data: { requestId: request.id } };
}

/**
 * Fastify's own refusals of a URL it cannot route (a bad escape, a path parameter over the length limit), in the
 * envelope: the `frameworkErrors` option of the server.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = negotiateLanguage(request.headers['accept-language']);
  return sendFailure(reply, lang, toFailure(error, request));
}

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (headers over 16 KB: 431; too slow: 408; a
 * malformed request: 400), written to the socket in the envelope, in the default language since no header could be
 * read. A connection the client already dropped is just closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = CLIENT_ERROR_CODES[status] ?? ErrorCodes.badRequest;
  const body = JSON.stringify({ code, data: null, msg: errorMessage(code, DEFAULT_LANGUAGE) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => sendFailure(reply, request.lang, toFailure(error, request)));
});
