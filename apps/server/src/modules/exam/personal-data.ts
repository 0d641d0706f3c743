import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { PERSONAL_COMPONENTS } from '@cloud-exam/contract/exam/collect-info';
import { isMaskOf, maskValue } from '@cloud-exam/contract/personal-data';
import type { DataRights, Tenant } from '../../http/tenant';
import { canSeeDept } from '../org';

/*
 * How data rights bound an exam's candidates. Presence is not bounded, personal data is: an exam is run as a whole
 * (seats, sessions, notifications), so every gl_kw member sees every candidate of an exam with name, admission number,
 * department and photo. The candidate's ID number, mobile and e-mail (the account's, and the information form's answers
 * of those kinds) are masked on every page, for everyone: no page needs them whole. They are read whole, audited, only
 * through the reveal (one candidate) and the exports, and only by a holder of gl_kw_pii whose organisation data rights
 * cover the candidate's department — all departments for a candidate without one; the same callers search them by part.
 */

/** Whose personal data the caller may reveal, export and search by part: their data rights when they hold gl_kw_pii (admin does), else nobody's. */
export type PersonalScope = DataRights | null;

export async function personalScope(tenant: Tenant): Promise<PersonalScope> {
  return hasAnyAuthority(tenant.session.authorities, [Authority.candidatePersonalData]) ? tenant.rights() : null;
}

/** Whether the caller may read whole (reveal, export) the personal data of a candidate of this department (null: none). */
export const readsWhole = (scope: PersonalScope, deptId: string | null | undefined) => !!scope && canSeeDept(scope, deptId);

export type FormField = { id: string; componentName: string };

/** The information form's answers as pages show them: those of personal components masked. */
export function maskedAnswers(fields: readonly FormField[], collected: Record<string, unknown>) {
  const shown = { ...collected };
  for (const f of fields) {
    const kind = PERSONAL_COMPONENTS[f.componentName];
    if (kind && typeof shown[f.id] === 'string') shown[f.id] = maskValue(kind, shown[f.id] as string);
  }
  return shown;
}

/** The answers of personal components, whole: what the reveal adds to the account's values. */
export const personalAnswers = (fields: readonly FormField[], collected: Record<string, unknown>) =>
  Object.fromEntries(fields.filter((f) => PERSONAL_COMPONENTS[f.componentName] && f.id in collected).map((f) => [f.id, collected[f.id]]));

/**
 * Answers sent by a form that showed them masked: an answer of a personal component equal to the masked form of the
 * stored one is the stored one (a masked value never replaces the value it masks).
 */
export function unmaskedAnswers(fields: readonly FormField[], sent: Record<string, unknown>, stored: Record<string, unknown>) {
  const kept = { ...sent };
  for (const f of fields) {
    const kind = PERSONAL_COMPONENTS[f.componentName];
    if (kind && f.id in kept && isMaskOf(kind, kept[f.id], stored[f.id])) kept[f.id] = stored[f.id];
  }
  return kept;
}
