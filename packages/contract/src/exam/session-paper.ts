import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id } from '../fields';
import { DEAL_MODES, examPaperSchema } from './exam-paper';

/**
 * The paper a session uses (/examination/taskDetail/editTaskExaminationPaper/{id}/{timeId}): by default each candidate
 * draws a variant of the session's subject (its own papers, or the exam's for every subject) as the subject deals
 * them; a session may instead fix one of those variants for all its candidates. The choice holds until the first
 * candidate of the session starts answering (41300665), and only a variant the session's subject may use is taken
 * (41300666). `gl_kw` sets it; an invigilator (`gl_kw_monitor`) reads it for a session where they watch a room.
 */

/** A variant the session may use, with what the page shows of it. */
export const sessionPaperVariantSchema = examPaperSchema.pick({
  id: true,
  subjectId: true,
  subjectName: true,
  paperVersion: true,
  name: true,
  kind: true,
  totalScore: true,
  duration: true,
  itemCount: true,
  variant: true,
});
export type SessionPaperVariant = z.infer<typeof sessionPaperVariantSchema>;

export const sessionPaperSchema = z.object({
  sessionId: z.string(),
  sessionName: z.string(),
  examId: z.string(),
  examName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  /** How the subject deals its variants when the session fixes none. */
  dealMode: z.enum(DEAL_MODES),
  /** The variant every candidate of the session draws; null: as the subject deals. */
  examPaperId: z.string().nullable(),
  /** Candidates of the session who have started answering: while any has, the choice stays as it is. */
  startedCount: z.number().int(),
  /** The variants the session may use: the subject's own first, then the exam's for every subject, by letter. */
  papers: z.array(sessionPaperVariantSchema),
});
export type SessionPaper = z.infer<typeof sessionPaperSchema>;

export const sessionPaperApi = endpoints('exam schedule', needs(Authority.exam, Authority.monitor), {
  get: {
    method: 'GET',
    path: '/gl/kw/kw/exam/session/paper',
    summary:
      'The paper a session uses: the variants its subject may use (name, items, points), the one fixed for the session (null: as the subject deals) and how many have started; an invigilator reads it for a session where they watch a room',
    input: z.object({ sessionId: id }),
    output: sessionPaperSchema,
  },
  update: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/session/paper',
    summary:
      "Fix the variant every candidate of a session draws (one of its subject's, or the exam's for every subject), or none (null or empty: as the subject deals); refused once a candidate of the session has started (41300665)",
    access: needs(Authority.exam),
    input: z.object({
      sessionId: id,
      examPaperId: z.union([id, z.literal(''), z.null()]).transform((v) => v || null),
    }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
