import type { CandidateItemContent } from '@cloud-exam/contract/sitting/sitting';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fileUrl } from './api';

type Media = CandidateItemContent['stemAttrs']['media'][number];

/** An item's plays of its limited media: those the server counted, and one more asked of it (it throws when refused). */
export type MediaPlays = { played: (media: number) => number; play: (media: number) => Promise<void> };

/**
 * A media with a play limit: no native controls (they would seek and replay past the count) but a button of its own,
 * which has the server count the play before it starts and says how many are left. Offline a play cannot start: the
 * server would not know of it. A play the browser starts by itself (a media key) is stopped.
 */
export function LimitedMedia({ media, played, play }: { media: Media; played: number; play: () => Promise<void> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLMediaElement | null>(null);
  const allowed = useRef(false);
  const [playing, setPlaying] = useState(false);
  /** A play asked of the server and not yet answered: a second click must not count another. */
  const asking = useRef(false);
  /** What went wrong: one of this client's texts by key (shown in the language of the moment), or the server's words. */
  const [note, setNote] = useState<{ key: 'media.offline' | 'media.failed' } | { said: string }>();
  const statusId = useId();
  const left = Math.max(0, media.playLimit - played);

  const stop = (why?: 'media.failed') => {
    allowed.current = false;
    setPlaying(false);
    if (why) setNote({ key: why });
  };
  const start = async () => {
    if (asking.current || playing || left === 0) return;
    setNote(undefined);
    if (!navigator.onLine) return setNote({ key: 'media.offline' });
    asking.current = true;
    try {
      await play();
    } catch (e) {
      return setNote(e instanceof ApiError && e.code !== 'offline' ? { said: e.message } : { key: 'media.offline' });
    } finally {
      asking.current = false;
    }
    const element = ref.current!;
    allowed.current = true;
    element.currentTime = 0;
    setPlaying(true);
    await element.play().catch(() => stop('media.failed'));
  };
  const element = {
    ref: (el: HTMLMediaElement | null) => void (ref.current = el),
    src: fileUrl(media.url),
    preload: 'auto',
    'aria-label': media.name,
    onPlay: () => void (allowed.current || ref.current?.pause()),
    onEnded: () => stop(),
    // the file failed while playing (a broken network): the candidate is told to ask for help
    onError: () => void (allowed.current && stop('media.failed')),
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
  };

  return (
    <div className="media limited">
      {media.kind === 'audio' ? <audio {...element} /> : <video {...element} disablePictureInPicture />}
      {/* aria-disabled rather than disabled: the focus stays on the button while it plays */}
      <button type="button" aria-describedby={statusId} aria-disabled={playing || left === 0} onClick={() => void start()}>
        {playing ? t('media.playing') : `${t('media.play')} ${media.name}`.trim()}
      </button>{' '}
      <span id={statusId} role="status" className="muted">
        {note ? ('key' in note ? t(note.key) : note.said) : left ? t('media.left', { count: left }) : t('media.usedUp')}
      </span>
    </div>
  );
}
