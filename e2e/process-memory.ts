import fs from 'node:fs';

/**
 * The process that serves, and its memory, for the journeys and the bench (Linux: read from /proc).
 *
 * `node scripts/start.mjs` (pid P) builds what is stale (a child of its own while it builds) and then spawns the
 * server as its one child: `node --enable-source-maps apps/server/dist/main.js`, the process that listens. So once
 * /healthz answers, the server is `childPids(P)[0]`; under `npm start` npm's child is start.mjs (the script execs
 * it), and the server is npm's grandchild. Idle memory: `residentBytes(server)` a few seconds after /healthz.
 */
export function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.readFileSync(file, 'utf8').split(' ').filter(Boolean).map(Number);
}

/** The command line of a process, its arguments split. */
export function commandLine(pid: number): string[] {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** The resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
