import { z } from 'zod';

/** Every answer of the API: `{code, data, msg}`; code 20000 is success. */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), data, msg: z.string() });

export type Envelope<T> = { code: number; data: T; msg: string };

/** data of a 400 answer: which field is wrong and why. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
