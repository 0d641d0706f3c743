/** The names one entity goes by in each place: `item-type` → itemType, ItemType, item_type, ITEM_TYPE. */

const words = (kebab: string) => kebab.split('-').filter(Boolean);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export const camel = (kebab: string) =>
  words(kebab)
    .map((w, i) => (i ? capital(w) : w))
    .join('');
export const pascal = (kebab: string) => words(kebab).map(capital).join('');
export const snake = (kebab: string) => words(kebab).join('_');

/** The English plural the table takes its name from. */
export function plural(word: string) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

export type Labels = { zh: string; en: string; es: string; ja: string; ko: string };
export const LANGUAGES = ['zh', 'en', 'es', 'ja', 'ko'] as const;

/** "题库/Question bank/Banco de preguntas/問題バンク/문제 은행" → one label per language. */
export function labelsFrom(text: string | undefined, option: string): Labels {
  const parts = (text ?? '').split('/').map((s) => s.trim());
  if (parts.length !== 5 || parts.some((p) => !p)) {
    throw new Error(
      `${option} needs five names, zh/en/es/ja/ko, separated by "/": e.g. ${option} '题库/Question bank/Banco de preguntas/問題バンク/문제 은행'`,
    );
  }
  return Object.fromEntries(LANGUAGES.map((l, i) => [l, parts[i]!])) as Labels;
}

export type Names = ReturnType<typeof namesOf>;

export function namesOf(domain: string, entity: string) {
  for (const [what, value] of [
    ['domain', domain],
    ['entity', entity],
  ] as const) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(value))
      throw new Error(`The ${what} is written in kebab-case, e.g. "bank" or "item-type": "${value}"`);
  }
  return {
    domain,
    domainCamel: camel(domain),
    domainPascal: pascal(domain),
    entity,
    camel: camel(entity),
    pascal: pascal(entity),
    upper: snake(entity).toUpperCase(),
    /** The table const in the Drizzle schema, e.g. itemTypes. */
    table: camel(plural(entity)),
    /** The table in SQL, prefixed by its domain, e.g. bank_item_types. */
    sqlTable: `${snake(domain)}_${plural(snake(entity))}`,
  };
}
