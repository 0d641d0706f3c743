import { type ChildItem, type ItemContent, type MatchPair, optionLetter } from '@cloud-exam/contract/bank/item';
import { isDimensionScored, isPart } from '@cloud-exam/contract/bank/item-rules';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { asDocx, type DocBlock, docBlocks, type LoadImage } from './docx-rich';
import {
  answerText,
  headingsText,
  listSeparator,
  mediaText,
  optionSuffix,
  otherAttrsText,
  rulesText,
  truthWordsLang,
  wordsText,
} from './item-text';
import { type ExportItem, sampleItems } from './samples';
import { LABEL_WORDS, type Label, TYPE_WORDS, wordOf } from './vocabulary';

/**
 * Items as a Word document in the format the Word import reads (word-import.ts), so an export edited in Word
 * imports again with every field: a heading wherever the type changes, numbered stems, lettered options, and a
 * labelled line for each field that has a value.
 */

export type WordExportOptions = {
  image?: LoadImage;
  /** Headings of consecutive runs of the items (a paper's sections), written instead of the types'. */
  sections?: readonly { title: string; count: number }[];
};

const CJK = (lang: Language) => lang === 'zh' || lang === 'ja';
const CHINESE_DIGITS = '零一二三四五六七八九';
const CHINESE_UNITS = ['', '十', '百', '千'];
/** 1–9999 in Chinese numerals (十一, 一百零五, 一千二百); beyond, the digits. */
function chineseNumeral(n: number): string {
  if (n >= 10000) return String(n);
  const digits = [...String(n)].map(Number);
  let out = '';
  let zero = false;
  digits.forEach((d, i) => {
    const unit = CHINESE_UNITS[digits.length - 1 - i]!;
    if (d === 0) zero = out !== '';
    else {
      out += (zero ? '零' : '') + CHINESE_DIGITS[d] + unit;
      zero = false;
    }
  });
  return out.replace(/^一十/, '十');
}
function romanNumeral(n: number): string {
  const values: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, numeral] of values) for (; n >= value; n -= value) out += numeral;
  return out;
}

const heading = (n: number, text: string, lang: Language) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [new TextRun(CJK(lang) ? `${chineseNumeral(n)}、${text}` : `${romanNumeral(n)}. ${text}`)],
  });

/** A paragraph of runs, with a prefix (a number, a letter, a label) before the first one. */
function prefixed(prefix: string, blocks: DocBlock[]): DocBlock[] {
  const first = blocks[0];
  if (first && 'runs' in first) return [{ runs: [new TextRun(prefix), ...first.runs] }, ...blocks.slice(1)];
  return [{ runs: [new TextRun(prefix.trimEnd())] }, ...blocks];
}

