import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, text } from '../fields';

/**
 * Categories of news and of downloads: named uniquely within their kind (11070117), not deleted while they hold
 * any (11070118). The platform's operators keep the platform's, an institution (gl_pt) its own.
 */

export const CATEGORY_NAME_MAX = 20;
export const CATEGORY_KINDS = ['news', 'download'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const categorySchema = z.object({ id: z.string(), kind: z.enum(CATEGORY_KINDS), name: z.string(), sort: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

const kind = z.enum(CATEGORY_KINDS);
const categoryFields = { name: text(CATEGORY_NAME_MAX).min(1), sort: z.coerce.number().int().min(0).max(99999).default(0) };

export const portalCategoryApi = endpoints('portal', needs(Authority.operator, Authority.portal), {
  list: {
    method: 'GET',
    path: '/gl/pt/pt/category/list',
    summary: 'The caller’s categories of one kind, in their order',
    input: z.object({ kind }),
    output: z.array(categorySchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/category/add',
    summary: 'Add a category (a name taken in its kind: 11070117)',
    input: z.object({ kind, ...categoryFields }),
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/category/update',
    summary: 'Rename or reorder a category',
    input: z.object({ id, ...categoryFields }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/category/delete',
    summary: 'Delete a category that holds nothing (11070118)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  publicList: {
    method: 'GET',
    path: '/gl/pt/pt/category/queryList',
    summary: 'The platform’s categories of one kind, for the public news list’s filter (public)',
    access: publicAccess,
    input: z.object({ kind }),
    output: z.array(categorySchema.pick({ id: true, name: true })),
  },
});
