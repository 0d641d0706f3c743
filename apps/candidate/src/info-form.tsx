import { type CollectProblem, fieldProblem, initialAnswers, isChecked, problemMessage } from '@cloud-exam/contract/exam/collect-answers';
import type { CollectField } from '@cloud-exam/contract/exam/collect-info';
import type { Language } from '@cloud-exam/contract/languages';
import type { Invalid } from '@cloud-exam/contract/validators';
import { type AreaNode, areaApi } from '@cloud-exam/contract/org/area';
import { type SittingInfo, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from './api';
import { CHECKED_ON_CHANGE, controlId, InfoField } from './info-fields';

type Answers = Record<string, unknown>;
/** What is wrong with a field: a rule's problem (shown in the language of the moment), or a refused upload's message. */
type Wrong = Invalid | string;

/** The answers the candidate may give (shown and editable fields), as the server keeps them: a number as a number. */
function answersOf(fields: readonly CollectField[], values: Answers): Answers {
  return Object.fromEntries(
    fields.filter(isChecked).map((f) => {
      const v = values[f.id] ?? null;
      const number = f.componentType === 'number' && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v));
      return [f.id, number ? Number(v) : v];
    }),
  );
}

/** Moves the focus to a field's control (a group's first), or to the first thing in it that takes the focus. */
function focusField(field: CollectField) {
  const id = controlId(field);
  const target =
    document.getElementById(id) ?? document.getElementById(`${id}-field`)?.querySelector<HTMLElement>('input, select, a, button');
  target?.focus();
}

/**
 * The exam's information form, filled in before the start: each field checked by the contract's rules (those the
 * console and the server apply) when the candidate leaves it, or as soon as a choice changes, with the rules' own
 * messages; on saving, every field is checked and the focus goes to the first wrong one. The server checks again and
 * answers each wrong field's message, shown the same way.
 */
export function InfoForm({ token, onSaved }: { token: string; onSaved: (info: SittingInfo) => void }) {
  const { t, i18n } = useTranslation();
  const [info, setInfo] = useState<SittingInfo>();
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, Wrong | undefined>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [areas, setAreas] = useState<AreaNode[]>([]);
  const [focusOn, setFocusOn] = useState<{ field: CollectField }>();
  const failed = (e: unknown) => (e instanceof ApiError && e.code !== 'offline' ? e.message : t('offline'));

  useEffect(() => {
    call(sittingApi.info, undefined, token).then(
      (read) => {
        setInfo(read);
        setValues(initialAnswers(read.fields, read.values));
        if (read.fields.some((f) => f.componentType === 'region')) call(areaApi.tree, undefined).then(setAreas, () => undefined);
      },
      (e: unknown) => setAlert(failed(e)),
    );
  }, [token]);

  // the focus goes to a wrong field once its message is there for it to name
  useEffect(() => {
    if (focusOn) focusField(focusOn.field);
  }, [focusOn]);

  if (!info) return <p aria-busy="true">{alert ?? t('loading')}</p>;
  const { fields } = info;

  /** A field's answer by the contract's rules: its problem, or undefined (a field the candidate cannot change: none). */
  const problemOf = (field: CollectField, all: Answers) =>
    isChecked(field) ? (fieldProblem(field, all[field.id], all, fields) ?? undefined) : undefined;
  const check = (field: CollectField, all: Answers) => setErrors((e) => ({ ...e, [field.id]: problemOf(field, all) }));
  const showWrong = (wrong: Record<string, Wrong>) => {
    setErrors(wrong);
    const first = fields.find((f) => wrong[f.id]);
    if (first) setFocusOn({ field: first });
  };
  const shown = (wrong: Wrong | undefined) => (typeof wrong === 'object' ? problemMessage(wrong, i18n.language as Language) : wrong);

  const change = (field: CollectField, value: unknown) => {
    const all = { ...values, [field.id]: value };
    setValues(all);
    if (CHECKED_ON_CHANGE.includes(field.componentType) || errors[field.id]) check(field, all);
    // the certificate number is checked by the type chosen
    const idcard = field.componentName === 'certificatetype' && fields.find((f) => f.componentName === 'idcard');
    if (idcard && (errors[idcard.id] || all[idcard.id])) check(idcard, all);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, Invalid> = {};
    for (const f of fields) {
      const problem = problemOf(f, values);
      if (problem) wrong[f.id] = problem;
    }
    if (Object.keys(wrong).length) {
      setAlert(t('info.fix', { count: Object.keys(wrong).length }));
      showWrong(wrong);
      return;
    }
    setBusy(true);
    setAlert(undefined);
    try {
      onSaved(await call(sittingApi.infoSave, { answers: answersOf(fields, values) }, token));
    } catch (e) {
      setAlert(failed(e));
      const problems = e instanceof ApiError ? (e.data as { problems?: CollectProblem[] } | null)?.problems : undefined;
      if (problems) showWrong(Object.fromEntries(problems.map((p) => [p.fieldId, p])));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="info-form" aria-labelledby="info-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="info-title">{t('info.title')}</h2>
      <p className="muted">{t('info.intro')}</p>
      {fields
        .filter((f) => f.visible !== 0)
        .map((field) => (
          <InfoField
            key={field.id}
            field={field}
            value={values[field.id]}
            error={shown(errors[field.id])}
            token={token}
            areas={areas}
            onChange={(v) => change(field, v)}
            onBlur={() => check(field, values)}
            onUploadError={(message) => setErrors((e) => ({ ...e, [field.id]: message }))}
          />
        ))}
      {alert && (
        <p role="alert" className="error">
          {alert}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('info.saving') : t('info.save')}
      </button>
    </form>
  );
}
