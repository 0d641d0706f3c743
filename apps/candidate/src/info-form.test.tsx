import type { CollectField } from '@cloud-exam/contract/exam/collect-info';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoForm } from './info-form';
import { host, render, settle } from './test/render';
import { Waiting } from './waiting';

const field = (id: string, title: string, over: Partial<CollectField> = {}): CollectField => ({
  id,
  componentId: over.componentName ?? 'input',
  title,
  defaultValue: null,
  description: null,
  componentType: 'input',
  componentName: 'input',
  optionList: [],
  optionJson: '[]',
  required: 0,
  editable: 1,
  visible: 1,
  collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: null, projectCollectInfoId: id },
  ...over,
});

const fields = [
  field('f-name', '姓名', { componentName: 'name', required: 1, description: '与证件一致' }),
  field('f-phone', '手机号', { componentName: 'phone', required: 1 }),
  field('f-gender', '性别', {
    componentName: 'gender',
    componentType: 'radio',
    required: 1,
    optionList: [
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ],
  }),
  field('f-age', '年龄', { componentName: 'age', componentType: 'number' }),
  field('f-photo', '证件照', { componentName: 'photo', componentType: 'photo' }),
  field('f-site', '考点编号', { editable: 0 }),
];
const ok = (data: unknown) => new Response(JSON.stringify({ code: 20000, msg: 'success', data }));

