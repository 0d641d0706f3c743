import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const valueAt = (o: object, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;

describe('the exam client’s texts', () => {
  it('have every key in all five languages, with the same placeholders, none left empty', () => {
    const keys = keysOf(zh).sort();
    for (const [lang, texts] of Object.entries({ en, es, ja, ko })) {
      expect(keysOf(texts).sort(), lang).toEqual(keys);
      for (const key of keys) {
        expect(valueAt(texts, key).trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(valueAt(texts, key)), `${lang} ${key}`).toEqual(placeholders(valueAt(zh, key)));
      }
    }
  });
});
