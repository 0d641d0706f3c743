import type { FastifyServerOptions } from 'fastify';

/** Never log a bearer token that came in the query string. */
export const redactUrl = (url: string) => url.replace(/([?&]access_token=)[^&]*/g, '$1***');

/** pino options: request lines carry the request id, and no token or password ever reaches the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
