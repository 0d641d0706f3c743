#!/usr/bin/env node
// npm run dev: the server in watch mode on PORT (8080) and Vite with hot reload, proxying the API to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // A WEB_DIST without a build: in development Vite serves the web app, never a stale build.
    env: { ...process.env, PORT: port, WEB_DIST: path.join(root, 'apps/web/no-dist-in-dev') },
  }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${port}` },
  }),
];
function stop(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
}
