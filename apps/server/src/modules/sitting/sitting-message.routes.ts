import { sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingMessageService } from './sitting-message.service';

/** The invigilators' messages to candidates (/gl/kw/kw/exam/sitting/message…), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingMessageRoutes(app: FastifyInstance, { messages }: { messages: SittingMessageService }) {
  routes(app, sittingMessageApi, {
    send: (input, { tenant }) => messages.send(tenant, input),
    list: (input, { tenant }) => messages.list(tenant, input),
  });
}
