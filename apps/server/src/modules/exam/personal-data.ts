import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { PERSONAL_COMPONENTS } from '@cloud-exam/contract/exam/collect-info';
import { isMaskOf, maskPersonal, maskValue, type PersonalData } from '@cloud-exam/contract/personal-data';
import type { DataRights, Tenant } from '../../http/tenant';
import { canSeeDept } from '../org';

/*
 * How data rights bound an exam's candidates. Presence is not bounded, personal data is: an exam is run as a whole
 * (seats, sessions, notifications), so every gl_kw member sees every candidate of an exam with name, admission number,
 * department and photo. The candidate's ID number, mobile and e-mail (the account's, and the information form's answers
 * of those kinds) are read whole only by a holder of gl_kw_pii whose organisation data rights cover the candidate's
 * department — all departments for a candidate without one; everyone else reads them masked.
 */

/** Whose personal data the caller reads whole: their data rights when they hold gl_kw_pii (admin does), else nobody's. */
export type PersonalScope = DataRights | null;

export async function personalScope(tenant: Tenant): Promise<PersonalScope> {
  return hasAnyAuthority(tenant.session.authorities, [Authority.candidatePersonalData]) ? tenant.rights() : null;
}

/** Whether the caller reads whole the personal data of a candidate of this department (null: none). */
export const readsWhole = (scope: PersonalScope, deptId: string | null | undefined) => !!scope && canSeeDept(scope, deptId);

/** A row's personal data as the caller may read it: whole, or masked. */
export const shownPersonal = <T extends Partial<PersonalData>>(whole: boolean, row: T): T => (whole ? row : maskPersonal(row));

export type FormField = { id: string; componentName: string };

/** The information form's answers as the caller may read them: those of personal components masked unless `whole`. */
export function shownAnswers(fields: readonly FormField[], collected: Record<string, unknown>, whole: boolean) {
  if (whole) return collected;
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
