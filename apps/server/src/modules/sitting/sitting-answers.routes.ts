import { sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingAnswersService } from './sitting-answers.service';

/** A candidate's answer sheet and answer history (/gl/kw/kw/exam/sitting/answer…), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingAnswersRoutes(app: FastifyInstance, { answers }: { answers: SittingAnswersService }) {
  routes(app, sittingAnswersApi, {
    sheet: (input, { tenant }) => answers.sheet(tenant, input),
    saves: (input, { tenant }) => answers.saves(tenant, input),
  });
}
