import { type Sitting, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from './api';
import { formatTime } from './i18n';
import { clockOf, formatSeconds, serverNow, useSecondsLeft } from './clock';
import { InfoForm } from './info-form';
import { InstitutionNews } from './institution-news';
import { QueueNotice, useQueue } from './queue-notice';

type Check = 'pending' | 'ok' | 'failed';

/**
 * Before the start: the session, the exam's rules, a check of this computer (browser, network round trip, camera when
 * the exam needs one), the institution's news and files for its candidates, the exam's information form while it
 * lacks answers, and a countdown to the session's start by
 * the server's clock; then the candidate starts.
 */
export function Waiting({ sitting, token, onChange }: { sitting: Sitting; token: string; onChange: (s: Sitting) => void }) {
  const { t } = useTranslation();
  const [clock, setClock] = useState(() => clockOf(sitting));
  const [checks, setChecks] = useState<Record<string, Check>>({ browser: 'pending', network: 'pending', camera: 'pending' });
  const [roundTrip, setRoundTrip] = useState<number>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [infoSaved, setInfoSaved] = useState(false);
  const savedNote = useRef<HTMLParagraphElement>(null);
  // the queue's retries end with this screen (a live change may replace it while the candidate waits)
  const queue = useQueue();
  useSecondsLeft(clock); // ticks the countdown
  const toStart = Math.max(0, Math.ceil((Date.parse(sitting.beginDate) - serverNow(clock)) / 1000));

  useEffect(() => {
    const browser = 'indexedDB' in window && 'fetch' in window && typeof Promise.allSettled === 'function';
    setChecks((c) => ({ ...c, browser: browser ? 'ok' : 'failed' }));
    const began = performance.now();
    call(sittingApi.sitting, undefined, token).then(
      (s) => {
        setRoundTrip(Math.round(performance.now() - began));
        setChecks((c) => ({ ...c, network: 'ok' }));
        setClock(clockOf(s));
      },
      () => setChecks((c) => ({ ...c, network: 'failed' })),
    );
    if (!sitting.rules.camera) return;
    if (!navigator.mediaDevices) {
      setChecks((c) => ({ ...c, camera: 'failed' }));
      return;
    }
    navigator.mediaDevices.getUserMedia({ video: true, audio: false }).then(
      (stream) => {
        stream.getTracks().forEach((track) => track.stop());
        setChecks((c) => ({ ...c, camera: 'ok' }));
      },
      () => setChecks((c) => ({ ...c, camera: 'failed' })),
    );
  }, []);

  // once the form is saved, the focus goes to the note that says so, before the agreement and the start
  useEffect(() => {
    if (infoSaved) savedNote.current?.focus();
  }, [infoSaved]);

  const start = async () => {
    setError(undefined);
    // fullscreen is asked for within the click, as browsers require
    if (sitting.rules.fullscreen) {
      if (!document.fullscreenEnabled) {
        setError(t('fullscreen.unsupported'));
        return;
      }
      await document.documentElement.requestFullscreen().catch(() => undefined);
    }
    setBusy(true);
    try {
      onChange(await queue.through(() => call(sittingApi.start, { agreed }, token)));
    } catch (e) {
      if (queue.gone()) return;
      setError(e instanceof ApiError && e.code !== 'offline' ? e.message : t('offline'));
      // a refusal may come of a change this page has not seen (the information form asks for more): read it again
      if (e instanceof ApiError && e.code !== 'offline') call(sittingApi.sitting, undefined, token).then(onChange, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const { rules } = sitting;
  const shown = (['browser', 'network', ...(rules.camera ? ['camera'] : [])] as const).map((k) => [k, checks[k]!] as const);
  return (
    <section className="card" aria-labelledby="waiting-title">
      <h1 id="waiting-title">
        {sitting.subjectName} · {sitting.sessionName}
      </h1>
      <p className="muted">
        {formatTime(sitting.beginDate, true)} – {formatTime(sitting.endDate, true)}
      </p>
      <h2>{t('waiting.rules')}</h2>
      <ul>
        <li>{t('waiting.time')}</li>
        {rules.lateEntryMinutes > 0 && <li>{t('waiting.late', { minutes: rules.lateEntryMinutes })}</li>}
        {rules.earliestSubmitMinutes > 0 && <li>{t('waiting.earliest', { minutes: rules.earliestSubmitMinutes })}</li>}
        {rules.fullscreen && <li>{t('waiting.fullscreen')}</li>}
        {rules.leaveLimit > 0 && (
          <li>{t(rules.leaveAction === 'forceSubmit' ? 'waiting.leaveForce' : 'waiting.leaveWarn', { count: rules.leaveLimit })}</li>
        )}
        {rules.blockCopyPaste && <li>{t('waiting.copy')}</li>}
        <li>{t('waiting.saving')}</li>
      </ul>
      <InstitutionNews token={token} />
      <h2>{t('waiting.check')}</h2>
      <ul className="checks">
        {shown.map(([k, state]) => (
          <li key={k} className={state}>
            {t(`waiting.checks.${k}`)}: {t(`waiting.state.${state}`)}
            {k === 'network' && roundTrip !== undefined && ` (${roundTrip} ms)`}
          </li>
        ))}
      </ul>
      {!sitting.infoComplete ? (
        <InfoForm
          token={token}
          onSaved={(info) => {
            setInfoSaved(true);
            onChange({ ...sitting, infoComplete: info.complete });
          }}
        />
      ) : (
        <>
          {infoSaved && (
            <p role="status" tabIndex={-1} ref={savedNote}>
              {t('info.saved')}
            </p>
          )}
          {sitting.agreement && (
            <>
              <h2 id="agreement-title">{t('waiting.agreement')}</h2>
              <div
                className="agreement"
                tabIndex={0}
                role="region"
                aria-labelledby="agreement-title"
                dangerouslySetInnerHTML={{ __html: sitting.agreement }}
              />
              <label className="agree">
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('waiting.agree')}
              </label>
            </>
          )}
          <p className="countdown">{toStart > 0 ? t('waiting.startsIn', { time: formatSeconds(toStart) }) : t('waiting.open')}</p>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <QueueNotice queued={queue.queued} />
          <button
            type="button"
            className="primary"
            disabled={busy || toStart > 0 || (!!sitting.agreement && !agreed)}
            onClick={() => void start()}
          >
            {t('waiting.start')}
          </button>
        </>
      )}
    </section>
  );
}
