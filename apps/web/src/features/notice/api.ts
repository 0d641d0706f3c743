import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { call, endpointQuery, keyOf } from '../../api/call';

export const noticeQuery = (id: string) => endpointQuery(noticeApi.detail, { id });

/** Marks the given notices read, or all of them without ids. */
export const markRead = (ids?: string[]) => call(noticeApi.markRead, { ids });

/** Every read of notices: the list, one notice and the header's unread count. */
export const noticeKeys = [keyOf(noticeApi.page), keyOf(noticeApi.detail), keyOf(noticeApi.unreadCount)];
export const unreadKey = keyOf(noticeApi.unreadCount);
