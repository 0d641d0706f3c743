import type { FastifyInstance } from 'fastify';
import type { AdmissionLimits } from '../../lib/admission-gate';
import { moduleOf } from '../../http/module';
import type { ExportArchive } from '../../http/spreadsheet';
import type { Live } from './live';
import { sittingControlRoutes } from './sitting-control.routes';
import type { SittingControlService } from './sitting-control.service';
import { sittingMessageRoutes } from './sitting-message.routes';
import type { SittingMessageService } from './sitting-message.service';
import { sittingRecordRoutes } from './sitting-record.routes';
import type { SittingRecordService } from './sitting-record.service';
import type { SittingRosterService } from './sitting-roster.service';
import { sittingRoutes } from './sitting.routes';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingService } from './sitting.service';

/**
 * Exam day: the candidate's sitting (sign-in, the information form, the paper, saves, heartbeats, hand-in), the
 * invigilators' actions on sittings (pause, extra time, force submit, withdraw, lock), their messages to candidates and
 * the console's reads of sittings (the session's candidates, a candidate's record, a message's reading).
 */
export { createLive, type Live } from './live';
export { createSittingControlService, type SittingControlService } from './sitting-control.service';
export { createSittingMessageService, type SittingMessageService } from './sitting-message.service';
export { createSittingRosterService, type SittingRosterService } from './sitting-roster.service';
export { createSittingRecordService, type SittingRecordService } from './sitting-record.service';
export { createSittingService, type SittingService } from './sitting.service';
export { createSittingInfoService, type SittingInfoService } from './sitting-info.service';

type SittingModuleDeps = {
  sittings: SittingService;
  info: SittingInfoService;
  control: SittingControlService;
  messages: SittingMessageService;
  roster: SittingRosterService;
  record: SittingRecordService;
  /** The download centre, where the record's export leaves a copy. */
  fileTasks: ExportArchive;
  live: Live;
  admission?: AdmissionLimits;
  /** The exam client's public origin (CANDIDATE_LOGIN_URL's), which Safe Exam Browser's hashes are computed with. */
  candidateOrigin?: string;
};
/** The live channel, beside the calls: a candidate's WebSocket, named by the sitting's token. */
const liveRoutes = (app: FastifyInstance, { live, sittings }: SittingModuleDeps) => live.routes(app, sittings.resolve);

export const sittingModule = moduleOf<SittingModuleDeps>(
  sittingRoutes,
  sittingControlRoutes,
  sittingMessageRoutes,
  sittingRecordRoutes,
  liveRoutes,
);
