import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './i18n';
import { SignIn } from './sign-in';
import { host, render, settle } from './test/render';

const EXAM = '22222222-2222-4222-8222-222222222222';
const entry = {
  examId: EXAM,
  examName: '期末考试',
  beginDate: new Date().toISOString(),
  endDate: new Date(Date.now() + 3_600_000).toISOString(),
  loginMethods: ['admissionNumber', 'mobile'],
  safeExamBrowser: false,
  refusal: null as { code: number; msg: string } | null,
};

/**
 * The server as a fetch: the exam's entry (in the language asked for), then what `answers` says for each path; every
 * call kept.
 */
function server(answers: Record<string, (body: Record<string, unknown>) => object>, entryIn = (_lang: Language) => entry) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (path.endsWith(`/exam/entry/${EXAM}`)) {
        const lang = (init.headers as Record<string, string>)['accept-language'] as Language;
        return new Response(JSON.stringify({ code: 20000, msg: 'success', data: entryIn(lang) }));
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path, body });
      const answer = Object.entries(answers).find(([p]) => path.endsWith(p))?.[1];
      return new Response(JSON.stringify(answer ? answer(body) : { code: 10000404, msg: '未找到', data: null }));
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = (text: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
function type(el: Element | null | undefined, text: string) {
  const input = el as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  return act(async () => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const alert = () => host.querySelector('[role=alert]')?.textContent;

describe('signing in by mobile number and code', () => {
  it('checks the number before asking for a code, counts the wait down and signs in with the code', async () => {
    const calls = server({
      [sittingApi.sendCode.path]: () => ({ code: 20000, msg: 'success', data: { resendAfter: 60, expiresIn: 300 } }),
      [sittingApi.login.path]: () => ({ code: 20000, msg: 'success', data: { token: 'tok', sitting: { state: 'signedIn' } } }),
    });
    const signedIn = vi.fn();
    await render(<SignIn examId={EXAM} onSignedIn={signedIn} />);
    await settle();
    const radios = host.querySelectorAll<HTMLInputElement>('[role=radiogroup] input[type=radio]');
    expect([...radios].map((r) => r.parentElement!.textContent!.trim())).toEqual(['准考证号登录', '手机号登录']);
    await click(radios[1]);

    const mobile = host.querySelector<HTMLInputElement>('#sign-in-mobile')!;
    expect(host.querySelector('label[for=sign-in-mobile]')?.textContent).toBe('手机号');
    expect(host.querySelector('label[for=sign-in-code]')?.textContent).toBe('验证码');
    await click(button('获取验证码'));
    expect(alert()).toBe('手机号未填写');
    await type(mobile, '1380013');
    await click(button('获取验证码'));
    expect(alert()).toBe('手机号格式不正确');
    expect(calls).toEqual([]);

    await type(mobile, '13800138000');
    await click(button('获取验证码'));
    await settle();
    expect(calls).toEqual([{ path: sittingApi.sendCode.path, body: { examId: EXAM, mobile: '13800138000' } }]);
    expect(alert()).toBeUndefined();
    expect(host.querySelector('[role=status]')?.textContent).toBe('验证码已发送，5 分钟内有效');
    expect(document.activeElement?.id).toBe('sign-in-code');
    const found = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
    const counting = button('60 秒后重新获取');
    expect(counting.disabled).toBe(true);
    await settle(1050);
    expect(counting.textContent).toBe('59 秒后重新获取');

    await act(async () => host.querySelector('form')!.requestSubmit());
    expect(alert()).toBe('验证码未填写');
    await type(host.querySelector('#sign-in-code'), '123456');
    await act(async () => host.querySelector('form')!.requestSubmit());
    await settle();
    expect(calls[1]).toEqual({
      path: sittingApi.login.path,
      body: { examId: EXAM, method: 'mobile', mobile: '13800138000', code: '123456' },
    });
    expect(signedIn).toHaveBeenCalledWith('tok', { state: 'signedIn' });
  });

  it('shows the server’s refusal of a code as it words it', async () => {
    server({ [sittingApi.sendCode.path]: () => ({ code: 41300604, msg: 'The mobile number was not found', data: null }) });
    await render(<SignIn examId={EXAM} onSignedIn={() => undefined} />);
    await settle();
    await click(host.querySelectorAll('[role=radiogroup] input')[1]);
    await type(host.querySelector('#sign-in-mobile'), '13900000000');
    await click(button('获取验证码'));
    await settle();
    expect(alert()).toBe('The mobile number was not found');
    expect(button('获取验证码').disabled).toBe(false);
  });
});

describe('the server’s queue at the start of a session', () => {
  it('shows the place in the queue, tries again by itself after the seconds given and signs in', async () => {
    let logins = 0;
    server({
      [sittingApi.login.path]: () =>
        ++logins === 1
          ? { code: 41300649, msg: '排队中', data: { position: 120, retryAfterSeconds: 1 } }
          : { code: 20000, msg: 'success', data: { token: 'tok', sitting: { state: 'signedIn' } } },
    });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const signedIn = vi.fn();
    await render(<SignIn examId={EXAM} onSignedIn={signedIn} />);
    await settle();
    await type(host.querySelector('input[name=admissionNumber]'), '000001');
    await type(host.querySelector('input[name=idNumber]'), '11010519491231002X');
    await act(async () => host.querySelector('form')!.requestSubmit());
    await settle();
    const status = () => host.querySelector('.queue')?.textContent;
    expect(status()).toBe('正在排队 当前进入考试的考生较多，约有 120 人正在等候。请勿刷新页面，系统会自动为您重试。 1 秒后重试');
    expect(alert()).toBeUndefined();
    expect(signedIn).not.toHaveBeenCalled();
    const found = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((v) => v.id)).toEqual([]);
    await settle(1100);
    expect(logins).toBe(2);
    expect(signedIn).toHaveBeenCalledWith('tok', { state: 'signedIn' });
    expect(status()).toBeUndefined();
  });
});

describe('an exam that must be taken in Safe Exam Browser', () => {
  it('opened in another browser, shows only the server’s message, in the language the candidate chooses', async () => {
    const refusal = (lang: Language) => errorMessage(ErrorCodes.safeExamBrowserRequired, lang);
    const calls = server({}, (lang) => ({
      ...entry,
      safeExamBrowser: true,
      refusal: { code: ErrorCodes.safeExamBrowserRequired, msg: refusal(lang) },
    }));
    await render(<SignIn examId={EXAM} onSignedIn={() => undefined} />);
    await settle();
    expect(host.querySelector('h1')?.textContent).toBe('期末考试');
    expect(alert()).toBe(refusal('zh'));
    expect(host.querySelector('form, input, [role=radiogroup]')).toBeNull();
    const found = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((v) => v.id)).toEqual([]);

    await act(async () => chooseLanguage('en'));
    await settle();
    expect(alert()).toBe(refusal('en'));
    expect(alert()).toMatch(/must be taken in Safe Exam Browser/);
    expect(calls).toEqual([]);
    await act(async () => chooseLanguage('zh'));
  });
});
