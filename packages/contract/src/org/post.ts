import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalText, pageOf, pageParams, text } from '../fields';

/** Job posts of an institution (invigilator, marker …), assigned to members (spec §7 Organisation: /post/…). */

export const POST_NAME_MAX = 30;

export const postSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type Post = z.infer<typeof postSchema>;

const postFields = {
  code: z
    .string()
    .trim()
    .regex(/^\w{1,30}$/),
  name: text(POST_NAME_MAX).min(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: optionalText(200),
};
export const postAddSchema = z.object(postFields);
export const postEditSchema = z.object({ id, ...postFields });
export const postPageQuerySchema = z.object({
  /** Name or code contains this. */
  name: optionalText(POST_NAME_MAX),
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

export const postApi = endpoints('organisation', needs(Authority.system), {
  page: {
    method: 'GET',
    path: '/gl/ua/post/get/page',
    summary: 'Posts of the institution, filtered and paged',
    input: postPageQuerySchema,
    output: pageOf(postSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/ua/post/add',
    summary: 'Add a post',
    input: postAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'PUT',
    path: '/gl/ua/post/edit',
    summary: 'Edit a post (parameters in the query, as every PUT)',
    input: postEditSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/post/delete',
    summary: 'Delete a post no member holds (id in the body or the query)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
