/**
 * Admission for the costly calls of a crowd arriving at once (exam day's sign-ins and starts at 09:00): at most
 * `active` run at a time and `waiting` more wait their turn in order of arrival, as many as pass in `maxWaitSeconds`
 * at the rate calls are let through (at least `active`); anyone past those is told at once how many are waiting and
 * when to come back (`AdmissionFull`). A spike thus waits in a queue the candidate can see, instead of
 * holding every database connection while the candidates already writing their answers wait behind it.
 */
export type AdmissionLimits = {
  active: number;
  waiting: number;
  /** The longest a caller is kept waiting, by the rate calls are let through: past it they are told to come back. */
  maxWaitSeconds?: number;
};

/** The queue is full: `ahead` callers are running or waiting; come back in `seconds`. */
export class AdmissionFull extends Error {
  constructor(
    readonly ahead: number,
    readonly seconds: number,
  ) {
    super('admission full');
  }
}

/** How long the gate looks back to tell how many calls it lets through a second. */
const RATE_WINDOW_MS = 5_000;
/** The longest a caller is asked to wait before coming back. */
export const ADMISSION_RETRY_MAX_SECONDS = 30;

export function createAdmissionGate({ active, waiting, maxWaitSeconds = Infinity }: AdmissionLimits, now: () => number = Date.now) {
  let running = 0;
  const queue: (() => void)[] = [];
  /** When the latest calls finished, oldest first, for the rate. */
  const finished: number[] = [];

  const forgetOld = () => {
    const since = now() - RATE_WINDOW_MS;
    let old = 0;
    while (old < finished.length && finished[old]! < since) old++;
    if (old) finished.splice(0, old);
  };
  const perSecond = () => {
    forgetOld();
    return finished.length / (RATE_WINDOW_MS / 1000);
  };

  /**
   * How many may wait: as many as pass in the longest wait at the present rate, at least `active`; all `waiting` while
   * the rate is not known yet (nothing finished lately: a session's first arrivals), which is no sign of a slow server.
   */
  const waitable = () => {
    const rate = maxWaitSeconds === Infinity ? 0 : perSecond();
    return rate ? Math.max(active, rate * maxWaitSeconds) : Infinity;
  };

  const leave = () => {
    finished.push(now());
    forgetOld();
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      if (running < active) running++;
      else if (queue.length < Math.min(waiting, waitable())) await new Promise<void>((turn) => queue.push(turn));
      else {
        const ahead = running + queue.length;
        // Before anything has finished the rate is unknown: the wait is then the longest.
        const seconds = Math.ceil(ahead / Math.max(perSecond(), ahead / ADMISSION_RETRY_MAX_SECONDS));
        throw new AdmissionFull(ahead, Math.max(1, seconds));
      }
      try {
        return await call();
      } finally {
        leave();
      }
    },
    /** Calls running and waiting now. */
    load: () => ({ running, waiting: queue.length }),
  };
}

export type AdmissionGate = ReturnType<typeof createAdmissionGate>;
