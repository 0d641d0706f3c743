import { startServer } from './server';
import { startWechatApi } from './wechat-api';

export default async function globalSetup() {
  const wechat = await startWechatApi();
  const server = await startServer(wechat.base);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    wechat.close();
  };
}
