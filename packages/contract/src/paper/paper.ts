import { z } from 'zod';
import { Authority } from '../authorities';
import { ITEM_TYPE_CODES, itemContentSchema } from '../bank/item';
import { ITEM_LIMITS } from '../constants';
import { endpoints, FILE, needs } from '../endpoint';
import { id, idOnly, nullableText, optionalId, optionalText, pageOf, pageParams, text } from '../fields';

/**
 * Papers (试卷) of an institution, drawn from its question banks. A paper is made by hand (`fixed`: each section
 * lists its items), by rules (`random`: each section lists rules a draw picks items by) or is a personality paper
 * (single-choice and forced-choice items only, either way, scored by dimension, no pass mark). Every save is a new
 * version; `freeze` keeps a version's items as they were, and a version an exam published locks (see README
 * "Papers"). The draw and the totals are pure functions in draw.ts and rules.ts.
 */

export const PAPER_KINDS = ['fixed', 'random', 'personality'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

export const PAPER_NAME_MAX = 50;
export const PAPER_DESCRIPTION_MAX = 500;
export const PAPER_BANKS_MAX = 20;
export const PAPER_SECTIONS_MAX = 50;
export const SECTION_ITEMS_MAX = 500;
export const SECTION_RULES_MAX = 50;
export const RULE_COUNT_MAX = 500;
/** A paper's duration in minutes: at most a day. */
export const PAPER_DURATION_MAX = 1440;
/** Section headings and instructions are plain text; their limits (topicNameLength, topicDescriptionLength) are
 * problems the rules report (32010114), the schema only bounds the request. */
const topicText = z
  .string()
  .trim()
  .max(4 * ITEM_LIMITS.topicNameLength);

const score = z.number().min(0).max(999);

/**
 * What the items of a section score unless an item or a rule gives its own: `section`, the section's `score` each;
 * `own`, each item chosen by hand its score in the bank (at the version the save pinned), and each rule its `score`,
 * which it must then give (32010316). Sections saved before the choice existed score by `section`.
 */
export const SECTION_SCORINGS = ['section', 'own'] as const;
export type SectionScoring = (typeof SECTION_SCORINGS)[number];

/** An item of a section made by hand, in order; `score` overrides what the section's scoring gives it. */
export const paperItemRefSchema = z.object({
  itemId: id,
  score: score.nullish().transform((v) => v ?? undefined),
});
export type PaperItemRef = z.infer<typeof paperItemRefSchema>;

/** An item of a saved paper: also the version of the item that save found (the one freeze keeps) and its score then. */
export const paperItemSchema = paperItemRefSchema.extend({ itemVersion: z.number().int(), ownScore: z.number() });

/**
 * A rule of a section: `count` items of a type from the banks (none: the paper's), of any of the knowledge points
 * (each with the points below it; none: any) and any of the difficulties (none: any); `score` is what each item it
 * draws scores (none: the section's score, which a section of `own` scoring does not give).
 */
export const paperRuleSchema = z.object({
  bankIds: z.array(id).max(PAPER_BANKS_MAX).default([]),
  itemTypeCode: z.enum(ITEM_TYPE_CODES),
  knowledgeIds: z.array(id).max(50).default([]),
  difficulties: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  count: z.number().int().min(1).max(RULE_COUNT_MAX),
  score: score.nullish().transform((v) => v ?? undefined),
});
export type PaperRule = z.infer<typeof paperRuleSchema>;

const sectionFields = {
  /** The section's title (大题名称), plain text. */
  topicName: topicText.min(1),
  /** Instructions shown under the title, plain text. */
  topicDescription: topicText.default(''),
  /** How the items score (`SECTION_SCORINGS`). */
  scoring: z.enum(SECTION_SCORINGS).default('section'),
  /** With `section` scoring, each item's score unless the item or rule says otherwise; kept, unused, with `own`. */
  score,
  shuffleItems: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  /** Items chosen by hand, in order (fixed papers; random and personality papers may have some too). */
  items: z.array(paperItemRefSchema).max(SECTION_ITEMS_MAX).default([]),
  /** Rules a draw picks items by (random and personality papers), after the section's items. */
  rules: z.array(paperRuleSchema).max(SECTION_RULES_MAX).default([]),
};
export const paperSectionInputSchema = z.object(sectionFields);
export type PaperSectionInput = z.infer<typeof paperSectionInputSchema>;
export const paperSectionSchema = z.object({ ...sectionFields, items: z.array(paperItemSchema) });
export type PaperSection = z.infer<typeof paperSectionSchema>;

const paperFields = {
  name: text(PAPER_NAME_MAX).min(1),
  description: nullableText(PAPER_DESCRIPTION_MAX),
  /** The owning department; none: the institution's, seen by those who see every department (as banks). */
  deptId: z
    .union([id, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  /** The banks the paper draws on: its items come from them, a rule without banks draws from all of them. */
  bankIds: z.array(id).min(1).max(PAPER_BANKS_MAX),
  kind: z.enum(PAPER_KINDS),
  /** At most the total; none for personality papers. */
  passMark: z
    .number()
    .min(0)
    .max(99_999)
    .nullish()
    .transform((v) => v ?? null),
  /** Minutes; not shorter than the items' total time limit (`outTimeSecond`), for rules the longest a draw can take. */
  duration: z.number().int().min(1).max(PAPER_DURATION_MAX),
  sections: z.array(paperSectionInputSchema).min(1).max(PAPER_SECTIONS_MAX),
};
export const paperAddSchema = z.object(paperFields);
export type PaperDraft = z.infer<typeof paperAddSchema>;
/** A save names the version it edited, and is refused (32010305) if someone saved another since. */
export const paperUpdateSchema = z.object({ id, version: z.number().int().min(1), ...paperFields });

/** An exam that uses a version of the paper (written by the exam module). */
export const paperUseSchema = z.object({
  examId: z.string(),
  examName: z.string(),
  version: z.number().int(),
  published: z.boolean(),
});

const rowFields = {
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  bankIds: z.array(z.string()),
  kind: z.enum(PAPER_KINDS),
  /** The sum of the sections' scores. */
  totalScore: z.number(),
  passMark: z.number().nullable(),
  duration: z.number().int(),
  /** Items a candidate gets: those chosen by hand and those the rules draw. */
  itemCount: z.number().int(),
  version: z.number().int(),
  /** An exam published the current version: a save makes a new one and the exam keeps its own. */
  locked: z.boolean(),
  /** Exams using any version. */
  useCount: z.number().int(),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
};
export const paperRowSchema = z.object(rowFields);
export type PaperRow = z.infer<typeof paperRowSchema>;
export const paperSchema = z.object({
  ...rowFields,
  bankNames: z.array(z.string()),
  sections: z.array(paperSectionSchema),
  uses: z.array(paperUseSchema),
});
export type Paper = z.infer<typeof paperSchema>;

export const paperPageQuerySchema = z.object({
  /** Name contains this. */
  name: optionalText(PAPER_NAME_MAX),
  kind: z.enum(PAPER_KINDS).optional(),
  deptId: optionalId,
  /** Papers drawing on this bank. */
  bankId: optionalId,
  ...pageParams,
});

/** For a draft's rules: how many items each rule matches and how many it needs, section by section. */
export const ruleStockQuerySchema = z.object({
  bankIds: paperFields.bankIds,
  /** A personality paper's single-choice rule counts only personality items (no key, a dimension on the options). */
  kind: paperFields.kind.default('random'),
  sections: z.array(z.object({ rules: sectionFields.rules })).max(PAPER_SECTIONS_MAX),
});
export const ruleStockSchema = z.object({
  sections: z.array(
    z.object({
      rules: z.array(
        z.object({
          available: z.number().int(),
          needed: z.number().int(),
          /** The `needed` longest time limits (seconds) among the items: the rule's worst case for the duration. */
          longest: z.array(z.number().int()),
        }),
      ),
    }),
  ),
});

/** A count of items and their score, under one key. */
const tally = { count: z.number().int(), score: z.number() };
export const paperStatisticsSchema = z.object({
  itemCount: z.number().int(),
  totalScore: z.number(),
  byType: z.array(z.object({ itemTypeCode: z.enum(ITEM_TYPE_CODES), ...tally })),
  /** `difficulty` null: a rule that allows several difficulties. */
  byDifficulty: z.array(z.object({ difficulty: z.number().int().nullable(), ...tally })),
  /** An item under several points counts under each; `knowledgeId` null: items (or rules) without a point. */
  byKnowledge: z.array(z.object({ knowledgeId: z.string().nullable(), name: z.string().nullable(), ...tally })),
});
export type PaperStatistics = z.infer<typeof paperStatisticsSchema>;

/** An item as a candidate meets it in a drawn paper: the frozen content, options in the order shown. */
export const drawnItemSchema = z.object({
  itemId: z.string(),
  itemVersion: z.number().int(),
  score: z.number(),
  content: itemContentSchema,
  /** When the options were shuffled: the original letters in the order shown (the content's letters are new). */
  optionOrder: z.array(z.string()).optional(),
});
export type DrawnItem = z.infer<typeof drawnItemSchema>;
export const drawnPaperSchema = z.object({
  paperId: z.string(),
  version: z.number().int(),
  seed: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(PAPER_KINDS),
  totalScore: z.number(),
  passMark: z.number().nullable(),
  duration: z.number().int(),
  sections: z.array(
    z.object({
      topicName: z.string(),
      topicDescription: z.string(),
      /** The section's total. */
      score: z.number(),
      items: z.array(drawnItemSchema),
    }),
  ),
});
export type DrawnPaper = z.infer<typeof drawnPaperSchema>;

/** A seed for a draft draw; none: the paper's id. */
const seed = z.string().trim().max(100).optional();

/** Authorisation codes: 10 characters without the easily confused 0/O, 1/I/L. */
export const AUTH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const AUTH_CODE_LENGTH = 10;
export const AUTH_CODE_DAYS_MAX = 365;
export const authCodeSchema = z.object({
  code: z.string(),
  /** The version the code shares, frozen when the code was made. */
  version: z.number().int(),
  expireTime: z.string(),
  revoked: z.boolean(),
  createdByName: z.string().nullable(),
  createTime: z.string(),
});
export type AuthCode = z.infer<typeof authCodeSchema>;

export const paperApi = endpoints('paper', needs(Authority.bank), {
  page: {
    method: 'GET',
    path: '/gl/tk/paper/page',
    summary: 'Papers the caller may see, filtered and paged',
    input: paperPageQuerySchema,
    output: pageOf(paperRowSchema),
  },
  get: {
    method: 'GET',
    path: '/gl/tk/paper/get/{id}',
    summary: 'One paper with its sections and the exams using it',
    input: idOnly,
    output: paperSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/tk/paper/add',
    summary: 'Add a paper (sections travel in the body)',
    input: paperAddSchema,
    output: z.object({ id: z.string(), version: z.number().int() }),
  },
  update: {
    method: 'POST',
    path: '/gl/tk/paper/update',
    summary: 'Save a new version of a paper; refused when someone saved another since `version`',
    input: paperUpdateSchema,
    output: z.object({ version: z.number().int() }),
  },
  copy: {
    method: 'POST',
    path: '/gl/tk/paper/copy',
    summary: 'Copy a paper as a new one named “… copy” (made unique), or with the name given',
    input: z.object({ id, name: optionalText(PAPER_NAME_MAX) }),
    output: z.object({ id: z.string(), name: z.string() }),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/tk/paper/delete',
    summary: 'Delete a paper no exam uses',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  ruleStock: {
    method: 'POST',
    path: '/gl/tk/paper/ruleStock',
    summary:
      'For a draft’s rules: items available and needed, and the longest time limits a draw may get, per rule (each rule on its own; overlaps not subtracted)',
    input: ruleStockQuerySchema,
    output: ruleStockSchema,
  },
  statistics: {
    method: 'GET',
    path: '/gl/tk/paper/statistics/{id}',
    summary: 'Items and scores of a paper by type, difficulty and knowledge point (rules: what they need)',
    input: idOnly,
    output: paperStatisticsSchema,
  },
  preview: {
    method: 'GET',
    path: '/gl/tk/paper/preview/{id}',
    summary: 'The paper as a candidate sees it: a draw of the current version with the seed (none: the paper’s id)',
    input: z.object({ id, seed }),
    output: drawnPaperSchema,
  },
  exportWord: {
    method: 'GET',
    path: '/gl/tk/paper/exportWord/{id}',
    summary: 'The paper as a Word document (.docx), a draw with the seed, sections as headings',
    input: z.object({ id, seed }),
    output: FILE,
  },
  authCodes: {
    method: 'GET',
    path: '/gl/tk/paper/authCode/list/{id}',
    summary: 'The authorisation codes a paper was shared with',
    input: idOnly,
    output: z.array(authCodeSchema),
  },
  addAuthCode: {
    method: 'POST',
    path: '/gl/tk/paper/authCode/add',
    summary: 'Share the paper’s current version with another institution: a code valid for some days',
    input: z.object({ id, days: z.number().int().min(1).max(AUTH_CODE_DAYS_MAX).default(7) }),
    output: authCodeSchema,
  },
  revokeAuthCode: {
    method: 'POST',
    path: '/gl/tk/paper/authCode/revoke',
    summary: 'Revoke an authorisation code of a paper',
    input: z.object({ id, code: z.string().trim().max(AUTH_CODE_LENGTH) }),
    output: z.null(),
  },
});

/** An item at one of its versions: what a paper version holds of it. */
export const itemAtVersionSchema = z.object({ itemId: z.string(), itemVersion: z.number().int() });
export type ItemAtVersion = z.infer<typeof itemAtVersionSchema>;

/** An item as a paper version froze it: the item's version and its content as it was then. */
export const frozenItemSchema = itemAtVersionSchema.extend({ content: itemContentSchema });
export type FrozenItem = z.infer<typeof frozenItemSchema>;

/**
 * A paper version as an exam keeps it (`freeze` in the server's paper module): each section's items with their
 * scores, and each rule's pool (every item it matched when frozen), as items at their versions. Their content is
 * kept beside it, once per item (the server's `paper_snapshot_items`): a rule's pool may hold thousands of items
 * where a draw takes a few, so a draw (`itemsDrawn`, then `drawPaper`) reads only the ones it took. Later changes
 * of the banks change nothing.
 */
export const paperSnapshotSchema = z.object({
  paperId: z.string(),
  version: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(PAPER_KINDS),
  totalScore: z.number(),
  passMark: z.number().nullable(),
  duration: z.number().int(),
  frozenAt: z.string(),
  sections: z.array(
    z.object({
      topicName: z.string(),
      topicDescription: z.string(),
      score: z.number(),
      shuffleItems: z.boolean(),
      shuffleOptions: z.boolean(),
      items: z.array(itemAtVersionSchema.extend({ score: z.number() })),
      rules: z.array(
        z.object({
          itemTypeCode: z.enum(ITEM_TYPE_CODES),
          count: z.number().int(),
          score: z.number(),
          pool: z.array(itemAtVersionSchema),
        }),
      ),
    }),
  ),
});
export type PaperSnapshot = z.infer<typeof paperSnapshotSchema>;

/** A frozen version as an authorisation code hands it to another institution: with every item it may draw. */
export type SharedPaper = { snapshot: PaperSnapshot; items: FrozenItem[] };
