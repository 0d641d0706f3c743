import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './server';
import { startWechatApi } from './wechat-api';

export default async function globalSetup() {
  fs.rmSync(path.join(import.meta.dirname, 'artifacts', 'axe.jsonl'), { force: true });
  const wechat = await startWechatApi();
  const server = await startServer(wechat.base);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    wechat.close();
  };
}
