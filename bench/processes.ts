// The processes a bench run measures: the product as `npm start` runs it, and the reference server beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The demo administrator's password on every product the bench starts. */
export const BENCH_PASSWORD = 'BenchAdmin2026';

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** Starts a process serving HTTP on `port` and waits until `/healthz` answers; `stop` sends SIGTERM and waits. */
export async function startProcess(command: string, args: string[], port: number, env: Record<string, string>) {
  // a server left on the port by an earlier run would answer for this one
  const busy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is taken: stop what listens there (an earlier run's server?) and run again`);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `taskset -c CORE` before a command where the machine has that core and the tool; the command alone otherwise. */
export function pinned(core: number | undefined, command: string, args: string[]): [string, string[]] {
  return core !== undefined && fs.existsSync('/usr/bin/taskset') && os.cpus().length > core
    ? ['/usr/bin/taskset', ['-c', String(core), command, ...args]]
    : [command, args];
}

/**
 * The product as a user starts it: `npm start`'s script with its default settings (the log level among them),
 * which builds what is stale and runs the server as its child; with `core`, both kept to that core.
 */
export const startProduct = (port: number, env: Record<string, string>, core?: number) =>
  startProcess(...pinned(core, process.execPath, [path.join(root, 'scripts/start.mjs')]), port, { ADMIN_PASSWORD: BENCH_PASSWORD, ...env });

export const startReference = (port: number, env: Record<string, string>) =>
  startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/reference.ts')], port, env);

/** The process serving: start.mjs's child (taskset, when used, became start.mjs: it runs the command in its own place). */
export function serverPid(starter: ChildProcess) {
  const children = fs.readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0] || starter.pid);
}

/** Resident memory of a process, in MB. */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** Resident memory of the process serving (start.mjs's child), in MB. */
export const serverRssMb = (starter: ChildProcess) => rssMb(serverPid(starter));
