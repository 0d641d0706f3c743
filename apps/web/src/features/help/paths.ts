/** The help centre's addresses: the public pages (spec §2) and the operator's editors in the platform section. */
export const HELP_PATH = '/help';
export const HELP_INDEX_PATH = '/help/index';
export const HELP_SEARCH_PATH = '/help/search';
export const HELP_MENUS_PATH = '/platform/help-menu';
export const HELP_ARTICLES_PATH = '/platform/help-article';
