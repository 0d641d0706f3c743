import {
  type AnswerAttrs,
  type ChildItem,
  type ItemContent,
  ITEM_TYPE_CODES,
  type ItemMedia,
  type ItemTypeCode,
  type MatchPair,
  optionLetter,
} from '@cloud-exam/contract/bank/item';
import { compoundScore } from '@cloud-exam/contract/bank/item-rules';
import { QTI_PARTS_MAX, QTI_UNPACKED_MAX_BYTES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { posix } from 'node:path';
import {
  attrOf,
  child,
  childrenNamed,
  descendants,
  elements,
  parseXml,
  textOf,
  XmlRefused,
  type XmlElement,
  type XmlNode,
} from '../../../lib/xml-tree';
import { ArchiveRefused, isTooLarge, openZip, type ZipArchive } from '../../../lib/zip-reader';
import { checkedItem, type ParsedItem, type ParseProblem } from './item-text';
import { CE_NS } from './qti-write';
import { fromXhtml } from './qti-xhtml';
import type { ImportOptions, StoreImage } from './word-import';

/**
 * QTI 2.1 items from an IMS content package, as qti-write.ts writes them and as other tools (TAO, Moodle's QTI
 * plugins) do: every resource of type imsqti_item_… in the manifest, its interactions made parts of the item
 * model. One interaction makes an item of its type (choice → single or multiple choice, text entries → fill-in,
 * match → matching, extended text → short answer); several make a compound item whose passage is what comes
 * before the first. Metadata of CE_NS in the manifest gives back what QTI has no place for. An interaction the
 * item model has nothing for (ordering, hotspots, sliders …) is reported on its item.
 */

export const QTI_LIMITS = { maxUnpackedBytes: QTI_UNPACKED_MAX_BYTES, maxParts: QTI_PARTS_MAX };
export type QtiImport = { items: ParsedItem[]; problems: ParseProblem[] };

const BLOCK_INTERACTIONS = new Set([
  'choiceInteraction',
  'matchInteraction',
  'extendedTextInteraction',
  'associateInteraction',
  'orderInteraction',
  'gapMatchInteraction',
  'hotspotInteraction',
  'hottextInteraction',
  'graphicOrderInteraction',
  'graphicAssociateInteraction',
  'graphicGapMatchInteraction',
  'selectPointInteraction',
  'positionObjectInteraction',
  'sliderInteraction',
  'drawingInteraction',
  'uploadInteraction',
  'customInteraction',
]);
const INLINE_INTERACTIONS = new Set(['textEntryInteraction', 'inlineChoiceInteraction', 'endAttemptInteraction']);

type Segment = { stem: XmlNode[]; interaction?: XmlElement; blanks: XmlElement[]; media: XmlElement[]; rubrics: XmlElement[] };
const segment = (): Segment => ({ stem: [], blanks: [], media: [], rubrics: [] });
const isElement = (n: XmlNode): n is XmlElement => typeof n !== 'string';
const holds = (n: XmlNode, names: Set<string>): boolean => isElement(n) && (names.has(n.local) || elements(n).some((c) => holds(c, names)));

/**
 * The parts of a body: content up to each block interaction, or up to the end of a run of blocks with text
 * entries. Without `split` (a part, or an item the metadata says is not compound) all of it is one part.
 */
function segmentsOf(nodes: readonly XmlNode[], split = true): { segments: Segment[]; rest: Segment } {
  const segments: Segment[] = [];
  let current = segment();
  const close = () => {
    if (!split) return;
    segments.push(current);
    current = segment();
  };
  const walk = (list: readonly XmlNode[]) => {
    for (const node of list) {
      if (!isElement(node)) {
        if (node.trim() || !node.includes('\n')) current.stem.push(node);
      } else if (node.local === 'mediaInteraction') current.media.push(node);
      else if (node.local === 'rubricBlock') current.rubrics.push(node);
      else if (BLOCK_INTERACTIONS.has(node.local)) {
        current.interaction ??= node;
        close();
      } else if (holds(node, INLINE_INTERACTIONS)) {
        current.stem.push(node);
        current.blanks.push(...descendants(node, 'textEntryInteraction'), ...(node.local === 'textEntryInteraction' ? [node] : []));
      } else if (holds(node, BLOCK_INTERACTIONS) || holds(node, new Set(['mediaInteraction', 'rubricBlock']))) walk(node.children);
      else {
        if (current.blanks.length) close();
        current.stem.push(node);
      }
    }
  };
  walk(nodes);
  const rest = current;
  if (rest.blanks.length || (!split && rest.interaction)) {
    segments.push(rest);
    return { segments, rest: segment() };
  }
  return { segments, rest };
}

type Meta = Record<string, string>;
/** A part's metadata (attributes of ce:item or ce:part, and its ce:option and ce:attr children). */
const metaOf = (el: XmlElement | undefined): { attrs: Meta; options: XmlElement[]; others: XmlElement[] } => ({
  attrs: el ? Object.fromEntries(Object.entries(el.attrs).filter(([k]) => !k.startsWith('xmlns'))) : {},
  options: childrenNamed(el, 'option'),
  others: childrenNamed(el, 'attr'),
});
const num = (v: string | undefined) => (v === undefined || v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

type Reader = {
  id: string;
  decls: Map<string, XmlElement>;
  html: (nodes: readonly XmlNode[], blank?: (identifier: string) => number | undefined) => string;
  problems: ParseProblem[];
};

const values = (el: XmlElement | undefined) => childrenNamed(el, 'value').map((v) => textOf(v).trim());

function mediaOf(el: XmlElement): ItemMedia | undefined {
  const object = child(el, 'object');
  const url = attrOf(object, 'data');
  if (!object || !url) return undefined;
  const kind = (attrOf(object, 'type') ?? '').startsWith('video') ? 'video' : 'audio';
  return { kind, url, name: textOf(object).trim(), playLimit: num(attrOf(el, 'maxPlays')) ?? 0 };
}

/** One segment as a part of the item model, with what the metadata adds. */
function partOf(seg: Segment, meta: ReturnType<typeof metaOf>, r: Reader, field: string): ChildItem & { childItemList: MatchPair[] } {
  const interaction = seg.interaction;
  const rid = attrOf(interaction, 'responseIdentifier') ?? '';
  const decl = r.decls.get(rid);
  const answer: AnswerAttrs = {};
  const prompt = child(interaction, 'prompt');
  let stem = r.html(seg.stem) + (prompt ? `<p>${r.html(prompt.children)}</p>` : '');
  let type: ItemTypeCode = 'short_answer';
  let options: ChildItem['optionsDataList'] = [];
  let pairs: MatchPair[] = [];

  if (seg.blanks.length && !interaction) {
    type = 'cloze_fill';
    const order = seg.blanks.map((b) => attrOf(b, 'responseIdentifier') ?? '');
    stem = r.html(seg.stem, (identifier) => {
      const at = order.indexOf(identifier);
      return at >= 0 ? at + 1 : undefined;
    });
    answer.blanks = order.map((identifier) => {
      const d = r.decls.get(identifier);
      const entries = descendants(d ?? { name: '', local: '', attrs: {}, children: [] }, 'mapEntry');
      if (entries.some((e) => attrOf(e, 'caseSensitive') === 'false')) answer.ignoreCase = true;
      const accepted = entries.filter((e) => (num(attrOf(e, 'mappedValue')) ?? 0) > 0).map((e) => attrOf(e, 'mapKey') ?? '');
      return accepted.length ? accepted : values(child(d, 'correctResponse'));
    });
  } else if (interaction?.local === 'choiceInteraction') {
    const choices = childrenNamed(interaction, 'simpleChoice');
    const letters = new Map(choices.map((c, i) => [attrOf(c, 'identifier') ?? '', optionLetter(i)]));
    options = choices.map((c, i) => ({
      optionName: optionLetter(i),
      optionContent: r.html(c.children),
      optionAttrs: attrOf(c, 'fixed') === 'true' ? { fixed: true } : {},
    }));
    const multiple = attrOf(decl, 'cardinality') === 'multiple' || attrOf(interaction, 'maxChoices') !== '1';
    type = multiple ? 'multiple_choice' : 'single_choice';
    const key = values(child(decl, 'correctResponse')).map((v) => letters.get(v) ?? v);
    if (key.length) answer.options = key;
  } else if (interaction?.local === 'matchInteraction') {
    type = 'matching';
    const [questions = [], targets = []] = childrenNamed(interaction, 'simpleMatchSet').map((s) =>
      childrenNamed(s, 'simpleAssociableChoice'),
    );
    const questionIds = questions.map((q) => attrOf(q, 'identifier') ?? '');
    const letters = new Map(targets.map((c, i) => [attrOf(c, 'identifier') ?? '', optionLetter(i)]));
    options = targets.map((c, i) => ({ optionName: optionLetter(i), optionContent: r.html(c.children), optionAttrs: {} }));
    pairs = questions.map((q) => ({ stemAttrs: { content: r.html(q.children), media: [] }, answerAttrs: {} }));
    for (const pair of values(child(decl, 'correctResponse'))) {
      const [from = '', to = ''] = pair.split(/\s+/);
      const [question, target] = questionIds.includes(from) ? [from, to] : [to, from];
      const at = questionIds.indexOf(question);
      if (at >= 0 && letters.has(target)) pairs[at]!.answerAttrs = { options: [letters.get(target)!] };
    }
  } else if (interaction?.local === 'extendedTextInteraction') {
    type = 'short_answer';
    for (const rubric of seg.rubrics) {
      const html = r.html(rubric.children);
      if ((attrOf(rubric, 'class') ?? '').includes('reference-answer')) answer.content = html;
      else answer.rubric = answer.rubric ? answer.rubric + html : html;
    }
  } else if (interaction) {
    r.problems.push({ field, code: ErrorCodes.qtiItemUnsupported, params: { id: r.id, interaction: interaction.local } });
  }

  const m = meta.attrs;
  const claimed = ITEM_TYPE_CODES.find((t) => t === m.type);
  // the metadata tells what QTI cannot: a true/false or forced choice is a choice, an essay an extended text
  if (claimed && claimed !== 'compound' && (claimed === type || sameFamily(claimed, type))) type = claimed;
  for (const o of meta.options) {
    const option = options.find((x) => x.optionName === attrOf(o, 'letter'));
    if (option)
      option.optionAttrs = {
        ...option.optionAttrs,
        dimension: attrOf(o, 'dimension') ?? '',
        ...(num(attrOf(o, 'dimensionScore')) !== undefined ? { dimensionScore: num(attrOf(o, 'dimensionScore')) } : {}),
      };
  }
  const extra: AnswerAttrs = {
    partialScore: type === 'multiple_choice' ? num(m.partialScore) : undefined,
    mostScore: num(m.mostScore),
    leastScore: num(m.leastScore),
    minWords: num(m.minWords),
    maxWords: num(m.maxWords),
    ignoreSpaces: m.ignoreSpaces === 'true' || undefined,
    anyOrder: m.anyOrder === 'true' || undefined,
  };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) (answer as Record<string, unknown>)[k] = v;
  if (type === 'forced_choice') delete answer.options;

  return {
    itemTypeCode: type,
    stemAttrs: { content: stem, media: seg.media.map(mediaOf).filter((x): x is ItemMedia => !!x) },
    optionsDataList: options,
    answerAttrs: answer,
    descriptionAttrs: { content: '' },
    attrsDataList: meta.others.map((o) => ({ name: attrOf(o, 'name') ?? '', value: attrOf(o, 'value') ?? '' })),
    score: num(m.score) ?? 1,
    outTimeSecond: num(m.timeLimit) ?? 0,
    childItemList: pairs,
  };
}
const FAMILIES: ItemTypeCode[][] = [
  ['single_choice', 'multiple_choice', 'true_false', 'forced_choice'],
  ['short_answer', 'essay'],
];
const sameFamily = (a: ItemTypeCode, b: ItemTypeCode) => FAMILIES.some((f) => f.includes(a) && f.includes(b));

/** One assessmentItem as an item. */
function itemOf(root: XmlElement, metaEl: XmlElement | undefined, r: Reader, source: ParsedItem['source']): ParsedItem {
  r.decls = new Map(childrenNamed(root, 'responseDeclaration').map((d) => [attrOf(d, 'identifier') ?? '', d]));
  const body = child(root, 'itemBody')?.children ?? [];
  const feedback = new Map(childrenNamed(root, 'modalFeedback').map((f) => [attrOf(f, 'identifier') ?? '', r.html(f.children)]));
  const maxScore = num(
    textOf(
      child(
        child(
          childrenNamed(root, 'outcomeDeclaration').find((o) => attrOf(o, 'identifier') === 'MAXSCORE'),
          'defaultValue',
        ),
        'value',
      ),
    ),
  );
  const meta = metaOf(metaEl);
  const partMetas = childrenNamed(metaEl, 'part');
  const parts = body.filter((n): n is XmlElement => isElement(n) && n.local === 'div' && attrOf(n, 'class') === 'part');

  let item: ItemContent;
  const described = (part: ChildItem, rid: string) => ({ ...part, descriptionAttrs: { content: feedback.get(`${rid}_SOLUTION`) ?? '' } });
  const fromParts = (passage: Segment, segments: Segment[]) => {
    const children = segments.map((s, i) =>
      described(
        partOf(s, metaOf(partMetas[i]), r, `childItemList.${i}`),
        attrOf(s.interaction, 'responseIdentifier') ?? `RESPONSE_${i + 1}`,
      ),
    );
    const head = partOf(passage, { attrs: {}, options: [], others: meta.others }, r, '');
    return {
      ...head,
      itemTypeCode: 'compound' as const,
      childItemList: children,
      score: compoundScore(children),
      optionsDataList: [],
      answerAttrs: {},
    };
  };
  if (parts.length) {
    const passage = segmentsOf(body.filter((n) => !parts.includes(n as XmlElement))).rest;
    item = {
      ...fromParts(
        passage,
        parts.map((p) => segmentsOf(p.children, false).segments[0] ?? segment()),
      ),
      difficulty: 3,
      hint: '',
    };
  } else {
    const claimed = meta.attrs.type;
    const { segments, rest } = segmentsOf(body, !claimed || claimed === 'compound');
    if (segments.length > 1) {
      const [first, ...others] = segments;
      const passage: Segment = { ...segment(), stem: first!.stem, media: first!.media };
      item = { ...fromParts(passage, [{ ...first!, stem: [], media: [] }, ...others]), difficulty: 3, hint: '' };
    } else {
      const only = segments[0] ?? rest;
      if (!segments.length) r.problems.push({ code: ErrorCodes.qtiItemUnsupported, params: { id: r.id, interaction: 'itemBody' } });
      const part = partOf(only, meta, r, '');
      item = { ...part, score: num(meta.attrs.score) ?? maxScore ?? part.score, difficulty: 3, hint: '' };
    }
  }
  const solution = feedback.get('RESPONSE_SOLUTION') ?? (metaEl ? '' : [...feedback.values()].join(''));
  item.descriptionAttrs = { content: solution };
  item.difficulty = num(meta.attrs.difficulty) ?? 3;
  item.hint = meta.attrs.hint ?? '';
  if (item.itemTypeCode === 'compound') item.outTimeSecond = num(meta.attrs.timeLimit) ?? 0;
  return checkedItem(item, {
    knowledgePaths: childrenNamed(metaEl, 'knowledge').map((k) => textOf(k).trim()),
    tags: childrenNamed(metaEl, 'tag').map((t) => textOf(t).trim()),
    source,
    problems: r.problems,
  });
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Stores the package's pictures an item shows, by their address in the item file. */
async function storedPictures(zip: ZipArchive, root: XmlElement, itemPath: string, images: StoreImage) {
  const stored = new Map<string, string>();
  for (const img of descendants(root, 'img')) {
    const src = attrOf(img, 'src') ?? '';
    if (stored.has(src) || /^[a-z]+:/i.test(src)) continue;
    const path = posix.normalize(posix.join(posix.dirname(itemPath), decodeURI(src)));
    const type = CONTENT_TYPES[posix.extname(path).slice(1).toLowerCase()];
    if (type && zip.has(path)) stored.set(src, await images(await zip.bytes(path), type));
  }
  return stored;
}

/**
 * The items of a QTI 2.1 package in the manifest's order, each with its ordinal and problems; pictures are handed
 * to `images` to store. A file that is not such a package gives no items and the file's problem.
 */
export async function parseQtiPackage(pkg: Buffer, images: StoreImage, options: ImportOptions = {}): Promise<QtiImport> {
  const unreadable = { items: [], problems: [{ code: ErrorCodes.qtiUnreadable }] };
  try {
    const zip = openZip(pkg, QTI_LIMITS);
    if (!zip.has('imsmanifest.xml')) return unreadable;
    const manifest = parseXml(await zip.text('imsmanifest.xml'));
    const resources = descendants(manifest, 'resource').filter((r) => (attrOf(r, 'type') ?? '').startsWith('imsqti_item'));
    if (!resources.length) return unreadable;
    const items: ParsedItem[] = [];
    for (const [i, resource] of resources.entries()) {
      const href = posix.normalize(decodeURI(attrOf(resource, 'href') ?? ''));
      const id = attrOf(resource, 'identifier') ?? href;
      const source = { ordinal: i + 1 };
      if (!zip.has(href)) {
        items.push(checkedItem(emptyItem(), { knowledgePaths: [], tags: [], source, problems: [{ code: ErrorCodes.qtiUnreadable }] }));
        continue;
      }
      const root = parseXml(await zip.text(href));
      const pictures = await storedPictures(zip, root, href, images);
      const reader: Reader = {
        id,
        decls: new Map(),
        problems: [],
        html: (nodes, blank) => fromXhtml(nodes, { picture: (src) => pictures.get(src) ?? src, blank }),
      };
      const metaEl = descendants(resource, 'item').find((e) => Object.values(e.attrs).includes(CE_NS));
      items.push(itemOf(root, metaEl, reader, source));
      await options.onProgress?.((i + 1) / resources.length);
    }
    return { items, problems: [] };
  } catch (e) {
    if (isTooLarge(e))
      return {
        items: [],
        problems: [{ code: ErrorCodes.packageTooLarge, params: { max: QTI_UNPACKED_MAX_BYTES / 2 ** 20, parts: QTI_PARTS_MAX } }],
      };
    if (e instanceof ArchiveRefused || e instanceof XmlRefused) return unreadable;
    throw e;
  }
}

const emptyItem = (): ItemContent => ({
  itemTypeCode: 'short_answer',
  stemAttrs: { content: '', media: [] },
  optionsDataList: [],
  answerAttrs: {},
  descriptionAttrs: { content: '' },
  attrsDataList: [],
  score: 0,
  outTimeSecond: 0,
  childItemList: [],
  difficulty: 3,
  hint: '',
});
