import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import type { CollectField } from '@cloud-exam/contract/exam/collect-info';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formItem, host, renderPage, settle } from '../../../test/page-harness';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { EXAM_PAGES, editCandidatePath } from '../paths';

const field = (id: string, componentName: string, title: string, extra: Partial<CollectField> = {}): CollectField => ({
  id,
  componentId: componentName,
  componentName,
  componentType: 'input',
  title,
  defaultValue: null,
  description: null,
  optionList: [],
  optionJson: '[]',
  required: 0,
  editable: 1,
  visible: 1,
  collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: null, projectCollectInfoId: id },
  ...extra,
});
const info = {
  id: 'c1',
  examId: 'e1',
  candidateId: 'a1',
  name: '张三',
  certType: '0',
  idNumber: '110101199003070000',
  mobile: null,
  email: null,
  admissionNumber: '000001',
  deptId: null,
  deptName: null,
  photo: null,
  photoUrl: null,
  enrollId: null,
  orderNo: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  examName: '期末考试',
  collected: { phone: '13812345678', staff: 'A001' },
  fields: [
    field('phone', 'phone', '手机号', { description: '用于接收考试通知' }),
    field('school', 'input', '学校', {
      required: 1,
      collectImageStandard: { minWordNum: 2, maxWordNum: 10, maxUploadNum: null, projectCollectInfoId: 'school' },
    }),
    field('staff', 'input', '工号', { editable: 0 }),
    field('note', 'input', '备注', { visible: 0 }),
  ],
  seats: [],
  history: [],
  editable: true,
};
/** The candidate as the info call answers: the form's tests take the answers whole; the masking test, masked as the server sends them. */
let shown = info;
const calls: { path: string; input: unknown }[] = [];
const reads: string[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      reads.push(e.path);
      if (e.path === examCandidateApi.personal.path)
        return { idNumber: info.idNumber, mobile: null, email: null, collected: { phone: '13812345678' } };
      return e.path === examCandidateApi.info.path ? shown : [];
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    return null;
  }),
}));

const item = formItem;
/** The field's messages (one leaving may still be shown beside the new one). */
const errorsOf = (label: string) => [...item(label).querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const type = async (label: string, value: string) => {
  const input = item(label).querySelector('input')!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  await settle();
};

describe('the candidate edit page', () => {
  it("shows the exam's information form with the renderer's controls and rules, and saves the editable answers", async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./candidate-edit-page');
    const route = EXAM_PAGES.editCandidate;
    const path = editCandidatePath('e1', 'c1', '000001');
    await renderPage(Page, { route, path });
    expect(item('手机号').querySelector('input')?.getAttribute('inputmode')).toBe('tel');
    expect(item('手机号').textContent).toContain('用于接收考试通知');
    expect(item('工号').querySelector('input')?.disabled).toBe(true);
    expect(item('备注')).toBeUndefined();

    await type('手机号', '12345');
    expect(errorsOf('手机号')).toEqual(['手机号格式不正确']);
    await type('学校', '一');
    expect(errorsOf('学校')).toEqual(['长度在 2 到 10 个字符']);
    await type('学校', '');
    expect(errorsOf('学校')).toContain('学校未填写');

    const save = () => [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '保存')!;
    await act(async () => save().click());
    await settle();
    expect(calls).toEqual([]);

    await type('手机号', '13912345678');
    await type('学校', '第一中学');
    await act(async () => save().click());
    await settle();
    expect(calls).toEqual([
      { path: examCandidateApi.updateInfo.path, input: { id: 'c1', collected: { phone: '13912345678', school: '第一中学' } } },
    ]);
  }, 30_000);

  it('shows a masked answer whole to a member who may read it (an audited reveal), read-only and masked to the others', async () => {
    const { default: Page } = await import('./candidate-edit-page');
    const at = { route: EXAM_PAGES.editCandidate, path: editCandidatePath('e1', 'c1', '000001') };
    shown = { ...info, idNumber: '110101********0000', collected: { ...info.collected, phone: '138****5678' } };
    const input = () => item('手机号').querySelector('input')!;
    const hint = () => host.textContent?.includes('证件号码、手机号和邮箱已脱敏显示，不能在此修改');

    reads.length = 0;
    await renderPage(Page, at);
    expect(reads).toContain(examCandidateApi.personal.path);
    expect(input().value).toBe('13812345678');
    expect(input().disabled).toBe(false);
    expect(hint()).toBe(false);

    reads.length = 0;
    calls.length = 0;
    await renderPage(Page, { ...at, authorities: ['gl_kw'] });
    expect(reads).not.toContain(examCandidateApi.personal.path);
    expect(input().value).toBe('138****5678');
    expect(input().disabled).toBe(true);
    expect(hint()).toBe(true);
    // saving sends the other answers, never the masked one
    await type('学校', '第一中学');
    const save = [...host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '保存')!;
    await act(async () => save.click());
    await settle();
    expect(calls).toEqual([{ path: examCandidateApi.updateInfo.path, input: { id: 'c1', collected: { school: '第一中学' } } }]);
  }, 30_000);
});
