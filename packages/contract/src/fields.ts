import { z } from 'zod';

/** Field schemas the request schemas of every module are built from. */

export const text = (max: number) => z.string().trim().max(max);
/** Trimmed text; empty means absent. */
export const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => v || undefined);
/** Trimmed text for a nullable column; empty or absent clears it. */
export const nullableText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);
export const id = z.string().uuid();
/** An id, or nothing (a cleared select sends ''). */
export const optionalId = z
  .union([id, z.literal('')])
  .optional()
  .transform((v) => v || undefined);
/** The query of a list paged on the server. */
export const pageParams = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
};
/** A page of a list; `totalCapped` when the server stopped counting: there are more than `total` rows. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    totalCapped: z.literal(true).optional(),
    current: z.number().int(),
    size: z.number().int(),
  });
/** A call that names one row by its id. */
export const idOnly = z.object({ id });

/** A NUL character, or half of a surrogate pair without its other half: text no database column can store. */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether every string in a value (keys included, however deep: walked without recursion) can be stored. */
export function isStorable(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return false;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}
