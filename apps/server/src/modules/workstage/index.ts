import { moduleOf } from '../../http/module';
import { applicationRegisterRoutes } from './application-register.routes';
import { workStageRoutes } from './work-stage.routes';
import type { WorkstageDeps } from './workstage.deps';

/** The workbench's applications, registered by the platform operator. */
export type { WorkstageDeps } from './workstage.deps';
export const workstageModule = moduleOf<WorkstageDeps>(workStageRoutes, applicationRegisterRoutes);
