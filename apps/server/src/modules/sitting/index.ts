import { moduleOf } from '../../http/module';
import { sittingControlRoutes } from './sitting-control.routes';
import type { SittingControlService } from './sitting-control.service';
import { sittingRoutes } from './sitting.routes';
import type { SittingService } from './sitting.service';

/**
 * Exam day: the candidate's sitting (sign-in, the paper, saves, heartbeats, hand-in) and the invigilators' actions on
 * sittings (pause, extra time, force submit, withdraw, lock).
 */
export { createSittingControlService, type SittingControlService } from './sitting-control.service';
export { createSittingService, type SittingService } from './sitting.service';
export const sittingModule = moduleOf<{ sittings: SittingService; control: SittingControlService }>(sittingRoutes, sittingControlRoutes);
