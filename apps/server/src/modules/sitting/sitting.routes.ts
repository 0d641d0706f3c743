import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Queued } from '@cloud-exam/contract/sitting/queue';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { routes } from '../../http/route';
import { AdmissionFull, type AdmissionLimits, createAdmissionGate } from '../../lib/admission-gate';
import { sebProofOf, sebRefusal } from './safe-exam-browser';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingMessageService } from './sitting-message.service';
import type { SittingService } from './sitting.service';

/**
 * Sign-ins and starts at once per server: fewer than the database pool's connections (10), so that saves and
 * heartbeats always find one; behind them as many as pass in 10 s at the rate they are let through (at most 2,000):
 * a candidate kept longer would rather be told to come back than wait with no word (the exam client tells the place).
 */
export const CANDIDATE_ADMISSION: AdmissionLimits = { active: 8, waiting: 2000, maxWaitSeconds: 10 };

type SittingRoutesDeps = {
  sittings: SittingService;
  info: SittingInfoService;
  messages: SittingMessageService;
  admission?: AdmissionLimits;
  candidateOrigin?: string;
};

/**
 * The exam client's calls (/gl/ks/ks/exam/…): a candidate's sign-in, then their sitting, information form and messages
 * by its token.
 * - An exam that requires Safe Exam Browser has every call checked: the sign-in's by the exam it names, every token
 *   call here, once the token has named the sitting, before anything else is read.
 * - Sign-ins and starts, what a whole session does in its first minute, pass the admission gate: past its queue the
 *   candidate is told how many are ahead and when the client tries again (41300649, `{ position, retryAfterSeconds }`).
 */
export async function sittingRoutes(
  app: FastifyInstance,
  { sittings, info, messages, admission = CANDIDATE_ADMISSION, candidateOrigin }: SittingRoutesDeps,
) {
  const seb = (request: FastifyRequest) => sebProofOf(request, candidateOrigin);
  app.addHook('preValidation', async (request) => {
    const refusal = request.candidate && sebRefusal(request.candidate.safeExamBrowserKeys, seb(request));
    if (refusal) throw new AppError(refusal);
  });
  const gate = createAdmissionGate(admission);
  const admitted = async <T>(call: () => Promise<T>) => {
    try {
      return await gate.run(call);
    } catch (error) {
      if (!(error instanceof AdmissionFull)) throw error;
      const queued: Queued = { position: error.ahead, retryAfterSeconds: error.seconds };
      throw new AppError(ErrorCodes.signInQueued, { position: error.ahead, seconds: error.seconds }, 200, queued);
    }
  };
  routes(app, sittingApi, {
    entry: (input, { request }) => sittings.entry(input, { lang: request.lang, seb: seb(request) }),
    login: (input, { request }) =>
      admitted(() => sittings.login(input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', seb: seb(request) })),
    sendCode: (input, { request }) => sittings.sendCode(input, { ip: request.ip, lang: request.lang, seb: seb(request) }),
    sitting: (_, { candidate }) => sittings.sitting(candidate),
    start: (input, { candidate }) => admitted(() => sittings.start(candidate, input)),
    paper: (_, { candidate }) => sittings.paper(candidate),
    save: (input, { candidate }) => sittings.save(candidate, input),
    heartbeat: (input, { candidate }) => sittings.heartbeat(candidate, input),
    snapshot: (_, { candidate, request }) => sittings.snapshot(candidate, request),
    mediaPlay: (input, { candidate }) => sittings.mediaPlay(candidate, input),
    info: (_, { candidate }) => info.info(candidate),
    infoSave: (input, { candidate, request }) => info.save(candidate, input, { lang: request.lang, ip: request.ip }),
    infoUpload: (input, { candidate, request }) => info.upload(candidate, input, request),
    submit: (input, { candidate }) => sittings.submit(candidate, input),
    messages: (_, { candidate }) => messages.received(candidate),
    readMessages: (input, { candidate }) => messages.read(candidate, input),
  });
}
