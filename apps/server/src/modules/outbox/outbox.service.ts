import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutgoingMessage = { channel: 'email' | 'sms'; recipient: string; subject: string; body: string; officeId?: string | null };

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
 * Records every message and hands it to the channel's transport when one is configured. Without one the
 * message is "logged": the row and a log line are how an operator of a single-machine install reads it.
 */
export function createOutbox(db: Db, log: FastifyBaseLogger, transports: Partial<Record<OutgoingMessage['channel'], Transport>>) {
  return {
    async send(message: OutgoingMessage) {
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
      await db.insert(outboxMessages).values({ ...message, officeId: message.officeId ?? null, status, error });
      return status;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
