import { type ChildItem, type ItemContent, type MatchPair, OPTION_LETTERS, optionLetter } from '@cloud-exam/contract/bank/item';
import { escapeText, render, type Tok, tokenize } from './html';
import type { LoadImage } from './docx-rich';
import { safeType } from './qti-write';
import type { ExportItem } from './samples';

/**
 * Items as a Moodle XML file that Moodle's question bank imports (and moodle-xml.ts reads back): single and multiple
 * choice → multichoice (the right options sharing 100 %), true/false → truefalse, fill-in → cloze with a
 * SHORTANSWER per blank (`_C` when case matters), matching, short answer and essay → essay (the reference answer as
 * grader information), a compound item → its parts one after the other, the passage before the first. The first
 * knowledge point is the category; formulas are written for Moodle's TeX filter (`\(…\)`, `$$…$$`) and pictures
 * embedded as base64 files. Moodle has no difficulty, hint, time limit or forced choice key: those are not written.
 */

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const plain = (html: string) =>
  tokenize(html)
    .map((t) => (t.kind === 'text' ? t.text : ''))
    .join('')
    .trim();

type Context = { image?: LoadImage };

/** Rich text as Moodle's HTML: formulas as TeX, blanks by `blank`, pictures as @@PLUGINFILE@@ files of the field. */
async function field(name: string, html: string, ctx: Context, blank?: (n: number) => string, attrs = ' format="html"') {
  const files: string[] = [];
  const out: Tok[] = [];
  let skip = 0;
  for (const t of tokenize(html)) {
    if (skip) {
      if (t.kind === 'open') skip++;
      else if (t.kind === 'close') skip--;
      continue;
    }
    if (t.kind === 'open' && 'data-latex' in t.attrs) {
      const latex = t.attrs['data-latex']!;
      out.push({ kind: 'text', text: t.name === 'div' ? `$$${latex}$$` : `\\(${latex}\\)` });
      skip = 1;
    } else if (t.kind === 'open' && 'data-blank' in t.attrs && blank) {
      out.push({ kind: 'text', text: blank(Number(t.attrs['data-blank'])) });
      skip = 1;
    } else if (t.kind === 'open' && t.name === 'img' && t.attrs.src && ctx.image) {
      const data = await ctx.image(t.attrs.src).catch(() => undefined);
      const type = data && safeType(data);
      if (data && type) {
        const name = `image-${files.length + 1}.${type}`;
        files.push(`<file name="${name}" path="/" encoding="base64">${data.toString('base64')}</file>`);
        out.push({ ...t, attrs: { ...t.attrs, src: `@@PLUGINFILE@@/${name}` } });
      } else out.push(t);
    } else out.push(t);
  }
  return `<${name}${attrs}><text>${cdata(render(out))}</text>${files.join('')}</${name}>`;
}

