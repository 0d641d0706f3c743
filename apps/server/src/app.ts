import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { CANDIDATE_SIGN_IN_LIMITS } from '@cloud-exam/contract/sitting/sitting';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { authentication } from './http/authenticate';
import { serializerCompiler } from './http/envelope';
import { clientErrorHandler, errorHandling, frameworkErrors, sendFailure } from './http/error-handler';
import { lazyChildLogger, logRequests } from './http/logger';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { tenancy } from './http/tenant';
import { isFilePath, registerWebApp } from './http/web-app';
import { createInstitutionWithAdmin, dataRightsOf, orgModule } from './modules/org';
import { portalModule } from './modules/portal';
import {
  accountModule,
  createAccountService,
  createCaptchaService,
  createSessionCache,
  createSignInGuard,
  loadPasswordKey,
  secretFor,
} from './modules/account';
import { createFileTasks, createStoredFiles, filesModule } from './modules/files';
import { createImports, jobsModule } from './modules/jobs';
import { createJobQueue } from './lib/job-queue';
import { helpModule } from './modules/help';
import { noticeModule } from './modules/notice';
import { serviceModule } from './modules/service';
import { workstageModule } from './modules/workstage';
import { createSettingsService } from './modules/settings';
import { createOutbox, type Transport } from './modules/outbox';
import { type Clock, systemClock } from './lib/clock';
import type { FileStore } from './lib/file-store';
import { createMemoryStore, type EphemeralStore } from './lib/ephemeral-store';
import { createWechat, type WechatConfig } from './lib/wechat';
import { systemModule } from './modules/system';
import { bankModule } from './modules/bank';
import { paperModule } from './modules/paper';
import { auditModule } from './modules/audit';
import { examModule } from './modules/exam';
import type { AdmissionLimits } from './lib/admission-gate';
import {
  createLive,
  createSessionLive,
  createSittingOverviewService,
  createSittingAnswersService,
  createSittingControlService,
  createSittingInfoService,
  createSessionPaperService,
  createSittingMessageService,
  createSittingRecordService,
  createSittingRosterService,
  createSittingRecordsService,
  createSittingAnomaliesService,
  createSittingReportService,
  createTicketService,
  createSittingService,
  createSittingDisciplineService,
  sittingModule,
} from './modules/sitting';

export type AppDeps = {
  database: Database;
  /** Where files are kept (main opens the one configured; tests a directory of their own). */
  files: FileStore;
  basePath?: string;
  /** The built web app; when absent only the API is served (tests, `npm run dev`). */
  webDist?: string;
  /** The built exam client, served under `<base path>/candidate/`. */
  candidateDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Rate limits and verification codes; in process unless given (main passes Redis when REDIS_URL is set). */
  store?: EphemeralStore;
  /** How e-mail and text messages leave; without one they stay in the outbox table and the log. */
  transports?: Partial<Record<'email' | 'sms', Transport>>;
  now?: Clock;
  customerServiceUrl?: string;
  /** WeChat website sign-in; without it the WeChat calls answer 'not configured'. */
  wechat?: WechatConfig;
  /** Host shells that may frame the console. */
  frameAncestors?: string[];
  /** Fastify's trustProxy: whose X-Forwarded-* headers to believe. */
  trustProxy?: boolean | number | string;
  /**
   * Start the background job queue at once and resume the jobs a stopped server left (main); otherwise it starts
   * on the first job (tests).
   */
  startJobs?: boolean;
  /** Seconds a failed background job waits before its next attempt (10 unless a test says less). */
  jobRetryDelaySeconds?: number;
  /** Seconds between the job workers' looks for retries and scheduled work (2 unless a test says less). */
  jobPollingSeconds?: number;
  /** The largest candidate photo zip (100 MB unless a test says less). */
  photoZipMaxBytes?: number;
  /** A photo zip's pictures kept together, its job's progress told after each such batch (500 unless a test says less). */
  photosAtOnce?: number;
  /** Where candidates sign in, as exam notifications name it; unset, this server's own address. */
  candidateSignInUrl?: string;
  /** Candidates' sign-ins and starts let through at once and kept waiting (`CANDIDATE_ADMISSION` unless a test says less). */
  candidateAdmission?: AdmissionLimits;
};

