import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, nullableText, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import { ITEM_SCORE_MAX, ITEM_TYPE_CODES, type ItemTypeCode } from './item';
import { scoreProblem } from './item-rules';

/**
 * Question banks (题库) of an institution. A bank belongs to a department, which decides who sees it through the
 * organisation's data rights (as in /sys), and may be shared with other departments.
 */

export const BANK_NAME_MAX = 50;
export const BANK_DESCRIPTION_MAX = 500;
export const BANK_SHARES_MAX = 50;

/** No whitespace anywhere in a bank's name (spec §5). */
export const BANK_NAME_PATTERN = /^\S+$/;

/** The types whose items carry a score of their own (a compound's is its parts' total; a forced choice scores dimensions). */
export const SCORED_ITEM_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'cloze_fill',
  'matching',
  'short_answer',
  'essay',
] as const satisfies readonly ItemTypeCode[];
export type ScoredItemType = (typeof SCORED_ITEM_TYPES)[number];

/** A bank's default score per type until it sets its own: what an imported item whose file gives no score gets. */
export const DEFAULT_ITEM_SCORES: Record<ScoredItemType, number> = {
  single_choice: 2,
  multiple_choice: 2,
  true_false: 2,
  cloze_fill: 2,
  matching: 4,
  short_answer: 5,
  essay: 10,
};

/** An item's score as the item rules take it: above 0, at most 99.9, one decimal. */
export const itemScore = z
  .number()
  .max(ITEM_SCORE_MAX)
  .refine((v) => !scoreProblem(v), { message: 'above 0, at most one decimal' });

export const defaultScoresSchema = z.partialRecord(z.enum(SCORED_ITEM_TYPES), itemScore);
export type DefaultScores = Record<ScoredItemType, number>;
/** The bank's default scores: what it set, the product's defaults for the rest. */
export const defaultScoresOf = (set: Partial<DefaultScores> | null | undefined): DefaultScores => ({ ...DEFAULT_ITEM_SCORES, ...set });

export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** None, or deleted since: then only those who see every department see the bank. */
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  sharedDeptIds: z.array(z.string()),
  status: z.number().int(),
  itemCount: z.number().int(),
  /** Items by `itemTypeCode`. */
  itemCounts: z.partialRecord(z.enum(ITEM_TYPE_CODES), z.number().int()),
  /** The score per type an imported item gets when its file gives none. */
  defaultScores: z.record(z.enum(SCORED_ITEM_TYPES), z.number()),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

const bankFields = {
  name: text(BANK_NAME_MAX).min(1),
  description: nullableText(BANK_DESCRIPTION_MAX),
  /** The owning department; none: the institution's, seen by those who see every department. */
  deptId: z
    .union([id, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  sharedDeptIds: z.array(id).max(BANK_SHARES_MAX).default([]),
  status: z.coerce.number().int().min(0).max(1).default(1),
  /** Absent: kept as they are (a new bank: the product's). */
  defaultScores: defaultScoresSchema.optional(),
};
export const bankAddSchema = z.object(bankFields);
export const bankEditSchema = z.object({ id, ...bankFields });
export const bankPageQuerySchema = z.object({
  /** Name contains this. */
  name: optionalText(BANK_NAME_MAX),
  status: z.coerce.number().int().min(0).max(1).optional(),
  deptId: optionalId,
  ...pageParams,
});

/** A department of the institution as the bank form offers it: owner only where the caller has data rights. */
export const bankDeptSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** Within the caller's data rights: may own a bank the caller adds or edits. Any department may be shared with. */
  manageable: z.boolean(),
});

export const bankOptionSchema = z.object({ id: z.string(), name: z.string(), status: z.number().int() });

export const bankApi = endpoints('bank', needs(Authority.bank), {
  page: {
    method: 'GET',
    path: '/gl/tk/bank/page',
    summary: 'Question banks the caller may see, with their item counts by type, filtered and paged',
    input: bankPageQuerySchema,
    output: pageOf(bankSchema),
  },
  options: {
    method: 'GET',
    path: '/gl/tk/bank/options',
    summary: 'Every bank the caller may see, by name (for choosing one)',
    output: z.array(bankOptionSchema),
  },
  depts: {
    method: 'GET',
    path: '/gl/tk/bank/depts',
    summary: 'The institution’s departments, for choosing a bank’s owner and who it is shared with',
    output: z.array(bankDeptSchema),
  },
  get: {
    method: 'GET',
    path: '/gl/tk/bank/get/{id}',
    summary: 'One bank',
    input: idOnly,
    output: bankSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/tk/bank/add',
    summary: 'Add a bank',
    input: bankAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'PUT',
    path: '/gl/tk/bank/edit',
    summary: 'Edit a bank (parameters in the query, as every PUT; the web sends them in the body, default scores being a record)',
    input: bankEditSchema,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  copy: {
    method: 'POST',
    path: '/gl/tk/bank/copy',
    summary: 'Copy a bank with its knowledge model and items under a new name',
    input: z.object({ id, name: text(BANK_NAME_MAX).min(1) }),
    output: z.object({ id: z.string() }),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/tk/bank/delete',
    summary: 'Delete a bank with its knowledge model and items',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
