/**
 * Addresses that more than one part of the app leads to (the shell, the session, other features): each is written
 * here once, and the feature whose page it is lists it in its routes.tsx. An address only its own feature links to
 * lives in that feature's paths.ts.
 */

/** The signed-in user's start page: the workbench. */
export const HOME_PATH = '/home';
/** The landing page of the portal, where the bare root leads. */
export const LANDING_PATH = '/propaganda';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const FORGET_PATH = '/forget';
/** Where a sign-in through another system lands with its token. */
export const AUTH_REDIRECT_PATH = '/auth-redirect';
/** The user agreement and privacy notice. */
export const READ_NOTICE_PATH = '/readNotice';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** The message centre. */
export const NOTICES_PATH = '/notification-core/index';
/** One message of the message centre. */
export const NOTICE_DETAIL_PATH = '/notification-core/detail';
export const noticeDetailPath = (id: string) => `${NOTICE_DETAIL_PATH}?id=${id}`;
export const PERSONAL_PATH = '/personal';
export const DOWNLOAD_CENTER_PATH = '/download-center';
