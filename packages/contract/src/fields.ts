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
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int(), current: z.number().int(), size: z.number().int() });
/** A call that names one row by its id. */
export const idOnly = z.object({ id });
