import {
  type CandidatePaper,
  HANDED_IN,
  SAVE_BATCH_MAX,
  EVENT_BATCH_MAX,
  HEARTBEAT_SECONDS,
  isAnswered,
  type Sitting,
  type SittingEventKind,
  sittingApi,
} from '@cloud-exam/contract/sitting/sitting';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from './api';
import { formatTime } from './i18n';
import { clockOf, formatSeconds, serverNow, useSecondsLeft } from './clock';
import { Modal } from './dialog';
import { ItemView } from './item-view';
import type { MediaPlays } from './limited-media';
import { useAnswers } from './use-answers';
import { useSnapshots } from './use-snapshots';

type Flat = {
  itemId: string;
  number: number;
  section: string;
  score: number;
  content: CandidatePaper['sections'][number]['items'][number]['content'];
};

/** The paper: one item at a time, the navigation panel, the server's countdown, the save receipts, the hand-in. */
export function Answering({
  sitting,
  token,
  onChange,
  onSignedOut,
}: {
  sitting: Sitting;
  token: string;
  onChange: (s: Sitting) => void;
  onSignedOut: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<CandidatePaper>();
  const [error, setError] = useState<string>();

  // the paper is hidden while an invigilator's pause lasts: read when there is none
  useEffect(() => {
    if (sitting.paused || paper) return;
    call(sittingApi.paper, undefined, token).then(setPaper, (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) onSignedOut(e.message);
      else if (e instanceof ApiError && e.code !== 'offline')
        void call(sittingApi.sitting, undefined, token).then(onChange, () => setError(e.message));
      else setError(t('offlineStart'));
    });
  }, [token, sitting.paused]);

  if (!paper && sitting.paused) return <Paused sitting={sitting} />;

  if (!paper) return <p aria-busy={!error}>{error ?? t('loading')}</p>;
  if (!paper.sections.some((section) => section.items.length)) return <p role="alert">{t('paper.empty')}</p>;
  return <Paper paper={paper} sitting={sitting} token={token} onChange={onChange} onSignedOut={onSignedOut} />;
}

/** What the candidate sees instead of the paper while an invigilator's pause lasts. */
function Paused({ sitting }: { sitting: Sitting }) {
  const { t } = useTranslation();
  return (
    <section className="card question" aria-labelledby="paused-title">
      <h1 id="paused-title">{t('paper.pausedTitle')}</h1>
      <p role="alert">{sitting.pausedUntil ? t('paper.pausedUntil', { time: formatTime(sitting.pausedUntil) }) : t('paper.paused')}</p>
    </section>
  );
}

