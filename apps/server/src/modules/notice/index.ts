import { moduleOf } from '../../http/module';
import type { NoticeDeps } from './notice.deps';
import { noticeRoutes } from './notice.routes';

/** The message centre: the signed-in member's notices. */
export type { NoticeDeps } from './notice.deps';
export const noticeModule = moduleOf<NoticeDeps>(noticeRoutes);
