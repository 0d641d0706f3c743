import { accountProbes } from '../modules/account/account.probes';
import { auditProbes } from '../modules/audit/audit.probes';
import { filesProbes } from '../modules/files/files.probes';
import { jobsProbes } from '../modules/jobs/jobs.probes';
import { noticeProbes } from '../modules/notice/notice.probes';
import { orgProbes } from '../modules/org/org.probes';
import { systemProbes } from '../modules/system/system.probes';
import type { ModuleProbes } from './probes';
import { bankProbes } from '../modules/bank/bank.probes';
import { paperProbes } from '../modules/paper/paper.probes';
import { examProbes } from '../modules/exam/exam.probes';
import { sittingProbes } from '../modules/sitting/sitting.probes';
import { serviceProbes } from '../modules/service/service.probes';
import { workstageProbes } from '../modules/workstage/workstage.probes';
import { helpProbes } from '../modules/help/help.probes';
import { portalProbes } from '../modules/portal/portal.probes';

/** Every module's probes: the generated access and tenancy test walks the routes with them. */
export const MODULE_PROBES: ModuleProbes[] = [
  orgProbes,
  accountProbes,
  noticeProbes,
  filesProbes,
  systemProbes,
  auditProbes,
  jobsProbes,
  bankProbes,
  paperProbes,
  examProbes,
  sittingProbes,
  serviceProbes,
  workstageProbes,
  helpProbes,
  portalProbes,
  // new:module adds module probes above this line
];
