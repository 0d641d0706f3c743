/** Business constants and limits of spec §9, shared by server and web. */
export const SUCCESS_CODE = 20000;
/** Body codes on a 2xx that the client passes on as success (spec §8). */
export const SUCCESS_CODES: readonly number[] = [
  12001, 14001, 16001, 19001, 20000, 24001, 40001, 30000, 12302104, 12302105, 11411302, 10000001,
];

export const PLATFORM_TITLE = 'cloud examination';

export const TOKEN_COOKIE = 'access_token';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A remembered sign-in: the access-token cookie and the token itself live 7 days. */
export const REMEMBERED_TOKEN_TTL_MS = 7 * DAY_MS;
/** A sign-in that is not remembered lasts a working day. */
export const SESSION_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const USER_INFO_TTL_MS = 7 * DAY_MS;

export const REQUEST_TIMEOUT_MS = 60_000;
export const ORG_IMPORT_TIMEOUT_MS = 180_000;
/** Largest spreadsheet the organisation imports accept. */
export const ORG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What the streamed reader accepts of an uploaded .xlsx, checked while it reads (spec §9 leaves them open): at most
 * this many bytes once unpacked (all parts together, as declared and as they inflate), this many parts in the zip,
 * and this many data rows in an import.
 */
export const XLSX_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
export const XLSX_PARTS_MAX = 500;
export const IMPORT_ROWS_MAX = 10_000;
/** How often the import dialog asks after its job. */
export const IMPORT_JOB_POLL_MS = 500;
export const LOADING_MASK_CLOSE_DELAY_MS = 200;
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

export const SCROLL_THRESHOLD_PX = 400;
export const MOBILE_BREAKPOINT_PX = 992;
export const MIN_PAGE_WIDTH_NAV1_PX = 768;
export const MIN_PAGE_WIDTH_PX = 1300;
export const LOAD_MORE_DEBOUNCE_MS = 1000;
export const LOAD_MORE_THRESHOLD_PX = 3;
export const LIST_SCROLL_THRESHOLD_PX = 5;

export const PAPER_QUERY_PAGE_SIZE = 1000;
export const RECENT_MONITOR_PARAMS_MAX = 200;
export const MONITOR_DEFAULTS = { gridType: 10, monitorSize: 6, monitorState: '30' } as const;

export const ITEM_LIMITS = {
  answerLength: 20000,
  descriptionLength: 20000,
  itemContentLength: 20000,
  topicNameLength: 5000,
  topicDescriptionLength: 5000,
} as const;
export const QUESTION_HINT_MAX = 20;

export const CAPTCHA_LIMITS = { loginPer30Minutes: 5, perDay: 20 } as const;
export const DUPLICATE_PAYMENT_WINDOW_MS = 60_000;
export const PAUSE_MAX_MS = 5 * 60_000;

export const PAPERS_PER_IMPORT_MAX = 5;
export const PHOTO_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const DEPARTMENT_DEPTH_MAX = 4;
export const HELP_MENU_DEPTH_MAX = 3;
export const BANNER_MAX = { width: 1920, height: 688 } as const;

export const QUICK_MESSAGE_MAX = 200;
export const QUICK_MESSAGES_PUBLISHED_MAX = 20;
export const SMART_QA_QUESTION_MAX = 64;
export const KNOWLEDGE_MODEL_DEPTH_MAX = 10;
export const FILL_BLANKS_MAX = 40;
export const IMPORT_ITEMS_MAX = { excel: 300, word: 1000 } as const;
/** What an uploaded Word file of items may hold once unpacked (its text and pictures) and how many parts. */
export const DOCX_UNPACKED_MAX_BYTES = 256 * 1024 * 1024;
export const DOCX_PARTS_MAX = 5000;
/** What an uploaded QTI package may hold once unpacked and how many files. */
export const QTI_UNPACKED_MAX_BYTES = 256 * 1024 * 1024;
export const QTI_PARTS_MAX = 5000;
export const OPTION_COUNT_MAX = 10;
export const MATCHING_QUESTIONS_MAX = 10;

export const THEME_COLORS = {
  primary: '#2980FF',
  success: '#4de2b3',
  warning: '#ffba00',
  danger: '#ff4949',
  info: '#5d5d5d',
} as const;

/** Images uploaded for the interface (logo, avatar): small, shown in every header, and never SVG. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 100 * 1024;
