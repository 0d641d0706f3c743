import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages';
import {
  validateAccount,
  validateAge,
  validateIdNumber,
  validateLength,
  validateOptionalEmail,
  validateOptionalMobile,
  validatePassword,
  validatePasswordLoose,
  validatePhoneOrLandline,
  validateRequiredMobile,
  validatePasswordStrength,
  validateRequired,
  validateUserName,
} from './validators';

const code = (v: { code: number } | null) => v?.code ?? null;

describe('spec §5 client rules', () => {
  it('user name: 2-10 Chinese, letters or digits', () => {
    expect(code(validateUserName(''))).toBe(10001001);
    expect(code(validateUserName('a'))).toBe(10001002);
    expect(code(validateUserName('张三'))).toBeNull();
    expect(code(validateUserName('abc_def'))).toBe(10001002);
    expect(code(validateUserName('a'.repeat(11)))).toBe(10001002);
  });

  it('password: 8-20 letters, digits or underscore', () => {
    expect(code(validatePassword('abc_1234'))).toBeNull();
    expect(code(validatePassword('abc 1234'))).toBe(10001003);
    expect(code(validatePassword('a'.repeat(21)))).toBe(10001003);
  });

  it('server password: at least 8 mixing digits and letters', () => {
    expect(code(validatePasswordStrength('abcdefgh'))).toBe(12421104);
    expect(code(validatePasswordStrength('12345678'))).toBe(12421104);
    expect(code(validatePasswordStrength('abcd1234'))).toBeNull();
  });

  it('account: a mainland mobile number or an e-mail', () => {
    expect(code(validateAccount('13800138000'))).toBeNull();
    expect(code(validateAccount('11800138000'))).toBe(10001005);
    expect(code(validateAccount('1380013800'))).toBe(10001005);
    expect(code(validateAccount('a.b@school.edu.cn'))).toBeNull();
    expect(code(validateAccount('a.b@'))).toBe(10001005);
    expect(code(validateOptionalEmail(''))).toBeNull();
    expect(code(validateOptionalEmail('x@y'))).toBe(10001006);
  });

  it('the looser 6-20 password rule', () => {
    expect(code(validatePasswordLoose('abc123'))).toBeNull();
    expect(code(validatePasswordLoose('abc12'))).toBe(10001004);
    expect(code(validatePasswordLoose(''))).toBe(10001017);
  });

  it('phone: optional but valid, required, or a landline', () => {
    expect(code(validateOptionalMobile(''))).toBeNull();
    expect(code(validateOptionalMobile('12345'))).toBe(10001008);
    expect(code(validateRequiredMobile(''))).toBe(10001007);
    expect(code(validateRequiredMobile('15912345678'))).toBeNull();
    expect(code(validatePhoneOrLandline(''))).toBe(10001009);
    expect(code(validatePhoneOrLandline('010-88886666'))).toBeNull();
    expect(code(validatePhoneOrLandline('0755-1234567-801'))).toBeNull();
    expect(code(validatePhoneOrLandline('abc'))).toBe(10001008);
  });

  it('age 1-100', () => {
    expect(code(validateAge(0))).toBe(10001010);
    expect(code(validateAge('100'))).toBeNull();
    expect(code(validateAge('101'))).toBe(10001010);
    expect(code(validateAge('2.5'))).toBe(10001010);
  });

  it('ID number by certificate type', () => {
    expect(code(validateIdNumber('0', ''))).toBe(10001011);
    expect(code(validateIdNumber('', '110101199003074514'))).toBe(10001012);
    expect(code(validateIdNumber('0', '11010119900307451X'))).toBe(10001014);
    expect(code(validateIdNumber('0', '110101199003074514'))).toBeNull();
    expect(code(validateIdNumber('0', '110101900307451'))).toBeNull();
    expect(code(validateIdNumber('1', 'A123456(7)'))).toBeNull();
    expect(code(validateIdNumber('2', 'E1234'))).toBeNull();
    expect(code(validateIdNumber('2', 'E12'))).toBe(10001013);
  });

  it('enrolment form: required and length between', () => {
    expect(validateRequired('姓名', ' ')).toEqual({ code: 10001015, params: { title: '姓名' } });
    expect(validateRequired('爱好', [])).not.toBeNull();
    expect(validateRequired('姓名', '李四')).toBeNull();
    expect(validateLength('一二三', 2, 3)).toBeNull();
    expect(validateLength('一', 2, 3)).toEqual({ code: 10001016, params: { min: 2, max: 3 } });
  });
});

describe('language negotiation', () => {
  it('takes the first supported language by quality, else zh', () => {
    expect(negotiateLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(negotiateLanguage('fr-FR,fr;q=0.9,ko;q=0.5')).toBe('ko');
    expect(negotiateLanguage('fr')).toBe('zh');
    expect(negotiateLanguage(undefined)).toBe('zh');
    expect(negotiateLanguage('en;q=0.2,es;q=0.8')).toBe('es');
  });
});
