import type { Queued } from '@cloud-exam/contract/sitting/queue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { throughQueue } from './api';

/**
 * A screen's calls through the server's queue (`throughQueue`): where the queue put the candidate, for `QueueNotice`,
 * and `through(attempt)`, whose retries end when the screen goes (`gone()` then says so, and the refusal is not shown).
 */
export function useQueue() {
  const [queued, setQueued] = useState<Queued>();
  const screen = useRef(new AbortController());
  useEffect(() => {
    // anew on every mount: StrictMode mounts twice in development
    screen.current = new AbortController();
    return () => screen.current.abort();
  }, []);
  return {
    queued,
    through: <T,>(attempt: () => Promise<T>) => throughQueue(attempt, setQueued, screen.current.signal),
    gone: () => screen.current.signal.aborted,
  };
}

/**
 * Where the server's queue put the candidate (`throughQueue`): about how many are ahead, said once to a screen
 * reader, and the seconds to the next try counted down on screen only.
 */
export function QueueNotice({ queued }: { queued: Queued | undefined }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!queued) return;
    setLeft(queued.retryAfterSeconds);
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [queued]);
  return (
    <div role="status" className={queued ? 'queue' : undefined}>
      {queued && (
        <>
          <strong>{t('queue.title')}</strong> {t('queue.ahead', { position: queued.position })}{' '}
          <span aria-hidden="true">{left > 0 ? t('queue.retryIn', { seconds: left }) : t('queue.retrying')}</span>
        </>
      )}
    </div>
  );
}
