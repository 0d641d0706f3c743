import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, nullableText, optionalText, pageOf, pageParams, text } from '../fields';

/**
 * Paper packages (试卷包): variants A, B, C… of one exam, each a paper; a candidate gets one in turn (by their place
 * in the exam's order) or at random seeded by the candidate (`variantFor`, draw.ts). A package belongs to the
 * institution; its papers are ones the caller sees.
 */

export const PACKAGE_NAME_MAX = 50;
export const PACKAGE_VARIANTS_MAX = 26;
export const PACKAGE_MODES = ['turn', 'random'] as const;

/** A variant's label is its letter by position: A, B, C… */
export const variantLabel = (index: number) => String.fromCharCode(65 + index);

export const paperPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mode: z.enum(PACKAGE_MODES),
  variants: z.array(z.object({ label: z.string(), paperId: z.string(), paperName: z.string().nullable() })),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PaperPackage = z.infer<typeof paperPackageSchema>;

const packageFields = {
  name: text(PACKAGE_NAME_MAX).min(1),
  description: nullableText(500),
  mode: z.enum(PACKAGE_MODES).default('turn'),
  /** The variants' papers in order A, B, C…; a paper at most once. */
  paperIds: z
    .array(id)
    .min(1)
    .max(PACKAGE_VARIANTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'A paper may be one variant only'),
};
export const paperPackageAddSchema = z.object(packageFields);
export const paperPackageEditSchema = z.object({ id, ...packageFields });

export const paperPackageApi = endpoints('paper', needs(Authority.bank), {
  page: {
    method: 'GET',
    path: '/gl/tk/paper/package/page',
    summary: 'Paper packages of the institution, filtered by name and paged',
    input: z.object({ name: optionalText(PACKAGE_NAME_MAX), ...pageParams }),
    output: pageOf(paperPackageSchema),
  },
  get: {
    method: 'GET',
    path: '/gl/tk/paper/package/get/{id}',
    summary: 'One paper package',
    input: idOnly,
    output: paperPackageSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/tk/paper/package/add',
    summary: 'Add a paper package',
    input: paperPackageAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/tk/paper/package/edit',
    summary: 'Edit a paper package (its variants travel in the body)',
    input: paperPackageEditSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/tk/paper/package/delete',
    summary: 'Delete a paper package (its papers stay)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
