import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorCodes, errorMessage, errorMessagesOf, isErrorCode } from './errors';
import { composeErrors, defineErrors } from './errors/define';
import { LANGUAGES } from './languages';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue', () => {
  it('has a message in every language for every code, with the same placeholders', () => {
    for (const code of ERROR_CODES) {
      const zh = errorMessage(code, 'zh');
      for (const lang of LANGUAGES) {
        const message = errorMessagesOf(lang)[String(code)];
        expect(message?.trim(), `${code} in ${lang}`).toBeTruthy();
        expect(placeholders(message!), `${code} in ${lang}`).toEqual(placeholders(zh));
      }
    }
  });

  it('holds every code of spec §8’s table', () => {
    const spec = [
      -1, 12111303, 12111304, 12111305, 12421103, 16312, 41023601, 31010127, 15038, 41026507, 41026502, 41090308, 41090503, 16264, 41021902,
      42021204, 41010402, 11070113,
    ];
    for (let c = 41300602; c <= 41300614; c++) spec.push(c);
    for (const code of spec) expect(isErrorCode(code), String(code)).toBe(true);
  });

  it('uses the spec’s Chinese wording word for word', () => {
    expect(errorMessage(10001015, 'zh', { title: '姓名' })).toBe('姓名未填写');
    expect(errorMessage(10001016, 'zh', { min: 2, max: 20 })).toBe('长度在 2 到 20 个字符');
  });

  it('keeps a placeholder visible when its parameter is missing', () => {
    expect(errorMessage(10001015, 'en')).toBe('{title} is required');
  });

  it('names only catalogued codes', () => {
    for (const code of Object.values(ErrorCodes)) expect(isErrorCode(code)).toBe(true);
  });

  it('names every code once, and every name is one code', () => {
    const named = Object.values(ErrorCodes);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort((a, b) => a - b)).toEqual([...ERROR_CODES].sort((a, b) => a - b));
    for (const name of Object.keys(ErrorCodes)) expect(name, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('refuses a code or a name defined twice', () => {
    const messages = ['zh', 'en', 'es', 'ja', 'ko'] as const;
    expect(() => defineErrors({ one: { code: 1, messages }, other: { code: 1, messages } })).toThrow(/1 is named both one and other/);
    const a = defineErrors({ one: { code: 1, messages } });
    const sameName = defineErrors({ one: { code: 2, messages } });
    const sameCode = defineErrors({ two: { code: 1, messages } });
    // @ts-expect-error a name in two groups is a type error
    expect(() => composeErrors(a, sameName)).toThrow(/name one/);
    // @ts-expect-error a code in two groups is a type error
    expect(() => composeErrors(a, sameCode)).toThrow(/code 1 /);
  });

  it('distinguishes the 8 candidate login failures in every language', () => {
    for (const lang of LANGUAGES) {
      const messages = new Set(
        [41300602, 41300603, 41300604, 41300605, 41300606, 41300607, 41300608, 41300609].map((c) => errorMessagesOf(lang)[c]),
      );
      expect(messages.size).toBe(8);
    }
  });
});
