import type { CollectUpload } from '@cloud-exam/contract/exam/collect-answers';
import { COLLECT_UPLOADS_MAX, type CollectField, UPLOAD_TYPES } from '@cloud-exam/contract/exam/collect-info';
import type { AreaNode } from '@cloud-exam/contract/org/area';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fileUrl, upload } from './api';

/** What every control of a field is given: its element's id (the first of a group's), its value, its state. */
type ControlProps = {
  field: CollectField;
  id: string;
  value: unknown;
  disabled: boolean;
  /** The ids of the field's help and error, and whether the error is shown. */
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
};

/** The id of a field's control: the one focused when the field is wrong. */
export const controlId = (field: Pick<CollectField, 'id'>) => `info-${field.id}`;

/** Types shown as a group of controls under a legend: choices by buttons, a region's lists, uploads. */
const GROUPED: readonly CollectField['componentType'][] = ['radio', 'checkbox', 'region', ...UPLOAD_TYPES];
/** Types checked as soon as they change (chosen, not typed); the others when the candidate leaves them. */
export const CHECKED_ON_CHANGE: readonly CollectField['componentType'][] = [
  'radio',
  'checkbox',
  'select',
  'date',
  'region',
  ...UPLOAD_TYPES,
];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);

/**
 * One field of the information form: its title (with the required mark), its control by type, its description and
 * its message, both named by the control (aria-describedby). Read-only fields are shown disabled.
 */
export function InfoField({
  field,
  value,
  error,
  token,
  areas,
  onChange,
  onBlur,
  onUploadError,
}: {
  field: CollectField;
  value: unknown;
  error: string | undefined;
  token: string;
  areas: AreaNode[];
  onChange: (value: unknown) => void;
  onBlur: () => void;
  onUploadError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = controlId(field);
  const helpId = field.description ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  const props: ControlProps = {
    field,
    id,
    value,
    disabled: field.editable !== 1,
    describedBy: [helpId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    invalid: !!error,
    onChange,
    onBlur,
  };
  const title = (
    <>
      {field.title}
      {field.required === 1 && (
        <>
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="sr-only">{t('info.required')}</span>
        </>
      )}
    </>
  );
  const after = (
    <>
      {helpId && (
        <span id={helpId} className="muted">
          {field.description}
        </span>
      )}
      <span id={errorId} className="error" aria-live="polite">
        {error}
      </span>
    </>
  );
  if (GROUPED.includes(field.componentType))
    return (
      <fieldset id={`${id}-field`} className="field info-group" aria-describedby={props.describedBy}>
        <legend>{title}</legend>
        {UPLOAD_TYPES.includes(field.componentType) ? (
          <Uploads {...props} token={token} onError={onUploadError} />
        ) : field.componentType === 'region' ? (
          <Region {...props} areas={areas} />
        ) : (
          <Choices {...props} />
        )}
        {after}
      </fieldset>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{title}</label>
      <Single {...props} />
      {after}
    </div>
  );
}

/** A control of its own: text, paragraph, number, date or drop-down list. */
function Single({ field, id, value, disabled, describedBy, invalid, onChange, onBlur }: ControlProps) {
  const { t } = useTranslation();
  const a11y = { id, disabled, 'aria-describedby': describedBy, 'aria-invalid': invalid, 'aria-required': field.required === 1, onBlur };
  const changed = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value);
  switch (field.componentType) {
    case 'textarea':
      return <textarea {...a11y} rows={4} value={text(value)} onChange={changed} />;
    case 'select':
      return (
        <select {...a11y} value={text(value)} onChange={changed}>
          <option value="">{t('info.choose')}</option>
          {field.optionList.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'date':
      return <input {...a11y} type="date" value={text(value)} onChange={changed} />;
    default: {
      const kind = field.componentName;
      return (
        <input
          {...a11y}
          type={kind === 'email' ? 'email' : 'text'}
          inputMode={kind === 'phone' ? 'tel' : field.componentType === 'number' ? 'decimal' : undefined}
          autoComplete={{ name: 'name', phone: 'tel', email: 'email' }[kind] ?? 'off'}
          value={text(value)}
          onChange={changed}
        />
      );
    }
  }
}

/** A single or multiple choice: one button per option. */
function Choices({ field, id, value, disabled, invalid, onChange }: ControlProps) {
  const multiple = field.componentType === 'checkbox';
  const chosen = multiple ? list(value) : [value];
  return (
    <div className="choices">
      {field.optionList.map((o, i) => (
        <label key={o.value}>
          <input
            id={i === 0 ? id : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            disabled={disabled}
            aria-invalid={invalid}
            checked={chosen.includes(o.value)}
            onChange={(e) => onChange(multiple ? (e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value)) : o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
    </div>
  );
}

const REGION_LEVELS = ['province', 'city', 'district'] as const;

/** A region: province, city and district, each list offering the children of the one before. */
function Region({ id, value, disabled, invalid, onChange, areas }: ControlProps & { areas: AreaNode[] }) {
  const { t } = useTranslation();
  const codes = list(value).map(String);
  const levels: AreaNode[][] = [areas];
  for (const code of codes) {
    const children = levels.at(-1)?.find((a) => a.code === code)?.children;
    if (!children?.length) break;
    levels.push(children);
  }
  return (
    <div className="choices">
      {levels.slice(0, REGION_LEVELS.length).map((options, level) => (
        <select
          key={level}
          id={level === 0 ? id : undefined}
          aria-label={t(`info.${REGION_LEVELS[level]}`)}
          disabled={disabled}
          aria-invalid={invalid}
          value={codes[level] ?? ''}
          onChange={(e) => onChange([...codes.slice(0, level), ...(e.target.value ? [e.target.value] : [])])}
        >
          <option value="">{t('info.choose')}</option>
          {options.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}

/** Uploaded files (a photo's shown), each removable, and a file chooser while there is room for another. */
function Uploads({
  field,
  id,
  value,
  disabled,
  invalid,
  onChange,
  token,
  onError,
}: ControlProps & { token: string; onError: (m: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const files = list(value) as CollectUpload[];
  const photo = field.componentType === 'photo';
  const max = field.collectImageStandard.maxUploadNum ?? (photo ? 1 : COLLECT_UPLOADS_MAX);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    upload(sittingApi.infoUpload, file, file.name, token, { fieldId: field.id })
      .then(
        (stored) => onChange([...files, { name: stored.name || file.name, url: stored.url, key: stored.key }]),
        (error: unknown) => onError(error instanceof ApiError && error.code !== 'offline' ? error.message : t('offline')),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      {files.length > 0 && (
        <ul className="uploads">
          {files.map((f, i) => (
            <li key={f.key ?? f.url}>
              {photo && <img src={fileUrl(f.url)} alt="" className="thumb" />}
              <a href={fileUrl(f.url)} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              {!disabled && (
                <button type="button" className="link" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                  {t('info.remove')}
                  <span className="sr-only"> {f.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && files.length < max && (
        <label className="upload">
          {t(photo ? 'info.choosePhoto' : 'info.chooseFile')}{' '}
          <input id={id} type="file" accept={photo ? 'image/*' : undefined} disabled={busy} aria-invalid={invalid} onChange={picked} />
        </label>
      )}
      <span role="status">{busy ? t('info.uploading') : ''}</span>
    </>
  );
}
