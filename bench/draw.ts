// The reproducible draw of a rules paper for every candidate of a large exam, in process: the exam service draws
// each candidate's paper from the frozen version and the content of the items it takes, so its cost is the draw's
// and that of reading those items (not measured here: a hundred rows by key).
import type { ItemContent } from '@cloud-exam/contract/bank/item';
import { drawPaper } from '@cloud-exam/contract/paper/draw';
import type { PaperSnapshot } from '@cloud-exam/contract/paper/paper';

export const CANDIDATES = 10_000;
const SECTIONS = 5;
const RULES = 2;
const POOL = 2_000;
const COUNT = 10;

const item = (n: number): ItemContent => ({
  itemTypeCode: 'single_choice',
  stemAttrs: { content: `<p>基准试题 ${n}：下列哪一项是正确的？</p>`, media: [] },
  optionsDataList: ['甲', '乙', '丙', '丁'].map((o, i) => ({
    optionName: 'ABCD'[i]!,
    optionContent: `<p>${o}${n}</p>`,
    optionAttrs: {},
  })),
  answerAttrs: { options: ['A'] },
  descriptionAttrs: { content: '' },
  attrsDataList: [],
  childItemList: [],
  outTimeSecond: 0,
  score: 2,
  difficulty: 3,
  hint: '',
});

/** The pool items' content, as the frozen version keeps it beside the snapshot. */
const contents = new Map<string, ItemContent>();

/** A paper of SECTIONS sections, each RULES rules drawing COUNT items from pools of POOL, items and options shuffled. */
function snapshot(): PaperSnapshot {
  let n = 0;
  return {
    paperId: '00000000-0000-4000-8000-000000000001',
    version: 1,
    name: '基准随机卷',
    description: null,
    kind: 'random',
    totalScore: SECTIONS * RULES * COUNT * 2,
    passMark: 60,
    duration: 120,
    frozenAt: new Date().toISOString(),
    sections: Array.from({ length: SECTIONS }, (_, s) => ({
      topicName: `第${s + 1}部分`,
      topicDescription: '',
      score: 2,
      shuffleItems: true,
      shuffleOptions: true,
      items: [],
      rules: Array.from({ length: RULES }, () => ({
        itemTypeCode: 'single_choice' as const,
        count: COUNT,
        score: 2,
        pool: Array.from({ length: POOL }, () => {
          const itemId = `item-${++n}`;
          contents.set(itemId, item(n));
          return { itemId, itemVersion: 1 };
        }),
      })),
    })),
  };
}

/** Milliseconds to draw CANDIDATES papers, one per admission number, and how many items each holds. */
export function benchDraw() {
  const frozen = snapshot();
  const started = performance.now();
  let items = 0;
  for (let c = 0; c < CANDIDATES; c++)
    items = drawPaper(frozen, `2026${String(c).padStart(6, '0')}`, (i) => contents.get(i.itemId)).sections.reduce(
      (sum, s) => sum + s.items.length,
      0,
    );
  return { ms: performance.now() - started, items, pool: SECTIONS * RULES * POOL };
}
