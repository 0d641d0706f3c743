import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../errors';
import { collectFormProblems, collectProblems, type RuleField } from './collect-info';

const field = (id: string, over: Partial<RuleField> = {}): RuleField => ({
  id,
  title: id,
  componentType: 'input',
  componentName: 'input',
  required: 0,
  editable: 1,
  visible: 1,
  ...over,
});

const form: RuleField[] = [
  field('name', { title: '姓名', componentName: 'name', required: 1 }),
  field('phone', { title: '手机号', componentName: 'phone' }),
  field('email', { title: '邮箱', componentName: 'email' }),
  field('age', { title: '年龄', componentName: 'age', componentType: 'number' }),
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
  field('bio', { title: '简介', componentType: 'textarea', collectImageStandard: { minWordNum: 2, maxWordNum: 10 } }),
  field('edu', { title: '学历', componentType: 'radio', optionList: [{ value: 'a', label: '本科' }] }),
  field('hobby', { title: '爱好', componentType: 'checkbox', optionList: [{ value: 'r', label: '读书' }] }),
  field('photo', { title: '照片', componentType: 'photo', collectImageStandard: { maxUploadNum: 1 } }),
  field('hidden', { title: '隐藏', required: 1, visible: 0 }),
  field('locked', { title: '只读', required: 1, editable: 0 }),
];
const good = {
  name: '张三',
  phone: '13800138000',
  email: 'a@b.cn',
  age: 30,
  type: '0',
  idcard: '11010519491231002X',
  bio: '热爱学习',
  edu: 'a',
  hobby: ['r'],
  photo: [{ name: 'a.jpg', url: 'https://x/a.jpg' }],
};
const problems = (values: Record<string, unknown>, lang?: 'en') => collectProblems(form, { ...good, ...values }, lang);

describe('collectProblems', () => {
  it('accepts a good answer, and skips hidden and disabled fields', () => {
    expect(problems({})).toEqual([]);
  });
  it('a required field left empty: "<title>未填写", in the chosen language too', () => {
    expect(problems({ name: ' ' })).toEqual([
      { fieldId: 'name', code: ErrorCodes.fieldRequired, params: { title: '姓名' }, message: '姓名未填写' },
    ]);
    expect(problems({ name: '' }, 'en')[0]!.message).toBe('姓名 is required');
  });
  it('phone, e-mail and age', () => {
    expect(problems({ phone: '12345' }).map((p) => p.code)).toEqual([ErrorCodes.mobileFormat]);
    expect(problems({ email: 'a@b' }).map((p) => p.code)).toEqual([ErrorCodes.emailFormat]);
    expect(problems({ age: 130 }).map((p) => p.code)).toEqual([ErrorCodes.ageInvalid]);
    expect(problems({ phone: '', email: null })).toEqual([]);
  });
  it('the ID number by the certificate type chosen in the same form', () => {
    expect(problems({ idcard: '110105194912310021' }).map((p) => p.code)).toEqual([ErrorCodes.idNumberIncorrect]);
    expect(problems({ type: '2', idcard: 'E12345678' })).toEqual([]);
    expect(problems({ type: '2', idcard: '11010519491231002X' }).map((p) => p.code)).toEqual([ErrorCodes.idNumberFormat]);
    expect(problems({ type: '', idcard: 'E12345678' }).map((p) => p.code)).toEqual([ErrorCodes.idTypeRequired]);
  });
  it('word limits: "长度在 2 到 10 个字符"', () => {
    const [p] = problems({ bio: '一' });
    expect(p!.message).toBe('长度在 2 到 10 个字符');
    expect(problems({ bio: '一'.repeat(11) })[0]!.message).toBe('长度在 2 到 10 个字符');
  });
  it('choices among the options, uploads within their number', () => {
    expect(problems({ edu: 'z', hobby: ['r', 'x'], type: '9' }).map((p) => p.fieldId)).toEqual(['type', 'idcard', 'edu', 'hobby']);
    expect(problems({ photo: [good.photo[0], good.photo[0]] })[0]!.message).toBe('照片最多上传1个文件');
    expect(problems({ photo: 'a.jpg' })[0]!.message).toBe('请填写正确的照片');
  });
});

describe('collectFormProblems', () => {
  const f = (componentId: string, title: string, extra: object = {}) => ({
    componentId,
    title,
    defaultValue: null,
    description: null,
    optionList: [],
    required: 0,
    editable: 1,
    visible: 1,
    collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: null },
    ...extra,
  });
  it('names each broken rule', () => {
    const codes = (fields: ReturnType<typeof f>[]) => collectFormProblems(fields).map((p) => p.code);
    expect(codes([f('name', '姓名'), f('input', '备注')])).toEqual([]);
    expect(codes([f('input', '')])).toEqual(['collectTitleInvalid']);
    expect(codes([f('input', 'a'), f('textarea', 'a')])).toEqual(['collectTitleRepeated']);
    expect(codes([f('radio', '性别')])).toEqual(['collectOptionsRequired']);
    expect(codes([f('email', '邮箱'), f('email', '邮箱2')])).toEqual(['collectComponentRepeated']);
    expect(codes([f('idcard', '证件号码')])).toEqual(['collectIdcardNeedsType']);
    expect(codes([f('input', 'a', { collectImageStandard: { minWordNum: 5, maxWordNum: 1, maxUploadNum: null } })])).toEqual([
      'collectWordNumInvalid',
    ]);
    expect(codes([f('file', 'a', { collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: 10 } })])).toEqual([
      'collectUploadNumInvalid',
    ]);
    expect(codes([f('nope', 'a')])).toEqual(['collectComponentUnknown']);
  });
});
