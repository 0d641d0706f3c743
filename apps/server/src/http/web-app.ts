import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The build names every file under assets/ by its content: a new build gives new names, so these never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, version.json and the like keep their names: the browser asks again each time (an ETag answers 304). */
const REVALIDATE = 'no-cache';

type Variant = { body: Buffer; encoding?: 'br' | 'gzip' };

/** index.html with its base path written in, as it is sent: plain, brotli and gzip. */
function indexVariants(indexFile: string, basePath: string): Record<string, Variant> {
  const html = Buffer.from(fs.readFileSync(indexFile, 'utf8').replace('<base href="/" />', `<base href="${basePath}/" />`));
  return {
    identity: { body: html },
    br: { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), encoding: 'br' },
    gzip: { body: gzipSync(html, { level: 9 }), encoding: 'gzip' },
  };
}

/**
 * Serves the built web app under the base path, as the build left it: every file with the brotli and gzip copies
 * made at build time (`x.js.br`, `x.js.gz`), chosen by Accept-Encoding, and `index.html` (its `<base href>`
 * written from BASE_PATH, compressed once per build). Files are looked up when asked for and index.html is read
 * again when the build changes, so a build replaced while the server runs is served at once. Answers how to send
 * `index.html`, which the history fallback sends for every path of the app; undefined when there is no build.
 * `second`: another app served the same way under its own path (the exam client under `/candidate`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, basePath: string, { second = false } = {}) {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  let built = { at: fs.statSync(indexFile).mtimeMs, variants: indexVariants(indexFile, basePath) };
  const index = () => {
    const at = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (at !== undefined && at !== built.at) built = { at, variants: indexVariants(indexFile, basePath) };
    return built.variants;
  };

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: `${basePath}/`,
    index: false,
    // a second app (the exam client) beside the first: the reply's sendFile is the first's
    decorateReply: !second,
    preCompressed: true,
    // index.html is sent below, its base path written in; the compressed copies only stand in for their file.
    allowedPath: (pathName) => !/(^|\/)index\.html|\.(br|gz)$/.test(pathName),
    setHeaders: (res, file) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const variants = index();
    const accepted = request.headers['accept-encoding'];
    const chosen = (accepted && variants[negotiate(accepted, ['br', 'gzip']) ?? '']) || variants.identity!;
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    return reply.send(chosen.body);
  };
  for (const url of [`${basePath}/`, `${basePath}/index.html`])
    app.get(url, { config: { access: { kind: 'public' } }, schema: { hide: true } }, sendIndex);
  return sendIndex;
}

/**
 * Whether a path names a file (its last segment has an extension): a missing one is a 404, never the app's page,
 * so a script that an older build's page asks for fails as a script.
 */
export const isFilePath = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
