import { z } from 'zod';
import { authenticated, endpoints } from '../endpoint';
import { id } from '../fields';

/** The message centre: the signed-in user's notices in their institution (spec §7 Portal, notice-info). */

export const MessageType = { system: 1, business: 2, todo: 3 } as const;

/** A notice of the message centre. */
export const noticeSchema = z.object({
  id: z.string(),
  messageType: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

const messageType = z.coerce.number().int().min(1).max(3).optional();

export const noticePageQuerySchema = z.object({
  messageType,
  read: z.enum(['0', '1']).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const noticePageSchema = z.object({
  records: z.array(noticeSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeApi = endpoints('notice', authenticated, {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/notice-info/queryNoticeInfoPage',
    summary: 'My notices, newest first',
    input: noticePageQuerySchema,
    output: noticePageSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/gl/pt/pt/notice-info/queryNoticeInfoCount',
    summary: 'How many of my notices are unread (optionally of one messageType)',
    input: z.object({ messageType }),
    output: z.object({ unread: z.number().int() }),
  },
  detail: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/notice-info/query/{id}',
    summary: 'One of my notices; reading it marks it read',
    input: z.object({ id }),
    output: noticeSchema,
  },
  markRead: {
    method: 'POST',
    path: '/gl/pt/pt/notice-info/update',
    summary: 'Mark notices read: the given ids, or all of mine',
    input: z.object({ ids: z.array(z.string().uuid()).max(500).optional() }),
    output: z.object({ updated: z.number().int() }),
  },
});
