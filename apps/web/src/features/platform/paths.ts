/** Addresses of the platform operator's console section (/platform) and an institution's portal content (/portal-content). */
export const PLATFORM_PATH = '/platform';
export const BANNERS_PATH = '/platform/banner';
export const PLATFORM_NEWS_PATH = '/platform/news';
export const PLATFORM_DOWNLOADS_PATH = '/platform/downloads';
export const PORTAL_CONTENT_PATH = '/portal-content';
export const INSTITUTION_NEWS_PATH = '/portal-content/news';
export const INSTITUTION_DOWNLOADS_PATH = '/portal-content/downloads';
