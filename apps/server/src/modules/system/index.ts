import { moduleOf } from '../../http/module';
import { healthRoutes } from './health.routes';

/** The system module: what the server tells of itself (its liveness). */
export const systemModule = moduleOf<object>(healthRoutes);
