import { z } from 'zod';
import { breachSchema } from './sitting-discipline';
import { Authority } from '../authorities';
import { itemContentSchema } from '../bank/item';
import { endpoints, needs } from '../endpoint';
import { id, pageOf, pageParams } from '../fields';
import { ROSTER_STATES } from './sitting-control';
import { responseSchema } from './sitting';

/**
 * A candidate's answer sheet and answer history on exam day (`/gl/kw/kw/exam/sitting/answer…`): the paper drawn for
 * them with their answers beside the keys and the objective scores, and every save of every answer in order, each with
 * what it replaced. Held by `gl_kw`, or by `gl_kw_monitor` for candidates in the rooms its holder invigilates.
 */

/** How an item was scored at hand-in: the objective states of the bank's scoring; `manual` waits for a marker. */
export const ITEM_SCORE_STATES = ['right', 'partial', 'wrong', 'unanswered', 'manual', 'dimension'] as const;
export type ItemScoreState = (typeof ITEM_SCORE_STATES)[number];

const sheetInput = z.object({ examCandidateId: id, sessionId: id });

/** One item of the sheet, in the candidate's order, as they saw it, with their answer, the key and the score. */
export const sheetItemSchema = z.object({
  itemId: z.string(),
  /** Its number in the paper, from 1 across the sections. */
  number: z.number().int(),
  /** What the paper makes it worth. */
  score: z.number(),
  /** The content drawn for the candidate: options in the order shown, the key following them, the explanation. */
  content: itemContentSchema,
  /** The answer held (the newest save), null when never saved or cleared. */
  answer: responseSchema.nullable(),
  answered: z.boolean(),
  /** When the answer held was saved on the server. */
  savedAt: z.string().nullable(),
  /** The objective score once handed in (`manual`: awaiting marking), else null. */
  result: z.object({ score: z.number(), max: z.number(), state: z.enum(ITEM_SCORE_STATES) }).nullable(),
});
export type SheetItem = z.infer<typeof sheetItemSchema>;

export const answerSheetSchema = z.object({
  candidate: z.object({ examCandidateId: z.string(), name: z.string(), admissionNumber: z.string() }),
  session: z.object({
    id: z.string(),
    name: z.string(),
    subjectName: z.string(),
    beginDate: z.string(),
    endDate: z.string(),
  }),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
  /** The candidate's state in the session, as the session's list shows it. */
  state: z.enum(ROSTER_STATES),
  signedInAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The objective score once handed in, and what the items scored by the machine are worth together. */
  score: z.number().nullable(),
  objectiveMax: z.number(),
  /** Discipline: the breaches recorded in the session (revoked ones too) and the score before and after those standing. */
  discipline: z.object({
    breaches: z.array(breachSchema),
    scoreBefore: z.number().nullable(),
    scoreAfter: z.number().nullable(),
    cancelled: z.boolean(),
  }),
  /** The drawn paper's name and total (null: not started, no paper drawn yet). */
  paperName: z.string().nullable(),
  totalScore: z.number().nullable(),
  itemCount: z.number().int(),
  answeredCount: z.number().int(),
  sections: z.array(z.object({ topicName: z.string(), topicDescription: z.string(), score: z.number(), items: z.array(sheetItemSchema) })),
});
export type AnswerSheet = z.infer<typeof answerSheetSchema>;

/** One save of an answer, in the order the server took them, with the answer it replaced. */
export const answerSaveSchema = z.object({
  id: z.number().int(),
  /** When the server committed it. */
  savedAt: z.string(),
  /** When the candidate made the change, by their computer's clock (never trusted). */
  clientTime: z.string(),
  itemId: z.string(),
  /** The item's number in the paper (null: not in the paper drawn). */
  number: z.number().int().nullable(),
  seq: z.number().int(),
  /** The answer before: the previous save of the same item, or null for its first save. */
  previous: z.object({ seq: z.number().int(), savedAt: z.string(), value: responseSchema.nullable() }).nullable(),
  /** The answer saved (null: cleared). */
  value: responseSchema.nullable(),
});
export type AnswerSave = z.infer<typeof answerSaveSchema>;

export const sittingAnswersApi = endpoints('sitting', needs(Authority.exam, Authority.monitor), {
  sheet: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/answerSheet',
    summary:
      'A candidate’s answer sheet in a session: the paper drawn for them item by item in their order, with their answer, the key, the explanation and the objective score (manual items awaiting marking); the state, times and total',
    input: sheetInput,
    output: answerSheetSchema,
  },
  saves: {
    method: 'GET',
    path: '/gl/kw/kw/exam/sitting/answerSaves',
    summary:
      'Every save of a candidate’s answers in a session, in the order the server took them, each with the answer it replaced (paged)',
    input: sheetInput.extend(pageParams),
    output: pageOf(answerSaveSchema),
  },
});
