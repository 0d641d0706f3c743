import type { ItemContent, ItemOption } from '../bank/item';
import { isPart } from '../bank/item-rules';
import { OPTION_LETTERS, optionLetter } from '../bank/item';
import type { DrawnItem, DrawnPaper, FrozenItem, ItemAtVersion, PaperSnapshot } from './paper';

/**
 * The reproducible draw: a frozen paper version and a seed give one paper, always the same. The generator is
 * mulberry32 seeded with a 32-bit hash (cyrb53's mixing) of the paper id, its version and the seed, so one seed gives
 * different papers for different versions, and a candidate's paper can be drawn again from what the exam recorded.
 */

/** A generator of numbers in [0, 1), the same sequence for the same parts. */
export function seededRandom(...parts: string[]): () => number {
  const text = parts.join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  let state = h1 >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles an array in place (Fisher–Yates). */
function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = list[i]!;
    list[i] = list[j]!;
    list[j] = swap;
  }
  return list;
}

/** Types whose options may be shown in another order: the key is letters, rewritten; true/false keeps its two. */
const SHUFFLED_TYPES = new Set(['single_choice', 'multiple_choice', 'forced_choice']);

type WithOptions = Pick<ItemContent, 'itemTypeCode' | 'optionsDataList' | 'answerAttrs'>;

/**
 * The order to show a part's options in (`order[shown] = original index`), options marked `fixed` staying where
 * they are; undefined when its options are not shuffled.
 */
function optionOrder(part: WithOptions, random: () => number): number[] | undefined {
  const options = part.optionsDataList;
  if (options.length < 2 || !SHUFFLED_TYPES.has(part.itemTypeCode)) return undefined;
  const order: number[] = [];
  const movable: number[] = [];
  for (let i = 0; i < options.length; i++) {
    order.push(i);
    if (!options[i]!.optionAttrs.fixed) movable.push(i);
  }
  const targets = shuffle(movable.slice(), random);
  for (let k = 0; k < movable.length; k++) order[movable[k]!] = targets[k]!;
  return order;
}

