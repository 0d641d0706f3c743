import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * WeChat's open platform for the journeys: the code exchange answers `code-<name>` with the union id `union-<name>`;
 * any other code is refused as WeChat refuses one. The QR page itself is played by `scanWithWechat`.
 */
export async function startWechatApi(): Promise<Server & { base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wechat');
    const person = /^code-([a-z]+)$/.exec(url.searchParams.get('code') ?? '')?.[1];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(person ? { openid: `open-${person}`, unionid: `union-${person}` } : { errcode: 40029, errmsg: 'invalid code' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

export const WECHAT_APP_ID = 'wx-e2e';
export const WECHAT_SECRET = 'wx-e2e-secret';

/** The next visit to WeChat's QR page is a scan by `person`: WeChat sends the browser back with their code. */
export async function scanWithWechat(page: Page, person: string) {
  await page.route(
    'https://open.weixin.qq.com/**',
    async (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', `code-${person}`);
      back.searchParams.set('state', asked.searchParams.get('state')!);
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    },
    { times: 1 },
  );
}
