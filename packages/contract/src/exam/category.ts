import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalId, text } from '../fields';

/**
 * Examination categories (考试分类): the institution's tree, at most 3 levels, that exams are filed under and the
 * portal lists them by (`/gl/pt/pt/examination-category/getTreelist`).
 */

export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_DEPTH_MAX = 3;

export const examCategorySchema: z.ZodType<ExamCategory> = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sort: z.number().int(),
    get children() {
      return z.array(examCategorySchema);
    },
  })
  .meta({ id: 'ExamCategory' });
export type ExamCategory = { id: string; name: string; parentId: string | null; sort: number; children: ExamCategory[] };

export const categoryApi = endpoints('exam', needs(Authority.exam), {
  tree: {
    method: 'GET',
    path: '/gl/pt/pt/examination-category/getTreelist',
    summary: "The institution's examination categories as a tree",
    output: z.array(examCategorySchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/examination-category/add',
    summary: 'Add an examination category (at most 3 levels)',
    input: z.object({
      name: text(CATEGORY_NAME_MAX).min(1),
      parentId: optionalId,
      sort: z.coerce.number().int().min(0).max(9999).default(0),
    }),
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/examination-category/edit',
    summary: 'Rename or reorder an examination category',
    input: z.object({ id, name: text(CATEGORY_NAME_MAX).min(1), sort: z.coerce.number().int().min(0).max(9999).default(0) }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/examination-category/delete',
    summary: 'Delete an examination category without sub-categories (its exams keep no category)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
