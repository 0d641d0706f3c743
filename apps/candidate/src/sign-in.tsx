import { type examEntrySchema, type Sitting, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { isMobile } from '@cloud-exam/contract/mobile';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, call } from './api';
import { formatTime } from './i18n';
import { QueueNotice, useQueue } from './queue-notice';

type Entry = z.infer<typeof examEntrySchema>;
type Method = Entry['loginMethods'][number];

/**
 * What is wrong with a typed mobile number, by the contract's rule as `validateRequiredMobile` applies it (that
 * validator's module brings the whole error catalogue, which the exam client does not load).
 */
const mobileProblem = (v: string) => (!v.trim() ? 'required' : isMobile(v.trim()) ? null : 'format');

/** The fields each method asks for, in the order they stand. */
const FIELDS: Record<Method, string[]> = {
  admissionNumber: ['admissionNumber', 'idNumber'],
  idNumber: ['name', 'idNumber'],
  mobile: ['mobile', 'code'],
};

/**
 * Sign-in by the methods the exam allows: admission number + ID number, ID number + name, or mobile number + a code
 * texted to it (asked for again after the server's wait, counted down here). An exam that must be taken in Safe Exam
 * Browser, opened in another browser (or in one not set up for it), shows only the server's message saying so, read
 * again in the language the candidate chooses.
 */
export function SignIn({
  examId,
  notice,
  onSignedIn,
}: {
  examId: string;
  notice?: string;
  onSignedIn: (token: string, sitting: Sitting) => void;
}) {
  const { t, i18n } = useTranslation();
  const [entry, setEntry] = useState<Entry>();
  const [method, setMethod] = useState<Method>('admissionNumber');
  const [error, setError] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  const queue = useQueue();
  const failed = (e: unknown) => setError(e instanceof ApiError && e.code !== 'offline' ? e.message : t('offlineStart'));

  useEffect(() => {
    call(sittingApi.entry, { examId }).then((e) => {
      setEntry(e);
      setMethod((chosen) => (e.loginMethods.includes(chosen) ? chosen : (e.loginMethods[0] ?? chosen)));
    }, failed);
  }, [examId, i18n.language]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const missing = FIELDS[method].find((f) => !value(f));
    if (missing) {
      setError(t('signIn.required', { field: t(`signIn.${missing}`) }));
      return;
    }
    if (method === 'mobile' && mobileProblem(value('mobile'))) {
      setError(t('signIn.mobileFormat'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const input = { examId, method, ...Object.fromEntries(FIELDS[method].map((f) => [f, value(f)])) };
      const answer = await queue.through(() => call(sittingApi.login, input));
      onSignedIn(answer.token, answer.sitting);
    } catch (e) {
      if (!queue.gone()) failed(e);
    } finally {
      setBusy(false);
    }
  };

  const methods = entry?.loginMethods ?? [];
  const heading = (
    <>
      <h1 id="sign-in-title">{entry ? entry.examName : t('signIn.title')}</h1>
      {entry && (
        <p className="muted">
          {formatTime(entry.beginDate, true)} – {formatTime(entry.endDate, true)}
        </p>
      )}
    </>
  );
  if (entry?.refusal)
    return (
      <section className="card narrow" aria-labelledby="sign-in-title">
        {heading}
        <p role="alert" className="error">
          {entry.refusal.msg}
        </p>
      </section>
    );
  return (
    <section className="card narrow" aria-labelledby="sign-in-title">
      {heading}
      {methods.length > 1 && (
        <div role="radiogroup" aria-label={t('signIn.method')} className="methods">
          {methods.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="method"
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setError(undefined);
                }}
              />{' '}
              {t(`signIn.by.${m}`)}
            </label>
          ))}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        {method === 'mobile' ? (
          <MobileFields examId={examId} onError={setError} onFailure={failed} />
        ) : (
          <>
            {method === 'admissionNumber' ? (
              <Field name="admissionNumber" label={t('signIn.admissionNumber')} autoComplete="off" />
            ) : (
              <Field name="name" label={t('signIn.name')} autoComplete="name" />
            )}
            <Field name="idNumber" label={t('signIn.idNumber')} autoComplete="off" />
          </>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <QueueNotice queued={queue.queued} />
        <button type="submit" className="primary" disabled={busy || !entry}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}

/**
 * The mobile number with its "send code" button, and the code. The number is checked by the contract's validator
 * before a code is asked for; once sent, the button counts the server's wait down and the code field takes the focus.
 */
function MobileFields({
  examId,
  onError,
  onFailure,
}: {
  examId: string;
  onError: (message: string | undefined) => void;
  onFailure: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState<number>();
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const problem = mobileProblem(mobile);
    if (problem) {
      onError(problem === 'format' ? t('signIn.mobileFormat') : t('signIn.required', { field: t('signIn.mobile') }));
      return;
    }
    setSending(true);
    onError(undefined);
    try {
      const answer = await call(sittingApi.sendCode, { examId, mobile: mobile.trim() });
      setWait(answer.resendAfter);
      setSent(Math.round(answer.expiresIn / 60));
      codeField.current?.focus();
    } catch (e) {
      onFailure(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor="sign-in-mobile">{t('signIn.mobile')}</label>
        <div className="with-button">
          <input
            id="sign-in-mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            required
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
          <button type="button" disabled={sending || wait > 0} onClick={() => void send()}>
            {wait > 0 ? t('signIn.resendIn', { seconds: wait }) : sending ? t('signIn.sending') : t('signIn.sendCode')}
          </button>
        </div>
      </div>
      <p role="status" className="muted status">
        {sent !== undefined ? t('signIn.codeSent', { minutes: sent }) : ''}
      </p>
      <div className="field">
        <label htmlFor="sign-in-code">{t('signIn.code')}</label>
        <input id="sign-in-code" ref={codeField} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
      </div>
    </>
  );
}

function Field({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input name={name} autoComplete={autoComplete} required />
    </label>
  );
}
