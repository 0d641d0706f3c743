import {
  type ChildItem,
  type Item,
  type ItemContent,
  type ItemMedia,
  type ItemTypeCode,
  MATCH_OPTION_NAME,
  MATCH_QUESTION_NAME,
  type MatchPair,
  optionLetter,
} from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import type { z } from 'zod';
import type { itemSaveSchema } from '@cloud-exam/contract/bank/item';

/**
 * The item editor's form: what an author sees (an option with its "right" tick, a blank with its accepted answers,
 * a pair with its option) rather than the stored shape, and the two ways between them.
 */

export type OptionValues = { content: string; right?: boolean; dimension?: string; dimensionScore?: number; fixed?: boolean };
export type PairValues = { stem: string; key?: string };

/** One part: the item itself, or a part of a compound. */
export type PartValues = {
  itemTypeCode: ItemTypeCode;
  stem: string;
  media?: ItemMedia[];
  score?: number;
  outTimeSecond?: number;
  options?: OptionValues[];
  /** Single choice scored by dimension (personality) instead of by a key. */
  byDimension?: boolean;
  partialScore?: number | null;
  blanks?: string[][];
  ignoreCase?: boolean;
  ignoreSpaces?: boolean;
  anyOrder?: boolean;
  questionHeading?: string;
  optionHeading?: string;
  /** Attributes the editor does not show (an import's source, say), kept as they came. */
  otherAttrs?: { name: string; value: string }[];
  pairs?: PairValues[];
  mostScore?: number;
  leastScore?: number;
  answer?: string;
  rubric?: string;
  minWords?: number | null;
  maxWords?: number | null;
  description?: string;
};

export type ItemValues = PartValues & {
  bankId: string;
  knowledgeIds?: string[];
  tags?: string[];
  difficulty?: number;
  hint?: string;
  children?: PartValues[];
};

export type ItemSave = z.input<typeof itemSaveSchema>;

const TRUE_FALSE = ['正确', '错误'];

/** A new part of a type, with the fields it starts with. */
export function newPart(
  itemTypeCode: ItemTypeCode,
  labels: { right: string; wrong: string } = { right: TRUE_FALSE[0]!, wrong: TRUE_FALSE[1]! },
): PartValues {
  const base: PartValues = { itemTypeCode, stem: '', score: 2, description: '' };
  switch (itemTypeCode) {
    case 'single_choice':
    case 'multiple_choice':
    case 'forced_choice':
      return {
        ...base,
        options: Array.from({ length: 4 }, () => ({ content: '' })),
        score: itemTypeCode === 'forced_choice' ? 0 : 2,
        mostScore: 1,
        leastScore: -1,
      };
    case 'true_false':
      return { ...base, options: [{ content: `<p>${labels.right}</p>` }, { content: `<p>${labels.wrong}</p>` }] };
    case 'cloze_fill':
      return { ...base, blanks: [], ignoreCase: true, ignoreSpaces: false, anyOrder: false };
    case 'matching':
      return { ...base, options: Array.from({ length: 3 }, () => ({ content: '' })), pairs: [{ stem: '' }, { stem: '' }] };
    case 'short_answer':
    case 'essay':
      return { ...base, score: itemTypeCode === 'essay' ? 20 : 5, answer: '', rubric: '' };
    case 'compound':
      return { ...base, score: 0 };
  }
}

const html = (text: string | undefined) => text ?? '';
/** Only the flags that were set: an item read and saved unchanged stays as it was stored. */
const defined = <T extends Record<string, boolean | undefined>>(flags: T) =>
  Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as Partial<T>;
const HEADINGS = [MATCH_QUESTION_NAME, MATCH_OPTION_NAME];

