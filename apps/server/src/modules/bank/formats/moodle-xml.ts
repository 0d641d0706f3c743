import { ErrorCodes } from '@cloud-exam/contract/errors';
import { attrOf, child, childrenNamed, descendants, parseXml, textOf, XmlRefused, type XmlElement } from '../../../lib/xml-tree';
import type { ParsedItem, ParseProblem } from './item-text';
import { categoryPath, moodleItem, type MoodleQuestion, plainRich, plainText } from './moodle-question';
import type { ImportOptions, StoreImage } from './word-import';

/**
 * Questions of a Moodle XML file (`<quiz>` of `<question type="…">`, as Moodle's question bank exports them), each
 * made an item by moodle-question.ts. A `<question type="category">` sets the knowledge point of the questions after
 * it; pictures are the base64 `<file>`s a text names as `@@PLUGINFILE@@/name`, handed to `images` to store.
 */

export type MoodleImport = { items: ParsedItem[]; problems: ParseProblem[] };

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Whether the start of a file is an XML document whose root is `<quiz>`; its root's name when it is another. */
export function xmlRootOf(head: string): string | undefined {
  const text = head.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '');
  return /^\s*<([A-Za-z_][\w.:-]*)/.exec(text)?.[1];
}

/** A parse error as its line, column and reason. */
function brokenAt(e: XmlRefused): ParseProblem {
  return { code: ErrorCodes.xmlBroken, params: { line: e.line || 1, column: e.column || 1, reason: e.reason.replace(/\.$/, '') } };
}

/** A text field (`<questiontext format="html"><text>…</text><file …/></questiontext>`) as rich text. */
function textField(el: XmlElement | undefined, pictures: Map<string, string>): string {
  if (!el) return '';
  const text = textOf(child(el, 'text') ?? el);
  const format = attrOf(el, 'format') ?? 'html';
  const html = format === 'html' ? text : format === 'moodle_auto_format' ? text.replace(/\r?\n/g, '<br>') : plainRich(text);
  return html.replace(/@@PLUGINFILE@@\/([^"'\s>)]+)/g, (whole, name: string) => pictures.get(safeDecode(name)) ?? whole);
}
const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Stores the base64 files of one question, by their path and name as its texts name them. */
async function picturesOf(question: XmlElement, images: StoreImage) {
  const stored = new Map<string, string>();
  for (const file of descendants(question, 'file')) {
    const name = attrOf(file, 'name') ?? '';
    const type = CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    if (!type || attrOf(file, 'encoding') !== 'base64') continue;
    const url = await images(Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64'), type);
    const path = (attrOf(file, 'path') ?? '/').replace(/^\/|\/$/g, '');
    stored.set(path ? `${path}/${name}` : name, url);
    stored.set(name, url);
  }
  return stored;
}

const numberIn = (el: XmlElement | undefined) => {
  const text = textOf(el).trim();
  return text && Number.isFinite(Number(text)) ? Number(text) : undefined;
};
const flag = (el: XmlElement | undefined) => /^(true|1)$/i.test(textOf(el).trim());

/** One `<question>` as Moodle holds it. */
function questionOf(el: XmlElement, type: string, pictures: Map<string, string>): MoodleQuestion {
  const field = (name: string) => textField(child(el, name), pictures);
  const single = child(el, 'single');
  return {
    type,
    stem: field('questiontext'),
    explanation: field('generalfeedback'),
    score: numberIn(child(el, 'defaultgrade')),
    single: single ? flag(single) : undefined,
    answers: childrenNamed(el, 'answer').map((a) => ({
      text: textField(a, pictures),
      fraction: Number(attrOf(a, 'fraction') ?? 0),
      tolerance: numberIn(child(a, 'tolerance')),
    })),
    pairs: childrenNamed(el, 'subquestion').map((s) => ({
      question: textField(s, pictures),
      answer: plainText(textOf(child(child(s, 'answer'), 'text'))),
    })),
    reference: field('graderinfo'),
    minWords: numberIn(child(el, 'minwordlimit')),
    maxWords: numberIn(child(el, 'maxwordlimit')),
    caseSensitive: flag(child(el, 'usecase')),
    tags: descendants(child(el, 'tags') ?? { name: '', local: '', attrs: {}, children: [] }, 'tag')
      .map((t) => textOf(child(t, 'text') ?? t).trim())
      .filter(Boolean),
  };
}

/**
 * The items of a Moodle XML file in its order, a skipped question (a description, a type the bank has nothing for)
 * as an item naming why. A file that is not well-formed is told where it breaks; one whose root is not `<quiz>`
 * that it is not a Moodle quiz.
 */
export async function parseMoodleXml(data: Buffer, images: StoreImage, options: ImportOptions = {}): Promise<MoodleImport> {
  let root: XmlElement;
  try {
    root = parseXml(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    if (e instanceof XmlRefused) return { items: [], problems: [brokenAt(e)] };
    throw e;
  }
  if (root.local !== 'quiz') return { items: [], problems: [{ code: ErrorCodes.xmlNotMoodleQuiz, params: { root: root.name } }] };
  const questions = childrenNamed(root, 'question');
  const items: ParsedItem[] = [];
  let path = '';
  for (const [i, el] of questions.entries()) {
    const type = attrOf(el, 'type') ?? '';
    if (type === 'category') path = categoryPath(textOf(child(child(el, 'category'), 'text')));
    else {
      const pictures = await picturesOf(el, images);
      items.push(moodleItem(questionOf(el, type, pictures), path, { ordinal: items.length + 1 }));
    }
    await options.onProgress?.((i + 1) / questions.length);
  }
  return { items, problems: [] };
}
