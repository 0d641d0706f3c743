import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalId, optionalText, pageOf, pageParams } from '../fields';
import type { Language } from '../languages';
import { drawnPaperSchema, PAPER_KINDS, PAPER_NAME_MAX, paperRowSchema } from '../paper/paper';

/**
 * An exam's papers (/examination/detail/editExaminationPaper/{id}, authority gl_kw): papers imported from the
 * institution's banks (frozen at the version imported: later edits of the bank paper change nothing here) or by an
 * authorisation code from another institution (the shared version kept whole), each a variant A, B … of its
 * subject; a subject deals its variants in turn or at random. A paper without a subject serves every subject.
 * The `kw/subject/paper/…` calls are the same rows seen one subject at a time.
 */

/** Papers one import may take (spec §5, 41090503). */
export const PAPERS_PER_IMPORT_MAX = 5;
/** Default page size of an exam's papers (spec §9). */
export const EXAM_PAPERS_PAGE_SIZE = 1000;
export const AUTH_CODE_INPUT_MAX = 32;

export const EXAM_PAPER_SOURCES = ['bank', 'authCode'] as const;
export type ExamPaperSource = (typeof EXAM_PAPER_SOURCES)[number];
/** How a subject's variants are dealt to its candidates. */
export const DEAL_MODES = ['turn', 'random'] as const;
export type DealMode = (typeof DEAL_MODES)[number];

/** A variant's letters by position: A … Z, then AA, AB … */
export const variantLetters = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : variantLetters(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));

export const examPaperSchema = z.object({
  id: z.string(),
  examId: z.string(),
  /** None: the paper serves every subject of the exam. */
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  paperId: z.string(),
  paperVersion: z.number().int(),
  name: z.string(),
  kind: z.enum(PAPER_KINDS),
  totalScore: z.number(),
  passMark: z.number().nullable(),
  duration: z.number().int(),
  itemCount: z.number().int(),
  variant: z.string(),
  source: z.enum(EXAM_PAPER_SOURCES),
  createTime: z.string(),
});
export type ExamPaper = z.infer<typeof examPaperSchema>;

/** A subject as the papers page shows it: its duration (a paper may not be longer) and how it deals variants. */
export const paperSubjectSchema = z.object({
  id: z.string(),
  subjectName: z.string(),
  duration: z.number().int(),
  dealMode: z.enum(DEAL_MODES),
});
export type PaperSubject = z.infer<typeof paperSubjectSchema>;

const examPapersPage = pageOf(examPaperSchema).extend({
  /** The exam is published: its papers cannot change (unpublish first). */
  published: z.boolean(),
  subjects: z.array(paperSubjectSchema),
});

const papersPaging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(EXAM_PAPERS_PAGE_SIZE).default(EXAM_PAPERS_PAGE_SIZE),
};

/** A bank paper the caller may import: the current version's figures. */
export const pickablePaperSchema = paperRowSchema.pick({
  id: true,
  name: true,
  kind: true,
  totalScore: true,
  passMark: true,
  duration: true,
  itemCount: true,
  version: true,
  updateTime: true,
});
const pickableQuery = z.object({ name: optionalText(PAPER_NAME_MAX), ...pageParams });

/**
 * Paper ids: a list in JSON, or a form's repeated (or comma-separated) field. At most 5 are imported (the service
 * refuses more with 41090503, so that a client sees the catalogued code rather than a malformed request).
 */
const paperIds = z.union([z.array(id), z.string().transform((v) => v.split(',').map((s) => s.trim()))]).pipe(z.array(id).min(1).max(50));

const importFields = { examId: id, subjectId: optionalId, paperIds };
const authCodeFields = { examId: id, subjectId: optionalId, authCode: z.string().trim().min(1).max(AUTH_CODE_INPUT_MAX) };
const seed = z.string().trim().max(100).optional();
const merge = { input: z.object({ id, seed }), output: drawnPaperSchema };

