import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingService } from './sitting.service';

/** The exam client's calls (/gl/ks/ks/exam/…): a candidate's sign-in, then their sitting by its token. */
export async function sittingRoutes(app: FastifyInstance, { sittings, info }: { sittings: SittingService; info: SittingInfoService }) {
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
    info: (_, { candidate }) => info.info(candidate),
    infoSave: (input, { candidate, request }) => info.save(candidate, input, { lang: request.lang, ip: request.ip }),
    infoUpload: (input, { candidate, request }) => info.upload(candidate, input, request),
    submit: (input, { candidate }) => sittings.submit(candidate, input),
  });
}
