import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, optionalId, optionalText, pageOf, pageParams, text } from '../fields';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text';

/**
 * The help centre (spec §7 Portal, help-menu and help-menu-content): menus at most three levels deep with articles
 * under them, written by the platform's operator and read by anyone at /help. Only the platform's articles exist:
 * an institution reads them as everyone does.
 */

export const HELP_MENU_NAME_MAX = 30;
export const HELP_TITLE_MAX = 100;
/** The longest search a visitor may type: a phrase, not a document. */
export const HELP_KEYWORD_MAX = 50;

export type HelpMenuNode = { id: string; parentId: string | null; name: string; level: number; sort: number; children: HelpMenuNode[] };
export const helpMenuNodeSchema: z.ZodType<HelpMenuNode> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    level: z.number().int(),
    sort: z.number().int(),
    get children() {
      return z.array(helpMenuNodeSchema);
    },
  })
  .meta({ id: 'HelpMenuNode' });

const sort = z.coerce.number().int().min(0).max(99999).default(0);
const menuFields = { name: text(HELP_MENU_NAME_MAX).min(1), sort };

/** The platform operator's writes. */
const operator = needs(Authority.operator);

export const helpMenuApi = endpoints('help centre', operator, {
  list: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu/getHelpMenuList',
    summary: 'The help menus as a tree, in their order (anyone)',
    access: publicAccess,
    output: z.array(helpMenuNodeSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/help-menu/add',
    summary: 'Add a help menu under parentId (top level without it), at most three levels',
    input: z.object({ parentId: optionalId, ...menuFields }),
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'PUT',
    path: '/gl/pt/pt/help-menu/edit',
    summary: 'Rename or reorder a help menu',
    input: z.object({ id, ...menuFields }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/help-menu/delete',
    summary: 'Delete a help menu without sub-menus or articles',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});

/** A piece of a title or snippet, `hit` where it matches the search. */
export const textPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type TextPart = z.infer<typeof textPartSchema>;

/** An article as the public reads it. */
export const helpArticleSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  title: z.string(),
  content: z.string(),
  updateTime: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** An article as the operator edits it. */
export const helpArticleRowSchema = helpArticleSchema.extend({
  menuName: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
  createTime: z.string(),
});
export type HelpArticleRow = z.infer<typeof helpArticleRowSchema>;

/** A search hit: its title and a stretch of its text around the first match, split at the matches. */
export const helpSearchHitSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  title: z.array(textPartSchema),
  snippet: z.array(textPartSchema),
});
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>;

const articleFields = {
  menuId: id,
  title: text(HELP_TITLE_MAX).min(1),
  content: z.string().max(RICH_TEXT_MAX_LENGTH),
  published: z.boolean().default(false),
  sort,
};
export const helpArticleAddSchema = z.object(articleFields);
export type HelpArticleInput = z.input<typeof helpArticleAddSchema>;

export const helpArticleApi = endpoints('help centre', operator, {
  queryPage: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu-content/queryPage',
    summary: 'The published articles of a help menu, in their order, paged (anyone)',
    access: publicAccess,
    input: z.object({ menuId: id, ...pageParams }),
    output: pageOf(helpArticleSchema),
  },
  searchPage: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu-content/searchPage',
    summary: 'Published articles whose title or text contains the keyword (any language), titles first, paged (anyone)',
    access: publicAccess,
    input: z.object({ keyword: text(HELP_KEYWORD_MAX).min(1), ...pageParams }),
    output: pageOf(helpSearchHitSchema),
  },
  query: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu-content/query/{id}',
    summary: 'One published article (anyone)',
    access: publicAccess,
    input: idOnly,
    output: helpArticleSchema,
  },
  page: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu-content/page',
    summary: 'Every article, published or not, filtered by menu, title and state, paged',
    input: z.object({
      menuId: optionalId,
      title: optionalText(HELP_TITLE_MAX),
      published: z.enum(['0', '1']).optional(),
      ...pageParams,
    }),
    output: pageOf(helpArticleRowSchema),
  },
  detail: {
    method: 'GET',
    path: '/gl/pt/pt/help-menu-content/detail',
    summary: 'One article to edit, published or not',
    input: idOnly,
    output: helpArticleRowSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/help-menu-content/add',
    summary: 'Write an article under a help menu (rich text sanitised)',
    input: helpArticleAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/help-menu-content/edit',
    summary: 'Change an article, its menu or its state',
    input: helpArticleAddSchema.extend({ id }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/help-menu-content/delete',
    summary: 'Delete an article',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
