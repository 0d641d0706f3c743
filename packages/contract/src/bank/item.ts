import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, pageOf, pageParams } from '../fields';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text';
import { lineSchema } from '../rich-text-line';

/**
 * Items (试题) of a question bank, with the field names of spec §3. One shape carries every type: what a field
 * means depends on `itemTypeCode`, and `itemProblems` (item-rules.ts) holds each type's rules for both sides and
 * the imports. A candidate's answer to an item is an `ItemResponse`; `scoreItem` (scoring.ts) marks it.
 */

/** The item types, in the order of their numbers (`itemType`). */
export const ITEM_TYPE_CODES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'cloze_fill',
  'matching',
  'compound',
  'forced_choice',
  'short_answer',
  'essay',
] as const;
export type ItemTypeCode = (typeof ITEM_TYPE_CODES)[number];
export const itemTypeNumber = (code: ItemTypeCode) => ITEM_TYPE_CODES.indexOf(code) + 1;

/** Types whose options are chosen from, which carry `optionsDataList` and name their key in `answerAttrs.options`. */
export const CHOICE_TYPES: readonly ItemTypeCode[] = ['single_choice', 'multiple_choice', 'true_false'];

/** Option letters in order: an option's `optionName` is its position. */
export const OPTION_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const optionLetter = (index: number) => OPTION_LETTERS[index] ?? String(index + 1);

/** `attrsDataList` names a matching item's two column headings with these. */
export const MATCH_QUESTION_NAME = 'MATCH_QUESTION_NAME';
export const MATCH_OPTION_NAME = 'MATCH_OPTION_NAME';

export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
export const ITEM_SCORE_MAX = 99.9;
/** A per-item time limit (`outTimeSecond`) is at most a day; 0 means none. */
export const ITEM_TIME_MAX_SECONDS = 86_400;
export const ITEM_TAGS_MAX = 20;
export const ITEM_TAG_MAX = 20;
/** The most tags a bank's tag suggestions list. */
export const ITEM_TAG_SUGGESTIONS_MAX = 50;
/** Accepted answers for one blank. */
export const BLANK_ALTERNATIVES_MAX = 20;
export const DIMENSION_MAX = 30;

/**
 * Rich text travels as HTML; the limits of getItemConfigs count its visible text (`richTextPlain`, item-rules.ts).
 * The HTML itself, markup included, is refused as malformed past RICH_TEXT_MAX_LENGTH, which also bounds the
 * sanitiser's work.
 */
const html = () => z.string().max(RICH_TEXT_MAX_LENGTH);

/** Audio or video played with a stem (a listening passage, a clip), kept in the file store. */
export const mediaSchema = z.object({
  kind: z.enum(['audio', 'video']),
  url: z.string().max(500),
  name: z.string().trim().max(200).default(''),
  /** How many times a candidate may play it; 0 = no limit. */
  playLimit: z.number().int().min(0).max(99).default(0),
});
export type ItemMedia = z.infer<typeof mediaSchema>;
/** The most media one stem carries. */
export const ITEM_MEDIA_MAX = 5;

export const stemAttrsSchema = z.object({
  content: html().default(''),
  media: z.array(mediaSchema).max(ITEM_MEDIA_MAX).default([]),
});

export const optionSchema = z.object({
  /** The option's letter; the server writes it from the option's position. */
  optionName: z.string().max(2).default(''),
  optionContent: html().default(''),
  optionAttrs: z
    .object({
      /** Personality items: the dimension a choice of this option counts towards, and by how much. */
      dimension: z.string().trim().max(DIMENSION_MAX).optional(),
      dimensionScore: z.number().min(-99).max(99).optional(),
      /** Stays in place when options are shuffled ("all of the above"). */
      fixed: z.boolean().optional(),
    })
    .default({}),
});
export type ItemOption = z.infer<typeof optionSchema>;

