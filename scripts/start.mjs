#!/usr/bin/env node
// npm start: build the web app and the server when a build is missing or older than its sources, then run the
// compiled server (which migrates, seeds an empty database and serves API and web on one port).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, serverBuildIsStale } from '../apps/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const candidate = path.join(root, 'apps/candidate');
const server = path.join(root, 'apps/server');
const contractSources = path.join(root, 'packages/contract/src');

// Quietly: warnings and errors only, so the start-up lines (the one-time password among them) stay in view.
function build(what, command, args, cwd) {
  console.log(`Building ${what}…`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The console and the exam client, each when its build is missing or older than its sources.
for (const [what, app] of [
  ['the web app', web],
  ['the exam client', candidate],
]) {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(app, p));
  if (isStale(path.join(app, 'dist/index.html'), [...sources, contractSources])) {
    build(what, path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  }
}
// The same rule for the server: dist/main.js against apps/server's and the contract's sources.
if (serverBuildIsStale()) {
  build('the server', process.execPath, [path.join(server, 'build.mjs'), '--quiet'], server);
}

// The server is this process's own and only child: plain node on the compiled JavaScript, no CLI in between (which
// could kill a server slow to confirm a second signal). Whoever spawned `node scripts/start.mjs` finds the process
// that serves, to read its memory, as that process's one child (e2e/process-memory.ts). A SIGTERM or SIGINT sent
// here is passed on once, and the server shuts down once however many reach it (a Ctrl-C reaches the whole process
// group).
const child = spawn(process.execPath, ['--enable-source-maps', path.join(server, 'dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child.signalCode && child.exitCode === null && !child.killed) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
