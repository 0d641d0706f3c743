import { z } from 'zod';
import { ALL_AUTHORITIES, Authority, type AuthorityName } from '../authorities';
import { authenticated, endpoints, needs } from '../endpoint';
import { id, idOnly, nullableText, pageOf, pageParams, text } from '../fields';

/**
 * Workstage applications: the tiles of the workbench and /app-detail (spec §7 Portal, workStage and
 * application-register), registered by the platform operator. A link is a console path (`/examination`) or an
 * http(s) address; an application needing an authority is offered only to its holders (admin holds all).
 */

/** The icons an application may show, by name (the web draws each with its own glyph). */
export const APPLICATION_ICONS = ['appstore', 'schedule', 'setting', 'book', 'team', 'file', 'bar-chart', 'link'] as const;
export type ApplicationIcon = (typeof APPLICATION_ICONS)[number];
export const APPLICATION_NAME_MAX = 30;

/** The authorities an application may require: any but admin, which holds all. */
const requirable = ALL_AUTHORITIES.filter((a) => a !== Authority.admin) as [AuthorityName, ...AuthorityName[]];

/** A console path or an http(s) address. */
export const applicationLink = text(500).regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/);
export const isExternalLink = (link: string) => /^https?:\/\//.test(link);

export const applicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.enum(APPLICATION_ICONS),
  description: z.string().nullable(),
  link: z.string(),
  authority: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Its registration: the application with who provides it and when it was registered and last changed. */
export const applicationRegisterSchema = applicationSchema.extend({
  provider: z.string().nullable(),
  registerTime: z.string(),
  updateTime: z.string(),
});
export type ApplicationRegister = z.infer<typeof applicationRegisterSchema>;

const fields = {
  name: text(APPLICATION_NAME_MAX).min(1),
  icon: z.enum(APPLICATION_ICONS).default('appstore'),
  description: nullableText(500),
  link: applicationLink,
  authority: z
    .enum(requirable)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  provider: nullableText(60),
};

export const workStageApi = endpoints('workstage', authenticated, {
  queryApplication: {
    method: 'GET',
    path: '/gl/pt/pt/workStage/queryApplication',
    summary: 'The enabled applications the caller may open, in their order',
    output: z.array(applicationSchema),
  },
  checkApplication: {
    method: 'GET',
    path: '/gl/pt/pt/workStage/checkApplication/{id}',
    summary: 'Whether the caller may open an application (11110111 when it does not exist or is disabled)',
    input: idOnly,
    output: z.object({ allowed: z.boolean() }),
  },
});

export const applicationRegisterApi = endpoints('workstage', authenticated, {
  query: {
    method: 'GET',
    path: '/gl/pt/pt/application-register/query/{id}',
    summary: 'An enabled application’s registration details',
    input: idOnly,
    output: applicationRegisterSchema,
  },
  page: {
    method: 'GET',
    path: '/gl/pt/pt/application-register/queryPage',
    summary: 'Every registered application, enabled or not',
    access: needs(Authority.operator),
    input: z.object(pageParams),
    output: pageOf(applicationRegisterSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/application-register/add',
    summary: 'Register an application',
    access: needs(Authority.operator),
    input: z.object(fields),
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/gl/pt/pt/application-register/update',
    summary: 'Change an application’s registration',
    access: needs(Authority.operator),
    input: z.object({ id, ...fields }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/application-register/delete',
    summary: 'Remove an application',
    access: needs(Authority.operator),
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});
