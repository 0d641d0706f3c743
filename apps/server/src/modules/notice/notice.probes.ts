import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * Notices are the caller's own. No endpoint makes one, so another member's notice by its id (detail, mark read,
 * which answers `updated: 0` for it) is covered by notice.test.ts instead.
 */
export const noticeProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: probesFor(noticeApi, { page: 'own', unreadCount: 'own', detail: 'own', markRead: 'own', latest: 'own', deal: 'own' }),
};
