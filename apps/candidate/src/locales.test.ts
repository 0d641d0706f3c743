import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
/** i18next's plural forms (`left_one`, `left_other`) are one key, whose forms differ by language. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (o: object) => [...new Set(keysOf(o).map((k) => k.replace(PLURAL, '')))].sort();
/** A key's text, or its `_other` form when the language has plural forms of it. */
const textAt = (o: object, key: string) => valueAt(o, key) ?? valueAt(o, `${key}_other`);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const valueAt = (o: object, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o) as string | undefined;

describe('the exam client’s texts', () => {
  it('have every key in all five languages, with the same placeholders, none left empty', () => {
    const keys = baseKeys(zh);
    for (const [lang, texts] of Object.entries({ en, es, ja, ko })) {
      expect(baseKeys(texts), lang).toEqual(keys);
      for (const key of keys) {
        expect(textAt(texts, key)?.trim(), `${lang} ${key}`).toBeTruthy();
        expect(placeholders(textAt(texts, key)!), `${lang} ${key}`).toEqual(placeholders(textAt(zh, key)!));
      }
      // a singular form goes with its plural
      for (const key of keysOf(texts).filter((k) => k.endsWith('_one')))
        expect(valueAt(texts, key.replace(/_one$/, '_other'))).toBeTruthy();
    }
  });
});
