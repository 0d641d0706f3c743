import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childPids, commandLine, residentBytes } from './process-memory';
import { expect, test } from './test';

/** `npm start` as a user or a container runtime runs it, stopped the way they stop it. */
const PORT = 18_181;
const root = path.join(import.meta.dirname, '..');
const healthy = () =>
  fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

const ways = [
  { signal: 'SIGTERM', to: 'npm start' },
  { signal: 'SIGINT', to: 'npm start' },
  { signal: 'SIGINT', to: 'the process group, as Ctrl-C in a terminal' },
] as const;

// One data directory for all: the first start seeds it, and each later one starts again on what the stop before it
// released.
let dataDir = '';
test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-stop-'));
});
test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

for (const { signal, to } of ways) {
  test(`${signal} to ${to} stops the server and releases the data directory`, async () => {
    test.setTimeout(120_000);
    let output = '';
    // Its own process group, so that whatever it leaves behind can be cleared up when the test fails.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Stop2026pass', LOG_LEVEL: 'info' },
    });
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    try {
      await expect.poll(healthy, { timeout: 90_000, intervals: [250] }).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      // npm → scripts/start.mjs → the compiled server, plain node: the process a bench reads the memory of.
      const [start] = childPids(npm.pid!);
      const [server] = childPids(start!);
      expect(commandLine(start!).at(-1)).toMatch(/scripts\/start\.mjs$/);
      expect(commandLine(server!).slice(1)).toEqual(['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')]);
      expect(residentBytes(server!)).toBeGreaterThan(0);

      if (to === 'npm start') npm.kill(signal);
      else process.kill(-npm.pid!, signal);
      await expect.poll(healthy, { timeout: 15_000 }).toBe(false);
      await expect.poll(() => fs.existsSync(path.join(dataDir, 'pglite.lock')), { timeout: 15_000 }).toBe(false);
      // the stop's log line may reach the pipe after the lock is gone
      await expect.poll(() => output, { timeout: 5_000 }).toContain(`"signal":"${signal}"`);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // the group has already gone, as it should
      }
    }
  });
}
