import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server as `npm start` runs it: built by build.mjs into a folder of its own (so that a running `npm start`
 * keeps its dist/) and run by plain node, no tsx.
 */
export const serverDir = path.resolve(import.meta.dirname, '../..');

/** Builds the compiled server into `outdir` (a folder under the server's node_modules/.cache). */
export function buildServer(name: string): string {
  const outdir = path.join(serverDir, 'node_modules/.cache', name);
  const build = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), '--quiet', '--outdir', outdir], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server did not build:\n${build.stderr}`);
  return outdir;
}

export type RunningServer = { process: ChildProcess; base: string; output: () => string; stop: () => Promise<void> };

/** Starts a compiled server on a free port with these variables, once it says where it runs. */
export async function startServer(outdir: string, env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const port = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const port = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      const failed = server.exitCode !== null || Date.now() - started > timeoutMs;
      if (port || failed) {
        clearInterval(timer);
        if (port) resolve(port);
        else reject(new Error(`the compiled server ${server.exitCode !== null ? 'exited' : 'did not start'}:\n${output}`));
      }
    }, 50);
  }).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  return { process: server, base: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** Removes a build made by buildServer. */
export const removeBuild = (outdir: string) => fs.rmSync(outdir, { recursive: true, force: true });
