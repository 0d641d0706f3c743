import { configOptions, defaultConfig, examConfigApi, toConfigList } from '@cloud-exam/contract/exam/exam-config';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formItem, host, renderPage, settle } from '../../../test/page-harness';
import { changeLanguage, currentLanguage, i18nReady } from '../../../i18n/i18n';

const saved = { ...defaultConfig(), camera: false, showScore: 'afterDate' };
const calls: { path: string; input: unknown }[] = [];
/**
 * What `kw/config/list` answers, in the language of the call: the server decides which options exist and names them,
 * so this one leaves out blocking copy and paste and names fullscreen its own way.
 */
const optionsIn = (lang: 'zh' | 'en') =>
  configOptions(lang)
    .filter((o) => o.configKey !== 'blockCopyPaste')
    .map((o) => (o.configKey === 'fullscreen' ? { ...o, name: lang === 'en' ? 'Full screen, server-named' : '全屏（服务器命名）' } : o));
const answers: Record<string, unknown> = {
  [examConfigApi.query.path]: { examConfigList: toConfigList(saved) },
  [sittingDisciplineApi.rules.path]: {
    sets: [{ id: 'standard', name: 'Standard', description: 'Fits most', rules: [{ rule: 'noFace', name: 'No face in view' }] }],
    rules: [],
  },
  [examApi.baseInfo.path]: { examName: 'Finals', published: true, subjects: [{ id: 's', subjectName: 'Maths', duration: 30 }] },
};
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({ queryKey: [e.path, input ?? null], queryFn: async () => answers[e.path] }),
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    if (e.path === examConfigApi.list.path) return optionsIn(currentLanguage() as 'zh' | 'en');
    return answers[e.path] ?? answers[examConfigApi.query.path];
  }),
}));

const item = formItem;

describe('the exam settings page', () => {
  it('shows the options by group, disables what the camera rules out with the reason, and checks before saving', async () => {
    await i18nReady;
    await changeLanguage('en');
    const { default: Page } = await import('./exam-config-page');
    const route = '/examination/detail/editExamConfig/:id';
    const path = '/examination/detail/editExamConfig/e1';
    await renderPage(Page, { route, path });
    const text = host.textContent ?? '';
    expect(text).toContain('Settings of Finals');
    expect(text).toContain('The exam is published');
    for (const group of ['Sign-in', 'Proctoring', 'Behaviour', 'Answering', 'Scores and answers']) expect(text).toContain(group);
    // The options are the server's, by its names: fullscreen as it names it, no copy and paste.
    expect(item('Full screen, server-named')).toBeTruthy();
    expect(item('Fullscreen required')).toBeUndefined();
    expect(item('Copy and paste blocked')).toBeUndefined();

    const second = item('Second camera (phone)');
    expect(second.querySelector('button[role="switch"]')?.hasAttribute('disabled')).toBe(true);
    expect(second.textContent).toContain('Turn on “Camera required” first');
    // "After a date" shows its date; the answers' date stays hidden while they are never shown.
    expect(item('Score shown from')).toBeTruthy();
    expect(item('Answers shown from')).toBeUndefined();

    const save = [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === 'Save')!;
    await act(async () => save.click());
    await settle();
    expect(calls.filter((c) => c.path === examConfigApi.update.path)).toEqual([]);
    expect(item('Score shown from').textContent).toContain('Choose the date for “Score shown from”');
    // 15 minutes of late entry is within the 30-minute subject: no problem there.
    expect(item('Late entry').querySelector('.ant-form-item-explain-error')).toBeNull();

    // Safe Exam Browser takes its Config Keys, one a line, shown only once it is on and needed then.
    expect(item('SEB Config Keys')).toBeUndefined();
    await act(async () => item('Safe Exam Browser required').querySelector<HTMLButtonElement>('button[role="switch"]')!.click());
    await settle();
    const keys = item('SEB Config Keys');
    expect(keys.textContent).toContain('Enter “SEB Config Keys”: 1 to 5 different keys');
    const field = keys.querySelector('textarea')!;
    expect(host.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('SEB Config Keys');
    const type = async (text: string) => {
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await settle();
    };
    await type(`${'a'.repeat(64)}\n`);
    // the new line stays, for the next key
    expect(field.value).toBe(`${'a'.repeat(64)}\n`);
    expect(item('SEB Config Keys').classList.contains('ant-form-item-has-error')).toBe(false);
    await type(`${'a'.repeat(64)}\n${'b'.repeat(63)}`);
    expect(item('SEB Config Keys').classList.contains('ant-form-item-has-error')).toBe(true);

    // Switching language asks the server again and shows its names in the new language.
    await act(async () => void (await changeLanguage('zh')));
    await settle();
    expect(item('全屏（服务器命名）')).toBeTruthy();
    expect(item('Full screen, server-named')).toBeUndefined();
    expect(calls.filter((c) => c.path === examConfigApi.list.path)).toHaveLength(2);
  }, 20_000);
});