/** The key of an item, read according to its type. */
export const answerAttrsSchema = z.object({
  /** Choice types and each pair of a matching item: the letters of the right options. */
  options: z.array(z.string().max(2)).max(26).optional(),
  /** Multiple choice: the score for some right options and no wrong one; absent = none. */
  partialScore: z.number().min(0).max(ITEM_SCORE_MAX).nullable().optional(),
  /** Cloze: the accepted answers of each blank, in order. */
  blanks: z
    .array(z.array(z.string().max(500)).max(BLANK_ALTERNATIVES_MAX))
    .max(60)
    .optional(),
  ignoreCase: z.boolean().optional(),
  ignoreSpaces: z.boolean().optional(),
  /** Cloze: the blanks' answers may come in any order (each accepted answer counts once). */
  anyOrder: z.boolean().optional(),
  /** Forced choice: what "most like me" and "least like me" add to the chosen statement's dimension. */
  mostScore: z.number().min(-99).max(99).optional(),
  leastScore: z.number().min(-99).max(99).optional(),
  /** Short answer and essay: the reference answer and the marking rubric, and the word limits of an answer. */
  content: html().optional(),
  rubric: html().optional(),
  minWords: z.number().int().min(0).max(100_000).optional(),
  maxWords: z.number().int().min(0).max(100_000).optional(),
});
export type AnswerAttrs = z.infer<typeof answerAttrsSchema>;

export const attrSchema = z.object({ name: z.string().trim().max(50), value: z.string().trim().max(500) });

const descriptionAttrsSchema = z.object({ content: html().default('') });

/** What every item and every part of one has. */
const partFields = {
  itemTypeCode: z.enum(ITEM_TYPE_CODES),
  stemAttrs: stemAttrsSchema.default({ content: '', media: [] }),
  optionsDataList: z.array(optionSchema).max(26).default([]),
  answerAttrs: answerAttrsSchema.default({}),
  descriptionAttrs: descriptionAttrsSchema.default({ content: '' }),
  attrsDataList: z.array(attrSchema).max(20).default([]),
  score: z.number().min(0).max(999),
  outTimeSecond: z.number().int().min(0).max(ITEM_TIME_MAX_SECONDS).default(0),
};

/** One pair of a matching item: a question and the letter of its option. */
export const matchPairSchema = z.object({
  stemAttrs: stemAttrsSchema.default({ content: '', media: [] }),
  answerAttrs: answerAttrsSchema.default({}),
});
export type MatchPair = z.infer<typeof matchPairSchema>;

/** A child of a compound item: any type but compound; a matching child has its pairs. */
export const childItemSchema = z.object({
  ...partFields,
  childItemList: z.array(matchPairSchema).max(20).default([]),
});
export type ChildItem = z.infer<typeof childItemSchema>;

/** What an author writes of an item. */
export const itemContentSchema = z.object({
  ...partFields,
  /** A compound item's parts, or a matching item's pairs. */
  childItemList: z
    .array(z.union([childItemSchema, matchPairSchema]))
    .max(50)
    .default([]),
  difficulty: z.number().int().min(1).max(5).default(3),
  hint: z.string().trim().max(200).default(''),
});
export type ItemContent = z.infer<typeof itemContentSchema>;
/** Any item or part of one, as scoring and the rules read it. */
export type ItemPart = Omit<ItemContent, 'difficulty' | 'hint' | 'childItemList'> & {
  childItemList: (ChildItem | MatchPair)[];
};

const knowledgeIds = z.array(id).max(50).default([]);
const tags = z.array(z.string().trim().min(1).max(ITEM_TAG_MAX)).max(ITEM_TAGS_MAX).default([]);

export const itemSaveSchema = itemContentSchema.extend({
  bankId: id,
  knowledgeIds,
  tags,
  /** Saves although an item with the same stem and options exists in the bank. */
  allowDuplicate: z.boolean().default(false),
});
export const itemUpdateSchema = itemSaveSchema.extend({ id, version: z.number().int().min(1) });