/** The server as a fetch: the form, then what `answers` says for each path; every call kept. */
function server(answers: Record<string, (body: unknown) => Response> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ path, body });
      if (path.endsWith(sittingApi.info.path)) return ok({ fields, values: { 'f-site': 'K01' }, complete: false });
      const answer = Object.entries(answers).find(([p]) => path.endsWith(p))?.[1];
      return answer ? answer(body) : new Response(JSON.stringify({ code: 10000404, msg: '未找到', data: null }));
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const $ = <T extends Element = HTMLInputElement>(selector: string) => host.querySelector<T>(selector)!;
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  return act(async () => {
    input.focus();
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const leave = (input: HTMLElement) => act(async () => input.blur());
const click = (el: Element) => act(async () => (el as HTMLElement).click());
const submit = () => act(async () => $<HTMLFormElement>('form').requestSubmit());
/** The message a control names as its description, and whether it says it is wrong. */
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('the information form', () => {
  it('labels every field, marks the required ones and is axe-clean', async () => {
    server();
    await render(<InfoForm token="tok" onSaved={() => undefined} />);
    await settle();
    expect($('label[for=info-f-name]').textContent).toBe('姓名 *（必填）');
    expect($('#info-f-name').getAttribute('aria-required')).toBe('true');
    expect(describedBy($('#info-f-name'))).toBe('与证件一致');
    expect($('#info-f-gender-field legend').textContent).toBe('性别 *（必填）');
    expect([...host.querySelectorAll('#info-f-gender-field input[type=radio]')].map((r) => r.parentElement!.textContent!.trim())).toEqual([
      '男',
      '女',
    ]);
    expect($('#info-f-photo').accept).toBe('image/*');
    // a read-only field shows its answer and cannot change
    expect($('#info-f-site').value).toBe('K01');
    expect($('#info-f-site').disabled).toBe(true);
    const found = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('checks a field when the candidate leaves it, with the contract’s messages, named by the field', async () => {
    server();
    await render(<InfoForm token="tok" onSaved={() => undefined} />);
    await settle();
    const name = $('#info-f-name');
    await act(async () => name.focus());
    await leave(name);
    expect(describedBy(name)).toBe('与证件一致 | 姓名未填写');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const phone = $('#info-f-phone');
    await type(phone, '1380013');
    // not while typing: when leaving
    expect(describedBy(phone)).toBe('');
    await leave(phone);
    expect(describedBy(phone)).toBe('手机号格式不正确');
    await type(phone, '13800138000');
    expect(describedBy(phone)).toBe('');
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('on saving, names every wrong field and moves the focus to the first; then sends the answers', async () => {
    const saved = vi.fn();
    const calls = server({ [sittingApi.infoSave.path]: () => ok({ fields, values: {}, complete: true }) });
    await render(<InfoForm token="tok" onSaved={saved} />);
    await settle();
    await type($('#info-f-phone'), '13800138000');
    await submit();
    await settle();
    expect($('[role=alert]').textContent).toBe('有 2 项需要修改，请按提示填写。');
    expect(document.activeElement?.id).toBe('info-f-name');
    expect(describedBy($('#info-f-gender-field'))).toBe('性别未填写');
    expect(calls.map((c) => c.path)).toEqual([sittingApi.info.path]);

    await type($('#info-f-name'), '张三');
    await click(host.querySelectorAll('#info-f-gender-field input')[1]!);
    expect(describedBy($('#info-f-gender-field'))).toBe('');
    await type($('#info-f-age'), '18');
    await submit();
    await settle();
    expect(calls[1]).toEqual({
      path: sittingApi.infoSave.path,
      body: { answers: { 'f-name': '张三', 'f-phone': '13800138000', 'f-gender': '2', 'f-age': 18, 'f-photo': null } },
    });
    expect(saved).toHaveBeenCalledWith({ fields, values: {}, complete: true });
  });

  it('shows the server’s refusal field by field, and keeps a photo it uploads', async () => {
    const calls = server({
      [sittingApi.infoSave.path]: () =>
        new Response(
          JSON.stringify({
            code: 41300635,
            msg: '信息采集表有 1 项填写有误，请按提示修改',
            data: { problems: [{ fieldId: 'f-phone', code: 10001008, message: '手机号格式不正确' }] },
          }),
        ),
      '/info/upload/f-photo': () =>
        ok({ key: 'k'.repeat(32), url: `cloudeFile/file/${'k'.repeat(32)}`, name: 'me.png', size: 9, contentType: 'image/png' }),
    });
    await render(<InfoForm token="tok" onSaved={() => undefined} />);
    await settle();
    const picker = $('#info-f-photo');
    Object.defineProperty(picker, 'files', { value: [new File(['png'], 'me.png', { type: 'image/png' })], configurable: true });
    await act(async () => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await settle();
    expect(calls[1]!.path).toBe(`${sittingApi.infoUpload.path.replace('{fieldId}', 'f-photo')}`);
    expect($('#info-f-photo-field a').textContent).toBe('me.png');
    // one photo at most: no room for another
    expect(host.querySelector('#info-f-photo')).toBeNull();

    await type($('#info-f-name'), '张三');
    await type($('#info-f-phone'), '13800138000');
    await click(host.querySelectorAll('#info-f-gender-field input')[0]!);
    await submit();
    await settle();
    expect((calls[2]!.body as { answers: Record<string, unknown> }).answers['f-photo']).toEqual([
      { name: 'me.png', url: `cloudeFile/file/${'k'.repeat(32)}`, key: 'k'.repeat(32) },
    ]);
    expect($('[role=alert]').textContent).toBe('信息采集表有 1 项填写有误，请按提示修改');
    expect(describedBy($('#info-f-phone'))).toBe('手机号格式不正确');
    expect(document.activeElement?.id).toBe('info-f-phone');
  });
});

describe('the wait before the start', () => {
  it('asks for the information form first, and offers the start once it is saved', async () => {
    const sitting = {
      subjectName: '语文',
      sessionName: '上午场',
      beginDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
      serverTime: new Date().toISOString(),
      remainingSeconds: null,
      paused: false,
      agreement: null,
      infoComplete: false,
      rules: {
        fullscreen: false,
        blockCopyPaste: false,
        camera: false,
        leaveLimit: 0,
        leaveAction: 'warn',
        lateEntryMinutes: 0,
        earliestSubmitMinutes: 0,
      },
    };
    server({
      [sittingApi.sitting.path]: () => ok(sitting),
      [sittingApi.infoSave.path]: () => ok({ fields, values: {}, complete: true }),
    });
    let current = sitting;
    const rerender = () => render(<Waiting sitting={current as never} token="tok" onChange={(s) => (current = s as never)} />);
    await rerender();
    await settle();
    const start = () => [...host.querySelectorAll('button')].find((b) => b.textContent === '开始作答');
    expect(start()).toBeUndefined();
    await type($('#info-f-name'), '张三');
    await type($('#info-f-phone'), '13800138000');
    await click(host.querySelectorAll('#info-f-gender-field input')[0]!);
    await submit();
    await settle();
    expect(current.infoComplete).toBe(true);
    await rerender();
    expect(start()?.disabled).toBe(false);
  });
});
