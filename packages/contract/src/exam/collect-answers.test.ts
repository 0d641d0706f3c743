import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorCodes, errorMessage } from '../errors';
import { collectAnswerErrors } from '../errors/collect';
import { fieldErrors } from '../errors/fields';
import { LANGUAGES } from '../languages';
import { collectProblems, initialAnswers, problemMessage, type RuleField } from './collect-answers';

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

describe('the answers’ messages without the catalogue', () => {
  it('are the catalogue’s, for every code the rules can give, in every language', () => {
    const codes = [...Object.values(fieldErrors), ...Object.values(collectAnswerErrors)].map((e) => e.code);
    expect(codes.every((code) => ERROR_CODES.includes(code))).toBe(true);
    for (const code of codes)
      for (const lang of LANGUAGES)
        expect(problemMessage({ code, params: { title: '姓名', min: 1, max: 9 } }, lang)).toBe(
          errorMessage(code, lang, { title: '姓名', min: 1, max: 9 }),
        );
  });
});

describe('initialAnswers', () => {
  it('starts each shown field from what was given, else its default', () => {
    const fields = [
      { id: 'a', visible: 1, defaultValue: '甲', componentType: 'input' as const },
      { id: 'b', visible: 1, defaultValue: '1,2', componentType: 'checkbox' as const },
      { id: 'c', visible: 1, defaultValue: '7', componentType: 'number' as const },
      { id: 'd', visible: 0, defaultValue: '隐藏', componentType: 'input' as const },
    ];
    expect(initialAnswers(fields, { a: '乙' })).toEqual({ a: '乙', b: ['1', '2'], c: 7 });
  });
});
