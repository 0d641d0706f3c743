import { ticketApi } from '@cloud-exam/contract/sitting/ticket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../http/route';
import type { TicketService } from './ticket.service';

/**
 * Admission tickets (/gl/kw/kw/exam/ticket/…), `gl_kw` only. The QR code opens the exam client's sign-in as the exam's
 * notifications write `{signInUrl}`: `candidateSignInUrl` (CANDIDATE_LOGIN_URL) when set, else this server's public
 * address as the request reached it.
 */
export async function ticketRoutes(
  app: FastifyInstance,
  { tickets, candidateSignInUrl, basePath }: { tickets: TicketService; candidateSignInUrl?: string; basePath?: string },
) {
  const signInUrl = (request: FastifyRequest) => candidateSignInUrl ?? `${request.protocol}://${request.host}${basePath ?? ''}/candidate/`;
  routes(app, ticketApi, {
    layout: (input, { tenant }) => tickets.layout(tenant, input),
    saveLayout: (input, { tenant }) => tickets.saveLayout(tenant, input),
    tasks: (input, { tenant }) => tickets.tasks(tenant, input),
    add: (input, { tenant, request }) => tickets.add(tenant, input, request.lang, signInUrl(request)),
    remove: (input, { tenant }) => tickets.remove(tenant, input),
  });
}
