import {
  type AnswerAttrs,
  type ChildItem,
  type ItemContent,
  ITEM_TYPE_CODES,
  type ItemMedia,
  type ItemTypeCode,
  type MatchPair,
} from '@cloud-exam/contract/bank/item';
import { compoundScore } from '@cloud-exam/contract/bank/item-rules';
import { type ErrorCode, ErrorCodes } from '@cloud-exam/contract/errors';
import { attrOf, child, childrenNamed, descendants, elements, textOf, type XmlElement, type XmlNode } from '../../../lib/xml-tree';
import { escapeText } from './html';
import { checkedItem, type ParsedItem, type ParseProblem } from './item-text';
import { answersOf, associated, choicesOf, gapped, hottexts, inlineAnswers, num, values } from './qti-interactions';

/**
 * One QTI item (in 2.1's names: qti-names.ts turns 3.0's into them) as an item of the bank, as qti-write.ts writes
 * them and as other tools (TAO, OpenOLAT, Moodle's QTI plugins) do: its interactions made parts of the item model.
 * One interaction makes an item of its type (choice and hottext → single or multiple choice, text entries and inline
 * choices → fill-in, or a single choice when the only blank is one inline choice, gap match → fill-in or single
 * choice likewise, match and associate → matching, extended text → short answer with its expected answer); several
 * make a compound item whose passage is what comes before the first. Metadata of CE_NS in the manifest gives back
 * what QTI has no place for. An interaction the item model has nothing for (ordering, hotspots, sliders …) is
 * reported on its item with a code naming it.
 */

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
const BLANKS = ['textEntryInteraction', 'inlineChoiceInteraction'];

type Segment = { stem: XmlNode[]; interaction?: XmlElement; blanks: XmlElement[]; media: XmlElement[]; rubrics: XmlElement[] };
const segment = (): Segment => ({ stem: [], blanks: [], media: [], rubrics: [] });
const isElement = (n: XmlNode): n is XmlElement => typeof n !== 'string';
const blanksIn = (n: XmlElement): XmlElement[] => (BLANKS.includes(n.local) ? [n] : elements(n).flatMap(blanksIn));
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
        current.blanks.push(...blanksIn(node));
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

export type Reader = {
  id: string;
  decls: Map<string, XmlElement>;
  html: (nodes: readonly XmlNode[], blank?: (identifier: string) => string | undefined) => string;
  problems: ParseProblem[];
  /** A feedback giving the correct solution, an open question's expected answer when it has none of its own. */
  solution?: string;
};

