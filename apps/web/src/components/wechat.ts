import type { wechatApi } from '@cloud-exam/contract/account/wechat';
import { publicAccess } from '@cloud-exam/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { bare, endpointQuery } from '../api/call';
import { BASE_PATH } from '../lib/base-path';

const STATE_KEY = 'wechatState';
const CODE_KEY = 'wechatCode';
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/qrconnect';

/** The WeChat app id when WeChat sign-in is configured; the query fails (silently) when it is not. */
export const wechatAppQuery = queryOptions({
  ...endpointQuery(bare<typeof wechatApi.appId>({ method: 'GET', path: '/gl/ua/ogt/wchat/getAppId', access: publicAccess }), undefined, {
    silent: true,
  }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Sends the browser to WeChat's QR page; after the scan WeChat brings it back to `returnPath` with a code. */
export function goToWechat(appId: string, returnPath: string) {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const redirect = new URL(`${BASE_PATH}${returnPath}`, window.location.origin).toString();
  const query = new URLSearchParams({ appid: appId, redirect_uri: redirect, response_type: 'code', scope: 'snsapi_login', state });
  window.location.assign(`${AUTHORIZE_URL}?${query}#wechat_redirect`);
}

/**
 * At start-up, before the router reads the address: a code WeChat brought back with the state this tab sent is
 * kept for the page to use, and the code, the state and WeChat's fragment leave the address bar.
 */
export function captureWechatReturn() {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!code || !state) return;
  if (state === sessionStorage.getItem(STATE_KEY)) sessionStorage.setItem(CODE_KEY, code);
  sessionStorage.removeItem(STATE_KEY);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  if (url.hash === '#wechat_redirect') url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}

/** Calls `onCode` once with the code WeChat brought back to this page, if it did. */
export function useWechatReturn(onCode: (code: string) => void) {
  const handle = useEffectEvent(onCode);
  useEffect(() => {
    const code = sessionStorage.getItem(CODE_KEY);
    if (!code) return;
    sessionStorage.removeItem(CODE_KEY);
    handle(code);
  }, []);
}
