import { moduleOf } from '../../http/module';
import { areaRoutes } from './area.routes';
import { candidateRoutes } from './candidate.routes';
import { deptRoutes } from './dept.routes';
import { dictRoutes } from './dict.routes';
import { invitationRoutes } from './invitation.routes';
import { memberRoutes } from './member.routes';
import { myInvitationRoutes } from './my-invitation.routes';
import { officeRoutes } from './office.routes';
import type { OrgDeps } from './org.deps';
import { postRoutes } from './post.routes';
import { roleRoutes } from './role.routes';

/** The organisation module's public face: what the app and other modules may use of it. */
export { dataRightsOf } from './data-rights.repo';
/** Whether data rights cover a department, for modules whose rows belong to departments. */
export { canSeeDept } from './data-rights';
export { createInstitutionWithAdmin, type NewInstitution } from './institution-setup';
export type { OrgDeps } from './org.deps';
export { createPlatformOperator, type NewOperator, platformOfficeId } from './platform';
/** Candidate accounts and departments, for the exam module's candidates. */
export { candidateRepo, type CandidateRow, type NewCandidate } from './candidate.repo';
export { dictItemsOf } from './dict.service';
export { deptRepo } from './dept.repo';
export { activeMembers } from './member.repo';
/** The institution's time zone, for what writes exam times (notifications, exports, admission numbers). */
export { institutionTimeZone } from './office.repo';
export { normalisePath, pathsOf } from './dept.service';
/** Organisation and system settings (/sys): every route needs gl_xt except the reference data any user reads. */
export const orgModule = moduleOf<OrgDeps>(
  deptRoutes,
  postRoutes,
  memberRoutes,
  invitationRoutes,
  myInvitationRoutes,
  roleRoutes,
  dictRoutes,
  areaRoutes,
  officeRoutes,
  candidateRoutes,
);
