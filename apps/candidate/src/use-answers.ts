import { type CandidatePaper, type Response, type Sitting, SAVE_BATCH_MAX, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirm, keep, keptOf, type Kept } from './answer-store';
import { ApiError, call } from './api';

/** An item's answer as the candidate sees it: the value, its sequence number, and the server's last receipt. */
export type Answer = { value: Response | null; seq: number; savedAt: string | null; synced: boolean };

/** A save's batch stays under this many bytes of JSON (the server takes bodies of up to 1 MiB). */
const BATCH_BYTES = 256 * 1024;

/** Changes in batches of at most SAVE_BATCH_MAX answers and BATCH_BYTES each (a long essay goes alone). */
export function batchesOf<T>(changes: T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const change of changes) {
    const size = JSON.stringify(change).length * 3; // UTF-8 takes at most 3 bytes a UTF-16 unit
    if (batch.length && (batch.length >= SAVE_BATCH_MAX || bytes + size > BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(change);
    bytes += size;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** Sent this long after the last change, and at least this often while changes wait. */
const QUIET_MS = 1500;
const AT_LEAST_MS = 15_000;

/**
 * The candidate's answers: each change kept in IndexedDB at once and sent in batches (1.5 s after the last change,
 * at least every 15 s, when asked — on moving to another item — and on pagehide), each item marked saved only when
 * the server's receipt covers its sequence number. What the server refuses for good (time up, handed in, signed in
 * elsewhere) goes to `onRefused`; a lost network only leaves the answers waiting (`offline`).
 */
export function useAnswers({
  sittingId,
  token,
  held,
  serverNow,
  onSitting,
  onRefused,
}: {
  sittingId: string;
  token: string;
  held: CandidatePaper['answers'];
  serverNow: () => number;
  onSitting: (s: Sitting) => void;
  onRefused: (e: ApiError) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(held.map((a) => [a.itemId, { value: a.value, seq: a.seq, savedAt: a.savedAt, synced: true }])),
  );
  const [offline, setOffline] = useState(false);
  const sending = useRef<Promise<void> | undefined>(undefined);
  const touched = useRef(new Set<string>());
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ token, onSitting, onRefused });
  latest.current = { token, onSitting, onRefused };

  // What this computer kept and the server has not confirmed (a reload, a crash, a lost network) comes back first.
  useEffect(() => {
    void keptOf(sittingId).then((kept) => {
      const newer = kept.filter((k) => !k.synced || (held.find((h) => h.itemId === k.itemId)?.seq ?? 0) < k.seq);
      if (!newer.length) return;
      setAnswers((now) => {
        const next = { ...now };
        // an item changed since the page opened holds the newest answer: what was kept before it is older
        for (const k of newer.filter((kept) => !touched.current.has(kept.itemId)))
          if ((next[k.itemId]?.seq ?? 0) < k.seq)
            next[k.itemId] = { value: k.value, seq: k.seq, savedAt: next[k.itemId]?.savedAt ?? null, synced: false };
        return next;
      });
      void flush();
    });
  }, [sittingId]);

  const flush = useCallback(
    async (keepalive = false): Promise<void> => {
      if (sending.current) return sending.current;
      clearTimeout(quiet.current);
      const work = (async () => {
        const waiting = (await keptOf(sittingId)).filter((k) => !k.synced);
        for (const batch of batchesOf(waiting.map(({ itemId, seq, value, clientTime }) => ({ itemId, seq, value, clientTime })))) {
          try {
            const answer = await call(sittingApi.save, { answers: batch }, latest.current.token, { keepalive });
            await confirm(sittingId, answer.saved);
            setOffline(false);
            setAnswers((now) => {
              const next = { ...now };
              for (const r of answer.saved) {
                const a = next[r.itemId];
                if (a && a.seq <= r.seq) next[r.itemId] = { ...a, savedAt: r.savedAt, synced: true };
              }
              return next;
            });
            latest.current.onSitting(answer.sitting);
          } catch (e) {
            if (e instanceof ApiError && e.code !== 'offline' && e.status !== 0) latest.current.onRefused(e);
            else setOffline(true);
            return;
          }
        }
      })();
      sending.current = work;
      try {
        await work;
      } finally {
        sending.current = undefined;
      }
    },
    [sittingId],
  );

  const change = useCallback(
    (itemId: string, value: Response | null) => {
      touched.current.add(itemId);
      setAnswers((now) => {
        const seq = (now[itemId]?.seq ?? 0) + 1;
        const kept: Kept = { sittingId, itemId, seq, value, clientTime: new Date(serverNow()).toISOString(), synced: false };
        void keep(kept);
        return { ...now, [itemId]: { value, seq, savedAt: now[itemId]?.savedAt ?? null, synced: false } };
      });
      clearTimeout(quiet.current);
      quiet.current = setTimeout(() => void flush(), QUIET_MS);
    },
    [sittingId, flush],
  );

  useEffect(() => {
    const every = setInterval(() => void flush(), AT_LEAST_MS);
    const online = () => void flush();
    const leaving = () => void flush(true);
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    return () => {
      clearInterval(every);
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
      clearTimeout(quiet.current);
    };
  }, [flush]);

  /**
   * Before the hand-in: the save under way finished, then every answer this computer holds that the server has not
   * confirmed, to go with the hand-in itself.
   */
  const unconfirmed = useCallback(async () => {
    await sending.current;
    return (await keptOf(sittingId))
      .filter((k) => !k.synced)
      .map(({ itemId, seq, value, clientTime }) => ({ itemId, seq, value, clientTime }));
  }, [sittingId]);

  const pending = Object.values(answers).filter((a) => !a.synced).length;
  return { answers, change, flush, unconfirmed, offline, pending };
}
