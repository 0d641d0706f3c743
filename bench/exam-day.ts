// The exam-day scenario of `npm run bench`: N simulated candidates (bench/simulate.ts) against the product as
// `npm start` runs it, the server on one core and the simulator on the other (PostgreSQL, when used, on both). They
// arrive over a minute (the 09:00 spike: N sign-ins and starts in 60 s), then each changes an answer every 10 s on
// average, saved at once, beats every 30 s and keeps its WebSocket open; 5 % lose the network once and come back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ReportTiming, timeDataReport } from './data-report';
import { setupExam } from './exam-day-setup';
import { BENCH_PASSWORD, pinned, rssMb, serverPid, startProduct } from './processes';
import type { Summary } from './simulate';

const root = path.resolve(import.meta.dirname, '..');

export type ExamDayRow = {
  database: string;
  candidates: number;
  summary: Summary;
  /** The server's CPU over the run (100 % = one core) and its largest resident memory. */
  cpuPercent: number;
  rssPeakMb: number;
  /** The session's data report read after the simulation, every paper handed in (goal < 2 s at 10,000). */
  report: ReportTiming;
};

/** Seconds of CPU the process has used (user + system), from /proc. */
function cpuSeconds(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function benchExamDay(database: string, env: Record<string, string>, candidates: number): Promise<ExamDayRow> {
  const server = await startProduct(18194, env, 0);
  const credentialsFile = path.join(os.tmpdir(), `cloud-exam-bench-credentials-${process.pid}.json`);
  try {
    const made = await setupExam({ base: server.base, username: 'admin', password: BENCH_PASSWORD, candidates });
    fs.writeFileSync(credentialsFile, JSON.stringify(made));
    const pid = serverPid(server.child);
    const cpuBefore = cpuSeconds(pid);
    const began = performance.now();
    let rssPeakMb = rssMb(pid);
    const sampler = setInterval(() => {
      try {
        rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
      } catch {
        // the server is gone: the simulator's failures say so
      }
    }, 1000);
    const summary = await simulateInChild(server.base, credentialsFile, candidates, env.DATABASE_URL);
    clearInterval(sampler);
    const cpuPercent = ((cpuSeconds(pid) - cpuBefore) / ((performance.now() - began) / 1000)) * 100;
    const report = await timeDataReport({ base: server.base, username: 'admin', password: BENCH_PASSWORD, examId: made.examId });
    return { database, candidates, summary, cpuPercent, rssPeakMb, report };
  } finally {
    fs.rmSync(credentialsFile, { force: true });
    await server.stop();
  }
}

/** The simulator as a process of its own on the second core, its summary read from its JSON output. */
function simulateInChild(base: string, credentials: string, candidates: number, databaseUrl?: string) {
  const [command, args] = pinned(1, path.join(root, 'node_modules/.bin/tsx'), [
    path.join(root, 'bench/simulate.ts'),
    ...['--base', base, '--credentials', credentials, '--candidates', String(candidates)],
    ...['--think-ms', '10000', '--batch', '1', '--ramp-ms', '60000', '--disconnect', '0.05', '--json'],
    ...(databaseUrl ? ['--database-url', databaseUrl] : []),
  ]);
  return new Promise<Summary>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out.slice(out.indexOf('{'))) as Summary);
      } catch {
        reject(new Error(`the simulator's output was not its summary: ${out.slice(0, 500)}`));
      }
    });
  });
}

const ms = (s: Summary, call: string) => {
  const l = s.latency[call];
  return l ? `${l.p50} / ${l.p99}` : '–';
};

/** The report's lines: one per run, then the failures of any run that had some. */
export function examDayTable(rows: ExamDayRow[]) {
  const header = [
    'database',
    'candidates',
    'sign-in (queue incl.)',
    'start (queue incl.)',
    'save',
    'heartbeat',
    'submit',
    'saves/s',
    'queued',
    'errors',
    'lost',
    'server CPU',
    'RSS peak',
    'data report (p50 / max)',
  ];
  const lines = rows.map(({ database, candidates, summary: s, cpuPercent, rssPeakMb, report }) => [
    database,
    `${candidates} (${s.completed} handed in)`,
    ms(s, 'login queued'),
    ms(s, 'start queued'),
    ms(s, 'save'),
    ms(s, 'heartbeat'),
    ms(s, 'submit'),
    (s.saves / (s.durationMs / 1000)).toFixed(0),
    String(s.queued),
    String(Object.values(s.errors).reduce((a, b) => a + b, 0)),
    String(s.lost),
    `${cpuPercent.toFixed(0)} %`,
    `${rssPeakMb.toFixed(0)} MB`,
    `${report.p50} / ${report.max} ms (${report.handedIn} papers, ${report.items} items)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const failures = rows.flatMap((r) => Object.entries(r.summary.errors).map(([k, n]) => `${r.database} ${r.candidates}: ${k} × ${n}`));
  return [
    row(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(row),
    ...(failures.length ? ['', ...failures] : []),
  ].join('\n');
}