export const itemSchema = itemContentSchema.extend({
  id: z.string(),
  bankId: z.string(),
  itemType: z.number().int(),
  knowledgeIds: z.array(z.string()),
  knowledgeNames: z.array(z.string()),
  tags: z.array(z.string()),
  version: z.number().int(),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/** A row of the item list: enough to recognise the item, not its whole content. */
export const itemRowSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  itemType: z.number().int(),
  itemTypeCode: z.enum(ITEM_TYPE_CODES),
  /** The stem's visible text, formulas as LaTeX (what the keyword searches). */
  stemText: z.string(),
  /** The stem as one line of a list, formulas to draw (`itemLine`). */
  stemLine: lineSchema,
  difficulty: z.number().int(),
  score: z.number(),
  knowledgeNames: z.array(z.string()),
  tags: z.array(z.string()),
  version: z.number().int(),
  updatedByName: z.string().nullable(),
  updateTime: z.string(),
});
export type ItemRow = z.infer<typeof itemRowSchema>;

export const itemFilterSchema = z.object({
  bankId: id.optional(),
  itemTypeCode: z.enum(ITEM_TYPE_CODES).optional(),
  /** Items of this knowledge point or any point below it. */
  knowledgeId: id.optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  tag: z.string().trim().max(ITEM_TAG_MAX).optional(),
  /** Stem text contains this. */
  keyword: z.string().trim().max(100).optional(),
});
export type ItemFilter = z.infer<typeof itemFilterSchema>;

const versionSchema = z.object({
  version: z.number().int(),
  changedFields: z.array(z.string()),
  changedByName: z.string().nullable(),
  changeTime: z.string(),
});

export const itemConfigsSchema = z.object({
  answerLength: z.number().int(),
  descriptionLength: z.number().int(),
  itemContentLength: z.number().int(),
  topicNameLength: z.number().int(),
  topicDescriptionLength: z.number().int(),
});

const batchIds = z.object({ ids: z.array(id).min(1).max(1000) });

export const itemApi = endpoints('bank', needs(Authority.bank), {
  configs: {
    method: 'GET',
    path: '/gl/tk/dict/getItemConfigs',
    summary: 'The item limits (spec §3, §9): lengths of content, answers, descriptions, topic names and descriptions',
    output: itemConfigsSchema,
  },
  page: {
    method: 'GET',
    path: '/gl/tk/item/page',
    summary: 'Items of the banks the caller may see, filtered and paged',
    input: itemFilterSchema.extend(pageParams),
    output: pageOf(itemRowSchema),
  },
  get: {
    method: 'GET',
    path: '/gl/tk/item/get/{id}',
    summary: 'One item, whole',
    input: z.object({ id }),
    output: itemSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/tk/item/add',
    summary: 'Add an item (content travels in the body: rich text is too long for a query)',
    input: itemSaveSchema,
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/gl/tk/item/update',
    summary: 'Save a new version of an item; refused when someone saved another since `version`',
    input: itemUpdateSchema,
    output: z.object({ version: z.number().int() }),
  },
  remove: {
    method: 'POST',
    path: '/gl/tk/item/delete',
    summary: 'Delete items with their versions',
    input: batchIds,
    output: z.object({ deleted: z.number().int() }),
  },
  move: {
    method: 'POST',
    path: '/gl/tk/item/move',
    summary: 'Move items to another bank (their knowledge points, which belong to the old bank, are cleared)',
    input: batchIds.extend({ bankId: id }),
    output: z.object({ moved: z.number().int() }),
  },
  retag: {
    method: 'POST',
    path: '/gl/tk/item/retag',
    summary: 'Add and remove tags on items',
    input: batchIds.extend({ add: tags, remove: tags }),
    output: z.object({ changed: z.number().int() }),
  },
  tags: {
    method: 'GET',
    path: '/gl/tk/item/tags',
    summary: `A bank's tags with how many of its items carry each, most used first (at most ${ITEM_TAG_SUGGESTIONS_MAX}); with a keyword, those containing it`,
    input: z.object({ bankId: id, keyword: z.string().trim().max(ITEM_TAG_MAX).optional() }),
    output: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  },
  versions: {
    method: 'GET',
    path: '/gl/tk/item/versions/{id}',
    summary: 'The versions of an item: who changed which fields, when',
    input: z.object({ id }),
    output: z.array(versionSchema),
  },
  version: {
    method: 'GET',
    path: '/gl/tk/item/version/{id}/{version}',
    summary: 'An item as it was at one version',
    input: z.object({ id, version: z.coerce.number().int().min(1) }),
    output: itemSchema,
  },
});
