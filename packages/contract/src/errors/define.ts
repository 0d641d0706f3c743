import type { Language } from '../languages';

/** The message of one code in each interface language, in the order of LANGUAGES. */
export type Messages = readonly [zh: string, en: string, es: string, ja: string, ko: string];

/** One catalogued error: its number and its messages. */
export type ErrorEntry<C extends number = number> = { readonly code: C; readonly messages: Messages };

/** The errors of one domain, by name. */
export type ErrorGroup = Readonly<Record<string, ErrorEntry>>;

/**
 * Declares the errors of one domain, `{ name: { code, messages } }`, keeping each code's numeric literal type
 * so that ErrorCode stays a union of the catalogued numbers. Two names of one group sharing a code throw here. Marked
 * free of side effects, so that a bundle leaves out the groups it imports without using (the exam client's).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineErrors<const G extends ErrorGroup>(group: G): { readonly [K in keyof G]: ErrorEntry<G[K]['code']> } {
  const seen = new Map<number, string>();
  for (const [name, { code }] of Object.entries(group)) {
    const other = seen.get(code);
    if (other !== undefined) throw new Error(`Error code ${code} is named both ${other} and ${name}`);
    seen.set(code, name);
  }
  return group;
}

/** Where each language's message stands in `Messages`. */
export const LANGUAGE_INDEX: Record<Language, 0 | 1 | 2 | 3 | 4> = { zh: 0, en: 1, es: 2, ja: 3, ko: 4 };

/** `{ name: code }` of one group: what code that must not load the whole catalogue (the exam client's) names codes by. */
/* @__NO_SIDE_EFFECTS__ */
export function codesOf<G extends ErrorGroup>(group: G): { readonly [K in keyof G]: G[K]['code'] } {
  return Object.fromEntries(Object.entries(group).map(([name, { code }]) => [name, code])) as { readonly [K in keyof G]: G[K]['code'] };
}

/** A message template in one language, its `{name}` placeholders filled from params (a missing one stays visible). */
export function fillMessage(messages: Messages, lang: Language, params?: Readonly<Record<string, string | number>>): string {
  return messages[LANGUAGE_INDEX[lang]].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

/**
 * The message of a code of these groups, in one language: for code that names its few codes from their own groups
 * (the information form's rules) and shows them without the catalogue; undefined when none of the groups has it.
 */
export function groupMessage(
  groups: readonly ErrorGroup[],
  code: number,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string | undefined {
  for (const group of groups)
    for (const entry of Object.values(group)) if (entry.code === code) return fillMessage(entry.messages, lang, params);
  return undefined;
}

/** The codes of one group, or of each group of a union. */
type CodesOf<G extends ErrorGroup> = G extends ErrorGroup ? G[keyof G]['code'] : never;

/** Names that occur in more than one group, left to right. */
type SharedNames<Gs extends readonly ErrorGroup[], Seen extends PropertyKey = never> = Gs extends readonly [
  infer H extends ErrorGroup,
  ...infer R extends readonly ErrorGroup[],
]
  ? (keyof H & Seen) | SharedNames<R, Seen | keyof H>
  : never;

/** Codes that occur in more than one group. */
type SharedCodes<Gs extends readonly ErrorGroup[], Seen extends number = never> = Gs extends readonly [
  infer H extends ErrorGroup,
  ...infer R extends readonly ErrorGroup[],
]
  ? (CodesOf<H> & Seen) | SharedCodes<R, Seen | CodesOf<H>>
  : never;

/** `{ name: code }` of every group together. */
type NamedCodes<Gs extends readonly ErrorGroup[]> = Gs extends readonly [
  infer H extends ErrorGroup,
  ...infer R extends readonly ErrorGroup[],
]
  ? { readonly [K in keyof H]: H[K]['code'] } & NamedCodes<R>
  : unknown;

type Flat<T> = { readonly [K in keyof T]: T[K] };

/** Makes a name or code that two groups share a type error at the call of composeErrors. */
type Distinct<Gs extends readonly ErrorGroup[]> = [SharedNames<Gs>] extends [never]
  ? [SharedCodes<Gs>] extends [never]
    ? unknown
    : { duplicateCodes: SharedCodes<Gs> }
  : { duplicateNames: SharedNames<Gs> };

/**
 * Puts the domain groups together into `{ name: code }` and `{ code: messages }`. A name or code that two groups
 * share is a type error, and throws when the module loads.
 */
export function composeErrors<const Gs extends readonly ErrorGroup[]>(
  ...groups: Gs & Distinct<Gs>
): { names: Flat<NamedCodes<Gs>>; messages: Record<CodesOf<Gs[number]>, Messages> } {
  const names: Record<string, number> = {};
  const messages: Record<number, Messages> = {};
  for (const group of groups as readonly ErrorGroup[]) {
    for (const [name, { code, messages: texts }] of Object.entries(group)) {
      if (Object.hasOwn(names, name)) throw new Error(`Error name ${name} is defined twice`);
      if (Object.hasOwn(messages, code)) throw new Error(`Error code ${code} is defined twice`);
      names[name] = code;
      messages[code] = texts;
    }
  }
  return { names, messages } as { names: Flat<NamedCodes<Gs>>; messages: Record<CodesOf<Gs[number]>, Messages> };
}
