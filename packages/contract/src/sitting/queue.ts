/**
 * The server's queue for the 09:00 spike: a sign-in or a start past it is refused with this code (named
 * `signInQueued` in the catalogue) and `Queued` as the envelope's data; the exam client shows the place and tries
 * again after the seconds given. Kept apart so that the exam client knows the code without loading the catalogue.
 */
export const SIGN_IN_QUEUED_CODE = 41300649;

/** About how many candidates are ahead, and the seconds before the client tries again. */
export type Queued = { position: number; retryAfterSeconds: number };