export const examPaperApi = endpoints('exam', needs(Authority.exam), {
  query: {
    method: 'GET',
    path: '/gl/kw/kw/exam/paper/query/{id}',
    summary: "An exam's papers (id: the exam), by subject and variant, paged (1000 a page by default), with its subjects",
    input: z.object({ id, ...papersPaging }),
    output: examPapersPage,
  },
  queryTkPaper: {
    method: 'GET',
    path: '/gl/kw/kw/exam/paper/queryTkPaper',
    summary: "The institution's bank papers the caller sees, to import: filtered by name, paged",
    input: pickableQuery,
    output: pageOf(pickablePaperSchema),
  },
  importPaper: {
    method: 'POST',
    path: '/gl/kw/kw/exam/paper/importPaper',
    summary: 'Import bank papers (at most 5) into an exam or one of its subjects, each frozen at its current version',
    input: z.object(importFields),
    output: z.object({ ids: z.array(z.string()) }),
  },
  importPaperAuthCode: {
    method: 'POST',
    path: '/gl/kw/kw/exam/paper/importPaperAuthCode',
    summary: "Import another institution's paper by its authorisation code (one per subject), keeping the shared version",
    input: z.object(authCodeFields),
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/paper/update',
    summary: "Move an exam's paper to another subject (empty: every subject) or give it another variant letter",
    input: z.object({
      id,
      /** Absent: stays; empty: serves every subject. */
      subjectId: z.union([id, z.literal('')]).optional(),
      variant: z
        .string()
        .trim()
        .regex(/^[A-Z]{1,2}$/)
        .optional(),
    }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/paper/delete',
    summary: "Remove a paper from an unpublished exam (the bank paper's use is released)",
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  paperType: {
    method: 'GET',
    path: '/gl/kw/kw/exam/paper/getPaperType',
    summary: "How a subject's variants may be dealt (in turn, at random), with labels in the caller's language",
    output: z.array(z.object({ value: z.enum(DEAL_MODES), label: z.string() })),
  },
  updateDealMode: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/paper/updateDealMode',
    summary: "Set how a subject's variants are dealt to its candidates",
    input: z.object({ subjectId: id, dealMode: z.enum(DEAL_MODES) }),
    output: z.null(),
  },
  mergePaper: {
    method: 'GET',
    path: '/gl/kw/kw/exam/paper/mergePaper',
    summary:
      "An exam's paper (id: the exam paper) drawn as a candidate meets it, from the version the exam keeps, for a seed (none: its id)",
    ...merge,
  },
});

/** The same rows, one subject at a time (spec §7 `kw/subject/paper/…`; the imports are multipart forms). */
export const subjectPaperApi = endpoints('exam', needs(Authority.exam), {
  queryTkPaper: {
    method: 'GET',
    path: '/gl/kw/kw/subject/paper/queryTkPaper',
    summary: "The institution's bank papers the caller sees, to import into a subject: filtered by name, paged",
    input: pickableQuery,
    output: pageOf(pickablePaperSchema),
  },
  query: {
    method: 'GET',
    path: '/gl/kw/kw/subject/paper/query/{examId}/{subjectId}',
    summary: "A subject's papers, by variant",
    input: z.object({ examId: id, subjectId: id, ...papersPaging }),
    output: examPapersPage,
  },
  importPaper: {
    method: 'POST',
    path: '/gl/kw/kw/subject/paper/importPaper',
    summary:
      'Import bank papers (at most 5) into a subject; a multipart form of examId, subjectId and paperIds (repeated or comma-separated)',
    input: z.object({ ...importFields, subjectId: id }),
    encoding: 'multipart',
    fieldsOnly: true,
    output: z.object({ ids: z.array(z.string()) }),
  },
  importPaperAuthCode: {
    method: 'POST',
    path: '/gl/kw/kw/subject/paper/importPaperAuthCode',
    summary: 'Import a paper by authorisation code into a subject; a multipart form of examId, subjectId and authCode',
    input: z.object({ ...authCodeFields, subjectId: id }),
    encoding: 'multipart',
    fieldsOnly: true,
    output: z.object({ id: z.string() }),
  },
  mergePaper: {
    method: 'GET',
    path: '/gl/kw/kw/subject/paper/mergePaper',
    summary: "A subject's paper (id: the exam paper) drawn as a candidate meets it, for a seed (none: its id)",
    ...merge,
  },
});

export const DEAL_MODE_TEXTS: Record<DealMode, Record<Language, string>> = {
  turn: { zh: '按顺序发卷', en: 'In turn', es: 'Por turnos', ja: '順番に配布', ko: '순서대로 배부' },
  random: { zh: '随机发卷', en: 'At random', es: 'Al azar', ja: 'ランダムに配布', ko: '무작위 배부' },
};
