import { type ItemContent, itemContentSchema, type ItemTypeCode } from '@cloud-exam/contract/bank/item';
import type { Language } from '@cloud-exam/contract/languages';
import type { z } from 'zod';

/**
 * One item of each type, in Chinese and in English (the other languages take the English ones): what the Word
 * sample and the Excel template show, and what the formats' tests send through every round trip.
 */

/** An item as the writers take it: its content, with its knowledge points by path and its tags. */
export type ExportItem = ItemContent & { knowledgePaths?: string[]; tags?: string[] };

type Sample = z.input<typeof itemContentSchema> & { knowledgePaths?: string[]; tags?: string[] };
const p = (text: string) => `<p>${text}</p>`;
const options = (...texts: string[]) => texts.map((optionContent) => ({ optionContent }));

const ZH: Record<ItemTypeCode, Sample> = {
  single_choice: {
    itemTypeCode: 'single_choice',
    stemAttrs: { content: p('中国的首都是（ ）') },
    optionsDataList: options('北京', '上海', '广州', '深圳'),
    answerAttrs: { options: ['A'] },
    descriptionAttrs: { content: p('北京是中华人民共和国的首都。') },
    score: 2,
    difficulty: 1,
    knowledgePaths: ['地理/中国地理'],
    tags: ['期中', '重点'],
  },
  multiple_choice: {
    itemTypeCode: 'multiple_choice',
    stemAttrs: { content: p('下列是质数的有（ ）') },
    optionsDataList: options('2', '3', '4', '<span data-latex="\\sqrt{49}"></span>'),
    answerAttrs: { options: ['A', 'B', 'D'], partialScore: 1 },
    score: 3,
    difficulty: 2,
    knowledgePaths: ['数学/数论'],
  },
  true_false: {
    itemTypeCode: 'true_false',
    stemAttrs: { content: p('水在标准大气压下100℃沸腾。') },
    optionsDataList: options('正确', '错误'),
    answerAttrs: { options: ['A'] },
    score: 1,
  },
  cloze_fill: {
    itemTypeCode: 'cloze_fill',
    stemAttrs: { content: p('长江全长约<span data-blank="1"></span>公里，流经<span data-blank="2"></span>个省级行政区。') },
    answerAttrs: { blanks: [['6300', '6,300'], ['11']], ignoreSpaces: true },
    score: 4,
    difficulty: 3,
  },
  matching: {
    itemTypeCode: 'matching',
    stemAttrs: { content: p('将国家与首都连线。') },
    optionsDataList: options('巴黎', '东京', '罗马'),
    childItemList: [
      { stemAttrs: { content: p('法国') }, answerAttrs: { options: ['A'] } },
      { stemAttrs: { content: p('日本') }, answerAttrs: { options: ['B'] } },
    ],
    attrsDataList: [
      { name: 'MATCH_QUESTION_NAME', value: '国家' },
      { name: 'MATCH_OPTION_NAME', value: '首都' },
    ],
    score: 4,
  },
  compound: {
    itemTypeCode: 'compound',
    stemAttrs: { content: p('阅读短文，回答问题。') + p('春天来了，小草从地下探出头来……') },
    childItemList: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: { content: p('短文描写的是哪个季节？') },
        optionsDataList: options('春', '夏', '秋', '冬'),
        answerAttrs: { options: ['A'] },
        score: 2,
      },
      {
        itemTypeCode: 'short_answer',
        stemAttrs: { content: p('概括短文的大意。') },
        answerAttrs: { content: p('描写春天万物复苏的景象。') },
        score: 5,
      },
    ],
    score: 0,
    difficulty: 4,
    tags: ['阅读'],
  },
  forced_choice: {
    itemTypeCode: 'forced_choice',
    stemAttrs: { content: p('选出最像你和最不像你的描述。') },
    optionsDataList: [
      { optionContent: '喜欢结识新朋友', optionAttrs: { dimension: '外向' } },
      { optionContent: '做事有条理', optionAttrs: { dimension: '尽责' } },
      { optionContent: '容易感到焦虑', optionAttrs: { dimension: '情绪' } },
    ],
    answerAttrs: { mostScore: 1, leastScore: -1 },
    score: 0,
  },
  short_answer: {
    itemTypeCode: 'short_answer',
    stemAttrs: { content: p('简述牛顿第一定律。') },
    answerAttrs: {
      content: p('一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态。'),
      rubric: p('答出“不受力”“静止或匀速直线运动”各得3分。'),
    },
    score: 6,
    difficulty: 3,
    knowledgePaths: ['物理/力学/牛顿定律'],
  },
  essay: {
    itemTypeCode: 'essay',
    stemAttrs: { content: p('以“成长”为题，写一篇记叙文。') },
    answerAttrs: { minWords: 600, maxWords: 1000, rubric: p('内容、结构、语言各占三分之一。') },
    score: 50,
    difficulty: 5,
  },
};

