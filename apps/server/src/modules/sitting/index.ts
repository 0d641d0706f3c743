import type { FastifyInstance } from 'fastify';
import { moduleOf } from '../../http/module';
import type { Live } from './live';
import { sittingControlRoutes } from './sitting-control.routes';
import type { SittingControlService } from './sitting-control.service';
import { sittingRoutes } from './sitting.routes';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingService } from './sitting.service';

/**
 * Exam day: the candidate's sitting (sign-in, the information form, the paper, saves, heartbeats, hand-in) and the invigilators' actions on
 * sittings (pause, extra time, force submit, withdraw, lock).
 */
export { createLive, type Live } from './live';
export { createSittingControlService, type SittingControlService } from './sitting-control.service';
export { createSittingService, type SittingService } from './sitting.service';
export { createSittingInfoService, type SittingInfoService } from './sitting-info.service';

type SittingModuleDeps = { sittings: SittingService; info: SittingInfoService; control: SittingControlService; live: Live };
/** The live channel, beside the calls: a candidate's WebSocket, named by the sitting's token. */
const liveRoutes = (app: FastifyInstance, { live, sittings }: SittingModuleDeps) => live.routes(app, sittings.resolve);

export const sittingModule = moduleOf<SittingModuleDeps>(sittingRoutes, sittingControlRoutes, liveRoutes);
