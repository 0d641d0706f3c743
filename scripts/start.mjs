#!/usr/bin/env node
// npm start: build the web app when the build is missing or older than its sources, then run the server
// (which migrates, seeds an empty database and serves API and web on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
sources.push(path.join(root, 'packages/contract/src'));
const stale = !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newestMtime(sources);
if (stale) {
  console.log('Building the web app…');
  // Quietly: warnings and errors only, so the start-up lines (the one-time password among them) stay in view.
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server is this process's own child (node with tsx's loader, no tsx CLI in between, which would kill a server
// slow to confirm a second signal): a SIGTERM or SIGINT sent here is passed on once, and the server shuts down once
// however many reach it (a Ctrl-C reaches the whole process group).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!server.signalCode && server.exitCode === null && !server.killed) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
