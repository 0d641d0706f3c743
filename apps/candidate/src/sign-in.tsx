import { type examEntrySchema, type Sitting, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, call } from './api';
import { formatTime } from './i18n';

type Entry = z.infer<typeof examEntrySchema>;
type Method = 'admissionNumber' | 'idNumber';

/** Sign-in by the methods the exam allows: admission number + ID number, or ID number + name. */
export function SignIn({
  examId,
  notice,
  onSignedIn,
}: {
  examId: string;
  notice?: string;
  onSignedIn: (token: string, sitting: Sitting) => void;
}) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<Entry>();
  const [method, setMethod] = useState<Method>('admissionNumber');
  const [error, setError] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call(sittingApi.entry, { examId }).then(
      (e) => {
        setEntry(e);
        const first = e.loginMethods.find((m): m is Method => m !== 'mobile');
        if (first) setMethod(first);
      },
      (e: unknown) => setError(e instanceof ApiError && e.code !== 'offline' ? e.message : t('offlineStart')),
    );
  }, [examId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const missing = ['idNumber', method === 'admissionNumber' ? 'admissionNumber' : 'name'].find((f) => !value(f));
    if (missing) {
      setError(t('signIn.required', { field: t(`signIn.${missing}`) }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call(sittingApi.login, {
        examId,
        method,
        idNumber: value('idNumber'),
        ...(method === 'admissionNumber' ? { admissionNumber: value('admissionNumber') } : { name: value('name') }),
      });
      onSignedIn(answer.token, answer.sitting);
    } catch (e) {
      setError(e instanceof ApiError && e.code !== 'offline' ? e.message : t('offlineStart'));
    } finally {
      setBusy(false);
    }
  };

  const methods = (entry?.loginMethods ?? []).filter((m): m is Method => m !== 'mobile');
  return (
    <section className="card narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{entry ? entry.examName : t('signIn.title')}</h1>
      {entry && (
        <p className="muted">
          {formatTime(entry.beginDate, true)} – {formatTime(entry.endDate, true)}
        </p>
      )}
      {methods.length > 1 && (
        <div role="radiogroup" aria-label={t('signIn.method')} className="methods">
          {methods.map((m) => (
            <label key={m}>
              <input type="radio" name="method" checked={method === m} onChange={() => setMethod(m)} /> {t(`signIn.by.${m}`)}
            </label>
          ))}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        {method === 'admissionNumber' ? (
          <Field name="admissionNumber" label={t('signIn.admissionNumber')} autoComplete="off" />
        ) : (
          <Field name="name" label={t('signIn.name')} autoComplete="name" />
        )}
        <Field name="idNumber" label={t('signIn.idNumber')} autoComplete="off" />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy || !entry}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </section>
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
