/**
 * Personal data of a candidate — ID number (证件号), mobile, e-mail — as pages show it to whoever may not read it
 * whole: the ends kept, the middle starred, the length kept. One function a kind, used by every read, export and form
 * of the server and the console, so that a value is masked the same everywhere (and a masked value sent back by a form
 * is recognised as such).
 */

/** The fields of a candidate that are personal data. */
export type PersonalData = { idNumber: string; mobile: string | null; email: string | null };

/**
 * Keeps `head` characters at the start and `tail` at the end of a value at least `full` long; a shorter value keeps at
 * most half of itself, split between the ends in the same proportion; the rest become `*`.
 */
function keepEnds(value: string, head: number, tail: number, full: number): string {
  const chars = [...value];
  const kept = chars.length >= full ? head + tail : Math.min(head + tail, Math.floor(chars.length / 2));
  const end = Math.round((kept * tail) / (head + tail));
  const start = kept - end;
  return chars.slice(0, start).join('') + '*'.repeat(chars.length - kept) + (end ? chars.slice(-end).join('') : '');
}

/** An ID number: the first 6 and last 4 of an 18-character one (`110101********1234`); a shorter one keeps at most half. */
export const maskIdNumber = (idNumber: string) => keepEnds(idNumber, 6, 4, 18);

/** A mobile number: the first 3 and last 4 of an 11-digit one (`138****5678`); a shorter one keeps at most half. */
export const maskMobile = (mobile: string) => keepEnds(mobile, 3, 4, 11);

/** An e-mail address: the first character of the local part, then `***@` and the domain (`z***@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  return `${[...local][0] ?? ''}***${at < 0 ? '' : email.slice(at)}`;
}

const MASKS = { idNumber: maskIdNumber, mobile: maskMobile, email: maskEmail } as const;

/** A value of one kind masked; empty and missing values stay as they are. */
export function maskValue<V extends string | null | undefined>(kind: keyof PersonalData, value: V): V {
  return (value ? MASKS[kind](value) : value) as V;
}

/** A row with its personal data (those of `idNumber`, `mobile`, `email` it has) masked, the rest as it was. */
export function maskPersonal<T extends Partial<PersonalData>>(row: T): T {
  const masked = { ...row };
  for (const kind of Object.keys(MASKS) as (keyof PersonalData)[])
    if (kind in masked) masked[kind] = maskValue(kind, masked[kind]) as never;
  return masked;
}

/** Whether a value as a page received it is masked (a certificate number, mobile or e-mail never holds `*`). */
export const isMasked = (value: unknown) => typeof value === 'string' && value.includes('*');

/** Whether `value` is the masked form of `whole` (and not the value itself): a form sent back what it was shown. */
export const isMaskOf = (kind: keyof PersonalData, value: unknown, whole: unknown) =>
  typeof value === 'string' && typeof whole === 'string' && value !== whole && value === maskValue(kind, whole);
