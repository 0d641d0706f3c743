import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, optionalId } from '../fields';
import { controlTarget } from './sitting-control';

/**
 * Messages from invigilators to candidates on exam day (`/gl/kw/kw/exam/sitting/message…`): a text sent to a session,
 * a room of it or chosen candidates, as the invigilators' actions name them. Each candidate reached keeps it (those not
 * signed in yet read it when they sign in), and reads it in the exam client at once over the live channel. Held by
 * `gl_kw`, or by `gl_kw_monitor` for the rooms its holder invigilates.
 */

/** A message is at most this long, after trimming. */
export const MESSAGE_TEXT_MAX = 500;

/** Whom a message was sent to: the whole session, a room of it, or chosen candidates. */
export const MESSAGE_TARGETS = ['session', 'room', 'candidates'] as const;

/** A message as the console lists it: with how many it reached and how many have read it (of the rooms asked for). */
export const sentMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  target: z.enum(MESSAGE_TARGETS),
  /** The room it was sent to (target `room`), else null. */
  roomName: z.string().nullable(),
  senderName: z.string(),
  sentAt: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const sittingMessageApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  send: {
    method: 'POST',
    path: '/gl/kw/kw/exam/sitting/message',
    summary: `Sends a message (at most ${MESSAGE_TEXT_MAX} characters) to a session’s candidates, a room’s or chosen ones; those in the exam read it at once, the rest when they sign in`,
    input: z.object({ ...controlTarget, text: z.string().trim().min(1).max(MESSAGE_TEXT_MAX) }),
    output: z.object({ id: z.string(), recipients: z.number().int() }),
  },
  list: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/messages',
    summary:
      'The messages sent in a session, newest first, with how many candidates each reached and how many have read it (in a room when one is named; an invigilator’s own rooms only)',
    input: z.object({ sessionId: id, roomId: optionalId }),
    output: z.array(sentMessageSchema),
  },
});