/** Writes one item (or one part of a compound) as blocks. */
function writer(lang: Language, image: LoadImage | undefined) {
  const colon = CJK(lang) ? '：' : ': ';
  const label = (name: Label) => wordOf(LABEL_WORDS[name], lang) + colon;
  const line = (name: Label, value: string | number | undefined): DocBlock[] =>
    value === undefined || value === '' ? [] : [{ runs: [new TextRun(`${label(name)}${value}`)] }];
  const rich = async (prefix: string, html: string | undefined) => (html ? prefixed(prefix, await docBlocks(html, image)) : []);

  async function part(item: ItemContent | ChildItem, number: string, inCompound: boolean): Promise<DocBlock[]> {
    const a = item.answerAttrs;
    const type = item.itemTypeCode;
    const typeTag = inCompound ? `【${wordOf(TYPE_WORDS[type], lang)}】` : '';
    const blocks = [...(await rich(`${number}${typeTag}`, item.stemAttrs.content || ' '))];
    for (const m of item.stemAttrs.media) blocks.push(...line(m.kind, mediaText(m)));
    const trueFalseAsWord = type === 'true_false' && truthWordsLang(item.optionsDataList);
    if (!trueFalseAsWord)
      for (const [i, option] of item.optionsDataList.entries()) {
        const content = await rich(`${optionLetter(i)}. `, option.optionContent || ' ');
        const suffix = optionSuffix(option, lang);
        const last = content[content.length - 1];
        if (suffix && last && 'runs' in last) last.runs.push(new TextRun(suffix));
        blocks.push(...content);
      }
    if (type === 'matching') {
      const pairs = item.childItemList as MatchPair[];
      for (const [i, pair] of pairs.entries())
        blocks.push(...(await rich(inCompound ? `${String.fromCodePoint(0x2460 + i)} ` : `（${i + 1}）`, pair.stemAttrs.content || ' ')));
    }
    if (type === 'short_answer' || type === 'essay') blocks.push(...(await rich(label('answer'), a.content)));
    else blocks.push(...line('answer', answerText(item, lang)));
    blocks.push(...line('partialScore', a.partialScore ?? undefined));
    blocks.push(...line('rules', rulesText(a, lang)));
    blocks.push(...line('mostScore', a.mostScore), ...line('leastScore', a.leastScore));
    blocks.push(...line('words', wordsText(a)));
    blocks.push(...(await rich(label('rubric'), a.rubric)));
    blocks.push(...(await rich(label('description'), item.descriptionAttrs.content)));
    blocks.push(...line('headings', headingsText(item.attrsDataList)), ...line('attrs', otherAttrsText(item.attrsDataList, lang)));
    if (type !== 'compound' && !(item.score === 0 && isDimensionScored(item))) blocks.push(...line('score', item.score));
    if (item.outTimeSecond) blocks.push(...line('timeLimit', item.outTimeSecond));
    return blocks;
  }

  return async (item: ExportItem, number: number): Promise<DocBlock[]> => {
    const blocks = await part(item, `${number}. `, false);
    const parts = item.childItemList.filter(isPart);
    if (item.itemTypeCode === 'compound')
      for (const [i, child] of parts.entries()) blocks.push(...(await part(child, `（${i + 1}）`, true)));
    blocks.push(...line('difficulty', item.difficulty), ...line('hint', item.hint));
    blocks.push(...line('knowledge', (item.knowledgePaths ?? []).join(listSeparator(lang))));
    blocks.push(...line('tags', (item.tags ?? []).join(listSeparator(lang))));
    return blocks;
  };
}

/** Items as a .docx, in their order, numbered from 1; a heading names the type wherever it changes. */
export async function writeWordItems(items: readonly ExportItem[], lang: Language, options: WordExportOptions = {}): Promise<Buffer> {
  return packed(await itemParagraphs(items, lang, options.image, options.sections));
}

async function itemParagraphs(
  items: readonly ExportItem[],
  lang: Language,
  image: LoadImage | undefined,
  given?: WordExportOptions['sections'],
) {
  const write = writer(lang, image);
  const children: (Paragraph | ReturnType<typeof asDocx>)[] = [];
  /** The title of each item that opens a section. */
  const opening = new Map<number, string>();
  if (given) given.reduce((start, s) => (opening.set(start, s.title), start + s.count), 0);
  let sections = 0;
  for (const [i, item] of items.entries()) {
    const title = given ? opening.get(i) : item.itemTypeCode !== items[i - 1]?.itemTypeCode && wordOf(TYPE_WORDS[item.itemTypeCode], lang);
    if (title) children.push(heading(++sections, title, lang));
    children.push(...(await write(item, i + 1)).map(asDocx));
    children.push(new Paragraph(''));
  }
  return children;
}

const packed = async (children: Awaited<ReturnType<typeof itemParagraphs>>) => Packer.toBuffer(new Document({ sections: [{ children }] }));

const SAMPLE_TITLE = [
  '试题导入样例：每种题型一题。题型标题下依次写题号、题干、选项和答案等，保存后即可导入。',
  'Sample for importing questions: one of each type. Under a heading naming the type, write the number, stem, options, answer and the other lines, then import the file.',
  'Ejemplo para importar preguntas: una de cada tipo. Bajo un título con el tipo, escriba el número, el enunciado, las opciones, la respuesta y las demás líneas, e importe el archivo.',
  '設問インポートの見本：各タイプ1問。タイプ名の見出しの下に番号、問題文、選択肢、解答などを書き、ファイルをインポートしてください。',
  '문항 가져오기 예시: 유형별 한 문항. 유형 이름 제목 아래에 번호, 지문, 선택지, 정답 등을 쓰고 파일을 가져오세요.',
] as const;

/** The sample the import dialog offers: a line on the format, then one item of each type. */
export async function wordSample(lang: Language): Promise<Buffer> {
  const intro = new Paragraph({ children: [new TextRun({ text: SAMPLE_TITLE[LANGUAGES.indexOf(lang)], bold: true })] });
  return packed([intro, new Paragraph(''), ...(await itemParagraphs(sampleItems(lang), lang, undefined))]);
}
