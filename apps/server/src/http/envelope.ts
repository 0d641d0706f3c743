import { SUCCESS_CODE } from '@cloud-exam/contract/constants';
import { type Envelope, envelopeOf } from '@cloud-exam/contract/envelope';
import type { z } from 'zod';

export { envelopeOf };

/** The success answer of every call. */
export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, data, msg: 'success' };
}

/** The response schema of a route whose data has this shape. */
export const okResponse = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data) });
