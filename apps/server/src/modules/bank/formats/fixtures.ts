import { type ItemContent, itemContentSchema } from '@cloud-exam/contract/bank/item';
import { Document, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import type { z } from 'zod';
import { cleanItem } from '../item-shape';
import type { ParsedItem } from './item-text';
import { type ExportItem, sampleItems } from './samples';
import { parseWordItems } from './word-import';

/**
 * What the formats' tests share: items that use every field (beyond the samples), a picture and its store, and
 * the form two items are compared in after a round trip.
 */

type Input = z.input<typeof itemContentSchema> & { knowledgePaths?: string[]; tags?: string[] };
const p = (text: string) => `<p>${text}</p>`;

/** A 2×1 PNG. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PICTURE_URL = 'cloudeFile/file/picture-1';

/** A file store of one picture: what the writers load and the readers store back under the same address. */
export const pictures = {
  load: async (src: string) => (src === PICTURE_URL ? png() : undefined),
  store: async (bytes: Buffer, contentType: string) =>
    bytes.equals(png()) && contentType === 'image/png' ? PICTURE_URL : 'cloudeFile/file/unknown',
};

const RICH: Input[] = [
  {
    itemTypeCode: 'single_choice',
    stemAttrs: {
      content:
        p('已知 <strong>函数</strong> <span data-latex="f(x)=x^2"></span>，<em>求</em> x<sup>2</sup> 与 H<sub>2</sub>O：') +
        '<div data-latex="\\int_0^1 f(x)\\,dx"></div>' +
        p(`如图<img src="${PICTURE_URL}">所示，价格为 $5。`),
      media: [
        { kind: 'audio', url: 'cloudeFile/file/listen-1', name: '听力一', playLimit: 2 },
        { kind: 'video', url: 'https://media.example.org/v.mp4', name: '', playLimit: 0 },
      ],
    },
    optionsDataList: [
      { optionContent: '<span data-latex="\\frac{1}{3}"></span>' },
      { optionContent: '1/2' },
      { optionContent: '以上都不对', optionAttrs: { fixed: true } },
    ],
    answerAttrs: { options: ['A'] },
    descriptionAttrs: { content: p('由 <span data-latex="\\int_0^1 x^2 dx = \\frac{1}{3}"></span> 得。') + p('故选 A。') },
    attrsDataList: [{ name: '来源', value: '2023年真题' }],
    score: 2.5,
    outTimeSecond: 90,
    difficulty: 4,
    hint: '先求原函数',
    knowledgePaths: ['数学/微积分/定积分', '数学/函数'],
    tags: ['期末', '难题'],
  },
  {
    itemTypeCode: 'single_choice',
    stemAttrs: { content: p('周末你更愿意') },
    optionsDataList: [
      { optionContent: '参加聚会', optionAttrs: { dimension: '外向', dimensionScore: 2 } },
      { optionContent: '在家看书', optionAttrs: { dimension: '内向', dimensionScore: 1 } },
    ],
    score: 0,
  },
  {
    itemTypeCode: 'true_false',
    stemAttrs: { content: p('这句话对吗？') + '<table><tr><td><p>甲</p></td><td><p>乙</p></td></tr></table>' },
    optionsDataList: [{ optionContent: '对的' }, { optionContent: '不对' }],
    answerAttrs: { options: ['B'] },
    score: 1,
  },
  {
    itemTypeCode: 'cloze_fill',
    stemAttrs: { content: p('填写：<span data-blank="1"></span>，<span data-blank="2"></span> 和 <span data-blank="3"></span>。') },
    answerAttrs: { blanks: [['1/2', '0.5'], ['a;b', 'c|d'], ['Back\\slash']], ignoreCase: true, ignoreSpaces: true, anyOrder: true },
    score: 3,
  },
  {
    itemTypeCode: 'compound',
    stemAttrs: {
      content: p('Read the passage.'),
      media: [{ kind: 'audio', url: 'cloudeFile/file/passage', name: 'Passage', playLimit: 1 }],
    },
    descriptionAttrs: { content: p('The passage is about seasons.') },
    childItemList: [
      {
        itemTypeCode: 'multiple_choice',
        stemAttrs: { content: p('Which are warm?') },
        optionsDataList: [{ optionContent: 'Spring' }, { optionContent: 'Summer' }, { optionContent: 'Winter' }],
        answerAttrs: { options: ['A', 'B'], partialScore: 0.5 },
        descriptionAttrs: { content: p('Winter is cold.') },
        score: 2,
        outTimeSecond: 30,
      },
      {
        itemTypeCode: 'matching',
        stemAttrs: { content: p('Match.') },
        optionsDataList: [{ optionContent: 'hot' }, { optionContent: 'cold' }],
        childItemList: [
          { stemAttrs: { content: p('Summer') }, answerAttrs: { options: ['A'] } },
          { stemAttrs: { content: p('Winter') }, answerAttrs: { options: ['B'] } },
        ],
        score: 2,
      },
      {
        itemTypeCode: 'cloze_fill',
        stemAttrs: { content: p('Spring comes after <span data-blank="1"></span>.') },
        answerAttrs: { blanks: [['winter']] },
        score: 1,
      },
      {
        itemTypeCode: 'true_false',
        stemAttrs: { content: p('Summer is cold.') },
        optionsDataList: [{ optionContent: 'True' }, { optionContent: 'False' }],
        answerAttrs: { options: ['B'] },
        score: 1,
      },
      { itemTypeCode: 'essay', stemAttrs: { content: p('Write about spring.') }, answerAttrs: { maxWords: 200 }, score: 10 },
    ],
    score: 0,
    difficulty: 2,
    knowledgePaths: ['English/Reading'],
  },
  {
    itemTypeCode: 'short_answer',
    stemAttrs: { content: p('Explain.') },
    answerAttrs: { content: p('First paragraph.') + p('Second <strong>bold</strong> paragraph.'), rubric: p('Two points.'), minWords: 10 },
    score: 4,
  },
];

/** The samples of both languages and the items using every field. */
export function everyField(): ExportItem[] {
  return [
    ...sampleItems('zh'),
    ...sampleItems('en'),
    ...RICH.map((r) => ({ ...itemContentSchema.parse(r), knowledgePaths: r.knowledgePaths ?? [], tags: r.tags ?? [] })),
  ];
}

/** An item as the server would keep it (letters written, a compound's score its parts' total), with its points and tags. */
export function comparable(item: ExportItem | ParsedItem) {
  const { knowledgePaths = [], tags = [] } = item;
  const content: ItemContent = itemContentSchema.parse(item);
  return { ...cleanItem(content), knowledgePaths, tags };
}

/**
 * Exams as teachers and other exam systems write them (not the product's own template), one file a layout, written
 * as text: `[[x]]` is red, `**x**` bold, `++x++` underlined, `{{pic}}` a picture; a line `|1|2|…` is a table row
 * (consecutive rows one table).
 */
const RUN = /\[\[(.+?)\]\]|\*\*(.+?)\*\*|\+\+(.+?)\+\+|\{\{pic\}\}/g;
function runs(line: string) {
  const out: (TextRun | ImageRun)[] = [];
  let last = 0;
  for (const m of line.matchAll(RUN)) {
    if (m.index > last) out.push(new TextRun(line.slice(last, m.index)));
    if (m[1]) out.push(new TextRun({ text: m[1], color: 'FF0000' }));
    else if (m[2]) out.push(new TextRun({ text: m[2], bold: true }));
    else if (m[3]) out.push(new TextRun({ text: m[3], underline: {} }));
    else out.push(new ImageRun({ type: 'png', data: png(), transformation: { width: 20, height: 10 } }));
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push(new TextRun(line.slice(last)));
  return out;
}
export function teacherDocx(text: string) {
  const children: (Paragraph | Table)[] = [];
  let rows: TableRow[] = [];
  const flush = () => {
    if (rows.length) children.push(new Table({ rows }));
    rows = [];
  };
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line.startsWith('|'))
      rows.push(
        new TableRow({
          children: line
            .slice(1)
            .split('|')
            .map((c) => new TableCell({ children: [new Paragraph({ children: runs(c.trim()) })] })),
        }),
      );
    else {
      flush();
      if (line) children.push(new Paragraph({ children: runs(line) }));
    }
  }
  flush();
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export const plain = (html: string) => html.replace(/<[^>]+>/g, '');
/** What a teacher checks of an item: type, stem, options, answer, score, explanation, where its answer came from. */
export function shownItem(item: ParsedItem) {
  const a = item.answerAttrs;
  const answer = a.options?.join('') ?? a.blanks?.map((b) => b.join('/')).join('；') ?? plain(a.content ?? '');
  return {
    type: item.itemTypeCode,
    stem: plain(item.stemAttrs.content),
    options: item.optionsDataList.map((o) => plain(o.optionContent)),
    answer,
    score: item.scoreMissing ? 'missing' : item.score,
    explanation: plain(item.descriptionAttrs.content),
    from: item.answerFrom,
    problems: item.problems.map((p) => p.code),
  };
}
export const itemRow = (
  type: string,
  stem: string,
  options: string[],
  answer: string,
  score: number | 'missing',
  explanation: string,
  from: string | undefined,
) => ({ type, stem, options, answer, score, explanation, from, problems: [] });
export const ABCD = ['北京', '上海', '广州', '深圳'];

/** A teacher's exam written as text (`teacherDocx`), read by the Word reader; each picture it stores is counted in `stored`. */
export const readTeacherExam = async (text: string, stored: string[] = []) =>
  parseWordItems(await teacherDocx(text), async () => {
    stored.push('p');
    return 'cloudeFile/file/p1';
  });
