/** The organisation module's public face: what the app and other modules may use of it. */
export { dataRightsOf } from './data-rights.repo';
export { createInstitutionWithAdmin, type NewInstitution } from './institution-setup';
export { orgRoutes, type OrgDeps } from './org.routes';
export { dictItemsOf } from './dict.service';
