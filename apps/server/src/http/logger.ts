import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/** Never log a bearer token that came in the query string. */
export const redactUrl = (url: string) => url.replace(/([?&]access_token=)[^&]*/g, '$1***');

/** A password hash, wherever it turns up in a message (a failed insert's text, a driver's detail). */
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s,'")\]]+/g;
const scrub = (text: string) => text.replace(PASSWORD_HASH, '[password hash]');

/** Fields that hold a secret, at any of the first levels of a logged object. */
const SECRET_FIELDS = ['password', 'passwordHash', 'newpassword', 'oldpassword', 'captcha', 'secret', 'access_token'];

type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: unknown };

/**
 * An error as the log shows it. A failed query's message carries the values it was given (a new member's password
 * hash among them): the log keeps the statement and the database's reason (which may quote the one value it
 * refused), never the values given.
 */
export function loggedError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)), stack: '' };
  // Drizzle's message is the statement and then its values; the driver's own error (the cause) keeps its reason.
  const failedQuery = 'query' in error && typeof error.query === 'string' && error.message.startsWith('Failed query:');
  const message = failedQuery ? `Failed query: ${error.query as string}` : error.message;
  return {
    type: error.constructor.name,
    message: scrub(message),
    stack: scrub((error.stack ?? '').replace(error.message, message)),
    ...('code' in error ? { code: error.code } : {}),
    ...(error.cause ? { cause: error.cause instanceof Error ? loggedError(error.cause) : error.cause } : {}),
  };
}

/** pino options: request lines carry the request id, and no token, password, hash or query value reaches the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`])],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      err: loggedError,
    },
  };
}

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request worth an operator's attention: Fastify's two lines for every request are turned off
 * (`disableRequestLogging`), and at `info` this logs only a failed (4xx, 5xx) or slow request, so start-up's
 * one-time password and the outbox lines are not scrolled away by ordinary traffic. At `debug` every request is
 * logged, one line each.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = { req: request, status, ms };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (status >= 400) request.log.info(line, 'request refused');
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Factory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Fastify gives every request a child logger with its request id; pino makes a child by serialising the bindings
 * through the redaction, a cost every request paid although at `info` a request that goes well logs nothing. This
 * one makes the real child only when a line is written at an enabled level.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean },
    private readonly bindings: Parameters<Factory>[1],
    private readonly options: Parameters<Factory>[2],
  ) {}
  private real() {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  private write(level: Level, args: LogArgs) {
    if (this.parent.isLevelEnabled?.(level) ?? true) this.real()[level](...args);
  }
  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}
  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.real().child(...args);
  }
}

export const lazyChildLogger: Factory = (parent, bindings, options) => new LazyChildLogger(parent, bindings, options);
