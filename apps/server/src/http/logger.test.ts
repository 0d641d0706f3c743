import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { createTestDatabase } from '../test/test-app';
import { lazyChildLogger, logRequests, loggerOptions, SLOW_REQUEST_MS } from './logger';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A logger as the server makes it, writing into a string. */
function capturedLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
  return { log: app.log, text: () => text };
}

describe('the log', () => {
  it('keeps a failed insert’s statement and reason, never its values (a password hash among them)', async () => {
    const hash = await hashPassword('Secret2026');
    const failed = await database.db
      .insert(users)
      .values({ id: 'not-a-uuid', username: 'leak', name: 'x', passwordHash: hash })
      .catch((e: unknown) => e);
    expect(String((failed as Error).message)).toContain('$argon2id$'); // what drizzle puts into the message
    const { log, text } = capturedLog();
    log.error({ err: failed }, 'unhandled error');
    expect(text()).toContain('Failed query: insert into');
    expect(text()).toContain('invalid input syntax');
    expect(text()).not.toContain('$argon2');
    expect(text()).not.toContain('leak');
  });

  it('redacts secret fields of anything logged', async () => {
    const { log, text } = capturedLog();
    log.info({ body: { password: 'p1', newpassword: 'p2', captcha: '123456' }, access_token: 'tok' }, 'something');
    for (const secret of ['p1', 'p2', '123456', 'tok']) expect(text()).not.toContain(`"${secret}"`);
    expect(text()).toContain('[redacted]');
  });

  it('logs a request only when it failed or was slow, in one line, at info', async () => {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk;
        done();
      },
    });
    const app = Fastify({
      logger: { ...(loggerOptions('info') as object), stream },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyChildLogger,
    });
    logRequests(app);
    app.get('/fine', async () => 'ok');
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 20));
      return 'ok';
    });
    await app.inject({ url: '/fine?access_token=secret' });
    expect(text).toBe('');
    await app.inject({ url: '/missing?access_token=secret' });
    await app.inject({ url: '/slow' });
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.msg, l.status, l.req.url])).toEqual([
      ['request refused', 404, '/missing?access_token=***'],
      ['slow request', 200, '/slow'],
    ]);
    // The request's logger, made only when it writes, still carries the request's id.
    expect(lines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
    await app.close();
  });
});