/** Paths that belong to the API: everything else is the web app's (history routing falls back to index.html). */
const API_PREFIXES = ['/gl/', '/cloudeFile/', '/signupApi/', '/api-docs', '/healthz'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its options, as registered: the access test walks them. */
    registeredRoutes: RouteOptions[];
  }
}

export async function buildApp(deps: AppDeps) {
  const basePath = deps.basePath ?? '';
  const app = Fastify({
    logger: deps.logger ?? false,
    // Requests are logged by logRequests: one line, and at info only the failed and the slow ones.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    genReqId: () => randomUUID(),
    frameworkErrors,
    clientErrorHandler,
    // A number of hops is Fastify's too (proxy-addr), though its types leave it out.
    ...(deps.trustProxy !== undefined ? { trustProxy: deps.trustProxy as boolean | string } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  logRequests(app);
  await app.register(securityHeaders, { frameAncestors: deps.frameAncestors });
  await app.register(requestContext);
  await app.register(errorHandling);
  await app.register(formbody);
  await app.register(websocket);
  await app.register(multipart);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cloud Exam API', version: '1.0.0', description: 'Every call of the console, in the {code, data, msg} envelope.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${basePath}/api-docs` });
  const sendIndex = deps.webDist ? await registerWebApp(app, deps.webDist, basePath) : undefined;
  const candidatePath = `${basePath}/candidate`;
  const sendCandidateIndex = deps.candidateDist
    ? await registerWebApp(app, deps.candidateDist, candidatePath, { second: !!sendIndex })
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const inApi = API_PREFIXES.some((p) => pathname.startsWith(basePath + p));
    const inApp = pathname === basePath || pathname.startsWith(`${basePath}/`);
    const page = request.method === 'GET' && inApp && !inApi && !isFilePath(pathname);
    if (page && sendCandidateIndex && (pathname === candidatePath || pathname.startsWith(`${candidatePath}/`)))
      return sendCandidateIndex(request, reply);
    if (page && sendIndex) return sendIndex(request, reply);
    return sendFailure(reply, request.lang, { status: 404, code: ErrorCodes.notFound, data: null });
  });

  const db = deps.database.db;
  const now = deps.now ?? systemClock;
  const store = deps.store ?? createMemoryStore(now);
  if (!deps.store) app.addHook('onClose', () => store.close());
  const outbox = createOutbox(db, app.log, deps.transports ?? {});
  const storedFiles = createStoredFiles(db, deps.files);
  const settings = createSettingsService(db);
  const passwordKey = await loadPasswordKey(db);
  // one verification-code service for the console's codes and the candidates' sign-in codes: the same limits
  const captcha = createCaptchaService({ store, outbox, now, settings, secret: secretFor(passwordKey, 'verification codes') });
  const account = createAccountService({
    db,
    key: passwordKey,
    captcha,
    settings,
    signInGuard: createSignInGuard(store),
    sessions: await createSessionCache(store, app.log),
    now,
    storedFiles,
    filePath: `${basePath}/cloudeFile/file/`,
    serviceUrl: deps.customerServiceUrl ?? null,
    ...(deps.wechat ? { wechat: createWechat(deps.wechat, store) } : {}),
    createInstitution: (input) => createInstitutionWithAdmin(db, input),
  });
  const fileTasks = createFileTasks(db, now, storedFiles);
  const queue = createJobQueue(deps.database, app.log, {
    onStart: () => imports.resume(),
    ...(deps.jobRetryDelaySeconds !== undefined ? { retryDelaySeconds: deps.jobRetryDelaySeconds } : {}),
    ...(deps.jobPollingSeconds !== undefined ? { pollingIntervalSeconds: deps.jobPollingSeconds } : {}),
  });
  const imports = createImports({ db, queue, fileTasks, files: deps.files, rightsOf: (session) => dataRightsOf(db, session), now });
  queue.every('files.expire', '13 * * * *', () => fileTasks.removeExpired());
  const sessionLive = createSessionLive(store, app.log);
  const sittings = createSittingService({
    db,
    now,
    sessionChanged: sessionLive.changed,
    log: app.log,
    guard: createSignInGuard(store, { prefix: 'candidate-signin', limits: CANDIDATE_SIGN_IN_LIMITS, code: ErrorCodes.signInThrottled }),
    captcha,
    storedFiles,
  });
  // Sittings whose time is up are handed in by the server, whether or not their client is still there.
  queue.every('sittings.handInDue', '* * * * *', async () => {
    while ((await sittings.handInDue()) > 0);
  });
  app.addHook('onClose', () => queue.stop());
  await app.register(authentication, { resolveToken: account.resolveToken, resolveCandidate: sittings.resolve });
  await app.register(tenancy, { rightsOf: (session) => dataRightsOf(db, session) });
  await app.register(
    async (api) => {
      await api.register(systemModule);
      await api.register(accountModule, { account, store, storedFiles });
      await api.register(noticeModule, { db, now });
      await api.register(serviceModule, { db, now, customerServiceUrl: deps.customerServiceUrl });
      await api.register(workstageModule, { db, now });
      await api.register(filesModule, { fileTasks, storedFiles });
      await api.register(jobsModule, { imports });
      await api.register(orgModule, {
        db,
        settings,
        fileTasks,
        storedFiles,
        imports,
        decryptPassword: account.decryptPassword,
        forgetUsers: account.forgetUsers,
        forgetOffice: account.forgetOffice,
        now,
        outbox,
      });
      await api.register(auditModule, { db });
      await api.register(bankModule, { db, fileTasks, imports, queue, storedFiles, now });
      await api.register(paperModule, { db });
      await api.register(examModule, {
        db,
        now,
        storedFiles,
        imports,
        fileTasks,
        resolveSession: account.resolveTokenHash,
        photoZipMaxBytes: deps.photoZipMaxBytes,
        photosAtOnce: deps.photosAtOnce,
        outbox,
        queue,
        candidateSignInUrl: deps.candidateSignInUrl,
        basePath,
      });
      const live = createLive(store, app.log);
      await api.register(sittingModule, {
        sittings,
        info: createSittingInfoService({ db, now, storedFiles }),
        live,
        control: createSittingControlService({ db, now, sittings, live, sessionChanged: sessionLive.changed }),
        messages: createSittingMessageService({ db, now, live, sessionChanged: sessionLive.changed }),
        overview: createSittingOverviewService({ db, now }),
        sessionLive,
        resolveToken: account.resolveToken,
        admission: deps.candidateAdmission,
        ...(deps.candidateSignInUrl ? { candidateOrigin: new URL(deps.candidateSignInUrl).origin } : {}),
        roster: createSittingRosterService({ db, now }),
        records: createSittingRecordsService({ db, now, queue, fileTasks }),
        answers: createSittingAnswersService({ db, now }),
        record: createSittingRecordService({ db }),
        anomalies: createSittingAnomaliesService({ db, now, queue, fileTasks, sessionChanged: sessionLive.changed }),
        report: createSittingReportService({ db, now, queue, fileTasks }),
        discipline: createSittingDisciplineService({ db, now, queue, fileTasks, storedFiles, sessionChanged: sessionLive.changed }),
        fileTasks,
        sessionPaper: createSessionPaperService({ db }),
        tickets: createTicketService({ db, now, queue, fileTasks, storedFiles }),
        candidateSignInUrl: deps.candidateSignInUrl,
        basePath,
      });
      await api.register(helpModule, { db });
      await api.register(portalModule, { db, now, storedFiles });
      // new:module registers routes above this line
    },
    { prefix: basePath },
  );
  if (deps.startJobs) await queue.start();
  return app;
}