function partContent(p: PartValues) {
  const options = (p.options ?? []).map((o) => ({
    optionContent: html(o.content),
    optionAttrs: {
      ...(o.dimension ? { dimension: o.dimension } : {}),
      ...(o.dimension && o.dimensionScore !== undefined && o.dimensionScore !== null ? { dimensionScore: o.dimensionScore } : {}),
      ...(o.fixed ? { fixed: true } : {}),
    },
  }));
  const key = (p.options ?? []).flatMap((o, i) => (o.right ? [optionLetter(i)] : []));
  const type = p.itemTypeCode;
  const answerAttrs: ItemContent['answerAttrs'] =
    type === 'single_choice'
      ? { options: p.byDimension ? [] : key }
      : type === 'multiple_choice'
        ? { options: key, partialScore: p.partialScore ?? null }
        : type === 'true_false'
          ? { options: key }
          : type === 'cloze_fill'
            ? { blanks: p.blanks ?? [], ...defined({ ignoreCase: p.ignoreCase, ignoreSpaces: p.ignoreSpaces, anyOrder: p.anyOrder }) }
            : type === 'forced_choice'
              ? { mostScore: p.mostScore ?? 1, leastScore: p.leastScore ?? -1 }
              : type === 'short_answer' || type === 'essay'
                ? {
                    content: html(p.answer),
                    rubric: html(p.rubric),
                    ...(p.minWords ? { minWords: p.minWords } : {}),
                    ...(p.maxWords ? { maxWords: p.maxWords } : {}),
                  }
                : {};
  return {
    itemTypeCode: type,
    stemAttrs: { content: html(p.stem), media: p.media ?? [] },
    optionsDataList: type === 'cloze_fill' || type === 'short_answer' || type === 'essay' || type === 'compound' ? [] : options,
    answerAttrs,
    descriptionAttrs: { content: html(p.description) },
    attrsDataList: [
      ...(type === 'matching'
        ? [
            { name: MATCH_QUESTION_NAME, value: p.questionHeading ?? '' },
            { name: MATCH_OPTION_NAME, value: p.optionHeading ?? '' },
          ]
        : []),
      ...(p.otherAttrs ?? []),
    ],
    score: type === 'forced_choice' || (type === 'single_choice' && p.byDimension) ? 0 : (p.score ?? 0),
    outTimeSecond: p.outTimeSecond ?? 0,
    childItemList:
      type === 'matching'
        ? (p.pairs ?? []).map((pair): MatchPair => ({
            stemAttrs: { content: html(pair.stem), media: [] },
            answerAttrs: { options: pair.key ? [pair.key] : [] },
          }))
        : [],
  };
}

/** What the editor sends: the stored shape of spec §3. */
export function toItemInput(v: ItemValues): ItemSave {
  const content = partContent(v);
  return {
    ...content,
    bankId: v.bankId,
    knowledgeIds: v.knowledgeIds ?? [],
    tags: v.tags ?? [],
    difficulty: v.difficulty ?? 3,
    hint: v.hint ?? '',
    childItemList: v.itemTypeCode === 'compound' ? (v.children ?? []).map((c) => partContent(c) as ChildItem) : content.childItemList,
  };
}

const headingOf = (part: { attrsDataList: { name: string; value: string }[] }, name: string) =>
  part.attrsDataList.find((a) => a.name === name)?.value ?? '';

function partValues(part: ItemContent | ChildItem): PartValues {
  const key = part.answerAttrs.options ?? [];
  const a = part.answerAttrs;
  return {
    itemTypeCode: part.itemTypeCode,
    stem: part.stemAttrs.content,
    media: part.stemAttrs.media,
    score: part.score,
    outTimeSecond: part.outTimeSecond,
    options: part.optionsDataList.map((o, i) => ({
      content: o.optionContent,
      right: key.includes(optionLetter(i)),
      dimension: o.optionAttrs.dimension,
      dimensionScore: o.optionAttrs.dimensionScore,
      fixed: o.optionAttrs.fixed,
    })),
    byDimension: part.itemTypeCode === 'single_choice' && !key.length && part.optionsDataList.some((o) => o.optionAttrs.dimension),
    partialScore: a.partialScore ?? null,
    blanks: a.blanks ?? [],
    ignoreCase: a.ignoreCase,
    ignoreSpaces: a.ignoreSpaces,
    anyOrder: a.anyOrder,
    mostScore: a.mostScore ?? 1,
    leastScore: a.leastScore ?? -1,
    answer: a.content ?? '',
    rubric: a.rubric ?? '',
    minWords: a.minWords ?? null,
    maxWords: a.maxWords ?? null,
    questionHeading: headingOf(part, MATCH_QUESTION_NAME),
    optionHeading: headingOf(part, MATCH_OPTION_NAME),
    otherAttrs: part.attrsDataList.filter((a) => !(part.itemTypeCode === 'matching' && HEADINGS.includes(a.name))),
    pairs:
      part.itemTypeCode === 'matching'
        ? part.childItemList.map((pair) => ({ stem: pair.stemAttrs.content, key: pair.answerAttrs.options?.[0] }))
        : [],
    description: part.descriptionAttrs.content,
  };
}

/** The editor's values for a saved item. */
export function itemValues(item: Item): ItemValues {
  return {
    ...partValues(item),
    bankId: item.bankId,
    knowledgeIds: item.knowledgeIds,
    tags: item.tags,
    difficulty: item.difficulty,
    hint: item.hint,
    children: item.itemTypeCode === 'compound' ? item.childItemList.filter(isPart).map(partValues) : [],
  };
}
