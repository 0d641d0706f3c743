/** The interface languages, zh first: the default when nothing else is known. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Picks the first supported language from an Accept-Language header or a locale tag such as zh-CN. */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
