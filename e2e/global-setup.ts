import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildServerIfStale, serverFor, startServer } from './server';
import { startWechatApi } from './wechat-api';

/** One server for each worker, started together. */
export default async function globalSetup(config: FullConfig) {
  fs.rmSync(path.join(import.meta.dirname, 'artifacts', 'axe.jsonl'), { force: true });
  buildServerIfStale();
  const wechat = await startWechatApi();
  const servers = await Promise.all(Array.from({ length: config.workers }, (_, worker) => startServer(serverFor(worker), wechat.base)));
  return async () => {
    await Promise.all(
      servers.map((server) => {
        server.kill('SIGTERM');
        return new Promise((resolve) => server.once('exit', resolve));
      }),
    );
    wechat.close();
  };
}
