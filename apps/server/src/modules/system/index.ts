import { moduleOf } from '../../http/module';
import { healthRoutes } from './health.routes';
import type { SystemDeps } from './system.deps';

/** The system module: what the server tells of itself (its liveness). */
export type { SystemDeps } from './system.deps';
export const systemModule = moduleOf<SystemDeps>(healthRoutes);
