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
export { jobRoutes } from './jobs.routes';
