import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@cloud-exam/contract/languages';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n/namespaces';

const dir = path.dirname(new URL(import.meta.url).pathname);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
/** i18next's plural forms (`files_one`, `files_other`) are one key, whose forms differ by language. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (bundle: unknown) => [...new Set(keys(bundle).map((k) => k.replace(PLURAL, '')))].sort();
const valueAt = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), bundle);
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));

describe('translations', () => {
  it('have the same keys, none empty, in all five languages', () => {
    for (const ns of NAMESPACES) {
      const reference = baseKeys(read('zh', ns));
      for (const lng of LANGUAGES) {
        const bundle = read(lng, ns);
        expect(baseKeys(bundle), `${lng}/${ns}.json`).toEqual(reference);
        for (const key of keys(bundle)) {
          const value = valueAt(bundle, key);
          expect(String(value).trim(), `${lng}/${ns}.json: ${key}`).not.toBe('');
        }
      }
    }
  });

  it('are real translations, not copies of the Chinese', () => {
    for (const ns of NAMESPACES) {
      const zh = read('zh', ns);
      for (const lng of LANGUAGES.filter((l) => l !== 'zh')) {
        const bundle = read(lng, ns);
        // Japanese shares many words with Chinese (保存, 確認…): all-kanji values may be the same.
        const sharedKanji = (v: unknown) => lng === 'ja' && typeof v === 'string' && /^[\u4e00-\u9fff]+$/.test(v);
        const copied = keys(zh).filter((key) => {
          const value = valueAt(bundle, key);
          return !key.startsWith('languages.') && value === valueAt(zh, key) && !sharedKanji(value);
        });
        expect(copied, `${lng}/${ns}.json`).toEqual([]);
      }
    }
  });

  it('say one thing and several in English and Spanish ("1 file", "2 files")', () => {
    for (const ns of NAMESPACES)
      for (const lng of ['en', 'es']) {
        const bundle = read(lng, ns);
        // A count followed by a word in its plural, with no singular form beside it.
        const unpaired = keys(bundle).filter((k) => !PLURAL.test(k) && /\{\{count\}\} \p{L}+s\b/u.test(String(valueAt(bundle, k))));
        expect(unpaired, `${lng}/${ns}.json`).toEqual([]);
        for (const k of keys(bundle).filter((key) => key.endsWith('_one')))
          expect(valueAt(bundle, k.replace(/_one$/, '_other'))).toBeTruthy();
      }
  });

  it('every namespace file exists and nothing else does', () => {
    for (const lng of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(dir, lng))
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
    }
  });
});