/** One embedded answer's text: Moodle's cloze escapes `} ~ # \ "` and `/`. */
const clozeText = (text: string) => text.replace(/[}~#\\"/]/g, (c) => `\\${c}`);

type Part = (ChildItem | ItemContent) & { knowledgePaths?: string[]; tags?: string[] };

async function questionOf(part: Part, ctx: Context, passage = ''): Promise<string> {
  const a = part.answerAttrs;
  const common = async (type: string, stemBlank?: (n: number) => string) =>
    [
      `<question type="${type}">`,
      `<name><text>${escapeText(plain(passage + part.stemAttrs.content).slice(0, 60) || type)}</text></name>`,
      await field('questiontext', passage + part.stemAttrs.content, ctx, stemBlank),
      await field('generalfeedback', part.descriptionAttrs.content, ctx),
      `<defaultgrade>${part.score}</defaultgrade>`,
    ].join('\n');
  const tags = (part as Part).tags?.length
    ? `<tags>${part.tags!.map((t) => `<tag><text>${escapeText(t)}</text></tag>`).join('')}</tags>`
    : '';
  const end = `${tags}</question>`;
  switch (part.itemTypeCode) {
    case 'single_choice':
    case 'multiple_choice':
    case 'forced_choice': {
      const right = part.itemTypeCode === 'forced_choice' ? [] : (a.options ?? []);
      const share = right.length ? Number((100 / right.length).toFixed(5)) : 0;
      const answers = await Promise.all(
        part.optionsDataList.map(async (o, i) =>
          field('answer', o.optionContent, ctx, undefined, ` fraction="${right.includes(optionLetter(i)) ? share : 0}" format="html"`),
        ),
      );
      return `${await common('multichoice')}\n<single>${part.itemTypeCode !== 'multiple_choice'}</single>\n<shuffleanswers>true</shuffleanswers>\n${answers.join('\n')}\n${end}`;
    }
    case 'true_false': {
      const right = a.options?.[0] === 'A';
      return `${await common('truefalse')}\n<answer fraction="${right ? 100 : 0}"><text>true</text></answer>\n<answer fraction="${right ? 0 : 100}"><text>false</text></answer>\n${end}`;
    }
    case 'cloze_fill': {
      const kind = a.ignoreCase ? 'SHORTANSWER' : 'SHORTANSWER_C';
      const blank = (n: number) => `{1:${kind}:${(a.blanks?.[n - 1] ?? []).map((x) => `=${clozeText(x)}`).join('~')}}`;
      return `${await common('cloze', blank)}\n${end}`;
    }
    case 'matching': {
      const pairs = part.childItemList as MatchPair[];
      const used = new Set(pairs.map((p) => p.answerAttrs.options?.[0]));
      const answerOf = (letter?: string) => plain(part.optionsDataList[OPTION_LETTERS.indexOf(letter ?? '?')]?.optionContent ?? '');
      const subs = await Promise.all(
        pairs.map(async (p) =>
          (await field('subquestion', p.stemAttrs.content, ctx)).replace(
            /<\/subquestion>$/,
            `<answer><text>${escapeText(answerOf(p.answerAttrs.options?.[0]))}</text></answer></subquestion>`,
          ),
        ),
      );
      const distractors = part.optionsDataList
        .filter((_, i) => !used.has(optionLetter(i)))
        .map(
          (o) =>
            `<subquestion format="html"><text></text><answer><text>${escapeText(plain(o.optionContent))}</text></answer></subquestion>`,
        );
      return `${await common('matching')}\n<shuffleanswers>true</shuffleanswers>\n${[...subs, ...distractors].join('\n')}\n${end}`;
    }
    case 'short_answer':
    case 'essay': {
      const words = [
        a.minWords ? `<minwordlimit>${a.minWords}</minwordlimit>` : '',
        a.maxWords ? `<maxwordlimit>${a.maxWords}</maxwordlimit>` : '',
      ];
      return `${await common('essay')}\n<responseformat>editor</responseformat>\n${words.join('')}${await field('graderinfo', a.content || a.rubric || '', ctx)}\n${end}`;
    }
    case 'compound': {
      const parts = part.childItemList as ChildItem[];
      const written: string[] = [];
      for (const [i, child] of parts.entries())
        written.push(await questionOf({ ...child, tags: part.tags }, ctx, i === 0 ? part.stemAttrs.content : ''));
      return written.join('\n');
    }
  }
}

/** The items as one Moodle XML file, a category question before each run of items of another first knowledge point. */
export async function writeMoodleXml(items: readonly ExportItem[], ctx: Context = {}): Promise<Buffer> {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | undefined;
  for (const item of items) {
    const path = item.knowledgePaths?.[0] ?? '';
    if (path !== category) {
      category = path;
      const moodlePath = ['$course$/top', ...path.split('/').map((s) => s.replace(/∕/g, '//'))].filter(Boolean).join('/');
      out.push(`<question type="category"><category><text>${escapeText(moodlePath)}</text></category></question>`);
    }
    out.push(await questionOf(item, ctx));
  }
  out.push('</quiz>', '');
  return Buffer.from(out.join('\n'));
}
