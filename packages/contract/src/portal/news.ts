import { z } from 'zod';
import { Authority } from '../authorities';
import { candidateAccess, endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, nullableText, optionalId, pageOf, pageParams, text } from '../fields';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text';

/**
 * News (infomation, spec §7 Portal: /pt/infomation/queryPage, /ptApi/pt/infomation/query/{id}): items in categories,
 * their rich text sanitised by the server, a cover, drafts and published items, pinned ones first, views counted.
 * The platform's published news is public (/news); an institution's reaches only its own candidates, in the exam
 * client.
 */

export const NEWS_TITLE_MAX = 100;
export const NEWS_SUMMARY_MAX = 300;
export const NewsStatus = { draft: 0, published: 1 } as const;

/** What a list shows of an item. */
export const newsItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  coverUrl: z.string().nullable(),
  pinned: z.number().int(),
  status: z.number().int(),
  publishTime: z.string().nullable(),
  views: z.number().int(),
  createTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsSchema = newsItemSchema.extend({ content: z.string() });
export type News = z.infer<typeof newsSchema>;

const newsFields = {
  categoryId: id,
  title: text(NEWS_TITLE_MAX).min(1),
  summary: nullableText(NEWS_SUMMARY_MAX),
  /** Rich text; sanitised by the server before it is kept. */
  content: z.string().min(1).max(RICH_TEXT_MAX_LENGTH),
  /** An uploaded image's key. */
  cover: nullableText(64),
  pinned: z.coerce.number().int().min(0).max(1).default(0),
};
export const newsAddSchema = z.object(newsFields);
export const newsEditSchema = z.object({ id, ...newsFields });
export const newsPageQuerySchema = z.object({
  /** Title contains this. */
  title: text(NEWS_TITLE_MAX).optional(),
  categoryId: optionalId,
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});
/** A reader's list: a category, a page. */
export const newsReadQuerySchema = z.object({ categoryId: optionalId, ...pageParams });

export const newsApi = endpoints('portal', needs(Authority.operator, Authority.portal), {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/infomation/manage/queryPage',
    summary: 'The caller’s news, drafts included, filtered and paged, pinned and newest first',
    input: newsPageQuerySchema,
    output: pageOf(newsItemSchema),
  },
  detail: {
    method: 'GET',
    path: '/gl/pt/pt/infomation/manage/query/{id}',
    summary: 'One of the caller’s news items with its text, to edit',
    input: idOnly,
    output: newsSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/infomation/add',
    summary: 'Add a news item as a draft; its rich text sanitised',
    input: newsAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/infomation/update',
    summary: 'Edit a news item; its rich text sanitised',
    input: newsEditSchema,
    output: z.null(),
  },
  setStatus: {
    method: 'POST',
    path: '/gl/pt/pt/infomation/updateStatus',
    summary: 'Publish (1) or take down (0) a news item',
    input: z.object({ id, status: z.coerce.number().int().min(0).max(1) }),
    output: z.null(),
  },
  setPinned: {
    method: 'POST',
    path: '/gl/pt/pt/infomation/updateTop',
    summary: 'Pin (1) or unpin (0) a news item',
    input: z.object({ id, pinned: z.coerce.number().int().min(0).max(1) }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/infomation/delete',
    summary: 'Delete a news item',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  publicPage: {
    method: 'GET',
    path: '/gl/pt/pt/infomation/queryPage',
    summary: 'The platform’s published news, of a category, paged, pinned and newest first (public)',
    access: publicAccess,
    input: newsReadQuerySchema,
    output: pageOf(newsItemSchema),
  },
  publicDetail: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/infomation/query/{id}',
    summary: 'One published news item of the platform, counted as viewed (public)',
    access: publicAccess,
    input: idOnly,
    output: newsSchema,
  },
  candidatePage: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/infomation/candidate/queryPage',
    summary: 'The published news of the candidate’s institution, paged, pinned and newest first (exam client)',
    access: candidateAccess,
    input: newsReadQuerySchema,
    output: pageOf(newsItemSchema),
  },
  candidateDetail: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/infomation/candidate/query/{id}',
    summary: 'One published news item of the candidate’s institution, counted as viewed (exam client)',
    access: candidateAccess,
    input: idOnly,
    output: newsSchema,
  },
});
