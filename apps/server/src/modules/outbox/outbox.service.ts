import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxRepo } from './outbox.repo';

export type OutgoingMessage = { channel: 'email' | 'sms'; recipient: string; subject: string; body: string; officeId?: string | null };

/**
 * A message to send; `secret` is the part of its body (a verification code) that only the recipient may read.
 * When a provider delivers it, the outbox row and the log carry the body with the secret masked; only when no
 * provider is configured (a single machine, whose operator reads codes from the log) do they carry it whole.
 */
export type Message = OutgoingMessage & { secret?: string };

/** Delivers one message by a channel; throws when the provider refuses it. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 and SMTP_FROM. */
export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (m) => {
    await transporter.sendMail({ from, to: m.recipient, subject: m.subject, text: m.body });
  };
}

/**
 * Text messages through an SMS gateway's HTTP endpoint (SMS_WEBHOOK_URL, optional SMS_WEBHOOK_TOKEN as a bearer
 * token): it receives `{to, text}` as JSON and answers 2xx when it has taken the message. Providers that sign
 * their requests (Aliyun, Tencent Cloud …) sit behind a small relay, or get a transport of their own here.
 */
export function smsWebhookTransport(url: string, token?: string): Transport {
  return async (m) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: m.recipient, text: m.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`the SMS gateway answered HTTP ${res.status}`);
  };
}

/**
 * Records every message and hands it to the channel's transport when one is configured. Without one the
 * message is "logged": the row and a log line are how an operator of a single-machine install reads it.
 */
export function createOutbox(db: Db, log: FastifyBaseLogger, transports: Partial<Record<OutgoingMessage['channel'], Transport>>) {
  /** Sends one message; answers what became of it and the id of its outbox row. */
  async function deliver({ secret, ...message }: Message) {
    const transport = transports[message.channel];
    let status: 'logged' | 'sent' | 'failed' = 'logged';
    let error: string | null = null;
    if (transport) {
      try {
        await transport(message);
        status = 'sent';
      } catch (e) {
        status = 'failed';
        error = e instanceof Error ? e.message : String(e);
        log.error({ channel: message.channel, err: e }, 'outbox delivery failed');
      }
    }
    if (status === 'logged') {
      log.info(
        { outbox: { channel: message.channel, to: message.recipient, subject: message.subject, body: message.body } },
        'outbox message',
      );
    }
    const body = secret && status !== 'logged' ? message.body.replaceAll(secret, '*'.repeat(secret.length)) : message.body;
    const id = await outboxRepo(db).record({ ...message, body, officeId: message.officeId ?? null, status, error });
    return { id, status };
  }

  return {
    deliver,
    /** Whether a provider takes the channel's messages; without one they only stay in the outbox and the log. */
    delivers: (channel: OutgoingMessage['channel']) => Boolean(transports[channel]),
    async send(message: Message) {
      return (await deliver(message)).status;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
