import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { routes } from '../../http/route';
import { sebProofOf, sebRefusal } from './safe-exam-browser';
import type { SittingService } from './sitting.service';

/**
 * The exam client's calls (/gl/ks/ks/exam/…): a candidate's sign-in, then their sitting by its token. An exam that
 * requires Safe Exam Browser has every call checked: the sign-in's by the exam it names, every token call here, once
 * the token has named the sitting, before anything else is read.
 */
export async function sittingRoutes(
  app: FastifyInstance,
  { sittings, candidateOrigin }: { sittings: SittingService; candidateOrigin?: string },
) {
  const seb = (request: FastifyRequest) => sebProofOf(request, candidateOrigin);
  app.addHook('preValidation', async (request) => {
    const refusal = request.candidate && sebRefusal(request.candidate.safeExamBrowserKeys, seb(request));
    if (refusal) throw new AppError(refusal);
  });
  routes(app, sittingApi, {
    entry: (input, { request }) => sittings.entry(input, { lang: request.lang, seb: seb(request) }),
    login: (input, { request }) =>
      sittings.login(input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', seb: seb(request) }),
    sendCode: (input, { request }) => sittings.sendCode(input, { ip: request.ip, lang: request.lang, seb: seb(request) }),
    sitting: (_, { candidate }) => sittings.sitting(candidate),
    start: (input, { candidate }) => sittings.start(candidate, input),
    paper: (_, { candidate }) => sittings.paper(candidate),
    save: (input, { candidate }) => sittings.save(candidate, input),
    heartbeat: (input, { candidate }) => sittings.heartbeat(candidate, input),
    snapshot: (_, { candidate, request }) => sittings.snapshot(candidate, request),
    submit: (input, { candidate }) => sittings.submit(candidate, input),
  });
}
