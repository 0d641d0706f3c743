import { ANSWER_TEXT_MAX, type CandidateItemContent, type Response } from '@cloud-exam/contract/sitting/sitting';
import { useTranslation } from 'react-i18next';
import { fileUrl, withFileUrls } from './api';
import { LimitedMedia, type MediaPlays } from './limited-media';

type Part = CandidateItemContent | Extract<CandidateItemContent['childItemList'][number], { itemTypeCode: unknown }>;
type Value = Omit<Response, 'children'>;

/** Rich text as the bank keeps it (sanitised on the server when it was saved). */
const Html = ({ html, className, id }: { html: string; className?: string; id?: string }) => (
  <div id={id} className={className} dangerouslySetInnerHTML={{ __html: withFileUrls(html) }} />
);

/** Words in an answer: each Chinese, Japanese or Korean character counts as one, and each run of other letters. */
export const wordCount = (text: string) =>
  (text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0) +
  (text.replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ').match(/[A-Za-z0-9\u00c0-\u024f]+/g)?.length ?? 0);

/**
 * One item or part as the candidate answers it, by type: choices as radio buttons or check boxes, blanks as fields,
 * a matching item's pairs as lists, forced choice as "most" and "least", written answers with their word count.
 */
export function PartView({
  part,
  value,
  onChange,
  id,
}: {
  part: Part;
  value: Value | undefined;
  onChange: (v: Value) => void;
  id: string;
}) {
  const { t } = useTranslation();
  const options = part.optionsDataList;
  switch (part.itemTypeCode) {
    case 'single_choice':
    case 'true_false':
    case 'multiple_choice': {
      const multiple = part.itemTypeCode === 'multiple_choice';
      const chosen = value?.options ?? [];
      return (
        <fieldset className="options">
          <legend className="sr-only">{t(multiple ? 'item.chooseSeveral' : 'item.chooseOne')}</legend>
          {options.map((o) => (
            <label key={o.optionName} className={chosen.includes(o.optionName) ? 'option chosen' : 'option'}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-options`}
                checked={chosen.includes(o.optionName)}
                onChange={(e) => {
                  const next = multiple
                    ? e.target.checked
                      ? [...chosen, o.optionName].sort()
                      : chosen.filter((c) => c !== o.optionName)
                    : [o.optionName];
                  onChange({ options: next });
                }}
              />
              <span className="letter">{o.optionName}.</span>
              <Html html={o.optionContent} className="option-text" />
            </label>
          ))}
        </fieldset>
      );
    }
    case 'cloze_fill': {
      const blanks = value?.blanks ?? [];
      return (
        <div className="blanks">
          {Array.from({ length: part.blankCount ?? 1 }, (_, i) => (
            <label key={i} className="field inline">
              <span>{t('item.blank', { n: i + 1 })}</span>
              <input
                maxLength={ANSWER_TEXT_MAX}
                value={blanks[i] ?? ''}
                onChange={(e) => {
                  const next = Array.from({ length: part.blankCount ?? 1 }, (_, j) => blanks[j] ?? '');
                  next[i] = e.target.value;
                  onChange({ blanks: next });
                }}
              />
            </label>
          ))}
        </div>
      );
    }
    case 'matching': {
      const pairs = value?.pairs ?? [];
      const questions = part.childItemList;
      return (
        <div className="matching">
          <ol className="match-options">
            {options.map((o) => (
              <li key={o.optionName}>
                <span className="letter">{o.optionName}.</span>
                <Html html={o.optionContent} className="option-text" />
              </li>
            ))}
          </ol>
          {questions.map((q, i) => (
            <label key={i} className="field pair">
              <Html html={q.stemAttrs.content} className="pair-question" />
              <select
                value={pairs[i] ?? ''}
                onChange={(e) => {
                  const next = questions.map((_, j) => pairs[j] ?? null);
                  next[i] = e.target.value || null;
                  onChange({ pairs: next });
                }}
              >
                <option value="">{t('item.choose')}</option>
                {options.map((o) => (
                  <option key={o.optionName} value={o.optionName}>
                    {o.optionName}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      );
    }
    case 'forced_choice': {
      const pick = (which: 'most' | 'least', letter: string) => onChange({ ...value, [which]: letter });
      return (
        <table className="forced">
          <thead>
            <tr>
              <th scope="col">{t('item.statement')}</th>
              <th scope="col">{t('item.most')}</th>
              <th scope="col">{t('item.least')}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.optionName}>
                <td>
                  <span className="letter">{o.optionName}.</span> <Html html={o.optionContent} className="inline" />
                </td>
                {(['most', 'least'] as const).map((which) => (
                  <td key={which}>
                    <input
                      type="radio"
                      name={`${id}-${which}`}
                      aria-label={`${t(`item.${which}`)} ${o.optionName}`}
                      checked={value?.[which] === o.optionName}
                      onChange={() => pick(which, o.optionName)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'short_answer':
    case 'essay': {
      const text = value?.text ?? '';
      const words = wordCount(text);
      return (
        <label className="field">
          <span className="sr-only">{t('item.yourAnswer')}</span>
          <textarea
            rows={part.itemTypeCode === 'essay' ? 12 : 5}
            maxLength={ANSWER_TEXT_MAX}
            value={text}
            onChange={(e) => onChange({ text: e.target.value })}
          />
          <span className="muted">
            {t('item.words', { count: words })}
            {part.minWords ? ` · ${t('item.minWords', { count: part.minWords })}` : ''}
            {part.maxWords ? ` · ${t('item.maxWords', { count: part.maxWords })}` : ''}
          </span>
        </label>
      );
    }
    default:
      return null;
  }
}

/**
 * An item: its stem and media (those with a play limit by their own player, counted by the server), then its answer
 * (a compound item: each part in turn).
 */
export function ItemView({
  content,
  value,
  onChange,
  id,
  plays,
}: {
  content: CandidateItemContent;
  value: Response | null | undefined;
  onChange: (v: Response) => void;
  id: string;
  plays: MediaPlays;
}) {
  const { t } = useTranslation();
  const media = content.stemAttrs.media;
  return (
    <div className="item">
      <Html html={content.stemAttrs.content} className="stem" />
      {media.map((m, i) =>
        m.playLimit > 0 ? (
          <LimitedMedia key={i} media={m} played={plays.played(i)} play={() => plays.play(i)} />
        ) : m.kind === 'audio' ? (
          <audio key={i} controls src={fileUrl(m.url)} aria-label={m.name} />
        ) : (
          <video key={i} controls src={fileUrl(m.url)} aria-label={m.name} />
        ),
      )}
      {content.itemTypeCode === 'compound' ? (
        content.childItemList.map((child, i) =>
          'itemTypeCode' in child ? (
            <section key={i} className="part" aria-label={t('item.part', { n: i + 1 })}>
              <h3>
                ({i + 1}) <span className="muted">{t('item.score', { score: child.score })}</span>
              </h3>
              <Html html={child.stemAttrs.content} className="stem" />
              <PartView
                part={child}
                id={`${id}-${i}`}
                value={value?.children?.[i] ?? undefined}
                onChange={(v) => {
                  const children = content.childItemList.map((_, j) => value?.children?.[j] ?? null);
                  children[i] = v;
                  onChange({ children });
                }}
              />
            </section>
          ) : null,
        )
      ) : (
        <PartView part={content} id={id} value={value ?? undefined} onChange={onChange} />
      )}
    </div>
  );
}
