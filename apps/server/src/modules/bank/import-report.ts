import type { ItemContent } from '@cloud-exam/contract/bank/item';
import { fieldLabel } from '@cloud-exam/contract/bank/item-transfer';
import { errorMessage } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { writeWorkbook } from '../../lib/excel';
import type { ItemSource, ParseProblem } from './formats/item-text';
import { columnsOf } from './item-shape';

/** Where an item is in its file, in the reader's language. */
const POSITION: Record<Language, { item: string; row: string; paragraph: string }> = {
  zh: { item: '第{ordinal}题', row: '，工作表“{sheet}”第{row}行', paragraph: '，第{paragraph}段' },
  en: { item: 'Question {ordinal}', row: ', sheet “{sheet}” row {row}', paragraph: ', paragraph {paragraph}' },
  es: { item: 'Pregunta {ordinal}', row: ', hoja «{sheet}» fila {row}', paragraph: ', párrafo {paragraph}' },
  ja: { item: '第{ordinal}問', row: '、シート「{sheet}」{row}行目', paragraph: '、{paragraph}段落目' },
  ko: { item: '{ordinal}번 문항', row: ', 시트 “{sheet}” {row}행', paragraph: ', {paragraph}번째 단락' },
};
const fill = (template: string, params: Record<string, string | number | undefined>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
export function positionOf(source: ItemSource, lang: Language) {
  const words = POSITION[lang];
  const where = source.row !== undefined ? words.row : source.paragraph !== undefined ? words.paragraph : '';
  return fill(words.item, source) + fill(where, source);
}

export const problemMessage = (p: ParseProblem, lang: Language) => errorMessage(p.code, lang, p.params);

/** The report's columns, in the five languages. */
const REPORT_COLUMNS: readonly (readonly [string, string, string, string, string])[] = [
  ['位置', 'Position', 'Posición', '位置', '위치'],
  ['题干', 'Stem', 'Enunciado', '問題文', '지문'],
  ['字段', 'Field', 'Campo', '項目', '항목'],
  ['原因', 'Reason', 'Motivo', '理由', '이유'],
];
const REPORT_SHEET = ['问题', 'Problems', 'Problemas', '問題点', '문제'] as const;

/** The report of an import: every bad item with where it is and why, or the file's own problem. */
export async function reportOf(
  items: { content: ItemContent; source: ItemSource; problems: ParseProblem[] }[],
  fileProblems: ParseProblem[],
  lang: Language,
) {
  const i = LANGUAGES.indexOf(lang);
  const rows = [
    ...fileProblems.map((p) => ['', '', '', problemMessage(p, lang)]),
    ...items.flatMap((item) =>
      item.problems.map((p) => [
        positionOf(item.source, lang),
        columnsOf(item.content).stemText.slice(0, 100),
        fieldLabel(p.field, lang),
        problemMessage(p, lang),
      ]),
    ),
  ];
  return writeWorkbook([
    {
      name: REPORT_SHEET[i]!,
      columns: REPORT_COLUMNS.map((c, n) => ({ header: c[i]!, width: [28, 40, 18, 60][n] })),
      rows,
    },
  ]);
}
