import { z } from 'zod';
import { Authority } from '../authorities';
import { authenticated, endpoints, needs } from '../endpoint';
import { text } from '../fields';

/** Dictionaries: system defaults (labelled in five languages) an institution may relabel, reorder, hide or add to. */

export const dictItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** True for a system default the institution has not overridden. */
  system: z.boolean(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

/** A dictionary's type: letters, digits and underscores. */
export const dictType = z
  .string()
  .trim()
  .regex(/^\w{1,40}$/);
export const dictItemSaveSchema = z.object({
  type: dictType,
  code: z
    .string()
    .trim()
    .regex(/^[\w-]{1,30}$/),
  name: text(50).min(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
});

export const dictApi = endpoints('organisation', needs(Authority.system), {
  several: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/syscode/get/dics',
    summary: 'Several dictionaries at once (types comma-separated), enabled entries only',
    access: authenticated,
    input: z.object({ types: z.string().max(400) }),
    output: z.record(z.string(), z.array(dictItemSchema)),
  },
  byType: {
    method: 'GET',
    path: '/gl/kw/bm/dict/getByType',
    summary: 'One dictionary, enabled entries only',
    access: authenticated,
    input: z.object({ type: dictType }),
    output: z.array(dictItemSchema),
  },
  types: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dict/types',
    summary: 'The dictionary types there are',
    output: z.array(z.string()),
  },
  items: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/dict/items',
    summary: 'One dictionary for editing, hidden entries included',
    input: z.object({ type: dictType }),
    output: z.array(dictItemSchema),
  },
  save: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/dict/save',
    summary: 'Add an entry, or relabel/reorder/hide one (a default is overridden for this institution)',
    input: dictItemSaveSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/dict/delete',
    summary: 'Delete an institution entry; an overridden default returns to its system label',
    input: z.object({ type: dictType, code: z.string().max(30) }),
    output: z.null(),
  },
});
