import { startServer } from './server';

export default async function globalSetup() {
  const server = await startServer();
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
