import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingControlService } from './sitting-control.service';

/** The invigilators' actions on sittings (/gl/kw/kw/exam/sitting/…), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingControlRoutes(app: FastifyInstance, { control }: { control: SittingControlService }) {
  routes(app, sittingControlApi, {
    pause: (input, { tenant }) => control.pause(tenant, input),
    resume: (input, { tenant }) => control.resume(tenant, input),
    extraTime: (input, { tenant }) => control.extraTime(tenant, input),
    forceSubmit: (input, { tenant }) => control.forceSubmit(tenant, input),
    withdraw: (input, { tenant }) => control.withdraw(tenant, input),
    lock: (input, { tenant }) => control.lock(tenant, input),
  });
}