const EN: Record<ItemTypeCode, Sample> = {
  single_choice: {
    itemTypeCode: 'single_choice',
    stemAttrs: { content: p('What is the capital of France?') },
    optionsDataList: options('Paris', 'Lyon', 'Marseille', 'Nice'),
    answerAttrs: { options: ['A'] },
    descriptionAttrs: { content: p('Paris has been the capital since 987.') },
    score: 2,
    difficulty: 1,
    knowledgePaths: ['Geography/Europe'],
    tags: ['midterm', 'key'],
  },
  multiple_choice: {
    itemTypeCode: 'multiple_choice',
    stemAttrs: { content: p('Which of these are prime numbers?') },
    optionsDataList: options('2', '3', '4', '<span data-latex="\\sqrt{49}"></span>'),
    answerAttrs: { options: ['A', 'B', 'D'], partialScore: 1 },
    score: 3,
    difficulty: 2,
    knowledgePaths: ['Mathematics/Number theory'],
  },
  true_false: {
    itemTypeCode: 'true_false',
    stemAttrs: { content: p('Water boils at 100 °C at sea level.') },
    optionsDataList: options('True', 'False'),
    answerAttrs: { options: ['A'] },
    score: 1,
  },
  cloze_fill: {
    itemTypeCode: 'cloze_fill',
    stemAttrs: {
      content: p('The Nile is about <span data-blank="1"></span> km long and flows into the <span data-blank="2"></span> Sea.'),
    },
    answerAttrs: { blanks: [['6650', '6,650'], ['Mediterranean']], ignoreCase: true },
    score: 4,
    difficulty: 3,
  },
  matching: {
    itemTypeCode: 'matching',
    stemAttrs: { content: p('Match each country with its capital.') },
    optionsDataList: options('Paris', 'Tokyo', 'Rome'),
    childItemList: [
      { stemAttrs: { content: p('France') }, answerAttrs: { options: ['A'] } },
      { stemAttrs: { content: p('Japan') }, answerAttrs: { options: ['B'] } },
    ],
    attrsDataList: [
      { name: 'MATCH_QUESTION_NAME', value: 'Country' },
      { name: 'MATCH_OPTION_NAME', value: 'Capital' },
    ],
    score: 4,
  },
  compound: {
    itemTypeCode: 'compound',
    stemAttrs: {
      content: p('Read the passage and answer the questions.') + p('Spring has come, and the grass is peeping out of the ground…'),
    },
    childItemList: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: { content: p('Which season does the passage describe?') },
        optionsDataList: options('Spring', 'Summer', 'Autumn', 'Winter'),
        answerAttrs: { options: ['A'] },
        score: 2,
      },
      {
        itemTypeCode: 'short_answer',
        stemAttrs: { content: p('Sum up the passage.') },
        answerAttrs: { content: p('Everything comes back to life in spring.') },
        score: 5,
      },
    ],
    score: 0,
    difficulty: 4,
    tags: ['reading'],
  },
  forced_choice: {
    itemTypeCode: 'forced_choice',
    stemAttrs: { content: p('Choose the statement most like you and the one least like you.') },
    optionsDataList: [
      { optionContent: 'I enjoy meeting new people', optionAttrs: { dimension: 'Extraversion' } },
      { optionContent: 'I keep things in order', optionAttrs: { dimension: 'Conscientiousness' } },
      { optionContent: 'I worry easily', optionAttrs: { dimension: 'Neuroticism' } },
    ],
    answerAttrs: { mostScore: 1, leastScore: -1 },
    score: 0,
  },
  short_answer: {
    itemTypeCode: 'short_answer',
    stemAttrs: { content: p('State Newton’s first law.') },
    answerAttrs: {
      content: p('A body stays at rest or in uniform motion unless a force acts on it.'),
      rubric: p('3 points for “no force”, 3 for “rest or uniform motion”.'),
    },
    score: 6,
    difficulty: 3,
    knowledgePaths: ['Physics/Mechanics/Newton’s laws'],
  },
  essay: {
    itemTypeCode: 'essay',
    stemAttrs: { content: p('Write a story titled “Growing up”.') },
    answerAttrs: { minWords: 300, maxWords: 500, rubric: p('Content, structure and language count a third each.') },
    score: 50,
    difficulty: 5,
  },
};

const exported = (sample: Sample): ExportItem => ({
  ...itemContentSchema.parse(sample),
  knowledgePaths: sample.knowledgePaths ?? [],
  tags: sample.tags ?? [],
});

/** One item of each type, in the order of ITEM_TYPE_CODES, in the language of the sample. */
export function sampleItems(lang: Language): ExportItem[] {
  return Object.values(lang === 'zh' ? ZH : EN).map(exported);
}
