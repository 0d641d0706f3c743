import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A build as Vite leaves it: index.html, a hashed script under assets/ with its brotli and gzip copies, version.json. */
const SCRIPT = `export const greeting = ${JSON.stringify('考试'.repeat(2000))};\n`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><base href="/" /><script type="module" src="./assets/index-Bx3k9Q.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`,
);
fs.writeFileSync(path.join(dist, 'assets/index-Bx3k9Q.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets/index-Bx3k9Q.js.br'), brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets/index-Bx3k9Q.js.gz'), gzipSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'version.json'), '{"buildId":"2026-11-23T00:00:00.000Z"}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist, basePath: '/exam' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('sends a hashed script compressed as the browser accepts, cached for a year', async () => {
    const br = await get('/exam/assets/index-Bx3k9Q.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/exam/assets/index-Bx3k9Q.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/exam/assets/index-Bx3k9Q.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed, with the base path written in, to be revalidated each time', async () => {
    for (const url of ['/exam/', '/exam/sys/user']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<base href="/exam/" />');
    }
    const gzip = await get('/exam/login', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<base href="/exam/" />');
    const plain = await get('/exam/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<base href="/exam/" />');
  });

  it('asks the browser to revalidate a file whose name does not change, and leaves the API alone', async () => {
    const version = await get('/exam/version.json', 'br');
    expect(version.headers['cache-control']).toBe('no-cache');
    const api = await get('/exam/gl/no-such-call', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 10000404 });
  });

  it('answers a missing file with 404, not the app’s page, and never sends index.html unwritten or a compressed copy by name', async () => {
    // A page of an older build asking for its script after the build was replaced: a 404, so it fails as a script.
    const stale = await get('/exam/assets/index-0ld8u1.js', 'br');
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).toMatch(/json/);
    expect((await get('/exam/assets/index-Bx3k9Q.js.br', 'br')).statusCode).toBe(404);
    const index = await get('/exam/index.html');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<base href="/exam/" />');
    expect((await get('/examination-hall')).statusCode).toBe(404);
    expect((await get('/exam/examination/list?status=1')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves a build that replaced the old one while the server runs, without a restart', async () => {
    const script = 'export const next = 1;\n';
    fs.writeFileSync(path.join(dist, 'assets/index-N3wB1d.js'), script);
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><base href="/" /><script type="module" src="./assets/index-N3wB1d.js"></script>',
    );
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const page = await get('/exam/sys/user', 'gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('index-N3wB1d.js');
    const fresh = await get('/exam/assets/index-N3wB1d.js', 'identity');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe(script);
  });
});
