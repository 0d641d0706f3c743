import type { FastifyInstance } from 'fastify';
import type { AdmissionLimits } from '../../lib/admission-gate';
import { moduleOf } from '../../http/module';
import type { Live } from './live';
import { sessionPaperRoutes } from './session-paper.routes';
import type { SessionPaperService } from './session-paper.service';
import { sittingControlRoutes } from './sitting-control.routes';
import type { SittingControlService } from './sitting-control.service';
import { sittingMessageRoutes } from './sitting-message.routes';
import type { SittingMessageService } from './sitting-message.service';
import type { SittingRosterService } from './sitting-roster.service';
import { sittingRoutes } from './sitting.routes';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingService } from './sitting.service';

/**
 * Exam day: the candidate's sitting (sign-in, the information form, the paper, saves, heartbeats, hand-in), the
 * invigilators' actions on sittings (pause, extra time, force submit, withdraw, lock), their messages to candidates and
 * the console's reads of sittings, and the paper a session's candidates draw.
 */
export { createLive, type Live } from './live';
export { createSessionPaperService, type SessionPaperService } from './session-paper.service';
export { createSittingControlService, type SittingControlService } from './sitting-control.service';
export { createSittingMessageService, type SittingMessageService } from './sitting-message.service';
export { createSittingRosterService, type SittingRosterService } from './sitting-roster.service';
export { createSittingService, type SittingService } from './sitting.service';
export { createSittingInfoService, type SittingInfoService } from './sitting-info.service';

type SittingModuleDeps = {
  sittings: SittingService;
  info: SittingInfoService;
  control: SittingControlService;
  messages: SittingMessageService;
  roster: SittingRosterService;
  sessionPaper: SessionPaperService;
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
  sessionPaperRoutes,
  liveRoutes,
);
