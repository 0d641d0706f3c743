import { moduleOf } from '../../http/module';
import { importJobRoutes } from './import-job.routes';
import type { JobsDeps } from './jobs.deps';

/** Background imports: one kit for every spreadsheet import (`imports.define`), its queue and its job's status. */
export {
  createImports,
  type FileImporter,
  type FileImportSpec,
  type ImportContext,
  type Importer,
  type Imports,
  type ImportSpec,
} from './import.service';
export type { JobsDeps } from './jobs.deps';
export const jobsModule = moduleOf<JobsDeps>(importJobRoutes);
