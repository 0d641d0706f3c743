/** The organisation module's public face: what the app and other modules may use of it. */
export { dataRightsOf } from './data-rights.repo';
export { createInstitutionWithAdmin, type NewInstitution } from './institution-setup';
export { orgRoutes, type OrgDeps } from './org.routes';
/** Candidate accounts and departments, for the exam module's candidates. */
export { candidateRepo, type CandidateRow, type NewCandidate } from './candidate.repo';
export { dictItemsOf } from './dict.service';
export { deptRepo } from './dept.repo';
export { activeMembers } from './member.repo';
export { normalisePath, pathsOf } from './dept.service';
