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
const valueAt = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), bundle);
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));

describe('translations', () => {
  it('have the same keys, none empty, in all five languages', () => {
    for (const ns of NAMESPACES) {
      const reference = keys(read('zh', ns)).sort();
      for (const lng of LANGUAGES) {
        const bundle = read(lng, ns);
        expect(keys(bundle).sort(), `${lng}/${ns}.json`).toEqual(reference);
        for (const key of reference) {
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
