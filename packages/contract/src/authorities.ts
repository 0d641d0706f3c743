/**
 * Authority strings: what a role grants and what a route requires. The user endpoint returns the holder's list;
 * `admin` passes every check (spec §6: the admin role sees all routes).
 */
export const Authority = {
  admin: 'admin',
  system: 'gl_xt',
  exam: 'gl_kw',
  /**
   * Exam candidates' ID numbers, mobiles and e-mails whole, for the candidates within the holder's organisation data
   * rights; without it every exam page shows them masked (contract/personal-data.ts).
   */
  candidatePersonalData: 'gl_kw_pii',
  monitor: 'gl_kw_monitor',
  monitorMajor: 'gl_kw_monitor_major',
  aiProctor: 'gl_kw_ai',
  bank: 'gl_tk',
  marking: 'gl_yj',
  signup: 'gl_bm',
  payment: 'gl_zf',
  ticket: 'gl_zkz',
  score: 'gl_cj',
  certificate: 'gl_zs',
  portal: 'gl_pt',
  push: 'gl_ts',
  /**
   * The platform operator, who writes platform-wide portal content (banners, news, downloads, help, workstage
   * applications). Held only by the platform's own accounts (created with the admin CLI): no institution's role can
   * grant it and `admin` does not pass for it.
   */
  operator: 'pt_operator',
} as const;

export type AuthorityName = (typeof Authority)[keyof typeof Authority];
export const ALL_AUTHORITIES = Object.values(Authority) as AuthorityName[];
/** Authorities that live above institutions: never granted by an institution's role, never implied by `admin`. */
export const PLATFORM_AUTHORITIES: readonly AuthorityName[] = [Authority.operator];
/** What an institution's roles may grant. */
export const INSTITUTION_AUTHORITIES = ALL_AUTHORITIES.filter((a) => !PLATFORM_AUTHORITIES.includes(a));

/**
 * True when the holder has any of the required authorities, or is admin and one of them is an institution's. An
 * empty requirement is a bug.
 */
export function hasAnyAuthority(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error('An authority check needs at least one authority');
  if (required.some((a) => held.includes(a))) return true;
  return held.includes(Authority.admin) && required.some((a) => !(PLATFORM_AUTHORITIES as readonly string[]).includes(a));
}