/** A part with its options in `order`, letters written from their new places and the key following them. */
function reordered<P extends WithOptions>(part: P, order: number[]): P {
  const options = part.optionsDataList;
  const shown: ItemOption[] = [];
  const placeOf: number[] = [];
  for (let to = 0; to < order.length; to++) {
    const from = order[to]!;
    placeOf[from] = to;
    shown.push({ ...options[from]!, optionName: optionLetter(to) });
  }
  const key = part.answerAttrs.options;
  const answerAttrs = key
    ? { ...part.answerAttrs, options: key.map((l) => optionLetter(placeOf[OPTION_LETTERS.indexOf(l)] ?? OPTION_LETTERS.indexOf(l))).sort() }
    : part.answerAttrs;
  return { ...part, optionsDataList: shown, answerAttrs };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A part's key with its partial score brought to the part's new score in proportion. */
function rescoredKey<P extends Pick<ItemContent, 'answerAttrs'>>(part: P, ratio: number): P['answerAttrs'] {
  const partial = part.answerAttrs.partialScore;
  return partial ? { ...part.answerAttrs, partialScore: oneDecimal(partial * ratio) } : part.answerAttrs;
}

/**
 * The item as the paper scores it: its score the paper's, a multiple choice's partial score and a compound's
 * parts brought to it in proportion (the last part takes what rounding leaves), so that marking the drawn content
 * with `scoreItem` gives the paper's points.
 */
function rescored(content: ItemContent, score: number): ItemContent {
  if (content.score === score || content.score <= 0) return content.score === score ? content : { ...content, score };
  const ratio = score / content.score;
  if (content.itemTypeCode !== 'compound') return { ...content, score, answerAttrs: rescoredKey(content, ratio) };
  const parts = content.childItemList.filter(isPart);
  let left = score;
  const childItemList = content.childItemList.map((c) => {
    if (!isPart(c)) return c;
    const partScore = c === parts.at(-1) ? oneDecimal(left) : oneDecimal(c.score * ratio);
    left -= partScore;
    return { ...c, score: partScore, answerAttrs: rescoredKey(c, partScore / (c.score || 1)) };
  });
  return { ...content, score, childItemList };
}

function drawnItem(item: FrozenItem, score: number, shuffleOptions: boolean, random: () => number): DrawnItem {
  const content = rescored(item.content, score);
  const order = shuffleOptions ? optionOrder(content, random) : undefined;
  const compound = shuffleOptions && content.itemTypeCode === 'compound';
  if (!order && !compound) return { itemId: item.itemId, itemVersion: item.itemVersion, score, content };
  const shuffled = order ? reordered(content, order) : { ...content };
  if (compound)
    shuffled.childItemList = content.childItemList.map((c) => {
      const childOrder = isPart(c) ? optionOrder(c, random) : undefined;
      return childOrder && isPart(c) ? reordered(c, childOrder) : c;
    });
  return {
    itemId: item.itemId,
    itemVersion: item.itemVersion,
    score,
    content: shuffled,
    ...(order ? { optionOrder: order.map((from) => content.optionsDataList[from]!.optionName) } : {}),
  };
}

type Picked = { item: ItemAtVersion; score: number };

/**
 * The draw's first step: each section's items chosen by hand, then each rule's `count` items picked from its pool,
 * never an item already in the paper (a rule whose pool the others exhausted gives fewer). It needs no content, so
 * the items to load are known before any is read.
 */
function pick(snapshot: PaperSnapshot, random: () => number): Picked[][] {
  const used = new Set<string>();
  for (const s of snapshot.sections) for (const i of s.items) used.add(i.itemId);
  return snapshot.sections.map((s) => {
    const picked: Picked[] = s.items.map((item) => ({ item, score: item.score }));
    for (const rule of s.rules) {
      // A partial Fisher–Yates over the pool left in place (the places it swapped kept aside), passing over items
      // already in the paper: as many steps as items drawn, whatever the pool's size.
      const { pool } = rule;
      const swapped = new Map<number, number>();
      let wanted = rule.count;
      for (let i = 0; wanted > 0 && i < pool.length; i++) {
        const j = i + Math.floor(random() * (pool.length - i));
        const chosen = pool[swapped.get(j) ?? j]!;
        swapped.set(j, swapped.get(i) ?? i);
        if (used.has(chosen.itemId)) continue;
        used.add(chosen.itemId);
        picked.push({ item: chosen, score: rule.score });
        wanted--;
      }
    }
    return picked;
  });
}

const randomFor = (snapshot: PaperSnapshot, seed: string) => seededRandom(snapshot.paperId, String(snapshot.version), seed);

/** The items a draw of the version with the seed holds (by hand and by its rules): the ones `drawPaper` needs. */
export function itemsDrawn(snapshot: PaperSnapshot, seed: string): ItemAtVersion[] {
  return pick(snapshot, randomFor(snapshot, seed)).flatMap((section) => section.map((p) => p.item));
}

/** An exam's own shuffling (its configuration), on top of what each section says. */
export type ShuffleAlso = { shuffleItems?: boolean; shuffleOptions?: boolean };

/**
 * One paper drawn from a frozen version: the items `pick` takes, with their content from `contentOf` (which must
 * know every item `itemsDrawn` names), then items and options shuffled where the section (or `also`) says so. The
 * same snapshot, seed and shuffling give the same paper.
 */
export function drawPaper(
  snapshot: PaperSnapshot,
  seed: string,
  contentOf: (item: ItemAtVersion) => FrozenItem['content'] | undefined,
  also: ShuffleAlso = {},
): DrawnPaper {
  const random = randomFor(snapshot, seed);
  const picks = pick(snapshot, random);
  const sections = snapshot.sections.map((s, n) => {
    const picked = picks[n]!;
    if (s.shuffleItems || also.shuffleItems) shuffle(picked, random);
    const items = picked.map(({ item, score }) => {
      const content = contentOf(item);
      if (!content) throw new Error(`The content of item ${item.itemId} at version ${item.itemVersion} was not given`);
      return drawnItem({ ...item, content }, score, s.shuffleOptions || !!also.shuffleOptions, random);
    });
    return {
      topicName: s.topicName,
      topicDescription: s.topicDescription,
      score: Math.round(items.reduce((sum, i) => sum + i.score, 0) * 10) / 10,
      items,
    };
  });
  return {
    paperId: snapshot.paperId,
    version: snapshot.version,
    seed,
    name: snapshot.name,
    description: snapshot.description,
    kind: snapshot.kind,
    totalScore: snapshot.totalScore,
    passMark: snapshot.passMark,
    duration: snapshot.duration,
    sections,
  };
}

/**
 * Which variant of a paper package a candidate gets, by index into its variants: in turn by the candidate's place
 * in the exam's order, or at random from the seed alone (the exam and candidate, say), so the same candidate always
 * gets the same one, wherever the exam's order puts them.
 */
export function variantFor(pkg: { mode: 'turn' | 'random'; variants: readonly unknown[] }, candidateIndex: number, seed: string): number {
  const n = pkg.variants.length;
  if (!n) throw new Error('A paper package without variants');
  if (pkg.mode === 'turn') return ((candidateIndex % n) + n) % n;
  return Math.floor(seededRandom(seed)() * n);
}
