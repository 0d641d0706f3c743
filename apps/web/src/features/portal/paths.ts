/** The portal's public addresses of news and downloads (spec §2 public routes). */
export const NEWS_PATH = '/news';
export const NEWS_INDEX_PATH = '/news/index';
export const NEWS_DETAIL_PATH = '/news/detail';
export const newsDetailPath = (id: string) => `${NEWS_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
/** The public download centre (full view); the signed-in user's own files are DOWNLOAD_CENTER_PATH's. */
export const PUBLIC_DOWNLOADS_PATH = '/downloadCenter';
