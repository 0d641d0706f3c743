import type { Response } from '@cloud-exam/contract/sitting/sitting';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** How long a written answer shows in a step of the history before it is cut. */
const TEXT_SHOWN = 120;

const cut = (text: string) => (text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text);

/** An answer as one line of words: the options chosen, each blank, each pair, most / least, the text, each part. */
export function answerText(value: Response | null | undefined, t: TFunction): string {
  if (!value) return t('answerSheet.cleared');
  const bits: string[] = [];
  if (value.options?.length) bits.push(t('answerSheet.value.options', { options: value.options.join(', ') }));
  if (value.blanks?.length)
    bits.push(value.blanks.map((b, i) => t('answerSheet.value.blank', { n: i + 1, text: b.trim() ? cut(b) : '—' })).join('; '));
  if (value.pairs?.length) bits.push(value.pairs.map((p, i) => `${i + 1} → ${p ?? '—'}`).join(', '));
  if (value.most) bits.push(t('answerSheet.value.most', { option: value.most }));
  if (value.least) bits.push(t('answerSheet.value.least', { option: value.least }));
  if (value.text?.trim()) bits.push(`“${cut(value.text.trim())}”`);
  value.children?.forEach((c, i) => {
    if (c) bits.push(t('answerSheet.value.part', { n: i + 1, answer: answerText(c, t) }));
  });
  return bits.length ? bits.join(' · ') : t('answerSheet.emptyAnswer');
}

/** One answer of the history as a line: what it said, or that it was none (a first save) or cleared. */
export function AnswerValue({ value, none }: { value: Response | null | undefined; none?: boolean }) {
  const { t } = useTranslation('exam');
  if (none) return <Typography.Text type="secondary">{t('answerSheet.firstSave')}</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{answerText(value, t)}</Typography.Text>;
}
