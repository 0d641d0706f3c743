/** The translation namespaces: one per feature or shell part, the same files in every language. */
export const NAMESPACES = [
  'common',
  'account',
  'layout',
  'home',
  'portal',
  'notice',
  'personal',
  'org',
  'download',
  'list',
  'bank',
  'paper',
  'rich-text',
  'exam',
  'platform',
] as const;
