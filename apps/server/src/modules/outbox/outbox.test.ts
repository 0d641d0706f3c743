import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createTestDatabase } from '../../test/test-app';
import { createOutbox, smsWebhookTransport } from './outbox.service';

let database: Database;
const received: { auth?: string; body: unknown }[] = [];
let answer = 200;
const gateway = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
    res.statusCode = answer;
    res.end();
  });
});

beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  gateway.close();
  await database.close();
});

describe('text messages through an SMS gateway', () => {
  it('posts the number and text with the token, and records the message as sent, or as failed with the reason', async () => {
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const outbox = createOutbox(database.db, Fastify().log, { sms: smsWebhookTransport(url, 'secret') });
    const message = { channel: 'sms' as const, recipient: '13800001111', subject: '验证码', body: '您的验证码为 123456' };

    expect(await outbox.send(message)).toBe('sent');
    expect(received).toEqual([{ auth: 'Bearer secret', body: { to: '13800001111', text: '您的验证码为 123456' } }]);

    answer = 503;
    expect(await outbox.send({ ...message, recipient: '13800002222' })).toBe('failed');
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13800002222'));
    expect(row).toMatchObject({ status: 'failed', error: 'the SMS gateway answered HTTP 503' });
  });
});

describe('a verification code in a message', () => {
  const message = { channel: 'sms' as const, subject: '验证码', body: '您的验证码为 654321，5分钟内有效', secret: '654321' };
  const rowOf = async (recipient: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))[0]!;

  it('reaches the recipient whole, but the stored row only masked, when a provider delivers it', async () => {
    answer = 200;
    received.length = 0;
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const outbox = createOutbox(database.db, Fastify().log, { sms: smsWebhookTransport(url) });
    await outbox.send({ ...message, recipient: '13800003333' });
    expect(received[0]!.body).toMatchObject({ text: '您的验证码为 654321，5分钟内有效' });
    expect((await rowOf('13800003333')).body).toBe('您的验证码为 ******，5分钟内有效');
  });

  it('stays readable in the row and the log only when no provider is configured', async () => {
    const lines: string[] = [];
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } }).log;
    await createOutbox(database.db, log, {}).send({ ...message, recipient: '13800004444' });
    expect((await rowOf('13800004444')).body).toContain('654321');
    expect(lines.join('')).toContain('654321');
  });
});
