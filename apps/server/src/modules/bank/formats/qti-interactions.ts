import { type ChildItem, type MatchPair, optionLetter } from '@cloud-exam/contract/bank/item';
import { attrOf, child, childrenNamed, descendants, textOf, type XmlElement, type XmlNode } from '../../../lib/xml-tree';

/**
 * What the interactions of a QTI item (in 2.1's names) that have an equivalent in the bank give: the options to
 * choose from and the key among them, a blank's accepted answers, a matching's pairs. qti-read.ts makes items of them.
 */

type Html = (nodes: readonly XmlNode[]) => string;
type Options = ChildItem['optionsDataList'];

export const num = (v: string | undefined) => (v === undefined || v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
export const values = (el: XmlElement | undefined) => childrenNamed(el, 'value').map((v) => textOf(v).trim());

/** The identifiers a response declaration gives as right: its correct response, and the entries of its mapping that score. */
function rightOf(decl: XmlElement | undefined): string[] {
  const mapped = descendants(decl ?? { name: '', local: '', attrs: {}, children: [] }, 'mapEntry')
    .filter((e) => (num(attrOf(e, 'mappedValue')) ?? 0) > 0)
    .map((e) => attrOf(e, 'mapKey') ?? '');
  return [...new Set([...values(child(decl, 'correctResponse')), ...mapped])];
}

/** A text entry's accepted answers: the entries of its mapping that score, else its correct response. */
export function answersOf(decl: XmlElement | undefined): string[] {
  const entries = descendants(decl ?? { name: '', local: '', attrs: {}, children: [] }, 'mapEntry');
  const accepted = entries.filter((e) => (num(attrOf(e, 'mappedValue')) ?? 0) > 0).map((e) => attrOf(e, 'mapKey') ?? '');
  return accepted.length ? accepted : values(child(decl, 'correctResponse'));
}

/** Choices (simple, inline, hottext) as options in order, the key as their letters. */
export function choicesOf(choices: XmlElement[], decl: XmlElement | undefined, html: Html) {
  const letters = new Map(choices.map((c, i) => [attrOf(c, 'identifier') ?? '', optionLetter(i)]));
  const options: Options = choices.map((c, i) => ({
    optionName: optionLetter(i),
    optionContent: html(c.children),
    optionAttrs: attrOf(c, 'fixed') === 'true' ? { fixed: true } : {},
  }));
  const key = (decl ? values(child(decl, 'correctResponse')) : []).map((v) => letters.get(v) ?? v);
  return { options, key, multiple: attrOf(decl, 'cardinality') === 'multiple' };
}

/** An inline choice as a blank: the text of its right choices. */
export function inlineAnswers(interaction: XmlElement, decl: XmlElement | undefined): string[] {
  const right = rightOf(decl);
  return childrenNamed(interaction, 'inlineChoice')
    .filter((c) => right.includes(attrOf(c, 'identifier') ?? ''))
    .map((c) => textOf(c).trim());
}

/** A hottext interaction as a choice: its hot texts, in the order of the text, are the options. */
export const hottexts = (interaction: XmlElement, decl: XmlElement | undefined, html: Html) =>
  choicesOf(descendants(interaction, 'hottext'), decl, html);

/**
 * A gap match: its gaps in order, its words as options, and each gap's right words (as text and as letters).
 * Undefined when the words are pictures (gapImg), which a blank cannot take.
 */
export function gapped(interaction: XmlElement, decl: XmlElement | undefined, html: Html) {
  if (childrenNamed(interaction, 'gapImg').length) return undefined;
  const words = childrenNamed(interaction, 'gapText');
  const { options } = choicesOf(words, undefined, html);
  const wordIds = words.map((w) => attrOf(w, 'identifier') ?? '');
  const gaps = descendants(interaction, 'gap').map((g) => attrOf(g, 'identifier') ?? '');
  const pairs = rightOf(decl).map((p) => p.split(/\s+/));
  const rightWords = gaps.map((gap) =>
    pairs
      .map(([a = '', b = '']) => (a === gap ? b : b === gap ? a : undefined))
      .map((w) => wordIds.indexOf(w ?? ''))
      .filter((at) => at >= 0),
  );
  return {
    gaps,
    options,
    answers: rightWords.map((ats) => ats.map((at) => textOf(words[at]).trim())),
    keys: rightWords.map((ats) => ats.map(optionLetter)),
  };
}

/**
 * A match (two sets) or an associate interaction (one set, pairs in any direction) as a matching item: the stems are
 * one side of the pairs, each paired with exactly one option of the other side; the choices in no pair are options
 * too (distractors). Undefined for an associate interaction whose pairs cannot be split so (a choice on both sides,
 * a stem with two answers).
 */
export function associated(interaction: XmlElement, decl: XmlElement | undefined, html: Html) {
  const pairs = values(child(decl, 'correctResponse')).map((v) => v.split(/\s+/) as [string, string]);
  let stems: XmlElement[];
  let targets: XmlElement[];
  if (interaction.local === 'matchInteraction') {
    [stems = [], targets = []] = childrenNamed(interaction, 'simpleMatchSet').map((s) => childrenNamed(s, 'simpleAssociableChoice'));
  } else {
    const choices = childrenNamed(interaction, 'simpleAssociableChoice');
    const sides = stemSide(pairs);
    if (!sides) return undefined;
    stems = choices.filter((c) => sides.has(attrOf(c, 'identifier') ?? ''));
    targets = choices.filter((c) => !sides.has(attrOf(c, 'identifier') ?? ''));
  }
  const stemIds = stems.map((q) => attrOf(q, 'identifier') ?? '');
  const letters = new Map(targets.map((c, i) => [attrOf(c, 'identifier') ?? '', optionLetter(i)]));
  const options: Options = targets.map((c, i) => ({ optionName: optionLetter(i), optionContent: html(c.children), optionAttrs: {} }));
  const matched: MatchPair[] = stems.map((q) => ({ stemAttrs: { content: html(q.children), media: [] }, answerAttrs: {} }));
  for (const [from = '', to = ''] of pairs) {
    const [stem, target] = stemIds.includes(from) ? [from, to] : [to, from];
    const at = stemIds.indexOf(stem);
    if (at >= 0 && letters.has(target)) matched[at]!.answerAttrs = { options: [letters.get(target)!] };
  }
  return { options, pairs: matched };
}

/** The choices of an associate interaction's pairs that are stems: one side of a two-colouring, each in one pair. */
function stemSide(pairs: [string, string][]): Set<string> | undefined {
  const side = new Map<string, 0 | 1>();
  const next = new Map<string, string[]>();
  for (const [a, b] of pairs) {
    if (!a || !b || a === b) return undefined;
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  }
  for (const [first] of pairs) {
    if (side.has(first)) continue;
    side.set(first, 0);
    const queue = [first];
    while (queue.length) {
      const at = queue.shift()!;
      for (const other of next.get(at) ?? []) {
        if (side.get(other) === side.get(at)) return undefined;
        if (!side.has(other)) {
          side.set(other, side.get(at) === 0 ? 1 : 0);
          queue.push(other);
        }
      }
    }
  }
  for (const s of [0, 1] as const) {
    const members = [...side].filter(([, v]) => v === s).map(([k]) => k);
    if (members.every((m) => next.get(m)!.length === 1)) return new Set(members);
  }
  return undefined;
}
