const stem = (text: string) => ({ content: `<p>${text}</p>` });
const options = (...texts: string[]) => texts.map((optionContent) => ({ optionContent }));
/**
 * One item of each type the exam client renders but forced choice (a personality paper's), as an author writes them:
 * the journey answers them one by one, the simulator deals them in turn.
 */
export const EXAM_DAY_ITEMS: object[] = [
  {
    itemTypeCode: 'single_choice',
    stemAttrs: stem('中国的首都是？'),
    optionsDataList: options('北京', '上海', '广州', '深圳'),
    answerAttrs: { options: ['A'] },
  },
  {
    itemTypeCode: 'multiple_choice',
    stemAttrs: stem('下列是质数的有'),
    optionsDataList: options('2', '3', '4', '9'),
    answerAttrs: { options: ['A', 'B'] },
  },
  { itemTypeCode: 'true_false', stemAttrs: stem('地球是圆的'), optionsDataList: options('正确', '错误'), answerAttrs: { options: ['A'] } },
  {
    itemTypeCode: 'cloze_fill',
    stemAttrs: { content: '<p>长江全长约<span data-blank="1"></span>公里，黄河约<span data-blank="2"></span>公里</p>' },
    answerAttrs: { blanks: [['6300'], ['5464']] },
  },
  {
    itemTypeCode: 'matching',
    stemAttrs: stem('将国家与首都连线'),
    optionsDataList: options('巴黎', '东京', '北京'),
    childItemList: [
      { stemAttrs: stem('法国'), answerAttrs: { options: ['A'] } },
      { stemAttrs: stem('日本'), answerAttrs: { options: ['B'] } },
    ],
  },
  {
    itemTypeCode: 'compound',
    stemAttrs: stem('春天来了，燕子飞回了北方。'),
    childItemList: [
      {
        itemTypeCode: 'single_choice',
        stemAttrs: stem('什么飞回了北方？'),
        optionsDataList: options('燕子', '大雁'),
        answerAttrs: { options: ['A'] },
        score: 2,
      },
      { itemTypeCode: 'short_answer', stemAttrs: stem('概括大意'), answerAttrs: {}, score: 2 },
    ],
  },
  { itemTypeCode: 'short_answer', stemAttrs: stem('简述牛顿第一定律'), answerAttrs: {} },
  { itemTypeCode: 'essay', stemAttrs: stem('以“成长”为题写一段话'), answerAttrs: { minWords: 10, maxWords: 300 } },
];
