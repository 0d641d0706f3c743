import type { FastifyInstance } from 'fastify';
import type { AdmissionLimits } from '../../lib/admission-gate';
import { moduleOf } from '../../http/module';
import type { ResolveToken } from '../../http/authenticate';
import type { ExportArchive } from '../../http/spreadsheet';
import type { Live } from './live';
import type { SessionLive } from './session-live';
import { sittingAnomaliesRoutes } from './sitting-anomalies.routes';
import type { SittingAnomaliesService } from './sitting-anomalies.service';
import { sittingAnswersRoutes } from './sitting-answers.routes';
import { sittingDisciplineRoutes } from './sitting-discipline.routes';
import type { SittingDisciplineService } from './sitting-discipline.service';
import type { SittingAnswersService } from './sitting-answers.service';
import { sessionPaperRoutes } from './session-paper.routes';
import type { SessionPaperService } from './session-paper.service';
import { sittingControlRoutes } from './sitting-control.routes';
import type { SittingControlService } from './sitting-control.service';
import { sittingMessageRoutes } from './sitting-message.routes';
import type { SittingMessageService } from './sitting-message.service';
import { sittingOverviewRoutes } from './sitting-overview.routes';
import type { SittingOverviewService } from './sitting-overview.service';
import type { SittingRecordsService } from './sitting-records.service';
import { sittingRecordsRoutes } from './sitting-records.routes';
import { sittingRecordRoutes } from './sitting-record.routes';
import type { SittingRecordService } from './sitting-record.service';
import type { SittingRosterService } from './sitting-roster.service';
import { sittingRoutes } from './sitting.routes';
import { sittingReportRoutes } from './sitting-report.routes';
import type { SittingReportService } from './sitting-report.service';
import type { SittingInfoService } from './sitting-info.service';
import type { SittingService } from './sitting.service';
import { ticketRoutes } from './ticket.routes';
import type { TicketService } from './ticket.service';

/**
 * Exam day: the candidate's sitting (sign-in, the information form, the paper, saves, heartbeats, hand-in), the
 * invigilators' actions on sittings (pause, extra time, force submit, withdraw, lock), their messages to candidates,
 * the paper a session's candidates draw, and the console's reads of exam day: a session's overview (with its live
 * channel), the answer records of an exam or a session with their export, a candidate's answer sheet, answer history
 * and record, a message's reading.
 */
export { createLive, type Live } from './live';
export { createSessionLive, type SessionLive } from './session-live';
export { createSittingAnomaliesService, type SittingAnomaliesService } from './sitting-anomalies.service';
export { createSittingOverviewService, type SittingOverviewService } from './sitting-overview.service';
export { createSittingAnswersService, type SittingAnswersService } from './sitting-answers.service';
export { createSessionPaperService, type SessionPaperService } from './session-paper.service';
export { createSittingControlService, type SittingControlService } from './sitting-control.service';
export { createSittingMessageService, type SittingMessageService } from './sitting-message.service';
export { createSittingRosterService, type SittingRosterService } from './sitting-roster.service';
export { createSittingRecordsService, type SittingRecordsService } from './sitting-records.service';
export { createSittingRecordService, type SittingRecordService } from './sitting-record.service';
export { createSittingService, type SittingService } from './sitting.service';
export { createSittingInfoService, type SittingInfoService } from './sitting-info.service';
export { createSittingReportService, type SittingReportService } from './sitting-report.service';
export { createSittingDisciplineService, type SittingDisciplineService } from './sitting-discipline.service';
export { createTicketService, type TicketService } from './ticket.service';

type SittingModuleDeps = {
  sittings: SittingService;
  info: SittingInfoService;
  control: SittingControlService;
  messages: SittingMessageService;
  roster: SittingRosterService;
  overview: SittingOverviewService;
  records: SittingRecordsService;
  answers: SittingAnswersService;
  record: SittingRecordService;
  anomalies: SittingAnomaliesService;
  report: SittingReportService;
  discipline: SittingDisciplineService;
  /** The download centre, where the record's export leaves a copy. */
  fileTasks: ExportArchive;
  sessionPaper: SessionPaperService;
  live: Live;
  sessionLive: SessionLive;
  /** A member's token: who watches a session on the console's live channel. */
  resolveToken: ResolveToken;
  admission?: AdmissionLimits;
  /** The exam client's public origin (CANDIDATE_LOGIN_URL's), which Safe Exam Browser's hashes are computed with. */
  candidateOrigin?: string;
  /** Admission tickets, and the exam client's address their QR codes open (as the exam's notifications' `{signInUrl}`). */
  tickets: TicketService;
  candidateSignInUrl?: string;
  basePath?: string;
};
/** The live channel, beside the calls: a candidate's WebSocket, named by the sitting's token. */
const liveRoutes = async (app: FastifyInstance, { live, sittings, sessionLive, resolveToken, overview }: SittingModuleDeps) => {
  await live.routes(app, sittings.resolve);
  // and the console's, named by the member's token and the session watched
  await sessionLive.routes(app, { resolveToken, mayWatch: overview.mayWatch });
};

export const sittingModule = moduleOf<SittingModuleDeps>(
  sittingRoutes,
  sittingControlRoutes,
  sittingMessageRoutes,
  sittingOverviewRoutes,
  sittingRecordsRoutes,
  sittingAnswersRoutes,
  sittingRecordRoutes,
  sessionPaperRoutes,
  sittingAnomaliesRoutes,
  sittingReportRoutes,
  sittingDisciplineRoutes,
  ticketRoutes,
  liveRoutes,
);
