import { useEffect, useState } from 'react';

/**
 * The server's clock as last told: its time and the seconds left, against this computer's monotonic clock, so a
 * wrong or changed computer clock changes nothing.
 */
export type ServerClock = { serverTime: number; remaining: number | null; at: number; pausedUntil: number | null };

export const clockOf = (sitting: { serverTime: string; remainingSeconds: number | null; pausedUntil?: string | null }): ServerClock => ({
  serverTime: Date.parse(sitting.serverTime),
  remaining: sitting.remainingSeconds,
  at: performance.now(),
  pausedUntil: sitting.pausedUntil ? Date.parse(sitting.pausedUntil) : null,
});

/** The server's time now, by the last answer and the time passed since. */
export const serverNow = (clock: ServerClock) => clock.serverTime + (performance.now() - clock.at);

/** Seconds left now (null: no deadline yet), ticking every second; standing still while an invigilator's pause lasts. */
export function useSecondsLeft(clock: ServerClock | undefined) {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!clock || clock.remaining === null) return null;
  const running = serverNow(clock) - Math.max(clock.serverTime, clock.pausedUntil ?? 0);
  return Math.max(0, Math.ceil(clock.remaining - Math.max(0, running) / 1000));
}

/** 1:05:09 or 05:09. */
export function formatSeconds(total: number) {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
