import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingControlService } from './sitting-control.service';
import type { SittingRosterService } from './sitting-roster.service';

/**
 * The invigilators' actions on sittings and the console's reads of them (/gl/kw/kw/exam/sitting/…), for `gl_kw` and,
 * in their own rooms, `gl_kw_monitor`.
 */
export async function sittingControlRoutes(
  app: FastifyInstance,
  { control, roster }: { control: SittingControlService; roster: SittingRosterService },
) {
  routes(app, sittingControlApi, {
    pause: (input, { tenant }) => control.pause(tenant, input),
    resume: (input, { tenant }) => control.resume(tenant, input),
    extraTime: (input, { tenant }) => control.extraTime(tenant, input),
    forceSubmit: (input, { tenant }) => control.forceSubmit(tenant, input),
    withdraw: (input, { tenant }) => control.withdraw(tenant, input),
    lock: (input, { tenant }) => control.lock(tenant, input),
    list: (input, { tenant }) => roster.list(tenant, input),
    candidate: (input, { tenant }) => roster.candidate(tenant, input),
  });
}
