import type { CollectField } from '@cloud-exam/contract/exam/collect-info';
import { Form } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectForm, type CollectValues, type FormField } from './collect-form';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
const roots = new Set<Root>();
async function mount(node: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.add(root);
  await act(async () => root.render(node));
  return host;
}
afterEach(async () => {
  await act(async () => roots.forEach((r) => r.unmount()));
  roots.clear();
  document.body.replaceChildren();
});

const field = (id: string, over: Partial<CollectField> = {}): FormField => ({
  id,
  title: id,
  defaultValue: null,
  description: null,
  componentType: 'input',
  componentName: 'input',
  optionList: [],
  required: 0,
  editable: 1,
  visible: 1,
  collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: null, projectCollectInfoId: null },
  ...over,
});
const fields: FormField[] = [
  field('name', { title: '姓名', componentName: 'name', required: 1, description: '与证件一致' }),
  field('phone', { title: '手机号', componentName: 'phone' }),
  field('type', {
    title: '证件类型',
    componentName: 'certificatetype',
    componentType: 'select',
    optionList: [
      { value: '0', label: '居民身份证' },
      { value: '2', label: '护照' },
    ],
  }),
  field('idcard', { title: '证件号码', componentName: 'idcard' }),
  field('bio', { title: '简介', collectImageStandard: { minWordNum: 2, maxWordNum: 10, maxUploadNum: null, projectCollectInfoId: null } }),
  field('secret', { title: '内部备注', visible: 0 }),
  field('school', { title: '学校', editable: 0, defaultValue: '第一中学' }),
];
const noUpload = () => Promise.reject(new Error('not in this test'));

function Harness({ values, onForm }: { values?: CollectValues; onForm?: (f: ReturnType<typeof Form.useForm<CollectValues>>[0]) => void }) {
  const [form] = Form.useForm<CollectValues>();
  onForm?.(form);
  return <CollectForm fields={fields} lang="zh" form={form} values={values} onUpload={noUpload} />;
}

const input = (label: string) => {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return document.getElementById(l.htmlFor) as HTMLInputElement;
};
async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function blur(el: HTMLElement) {
  await act(async () => {
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('blur'));
  });
  await act(() => new Promise((r) => setTimeout(r, 20)));
}
/** The messages shown (one on its way out, still animating in a page without transitions, is not). */
const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].filter((e) => !/-leave/.test(e.className)).map((e) => e.textContent);

describe('CollectForm', () => {
  it('says "姓名未填写" when a required field is left empty', async () => {
    await mount(<Harness />);
    const name = input('姓名');
    await type(name, 'x');
    await type(name, '');
    await blur(name);
    expect(errors()).toEqual(['姓名未填写']);
    expect(document.body.textContent).toContain('与证件一致');
  });

  it('checks a mobile number on blur', async () => {
    let form!: ReturnType<typeof Form.useForm<CollectValues>>[0];
    await mount(<Harness onForm={(f) => (form = f)} />);
    const phone = input('手机号');
    await type(phone, '12345');
    await blur(phone);
    expect(errors()).toEqual(['手机号格式不正确']);
    await type(phone, '13800138000');
    await blur(phone);
    // (the message leaves with an animation a test page never finishes)
    expect(form.getFieldError('phone')).toEqual([]);
  });

  it('checks the ID number by the certificate type chosen in the form', async () => {
    let form!: ReturnType<typeof Form.useForm<CollectValues>>[0];
    await mount(<Harness values={{ type: '0' }} onForm={(f) => (form = f)} />);
    const id = input('证件号码');
    await type(id, 'E12345678');
    await blur(id);
    expect(errors()).toEqual(['请输入正确的证件号码！']);
    await act(async () => form.setFieldValue('type', '2'));
    await act(async () => {
      await form.validateFields(['idcard']).catch(() => undefined);
    });
    expect(form.getFieldError('idcard')).toEqual([]);
    await act(async () => form.setFieldValue('type', undefined));
    await act(async () => {
      await form.validateFields(['idcard']).catch(() => undefined);
    });
    expect(form.getFieldError('idcard')).toEqual(['请先选择证件类型']);
  });

  it('checks the ID number by the certificate type given before when the form hides the type', async () => {
    const hiddenType = fields.map((f) => (f.id === 'type' ? { ...f, visible: 0 } : f));
    let form!: ReturnType<typeof Form.useForm<CollectValues>>[0];
    function HiddenType() {
      const [f] = Form.useForm<CollectValues>();
      form = f;
      return <CollectForm fields={hiddenType} lang="zh" form={f} values={{ type: '2' }} onUpload={noUpload} />;
    }
    await mount(<HiddenType />);
    expect([...document.querySelectorAll('label')].map((l) => l.textContent)).not.toContain('证件类型');
    await type(input('证件号码'), 'E12345678');
    await blur(input('证件号码'));
    expect(errors()).toEqual([]);
    await act(async () => {
      await form.validateFields(['idcard']);
    });
    expect(form.getFieldError('idcard')).toEqual([]);
  });

  it('says "长度在 2 到 10 个字符" outside the word limits', async () => {
    await mount(<Harness />);
    const bio = input('简介');
    await type(bio, '一');
    await blur(bio);
    expect(errors()).toEqual(['长度在 2 到 10 个字符']);
  });

  it('leaves a hidden field out and shows a field that is not editable disabled, with its default', async () => {
    await mount(<Harness />);
    expect(document.body.textContent).not.toContain('内部备注');
    const school = input('学校');
    expect(school.disabled).toBe(true);
    expect(school.value).toBe('第一中学');
  });

  it('hands a picked file to onUpload', async () => {
    const onUpload = vi.fn(async (file: File) => ({ name: file.name, url: `https://files/${file.name}` }));
    let form!: ReturnType<typeof Form.useForm<CollectValues>>[0];
    function Uploads() {
      const [f] = Form.useForm<CollectValues>();
      form = f;
      const photo = field('photo', { title: '照片', componentName: 'photo', componentType: 'photo' });
      return <CollectForm fields={[photo]} lang="en" form={f} onUpload={onUpload} />;
    }
    await mount(<Uploads />);
    expect(document.querySelector('[aria-label="Upload 照片"]')).not.toBeNull();
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    Object.defineProperty(picker, 'files', { value: [file], configurable: true });
    await act(async () => {
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(form.getFieldValue('photo')).toEqual([{ name: 'me.jpg', url: 'https://files/me.jpg' }]);
  });
});
