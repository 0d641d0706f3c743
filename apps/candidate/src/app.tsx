import { HANDED_IN, type Sitting, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from './api';
import { Answering } from './answering';
import { chooseLanguage, formatTime, LANGUAGES } from './i18n';
import { MessageAlert, MessagesButton, useMessages } from './messages';
import { examIdOfAddress, forgetToken, keepToken, tokenOf } from './session';
import { SignIn } from './sign-in';
import { useLive } from './use-live';
import { Waiting } from './waiting';

/** The exam client: sign-in, the wait before the start, the paper, the end — by the sitting's state on the server. */
export function App() {
  const { t, i18n } = useTranslation();
  const examId = examIdOfAddress();
  const [token, setToken] = useState(() => tokenOf(examId));
  const [sitting, setSitting] = useState<Sitting>();
  const [notice, setNotice] = useState<string>();

  const signOut = (message?: string) => {
    forgetToken(examId);
    setToken(null);
    setSitting(undefined);
    setNotice(message);
  };

  // Handed in, the token is of no more use: a shared computer's next candidate finds the sign-in after a reload.
  useEffect(() => {
    if (sitting && HANDED_IN.includes(sitting.state)) forgetToken(examId);
  }, [sitting?.state]);

  useEffect(() => {
    if (!token || sitting) return;
    call(sittingApi.sitting, undefined, token).then(setSitting, (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) signOut(e.message);
      else setNotice(e instanceof ApiError && e.code !== 'offline' ? e.message : t('offlineStart'));
    });
  }, [token, sitting]);

  // an invigilator's action (a pause, extra time, a forced hand-in, a reopened paper) or message shows at once
  const inSitting = !!token && !!sitting && !HANDED_IN.includes(sitting.state);
  const inbox = useMessages(inSitting ? token : null);
  useLive(inSitting ? token : null, (change) => {
    if (change !== 'message' && token) call(sittingApi.sitting, undefined, token).then(setSitting, () => undefined);
    if (change === 'message' || change === 'reconnected') inbox.reload();
  });

  let main;
  if (!examId) main = <p role="alert">{t('noExam')}</p>;
  else if (!token)
    main = (
      <SignIn
        examId={examId}
        notice={notice}
        onSignedIn={(newToken, signedIn) => {
          keepToken(examId, newToken);
          setToken(newToken);
          setSitting(signedIn);
          setNotice(undefined);
        }}
      />
    );
  else if (!sitting) main = <p aria-busy="true">{notice ?? t('loading')}</p>;
  else if (HANDED_IN.includes(sitting.state))
    main = (
      <section className="card" aria-labelledby="done-title">
        <h1 id="done-title">{t(sitting.state === 'forceSubmitted' ? 'done.forced' : 'done.title')}</h1>
        <p>{t('done.body', { time: formatTime(sitting.submittedAt ?? sitting.serverTime, true) })}</p>
        <button type="button" onClick={() => signOut()}>
          {t('done.next')}
        </button>
      </section>
    );
  else if (sitting.state === 'signedIn') main = <Waiting sitting={sitting} token={token} onChange={setSitting} />;
  else main = <Answering sitting={sitting} token={token} onChange={setSitting} onSignedOut={signOut} />;

  return (
    <>
      <header className="bar">
        <strong>{sitting?.examName ?? t('product')}</strong>
        {sitting && (
          <span className="who">
            {sitting.candidate.name} · {t('admissionNumber')} {sitting.candidate.admissionNumber}
          </span>
        )}
        <div className="tools">
          <MessagesButton inbox={inbox} />
          {sitting?.state === 'signedIn' && (
            <button type="button" className="link" onClick={() => signOut()}>
              {t('signOut')}
            </button>
          )}
          <DisplayOptions />
          <label className="lang">
            <span className="sr-only">{t('language')}</span>
            <select value={i18n.language} onChange={(e) => chooseLanguage(e.target.value)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <main>
        <MessageAlert inbox={inbox} />
        {main}
      </main>
    </>
  );
}

/** Larger text and a high-contrast view, for whoever needs them: kept on this computer. */
function DisplayOptions() {
  const { t } = useTranslation();
  const [on, setOn] = useState<string[]>(() => JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '[]'));
  useEffect(() => {
    for (const option of DISPLAY_OPTIONS) document.documentElement.classList.toggle(option, on.includes(option));
    localStorage.setItem(DISPLAY_KEY, JSON.stringify(on));
  }, [on]);
  return DISPLAY_OPTIONS.map((option) => (
    <button
      key={option}
      type="button"
      className="toggle"
      aria-pressed={on.includes(option)}
      onClick={() => setOn((now) => (now.includes(option) ? now.filter((o) => o !== option) : [...now, option]))}
    >
      {t(`display.${option === 'larger-text' ? 'larger' : 'contrast'}`)}
    </button>
  ));
}
const DISPLAY_KEY = 'cloud-exam-candidate:display';
const DISPLAY_OPTIONS = ['larger-text', 'high-contrast'] as const;
