import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingMessageService } from './sitting-message.service';
import type { SittingService } from './sitting.service';

/** The exam client's calls (/gl/ks/ks/exam/…): a candidate's sign-in, then their sitting and their messages by its token. */
export async function sittingRoutes(
  app: FastifyInstance,
  { sittings, messages }: { sittings: SittingService; messages: SittingMessageService },
) {
  routes(app, sittingApi, {
    entry: (input) => sittings.entry(input),
    login: (input, { request }) => sittings.login(input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    sendCode: (input, { request }) => sittings.sendCode(input, { ip: request.ip, lang: request.lang }),
    sitting: (_, { candidate }) => sittings.sitting(candidate),
    start: (input, { candidate }) => sittings.start(candidate, input),
    paper: (_, { candidate }) => sittings.paper(candidate),
    save: (input, { candidate }) => sittings.save(candidate, input),
    heartbeat: (input, { candidate }) => sittings.heartbeat(candidate, input),
    snapshot: (_, { candidate, request }) => sittings.snapshot(candidate, request),
    submit: (input, { candidate }) => sittings.submit(candidate, input),
    messages: (_, { candidate }) => messages.received(candidate),
    readMessages: (input, { candidate }) => messages.read(candidate, input),
  });
}
