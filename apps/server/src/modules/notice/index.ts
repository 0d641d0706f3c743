/** The message centre: the signed-in member's notices. */
export { noticeRoutes } from './notice.routes';