function Paper({
  paper,
  sitting,
  token,
  onChange,
  onSignedOut,
}: {
  paper: CandidatePaper;
  sitting: Sitting;
  token: string;
  onChange: (s: Sitting) => void;
  onSignedOut: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const items: Flat[] = paper.sections.flatMap((s) => s.items.map((i) => ({ ...i, section: s.topicName, number: 0 })));
  items.forEach((item, i) => (item.number = i + 1));
  // where the candidate was and what they marked, kept on this computer: a reload comes back to the same item
  const keyOf = (what: string) =>
    `cloud-exam-candidate:${what}:${sitting.examId}:${sitting.sessionId}:${sitting.candidate.admissionNumber}`;
  const [current, setCurrent] = useState(() => Math.min(Number(localStorage.getItem(keyOf('place'))) || 0, items.length - 1));
  const [clock, setClock] = useState(() => clockOf(sitting));
  const [marked, setMarked] = useState<string[]>(() => JSON.parse(localStorage.getItem(keyOf('marked')) ?? '[]'));
  const [confirming, setConfirming] = useState(false);
  const [plays, setPlays] = useState(() => Object.fromEntries(paper.plays.map((p) => [`${p.itemId}:${p.media}`, p.played])));
  // the exam runs in fullscreen: out of it (left, or a reload), the candidate is asked back
  const [outOfFullscreen, setOutOfFullscreen] = useState(() => sitting.rules.fullscreen && !document.fullscreenElement);
  const [refusal, setRefusal] = useState<string>();
  const events = useRef<{ kind: SittingEventKind; at: string }[]>([]);
  const handingIn = useRef(false);
  const secondsLeft = useSecondsLeft(clock);
  useSnapshots(sitting.rules.camera && !sitting.paused, token);

  const took = (s: Sitting) => {
    setClock(clockOf(s));
    onChange(s);
  };
  // a sitting read elsewhere (the live channel) brings the server's clock too
  useEffect(() => setClock(clockOf(sitting)), [sitting.serverTime]);
  const refused = (e: ApiError) => {
    if (e.status === 401) onSignedOut(e.message);
    else {
      setRefusal(e.message);
      void call(sittingApi.sitting, undefined, token).then(took, () => undefined);
    }
  };
  const { answers, change, flush, unconfirmed, offline, pending } = useAnswers({
    sittingId: `${sitting.examId}:${sitting.sessionId}:${sitting.candidate.admissionNumber}`,
    token,
    held: paper.answers,
    serverNow: () => serverNow(clock),
    // a save that went through ends whatever refusal was shown
    onSitting: (s) => {
      setRefusal(undefined);
      took(s);
    },
    onRefused: refused,
  });

  // The hand-in carries every answer the server has not confirmed (at most a save's worth; the rest were sent first).
  const handIn = async () => {
    if (handingIn.current) return;
    handingIn.current = true;
    try {
      let last = await unconfirmed();
      if (last.length > SAVE_BATCH_MAX) {
        await flush();
        last = await unconfirmed();
      }
      took(await call(sittingApi.submit, { answers: last.slice(0, SAVE_BATCH_MAX) }, token));
    } catch (e) {
      if (e instanceof ApiError && e.code !== 'offline') refused(e);
      else setRefusal(t('paper.handInOffline'));
    } finally {
      handingIn.current = false;
      setConfirming(false);
    }
  };

  // time up by the server's clock: the paper goes in with what is saved (the server would hand it in anyway)
  useEffect(() => {
    if (secondsLeft === 0 && !sitting.paused) void handIn();
  }, [secondsLeft === 0]);

  // leaves of the page and of fullscreen, reported with the heartbeat
  useEffect(() => {
    const note = (kind: SittingEventKind) => events.current.push({ kind, at: new Date(serverNow(clock)).toISOString() });
    const visibility = () => note(document.hidden ? 'leavePage' : 'returnPage');
    const fullscreen = () => {
      note(document.fullscreenElement ? 'enterFullscreen' : 'leaveFullscreen');
      setOutOfFullscreen(sitting.rules.fullscreen && !document.fullscreenElement);
    };
    const blocked = (e: Event) => {
      if (!sitting.rules.blockCopyPaste) return;
      e.preventDefault();
      note('copyPasteBlocked');
    };
    document.addEventListener('visibilitychange', visibility);
    document.addEventListener('fullscreenchange', fullscreen);
    for (const kind of ['copy', 'cut', 'paste'] as const) document.addEventListener(kind, blocked);
    const beat = setInterval(() => {
      const sent = events.current.splice(0, EVENT_BATCH_MAX);
      call(sittingApi.heartbeat, { events: sent }, token).then(took, (e: unknown) => {
        events.current.unshift(...sent);
        if (e instanceof ApiError && e.status === 401) onSignedOut(e.message);
      });
    }, HEARTBEAT_SECONDS * 1000);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      document.removeEventListener('fullscreenchange', fullscreen);
      for (const kind of ['copy', 'cut', 'paste'] as const) document.removeEventListener(kind, blocked);
      clearInterval(beat);
    };
  }, [token]);

  useEffect(() => {
    localStorage.setItem(keyOf('marked'), JSON.stringify(marked));
  }, [marked]);

  useEffect(() => {
    if (!sitting.paused) setRefusal(undefined);
  }, [sitting.paused]);

  // a pause ends by itself at its time: the sitting is read again then
  useEffect(() => {
    if (!sitting.paused || !sitting.pausedUntil) return;
    const wait = Math.max(1000, Date.parse(sitting.pausedUntil) - serverNow(clock) + 500);
    const timer = setTimeout(() => void call(sittingApi.sitting, undefined, token).then(took, () => undefined), wait);
    return () => clearTimeout(timer);
  }, [sitting.paused, sitting.pausedUntil]);

  // the plays of limited media as the server counted them; a play is counted by the server before it starts
  const playsOf = (itemId: string): MediaPlays => ({
    played: (media) => plays[`${itemId}:${media}`] ?? 0,
    play: async (media) => {
      try {
        const { played } = await call(sittingApi.mediaPlay, { itemId, media }, token);
        setPlays((p) => ({ ...p, [`${itemId}:${media}`]: played }));
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) onSignedOut(e.message);
        throw e;
      }
    },
  });

  const go = (index: number) => {
    setCurrent(index);
    localStorage.setItem(keyOf('place'), String(index));
    void flush();
    document.getElementById('item-title')?.focus();
  };
  const item = items[current]!;
  const answer = answers[item.itemId];
  const unanswered = items.filter((i) => !isAnswered(answers[i.itemId]?.value));
  const earliest = Date.parse(sitting.startedAt ?? sitting.serverTime) + sitting.rules.earliestSubmitMinutes * 60_000;
  const tooEarly = serverNow(clock) < earliest;
  if (HANDED_IN.includes(sitting.state)) return null;

  return (
    <div className="paper">
      {/* the countdown is read when asked for, not announced every second; the save status is announced */}
      <div className="status">
        <span className={secondsLeft !== null && secondsLeft < 300 ? 'time low' : 'time'}>
          {t('paper.timeLeft')} <strong>{secondsLeft === null ? '—' : formatSeconds(secondsLeft)}</strong>
        </span>
        <span role="status" className={offline ? 'sync offline' : 'sync'}>
          {offline ? t('paper.offline') : pending ? t('paper.saving', { count: pending }) : t('paper.allSaved')}
        </span>
      </div>
      <nav aria-label={t('paper.navigation')} className="nav">
        <p className="legend">
          <span className="dot answered" /> {t('paper.answered')} <span className="dot marked" /> {t('paper.marked')}{' '}
          <span className="dot" /> {t('paper.unanswered')}
        </p>
        <ol>
          {items.map((i, index) => {
            const state = marked.includes(i.itemId) ? 'marked' : isAnswered(answers[i.itemId]?.value) ? 'answered' : 'unanswered';
            return (
              <li key={i.itemId}>
                <button
                  type="button"
                  className={`num ${state}${index === current ? ' current' : ''}`}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={t('paper.goTo', { n: i.number, state: t(`paper.${state}`) })}
                  disabled={sitting.paused}
                  onClick={() => go(index)}
                >
                  {i.number}
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="primary" onClick={() => setConfirming(true)} disabled={tooEarly || sitting.paused}>
          {t('paper.handIn')}
        </button>
        {tooEarly && <p className="muted">{t('paper.earliest', { time: formatTime(earliest) })}</p>}
      </nav>
      {outOfFullscreen && !sitting.paused && (
        <p role="alert" className="notice">
          {t('fullscreen.left')}{' '}
          <button type="button" onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
            {t('fullscreen.back')}
          </button>
        </p>
      )}
      {sitting.paused ? (
        <Paused sitting={sitting} />
      ) : (
        <article className="card question" aria-labelledby="item-title">
          {refusal && (
            <p role="alert" className="error">
              {refusal}
            </p>
          )}
          <p className="muted">{item.section}</p>
          <h1 id="item-title" tabIndex={-1}>
            {t('paper.item', { n: item.number, total: items.length })}{' '}
            <span className="muted">{t('item.score', { score: item.score })}</span>
          </h1>
          <ItemView
            content={item.content}
            id={item.itemId}
            value={answer?.value}
            onChange={(v) => change(item.itemId, v)}
            plays={playsOf(item.itemId)}
          />
          <p className="receipt muted">
            {answer?.savedAt && answer.synced
              ? t('paper.savedAt', { time: formatTime(answer.savedAt) })
              : answer
                ? t('paper.notYetSaved')
                : ''}
          </p>
          <div className="actions">
            <button type="button" disabled={current === 0} onClick={() => go(current - 1)}>
              {t('paper.previous')}
            </button>
            <button
              type="button"
              aria-pressed={marked.includes(item.itemId)}
              onClick={() => setMarked((m) => (m.includes(item.itemId) ? m.filter((x) => x !== item.itemId) : [...m, item.itemId]))}
            >
              {t('paper.mark')}
            </button>
            <button type="button" disabled={current === items.length - 1} onClick={() => go(current + 1)}>
              {t('paper.next')}
            </button>
          </div>
        </article>
      )}
      {confirming && (
        <Modal onClose={() => setConfirming(false)} labelledBy="confirm-title">
          <h2 id="confirm-title">{t('paper.confirmTitle')}</h2>
          <p>
            {unanswered.length
              ? t('paper.unansweredLeft', { count: unanswered.length, numbers: unanswered.map((u) => u.number).join(', ') })
              : t('paper.allAnswered')}
          </p>
          {pending > 0 && <p>{t('paper.pendingLeft', { count: pending })}</p>}
          <div className="actions">
            <button type="button" onClick={() => setConfirming(false)}>
              {t('paper.keepAnswering')}
            </button>
            <button type="button" className="primary" onClick={() => void handIn()}>
              {t('paper.handInNow')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
