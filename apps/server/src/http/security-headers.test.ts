import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const apps: TestApp[] = [];
const appWith = async (deps: Parameters<typeof createTestApp>[0] = {}) => {
  const t = await createTestApp(deps);
  apps.push(t);
  return t.app;
};
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('security headers', () => {
  it('come with every answer: a strict CSP without inline script, nosniff, framing by the product only, a referrer policy', async () => {
    const app = await appWith();
    for (const url of ['/healthz', '/gl/ua/post/get/page', '/no-such-path']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('let a configured host shell frame the console', async () => {
    const app = await appWith({ frameAncestors: ['https://portal.example.cn'] });
    const res = await app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://portal.example.cn");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('ask for HTTPS only behind a trusted proxy that says the request came over it', async () => {
    const untrusting = await appWith();
    const forged = await untrusting.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const trusting = await appWith({ trustProxy: true });
    const proxied = await trusting.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
