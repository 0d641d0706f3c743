/** Addresses of the platform operator's console section (/platform) and the portal editors. */
export const PLATFORM_PATH = '/platform';
export const BANNERS_PATH = '/platform/banner';
