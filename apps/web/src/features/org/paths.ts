/** Addresses of the organisation and system settings pages (spec §2 /sys). */
export const DEPT_PATH = '/sys/dept';
export const USER_PATH = '/sys/user';
export const INVITATIONS_PATH = '/sys/user/invitations';
export const ROLE_PATH = '/sys/role';
export const POST_PATH = '/sys/post';
export const CANDIDATE_ACCOUNTS_PATH = '/sys/candidate';
export const DICT_PATH = '/sys/dict';
export const OFFICE_PATH = '/sys/office';
export const SETTINGS_PATH = '/sys/settings';
export const AUDIT_PATH = '/sys/audit';
