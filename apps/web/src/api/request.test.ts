import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../auth/session';
import { changeLanguage, i18nReady } from '../i18n/i18n';
import { registerFeedback } from './feedback';
import { request, RequestError } from './request';

const alerts: { title: string; content: string; onOk: () => void }[] = [];
const errors: string[] = [];
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(url), 'http://localhost'), init: init! };
};

beforeAll(async () => {
  await i18nReady;
  registerFeedback({ alert: (a) => alerts.push(a), error: (m) => errors.push(m) });
  vi.stubGlobal('fetch', fetchMock);
});
beforeEach(async () => {
  await changeLanguage('zh');
  alerts.length = 0;
  errors.length = 0;
  fetchMock.mockReset();
});
afterEach(() => Cookies.remove('access_token', { path: '/' }));

describe('the request layer', () => {
  it('sends the token, the language and _t; GET parameters go in the query', async () => {
    Cookies.set('access_token', 'tok-123', { path: '/' });
    fetchMock.mockImplementation(async () => json(200, { code: 20000, data: { ok: 1 }, msg: '' }));
    await expect(request('/gl/kw/kw/exam/queryBaseInfo/7', { params: { page: 2, skip: undefined } })).resolves.toEqual({ ok: 1 });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/gl/kw/kw/exam/queryBaseInfo/7');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh');
  });

  it('sends POST data as JSON, or form-encoded when asked, and PUT data in the query', async () => {
    fetchMock.mockImplementation(async () => json(200, { code: 20000, data: null, msg: '' }));
    await request('/x', { method: 'POST', data: { a: 1 } });
    expect(lastCall().init.body).toBe('{"a":1}');
    await request('/x', { method: 'POST', form: true, data: { a: 1, b: 'c d' } });
    expect(String(lastCall().init.body)).toBe('a=1&b=c+d');
    await request('/x', { method: 'PUT', data: { theme: 'dark' } });
    expect(lastCall().url.searchParams.get('theme')).toBe('dark');
    expect(lastCall().init.body).toBeUndefined();
  });

  it('passes the codes of the success whitelist', async () => {
    fetchMock.mockImplementation(async () => json(200, { code: 12302104, data: 'fine', msg: '' }));
    await expect(request('/x')).resolves.toBe('fine');
  });

  it('rejects any other code with the catalogue’s message in the user’s language', async () => {
    fetchMock.mockImplementation(async () => json(200, { code: 41090308, data: null, msg: 'ignored' }));
    await expect(request('/x')).rejects.toMatchObject({ kind: 'business', code: 41090308, message: '最多只能添加一份试卷' });
    await changeLanguage('ko');
    await expect(request('/x')).rejects.toMatchObject({ message: '시험지는 최대 1부만 추가할 수 있습니다' });
    expect(errors).toEqual(['最多只能添加一份试卷', '시험지는 최대 1부만 추가할 수 있습니다']);
  });

  it('falls back to the server’s text, then to "server exception", for an unknown code', async () => {
    fetchMock.mockImplementation(async () => json(200, { code: 99999999, data: null, msg: '外部系统错误' }));
    await expect(request('/x')).rejects.toThrow('外部系统错误');
    fetchMock.mockImplementation(async () => json(200, { code: 99999999, data: null }));
    await expect(request('/x')).rejects.toThrow('服务器异常');
  });

  it('on 401 alerts "login expired" and signs out when it is closed', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    Cookies.set('access_token', 'tok-old', { path: '/' });
    fetchMock.mockImplementation(async () => json(401, { code: 10000401, data: null, msg: '' }));
    await expect(request('/x')).rejects.toBeInstanceOf(RequestError);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: '登录过期', content: '请重新登录' });
    expect(expired).not.toHaveBeenCalled();
    alerts[0]!.onOk();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('says nothing of a 401 that answers after sign-out (no token any more)', async () => {
    fetchMock.mockImplementation(async () => json(401, { code: 10000401, data: null, msg: '' }));
    await expect(request('/x')).rejects.toMatchObject({ status: 401 });
    expect(alerts).toHaveLength(0);
  });

  it('sends the token it is given instead of the session’s', async () => {
    Cookies.set('access_token', 'tok-123', { path: '/' });
    fetchMock.mockImplementation(async () => json(200, { code: 20000, data: null, msg: '' }));
    await request('/gl/ua/ogt/oauth/exit', { method: 'DELETE', token: 'tok-old' });
    expect((lastCall().init.headers as Record<string, string>).Authorization).toBe('Bearer tok-old');
  });

  it('shows one alert at a time', async () => {
    fetchMock.mockImplementation(async () => json(403, { code: -1, data: null, msg: '' }));
    await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: '请求失败', content: '您没有权限' });
    alerts[0]!.onOk();
    await request('/d').catch(() => undefined);
    expect(alerts).toHaveLength(2);
    alerts[1]!.onOk();
  });

  it('on a time-out alerts "request timed out"', async () => {
    fetchMock.mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    await expect(request('/x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(alerts[0]).toMatchObject({ title: '请求超时', content: '请检查网络设置' });
    alerts[0]!.onOk();
  });

  it('stays quiet when the caller asks to handle failures itself', async () => {
    fetchMock.mockImplementation(async () => json(401, { code: 10000401, data: null, msg: '' }));
    await expect(request('/x', { silent: true })).rejects.toMatchObject({ status: 401, message: '登录已过期，请重新登录' });
    expect(alerts).toHaveLength(0);
  });
});
