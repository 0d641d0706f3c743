import { moduleOf } from '../../http/module';
import { sittingRoutes } from './sitting.routes';
import type { SittingService } from './sitting.service';

/** Exam day as the candidate meets it: sign-in to a sitting, the paper, saves, heartbeats, hand-in. */
export { createSittingService, type SittingService } from './sitting.service';
export const sittingModule = moduleOf<{ sittings: SittingService }>(sittingRoutes);
