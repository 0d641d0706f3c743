// What the sign-in page and the console shell load, and what weighs in it: a Markdown report made from the
// bundle statistics a `BUNDLE_REPORT=1` build writes (apps/web/vite.config.ts) and the built files themselves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

type StatModule = { id: string; code: string };
type StatChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: StatModule[];
};

/**
 * A step of the visit: the lazy chunks it loads (by the module that starts them, or by file name as a browser saw
 * them: a file name or the end of a URL), with everything they import statically; chunks an earlier step loaded are not counted again.
 */
export type ReportStep = { name: string; entries?: RegExp[]; files?: string[] };

/** The bench's visit in Chinese: /login, then sign-in and the workbench in the console shell. */
export const DEFAULT_STEPS: ReportStep[] = [
  {
    name: '/login (zh)',
    entries: [
      /features\/account\/pages\/login-page\.tsx$/,
      /locales\/zh\/(common|account)\.json$/,
      /antd\/es\/locale\/zh_CN\.js$/,
      /dayjs\/locale\/zh-cn\.js$/,
    ],
  },
  {
    name: 'sign-in and the console shell at /home (zh)',
    entries: [
      /features\/account\/sign-in-kit\.ts$/,
      /auth\/(session-api|encrypt-password)\.ts$/,
      /contract\/src\/errors\.ts$/,
      /components\/feedback-message\.tsx$/,
      /layout\/console-route\.tsx$/,
      /features\/home\/pages\/home-page\.tsx$/,
      /locales\/zh\/[a-z]+\.json$/,
    ],
  },
];

const brotli = (b: Buffer | string) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** node_modules/antd/es/form/x.js → antd/form; node_modules/@scope/pkg/… → @scope/pkg; app files by path. */
function groupOf(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    if (pkg === 'antd' && parts[1] === 'es' && parts.length > 3) return `antd/${parts[2]}`;
    return pkg;
  }
  return id
    .replace(/^packages\/contract\/src\//, 'contract/')
    .replace(/^apps\/web\/src\//, 'web/')
    .replace(/\?.*$/, '');
}

const kb = (n: number) => (n / 1024).toFixed(1);
/** Rows of each table of parts (REPORT_ROWS to see more). */
const rows = Number(process.env.REPORT_ROWS ?? 25);

/**
 * The Markdown report: the entry with what it imports statically (what every page runs before any lazy import),
 * then each step of the visit, each with its chunks and the largest packages or modules in it, by their
 * brotli-compressed share (a chunk's real brotli size, shared out by what each part compresses to alone).
 */
export async function bundleReport(distDir: string, steps: ReportStep[] = DEFAULT_STEPS): Promise<string> {
  const statsFile = path.join(distDir, '.vite', 'bundle-stats.json');
  const stats = JSON.parse(
    await fs.readFile(statsFile, 'utf8').catch(() => {
      throw new Error(`${statsFile} is missing: build with BUNDLE_REPORT=1 (npm run bench does)`);
    }),
  ) as { chunks: StatChunk[] };
  const byFile = new Map(stats.chunks.map((c) => [c.fileName, c]));

  const closure = (start: StatChunk[]) => {
    const seen = new Set<string>();
    const visit = (c: StatChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const i of c.imports) if (byFile.has(i)) visit(byFile.get(i)!);
    };
    start.forEach(visit);
    return seen;
  };

  const measured = new Map<string, { raw: number; br: number; parts: Map<string, { raw: number; br: number }> }>();
  const measure = async (fileName: string) => {
    const known = measured.get(fileName);
    if (known) return known;
    const chunk = byFile.get(fileName)!;
    const built = await fs.readFile(path.join(distDir, fileName));
    const codeByGroup = new Map<string, string>();
    for (const m of chunk.modules) codeByGroup.set(groupOf(m.id), (codeByGroup.get(groupOf(m.id)) ?? '') + m.code);
    const alone = [...codeByGroup].map(([g, code]) => ({ g, raw: Buffer.byteLength(code), br: code ? brotli(code) : 0 }));
    const rawSum = alone.reduce((n, a) => n + a.raw, 0) || 1;
    const brSum = alone.reduce((n, a) => n + a.br, 0) || 1;
    const br = brotli(built);
    // Shares of the minified file: a part's unminified size and its size compressed alone, scaled to the real file.
    const parts = new Map(alone.map((a) => [a.g, { raw: (a.raw / rawSum) * built.length, br: (a.br / brSum) * br }]));
    const result = { raw: built.length, br, parts };
    measured.set(fileName, result);
    return result;
  };

  const section = async (title: string, files: string[]) => {
    const lines = [`### ${title}`, ''];
    const chunks = await Promise.all(files.map(async (f) => ({ f, ...(await measure(f)) })));
    const raw = chunks.reduce((n, c) => n + c.raw, 0);
    const br = chunks.reduce((n, c) => n + c.br, 0);
    lines.push(`${files.length} files, ${kb(raw)} KB raw, ${kb(br)} KB brotli`, '');
    const parts = new Map<string, { raw: number; br: number }>();
    for (const c of chunks)
      for (const [g, p] of c.parts) {
        const sum = parts.get(g) ?? { raw: 0, br: 0 };
        parts.set(g, { raw: sum.raw + p.raw, br: sum.br + p.br });
      }
    lines.push('| package or module | raw KB | brotli KB | share |', '|---|---:|---:|---:|');
    const sorted = [...parts].sort((a, b) => b[1].br - a[1].br);
    for (const [g, p] of sorted.slice(0, rows)) lines.push(`| ${g} | ${kb(p.raw)} | ${kb(p.br)} | ${((p.br / br) * 100).toFixed(1)}% |`);
    if (sorted.length > rows) {
      const rest = sorted.slice(rows).reduce((n, [, p]) => ({ raw: n.raw + p.raw, br: n.br + p.br }), { raw: 0, br: 0 });
      lines.push(`| ${sorted.length - rows} more | ${kb(rest.raw)} | ${kb(rest.br)} | ${((rest.br / br) * 100).toFixed(1)}% |`);
    }
    lines.push('', '| chunk | raw KB | brotli KB |', '|---|---:|---:|');
    for (const c of chunks.sort((a, b) => b.br - a.br)) lines.push(`| ${c.f} | ${kb(c.raw)} | ${kb(c.br)} |`);
    lines.push('');
    return { lines, br };
  };

  const entries = stats.chunks.filter((c) => c.isEntry);
  const loaded = closure(entries);
  const out = ['## JavaScript by page', ''];
  out.push(...(await section('Entry and its static imports (before any lazy import)', [...loaded])).lines);
  let total = 0;
  for (const step of steps) {
    const starts = stats.chunks.filter(
      (c) => step.files?.some((f) => f.endsWith(c.fileName)) || step.entries?.some((re) => c.facadeModuleId && re.test(c.facadeModuleId)),
    );
    const fresh = [...closure(starts)].filter((f) => !loaded.has(f));
    if (step === steps[0]) fresh.unshift(...loaded);
    fresh.forEach((f) => loaded.add(f));
    const s = await section(step.name, fresh);
    total += s.br;
    out.push(...s.lines);
  }
  out.push(`All steps together: ${kb(total)} KB brotli`, '');
  return out.join('\n');
}
