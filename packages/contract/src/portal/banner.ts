import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, nullableText, pageOf, pageParams, text } from '../fields';

/**
 * The landing page's banners (spec §7 Portal: /pt/banner/queryList): the platform operator's images, at most
 * 1920×688 (told by the image itself), in their order, each with an optional link and active period; they cannot
 * all be disabled (11070113).
 */

export const BANNER_TITLE_MAX = 50;
export const BANNER_LINK_MAX = 500;
export const BannerStatus = { disabled: 0, enabled: 1 } as const;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The image's key in the file store and its address. */
  image: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  link: z.string().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  /** The active period; open at either end when null. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createTime: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A link: an address of the product (starting with /) or a web address; never script. */
export const portalLink = nullableText(BANNER_LINK_MAX).refine((v) => v === null || /^(\/(?!\/)|https?:\/\/)\S*$/i.test(v), {
  message: 'A link starts with / or http(s)://',
});
const dateTime = z
  .string()
  .datetime({ offset: true })
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);

const bannerFields = {
  title: text(BANNER_TITLE_MAX).min(1),
  image: z.string().min(1).max(64),
  link: portalLink,
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(BannerStatus.enabled),
  startTime: dateTime,
  endTime: dateTime,
};
export const bannerAddSchema = z.object(bannerFields);
export const bannerEditSchema = z.object({ id, ...bannerFields });
export const bannerPageQuerySchema = z.object({
  /** Title contains this. */
  title: text(BANNER_TITLE_MAX).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

/** What the landing page shows of a banner. */
export const publicBannerSchema = bannerSchema.pick({ id: true, title: true, imageUrl: true, width: true, height: true, link: true });
export type PublicBanner = z.infer<typeof publicBannerSchema>;

export const bannerApi = endpoints('portal', needs(Authority.operator), {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/banner/queryPage',
    summary: 'The platform’s banners, filtered and paged, in their order',
    input: bannerPageQuerySchema,
    output: pageOf(bannerSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/banner/add',
    summary: 'Add a banner: an uploaded image at most 1920×688 (11070114), its order, link and active period',
    input: bannerAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/banner/update',
    summary: 'Edit a banner; not the last enabled one to disabled (11070113)',
    input: bannerEditSchema,
    output: z.null(),
  },
  setStatus: {
    method: 'POST',
    path: '/gl/pt/pt/banner/updateStatus',
    summary: 'Enable or disable a banner; they cannot all be disabled (11070113)',
    input: z.object({ id, status: z.coerce.number().int().min(0).max(1) }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/banner/delete',
    summary: 'Delete a banner; not the last enabled one while others remain (11070113)',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  list: {
    method: 'GET',
    path: '/gl/pt/pt/banner/queryList',
    summary: 'The landing page’s banners: enabled, within their active period, in their order (public)',
    access: publicAccess,
    output: z.array(publicBannerSchema),
  },
});
