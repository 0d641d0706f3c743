// `npm test`: every check and test of the project, in stages, each stage's parts side by side where they do not
// fight over the machine's cores; then the wall time of each part and the tests counted, passed and failed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * Stages run one after the other; a stage's parts run together (their output is shown whole as each ends), a part
 * alone streams its output. A failed stage stops the run.
 */
const stages = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit and API tests', script: 'test:unit', counts: vitestCounts }],
  [{ name: 'journeys', script: 'test:e2e', counts: playwrightCounts }],
];

const plain = (text) => stripVTControlCharacters(text);

/** Vitest's summary line: `Tests  2 failed | 1042 passed (1044)`. */
function vitestCounts(output) {
  const line = plain(output).match(/^\s*Tests\s+(.*)$/m)?.[1] ?? '';
  const count = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), flaky: 0, skipped: count('skipped') };
}

/** Playwright's list reporter's summary: `  60 passed (9.8m)`, `  1 flaky`, `  2 failed`. */
function playwrightCounts(output) {
  const text = plain(output);
  const count = (word) => Number(text.match(new RegExp(`^\\s+(\\d+) ${word}`, 'm'))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), flaky: count('flaky'), skipped: count('skipped') };
}

function run(part, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('npm', ['run', '--silent', part.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (alone) sink.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${part.name} (npm run ${part.script}) ──\n${output}`);
      resolve({ ...part, ok: code === 0, status: code ?? signal, seconds, counted: part.counts?.(output) });
    });
  });
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const results = [];
const began = Date.now();
let stagesRun = 0;
for (const stage of stages) {
  if (stage.length > 1) console.log(`\n── ${stage.map((p) => p.name).join(', ')}: side by side ──`);
  else console.log(`\n── ${stage[0].name} (npm run ${stage[0].script}) ──`);
  const done = await Promise.all(stage.map((part) => run(part, stage.length === 1)));
  results.push(...done);
  stagesRun++;
  if (done.some((r) => !r.ok)) break;
}
const total = (Date.now() - began) / 1000;

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nnpm test: wall time of each part');
for (const r of results) {
  const counted = r.counted
    ? `  ${r.counted.passed} passed, ${r.counted.failed} failed${r.counted.flaky ? `, ${r.counted.flaky} flaky` : ''}`
    : '';
  console.log(`  ${r.name.padEnd(width)}  ${clock(r.seconds).padStart(6)}  ${r.ok ? 'ok    ' : `FAILED (${r.status})`}${counted}`);
}
console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
const failedParts = results.filter((r) => !r.ok);
const notRun = stages.slice(stagesRun).flat();
if (notRun.length) console.log(`  not run after the failure: ${notRun.map((p) => p.name).join(', ')}`);

const sum = (key) => results.reduce((n, r) => n + (r.counted?.[key] ?? 0), 0);
console.log(`\n${sum('passed') + sum('flaky')} passed, ${sum('failed')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
process.exit(failedParts.length ? 1 : 0);
