import { z } from 'zod';
import { Authority } from '../authorities';
import { QUICK_MESSAGE_MAX, SMART_QA_QUESTION_MAX } from '../constants';
import { authenticated, endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, nullableText, optionalText, pageOf, pageParams, text } from '../fields';

/**
 * Customer service: the widget's quick messages and smart Q&A, written by the platform operator (platform-level
 * items, which every visitor sees) and by each institution's portal officers (their own members see them too), and
 * the "scan the code" contact the operator configures. The length limits are rules with their own codes (11110101,
 * 11110105, 11530104, 11530105), so the schemas only bound the input well above them.
 */

export const QUICK_TITLE_MAX = 30;
export const QA_ANSWER_MAX = 1000;
/** How many matches the widget shows for a question. */
export const QA_MATCHES_MAX = 5;
const LOOSE_MAX = 4000;

const published = z.enum(['0', '1']).optional();

export const quickMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  reply: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
  updateTime: z.string(),
});
export type QuickMessage = z.infer<typeof quickMessageSchema>;

const quickFields = {
  title: text(LOOSE_MAX).min(1),
  reply: text(LOOSE_MAX).min(1),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
};

export const qaItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  updateTime: z.string(),
});
export type QaItem = z.infer<typeof qaItemSchema>;
/** A platform-level item as an institution sees it: blocked items never reach its members. */
export const platformQaSchema = qaItemSchema.extend({ blocked: z.boolean() });
export type PlatformQa = z.infer<typeof platformQaSchema>;

const qaFields = { question: text(LOOSE_MAX).min(1), answer: text(LOOSE_MAX).min(1) };

/** The "scan the code" contact: where the QR code leads and a line beside it (hours, phone). */
export const serviceContactSchema = z.object({ qrUrl: z.string().nullable(), note: z.string().nullable() });
export type ServiceContact = z.infer<typeof serviceContactSchema>;

/** What the widget opens with: the quick messages and the contact (null: none configured). */
export const serviceDeskSchema = z.object({
  quickMessages: z.array(quickMessageSchema.pick({ id: true, title: true, reply: true })),
  contact: serviceContactSchema.nullable(),
});
export type ServiceDesk = z.infer<typeof serviceDeskSchema>;

export const qaMatchSchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), score: z.number() });
export type QaMatch = z.infer<typeof qaMatchSchema>;
const askSchema = z.object({ q: text(200).min(1) });

const writers = needs(Authority.operator, Authority.portal);

export const quickMessageApi = endpoints('service', writers, {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/quick-message/queryPage',
    summary: 'Quick messages of the caller’s institution (the operator’s are the platform’s), in their order',
    input: z.object({ title: optionalText(LOOSE_MAX), published, ...pageParams }),
    output: pageOf(quickMessageSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/quick-message/add',
    summary: `Add an unpublished quick message (title at most ${QUICK_TITLE_MAX}, reply at most ${QUICK_MESSAGE_MAX} characters)`,
    input: z.object(quickFields),
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/gl/pt/pt/quick-message/update',
    summary: 'Edit an unpublished quick message',
    input: z.object({ id, ...quickFields }),
    output: z.null(),
  },
  publish: {
    method: 'POST',
    path: '/gl/pt/pt/quick-message/publish',
    summary: 'Publish or withdraw a quick message (at most 20 published)',
    input: z.object({ id, published: z.boolean() }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/quick-message/delete',
    summary: 'Delete an unpublished quick message',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
});

export const smartQaApi = endpoints('service', writers, {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/smart-qa/queryPage',
    summary: 'Smart Q&A items of the caller’s institution (the operator’s are the platform’s)',
    input: z.object({ question: optionalText(LOOSE_MAX), published, ...pageParams }),
    output: pageOf(qaItemSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/smart-qa/add',
    summary: `Add an unpublished Q&A item (question at most ${SMART_QA_QUESTION_MAX} characters, unique)`,
    input: z.object(qaFields),
    output: z.object({ id: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/gl/pt/pt/smart-qa/update',
    summary: 'Edit an unpublished Q&A item',
    input: z.object({ id, ...qaFields }),
    output: z.null(),
  },
  publish: {
    method: 'POST',
    path: '/gl/pt/pt/smart-qa/publish',
    summary: 'Publish or withdraw a Q&A item',
    input: z.object({ id, published: z.boolean() }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/smart-qa/delete',
    summary: 'Delete an unpublished Q&A item',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  platformPage: {
    method: 'GET',
    path: '/gl/pt/pt/smart-qa/queryPlatformPage',
    summary: 'The platform’s published Q&A items, each blocked or not for the caller’s institution',
    access: needs(Authority.portal),
    input: z.object({ question: optionalText(LOOSE_MAX), ...pageParams }),
    output: pageOf(platformQaSchema),
  },
  block: {
    method: 'POST',
    path: '/gl/pt/pt/smart-qa/block',
    summary: 'Block or unblock a platform-level Q&A item for the caller’s institution',
    access: needs(Authority.portal),
    input: z.object({ id, blocked: z.boolean() }),
    output: z.null(),
  },
});

export const serviceContactApi = endpoints('service', needs(Authority.operator), {
  query: {
    method: 'GET',
    path: '/gl/pt/pt/service-contact/query',
    summary: 'The platform’s customer-service contact (null values: none)',
    output: serviceContactSchema,
  },
  save: {
    method: 'POST',
    path: '/gl/pt/pt/service-contact/save',
    summary: 'Set where the widget’s QR code leads and the line shown beside it',
    input: z.object({ qrUrl: nullableText(500).pipe(z.url({ protocol: /^https?$/ }).nullable()), note: nullableText(200) }),
    output: z.null(),
  },
});

/** The widget's calls: a signed-out visitor reads the platform's items, a member also their institution's. */
export const serviceDeskApi = endpoints('service', publicAccess, {
  desk: {
    method: 'GET',
    path: '/gl/pt/pt/service/desk',
    summary: 'The platform’s published quick messages and its contact',
    output: serviceDeskSchema,
  },
  ask: {
    method: 'GET',
    path: '/gl/pt/pt/service/ask',
    summary: 'The platform’s published Q&A items most like a question, best first',
    input: askSchema,
    output: z.array(qaMatchSchema),
  },
  myDesk: {
    method: 'GET',
    path: '/gl/pt/pt/service/myDesk',
    summary: 'My institution’s and the platform’s published quick messages, and the contact',
    access: authenticated,
    output: serviceDeskSchema,
  },
  myAsk: {
    method: 'GET',
    path: '/gl/pt/pt/service/myAsk',
    summary: 'My institution’s and the platform’s (not blocked) published Q&A items most like a question, best first',
    access: authenticated,
    input: askSchema,
    output: z.array(qaMatchSchema),
  },
});
