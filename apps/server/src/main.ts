import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { loggerOptions } from './http/logger';
import { openEphemeralStore } from './lib/ephemeral-store';
import { localFilesDir, openFileStore } from './lib/file-store';
import { browserAddress } from './lib/listen-address';
import { DataDirLockedError } from './lib/pid-lock';
import { moveInlineFiles } from './modules/files';
import { smsWebhookTransport, smtpTransport } from './modules/outbox';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const files = openFileStore(config);
  const store = openEphemeralStore(config.REDIS_URL);
  // One instance at a time on a shared database: replicas started together wait for each other here.
  const { moved, seeded, app } = await database.exclusive(async () => {
    await database.migrate();
    // After the SQL migrations: what rows still hold inline from before the file store goes into it.
    const moved = await moveInlineFiles(database.db, files);
    const seeded = await seedIfEmpty(database.db, config.ADMIN_PASSWORD, config.OPERATOR_PASSWORD);
    const app = await buildApp({
      database,
      files,
      store,
      customerServiceUrl: config.CUSTOMER_SERVICE_URL,
      candidateSignInUrl: config.CANDIDATE_LOGIN_URL,
      ...(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
        ? { wechat: { appId: config.WECHAT_APP_ID, secret: config.WECHAT_APP_SECRET, apiBase: config.WECHAT_API_BASE } }
        : {}),
      transports: {
        ...(config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.SMTP_FROM) } : {}),
        ...(config.SMS_WEBHOOK_URL ? { sms: smsWebhookTransport(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) } : {}),
      },
      startJobs: true,
      basePath: config.BASE_PATH,
      frameAncestors: config.FRAME_ANCESTORS,
      trustProxy: config.TRUST_PROXY,
      webDist: config.webDist,
      candidateDist: config.candidateDist,
      logger: loggerOptions(config.LOG_LEVEL),
    });
    return { moved, seeded, app };
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const steps = [() => app.close(), () => store.close(), () => files.close(), () => database.close()];
    let failed = false;
    for (const step of steps) {
      await step().catch((err: unknown) => {
        failed = true;
        app.log.error({ err }, 'shutting down');
      });
    }
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = browserAddress(config.HOST, port, config.BASE_PATH);
  const lines = [
    ``,
    `  Cloud Exam is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : localFilesDir(config.dataDir)}`,
  ];
  if (moved.logos + moved.avatars + moved.downloads)
    lines.push(`  Moved into the file store: ${moved.logos} logos, ${moved.avatars} avatars, ${moved.downloads} download-centre files`);
  if (seeded) {
    lines.push(`  Demo institution created: ${seeded.officeName}`);
    lines.push(
      `  Sign in as "${seeded.username}" with password "${seeded.password}"${seeded.generated ? ' (generated; shown only this once)' : ''}`,
    );
    if (seeded.operator)
      lines.push(
        `  The platform's operator, who writes the portal, signs in as "${seeded.operator}" with ${seeded.operatorPasswordSet ? 'OPERATOR_PASSWORD' : 'the same password'}`,
      );
  }
  // Last of start-up's output, after the listening lines the logger writes on its own turn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  Cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
