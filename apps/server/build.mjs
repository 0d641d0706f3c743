#!/usr/bin/env node
// npm run build -w apps/server: the server compiled to JavaScript in dist/, which `npm start` runs with plain node.
//
//   node build.mjs [--if-stale] [--quiet] [--outdir DIR]
//
// Two bundles side by side in dist/, one folder below apps/server as src/ is, so that every path the code takes
// relative to `import.meta.url` resolves as it does from the sources (config.ts's ../../web/dist, the JSON that
// createRequire finds in node_modules): main.js (the server) and xlsx-worker.js (the thread that reads an uploaded
// .xlsx; lib/sheet-reader.ts starts it when it runs compiled). Our code and the contract (TypeScript source) are
// bundled; npm packages stay imports, loaded from node_modules as before. The migrations are copied beside them
// (db/client.ts reads ./migrations). Source maps point stack traces at the .ts files under
// `node --enable-source-maps`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractSrc = path.resolve(here, '../../packages/contract/src');
export const SERVER_DIST = path.join(here, 'dist');
const SOURCES = [path.join(here, 'src'), path.join(here, 'build.mjs'), path.join(here, 'package.json'), contractSrc];

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

/** Whether `built` is missing or older than the newest file of `sources` (files or folders): `npm start`'s rule. */
export const isStale = (built, sources) => !fs.existsSync(built) || fs.statSync(built).mtimeMs < newestMtime(sources);

/** Whether dist/main.js is missing or older than the newest file of the server's or the contract's sources. */
export const serverBuildIsStale = (outdir = SERVER_DIST) => isStale(path.join(outdir, 'main.js'), SOURCES);

/**
 * `packages: 'external'` leaves every bare import to node, the workspace's contract too (a symlink in
 * node_modules whose exports point at .ts files node cannot run): map it to its sources, as its exports do.
 */
const bundleContract = {
  name: 'bundle-contract',
  setup(build) {
    build.onResolve({ filter: /^@cloud-exam\/contract\// }, (args) => ({
      path: path.join(contractSrc, `${args.path.slice('@cloud-exam/contract/'.length)}.ts`),
    }));
  },
};

/**
 * Builds into a new folder and then puts it in place of the old one, so that a server running from dist/ (another
 * instance on PostgreSQL) never sees a half-written one: it still finds xlsx-worker.js when it starts a read.
 */
export async function buildServer({ outdir = SERVER_DIST } = {}) {
  const esbuild = await import('esbuild');
  const next = `${outdir}.next-${process.pid}`;
  fs.rmSync(next, { recursive: true, force: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: here,
      entryPoints: {
        main: 'src/main.ts',
        'xlsx-worker': 'src/lib/xlsx-worker.ts',
        'item-file-worker': 'src/modules/bank/formats/item-file-worker.ts',
        'ticket-worker': 'src/modules/sitting/ticket-worker.ts',
      },
      outdir: next,
      bundle: true,
      packages: 'external',
      plugins: [bundleContract],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      // The maps name the .ts files, whose text is on disk beside them: the maps stay small.
      sourcesContent: false,
      // Class and function names as written (a bundle renames top-level names that clash).
      keepNames: true,
      logLevel: 'warning',
      metafile: true,
    });
    fs.cpSync(path.join(here, 'src/db/migrations'), path.join(next, 'migrations'), { recursive: true });
    const old = `${outdir}.old-${process.pid}`;
    if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
    fs.renameSync(next, outdir);
    fs.rmSync(old, { recursive: true, force: true });
    return result;
  } finally {
    fs.rmSync(next, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outdir = args.includes('--outdir') ? path.resolve(args[args.indexOf('--outdir') + 1]) : SERVER_DIST;
  if (!args.includes('--if-stale') || serverBuildIsStale(outdir)) {
    const started = performance.now();
    const { metafile } = await buildServer({ outdir });
    if (!args.includes('--quiet')) {
      const outputs = Object.entries(metafile.outputs)
        .filter(([file]) => file.endsWith('.js'))
        .map(([file, { bytes }]) => `${path.basename(file)} ${Math.round(bytes / 1024)} kB`);
      console.log(
        `Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms: ${outputs.join(', ')}`,
      );
    }
  }
}
