/**
 * The unique key a write broke, or undefined for any other error. node-postgres and PGlite both name it on their
 * error (code 23505, `constraint`); Drizzle wraps the driver's error as its `cause`.
 */
export function uniqueViolation(e: unknown): string | undefined {
  for (let error = e as { code?: string; constraint?: string; cause?: unknown } | undefined; error; error = error.cause as typeof error)
    if (error.code === '23505') return error.constraint ?? '';
  return undefined;
}