/** A media interaction's clip: an `<object>` (2.1), or an `<audio>` or `<video>` with its source (3.0). */
function mediaOf(el: XmlElement): ItemMedia | undefined {
  const object = child(el, 'object');
  const player = child(el, 'audio') ?? child(el, 'video');
  const url = object ? attrOf(object, 'data') : (attrOf(player, 'src') ?? attrOf(child(player, 'source'), 'src'));
  if (!url) return undefined;
  const type = object ? (attrOf(object, 'type') ?? '') : player!.local;
  const kind = type.startsWith('video') ? 'video' : 'audio';
  return { kind, url, name: textOf(object ?? player).trim(), playLimit: num(attrOf(el, 'maxPlays')) ?? 0 };
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

  const unsupported = (code: ErrorCode = ErrorCodes.qtiItemUnsupported) => {
    r.problems.push({ field, code, params: { id: r.id, interaction: interaction?.local ?? 'itemBody' } });
    // the preview shows the refused item by what it says
    if (!stem) stem = `<p>${escapeText(textOf(interaction).replace(/\s+/g, ' ').trim().slice(0, 200) || r.id)}</p>`;
  };
  const blankMark = (order: string[]) => (identifier: string) => {
    const at = order.indexOf(identifier);
    return at >= 0 ? `<span data-blank="${at + 1}"></span>` : undefined;
  };
  const body = (el: XmlElement, blank?: (identifier: string) => string | undefined) =>
    r.html(
      el.children.filter((c) => (isElement(c) ? !['prompt', 'gapText', 'gapImg'].includes(c.local) : c.trim() || !c.includes('\n'))),
      blank,
    );

  if (seg.blanks.length && !interaction) {
    const [only] = seg.blanks;
    if (seg.blanks.length === 1 && only!.local === 'inlineChoiceInteraction') {
      // one inline choice is a single choice: the bank's fill-in has no options to choose from
      type = 'single_choice';
      stem = r.html(seg.stem, () => '____');
      const choice = choicesOf(childrenNamed(only, 'inlineChoice'), r.decls.get(attrOf(only, 'responseIdentifier') ?? ''), r.html);
      options = choice.options;
      if (choice.key.length) answer.options = choice.key;
    } else {
      type = 'cloze_fill';
      const order = seg.blanks.map((b) => attrOf(b, 'responseIdentifier') ?? '');
      stem = r.html(seg.stem, blankMark(order));
      answer.blanks = seg.blanks.map((b) => {
        const d = r.decls.get(attrOf(b, 'responseIdentifier') ?? '');
        if (b.local === 'inlineChoiceInteraction') return inlineAnswers(b, d);
        if (descendants(d ?? b, 'mapEntry').some((e) => attrOf(e, 'caseSensitive') === 'false')) answer.ignoreCase = true;
        return answersOf(d);
      });
    }
  } else if (interaction?.local === 'choiceInteraction') {
    const choice = choicesOf(childrenNamed(interaction, 'simpleChoice'), decl, r.html);
    options = choice.options;
    type = choice.multiple || attrOf(interaction, 'maxChoices') !== '1' ? 'multiple_choice' : 'single_choice';
    if (choice.key.length) answer.options = choice.key;
  } else if (interaction?.local === 'hottextInteraction') {
    stem += body(interaction);
    const choice = hottexts(interaction, decl, r.html);
    options = choice.options;
    type = choice.multiple || attrOf(interaction, 'maxChoices') !== '1' ? 'multiple_choice' : 'single_choice';
    if (choice.key.length) answer.options = choice.key;
  } else if (interaction?.local === 'gapMatchInteraction') {
    const gap = gapped(interaction, decl, r.html);
    if (!gap) unsupported(ErrorCodes.qtiGapPictures);
    else if (gap.gaps.length === 1) {
      type = 'single_choice';
      stem += body(interaction, () => '____');
      options = gap.options;
      if (gap.answers[0]!.length) answer.options = gap.keys[0];
    } else {
      type = 'cloze_fill';
      stem += body(interaction, blankMark(gap.gaps));
      answer.blanks = gap.answers;
    }
  } else if (interaction?.local === 'matchInteraction' || interaction?.local === 'associateInteraction') {
    const matched = associated(interaction, decl, r.html);
    if (!matched) unsupported(ErrorCodes.qtiAssociateUnfit);
    else {
      type = 'matching';
      ({ options, pairs } = matched);
    }
  } else if (interaction?.local === 'extendedTextInteraction') {
    type = 'short_answer';
    for (const rubric of seg.rubrics) {
      const html = r.html(rubric.children);
      if ((attrOf(rubric, 'class') ?? '').includes('reference-answer')) answer.content = html;
      else answer.rubric = answer.rubric ? answer.rubric + html : html;
    }
    // an expected answer given as the response's correct value, as OpenOLAT and TAO write one
    const expected = values(child(decl, 'correctResponse')).filter(Boolean);
    if (!answer.content && expected.length) answer.content = expected.map((v) => `<p>${escapeText(v)}</p>`).join('');
    if (!answer.content && r.solution) answer.content = r.solution;
  } else if (interaction?.local === 'orderInteraction' || interaction?.local === 'graphicOrderInteraction') {
    unsupported(ErrorCodes.qtiOrderUnsupported);
  } else if (interaction) unsupported();

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
export function itemOf(root: XmlElement, metaEl: XmlElement | undefined, r: Reader, source: ParsedItem['source']): ParsedItem {
  r.decls = new Map(childrenNamed(root, 'responseDeclaration').map((d) => [attrOf(d, 'identifier') ?? '', d]));
  const body = child(root, 'itemBody')?.children ?? [];
  const modal = childrenNamed(root, 'modalFeedback');
  const feedback = new Map(modal.map((f) => [attrOf(f, 'identifier') ?? '', r.html(f.children)]));
  // OpenOLAT's "correct solution", which is an open question's expected answer
  const solutionOf = modal.find((f) => attrOf(f, 'outcomeIdentifier') === 'SOLUTIONMODAL');
  r.solution = solutionOf && r.html(solutionOf.children);
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
  if (r.solution && item.answerAttrs.content === r.solution) feedback.delete(attrOf(solutionOf, 'identifier') ?? '');
  const solution = feedback.get('RESPONSE_SOLUTION') ?? (metaEl ? '' : [...feedback.values()].join(''));
  item.descriptionAttrs = { content: solution };
  item.difficulty = num(meta.attrs.difficulty) ?? 3;
  item.hint = meta.attrs.hint ?? '';
  if (item.itemTypeCode === 'compound') item.outTimeSecond = num(meta.attrs.timeLimit) ?? 0;
  const checked = checkedItem(item, {
    knowledgePaths: childrenNamed(metaEl, 'knowledge').map((k) => textOf(k).trim()),
    tags: childrenNamed(metaEl, 'tag').map((t) => textOf(t).trim()),
    source,
    problems: r.problems,
    ...(answered(item) ? { answerFrom: 'file' as const } : {}),
  });
  // an interaction refused is the item's reason: what the rules then miss (options, a key) would only repeat it
  if (r.problems.length) checked.problems = r.problems;
  return checked;
}

/** Whether the file gave the item's answer (of every part, for a compound item). */
const answered = (part: ItemContent | ChildItem): boolean => {
  const an = part.answerAttrs;
  if (part.itemTypeCode === 'compound') return part.childItemList.some((c) => 'itemTypeCode' in c && answered(c as ChildItem));
  if (part.itemTypeCode === 'matching') return part.childItemList.some((p) => !!p.answerAttrs.options?.length);
  return !!(an.options?.length || an.blanks?.some((b) => b.length) || an.content || an.rubric || an.mostScore !== undefined);
};

export const emptyItem = (): ItemContent => ({
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
