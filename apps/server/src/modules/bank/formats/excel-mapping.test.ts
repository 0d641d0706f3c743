import type { ColumnField } from '@cloud-exam/contract/bank/item-mapping';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import type { NamedSheet } from '../../../lib/xlsx-reader';
import { itemsByMapping, sheetLayout, splitOptions, typeOfCell, workbookLayout } from './excel-mapping';

const sheet = (name: string, rows: string[][]): NamedSheet => ({ name, rows: rows.map((cells, i) => ({ row: i + 1, cells })) });
const guesses = (s: NamedSheet) => sheetLayout(s).columns.map((c) => c.guess);

/** A 考试星-like sheet: an instruction line above the headers, the type first, options A–E, 正确答案, 分数, 解析. */
const examStar = sheet('试题导入', [
  ['说明：带*号为必填项，题型可填 单选题/多选题/判断题/填空题/问答题', '', '', '', '', '', '', '', '', '', ''],
  ['题型*', '题目内容*', '选项A', '选项B', '选项C', '选项D', '选项E', '正确答案*', '分数', '答案解析', '难度'],
  ['单选题', '我国的首都是哪座城市？', '上海', '北京', '广州', '深圳', '', 'B', '2', '北京是首都', '简单'],
  ['多选题', '下列属于哺乳动物的是', '鲸', '鲨鱼', '蝙蝠', '企鹅', '', 'A,C', '3', '', '中等'],
  ['判断题', '地球绕太阳公转。', '', '', '', '', '', '正确', '1', '', '易'],
  ['填空题', '水的化学式是____。', '', '', '', '', '', 'H2O', '2', '', ''],
  ['问答题', '简述光合作用的过程。', '', '', '', '', '', '光反应与暗反应', '10', '', '难'],
  ['排序题', '无法识别的题型', '', '', '', '', '', '', '2', '', ''],
]);

/** A 问卷星-like export: numbered rows, options in one cell, type and score columns with other names. */
const wjx = sheet('Sheet1', [
  ['序号', '题目类型', '题目', '选项', '正确答案', '题目分值', '知识点', '标签'],
  ['1', '单选', '1+1=？', 'A.1|B.2|C.3', 'B', '5', '数学/加法', '基础；口算'],
  ['2', '多选', '下列是偶数的是', 'A、2 B、3 C、4 D、5', 'AC', '5', '', ''],
  ['3', '判断', '3是偶数', '', '错', '', '', ''],
]);

/** An English sheet: Question, Option A…D, Answer, Type, Points. */
const english = sheet('Questions', [
  ['Question', 'Option A', 'Option B', 'Option C', 'Option D', 'Answer', 'Type', 'Points', 'Explanation'],
  ['What is the capital of France?', 'Berlin', 'Paris', 'Rome', 'Madrid', 'B', 'Multiple Choice (single answer)', '2', 'Paris is.'],
  ['Which are prime numbers?', '2', '3', '4', '9', 'A, B', 'Multiple response', '3', ''],
  ['The sun is a star.', '', '', '', '', 'True', 'True/False', '1', ''],
]);

/** A sheet whose headers say nothing of the answer and type: told by their values. */
const unnamed = sheet('导出', [
  ['内容', 'A', 'B', 'C', 'D', '列1', '列2'],
  ['以下哪个是水果', '苹果', '白菜', '土豆', '萝卜', 'A', '单选'],
  ['以下哪些是颜色', '红', '绿', '桌子', '椅子', 'AB', '多选'],
]);

describe('guessing the columns of a foreign workbook', () => {
  it('reads a 考试星-like sheet below its instruction line', () => {
    const layout = sheetLayout(examStar);
    expect(layout.rows).toBe(6);
    expect(layout.columns.map((c) => c.header)[1]).toBe('题目内容*');
    expect(layout.columns.map((c) => c.guess)).toEqual<(ColumnField | null)[]>([
      'type',
      'stem',
      'option',
      'option',
      'option',
      'option',
      'option',
      'answer',
      'score',
      'description',
      'difficulty',
    ]);
    expect(layout.columns[1]!.samples).toEqual(['我国的首都是哪座城市？', '下列属于哺乳动物的是', '地球绕太阳公转。']);
  });

  it('reads a 问卷星-like sheet: the number column left out, options in one column, knowledge and tags', () => {
    expect(guesses(wjx)).toEqual([null, 'type', 'stem', 'options', 'answer', 'score', 'knowledge', 'tags']);
  });

  it('reads English headers', () => {
    expect(guesses(english)).toEqual(['stem', 'option', 'option', 'option', 'option', 'answer', 'type', 'score', 'description']);
  });

  it('tells the answer and type columns by their values, and the stem by the longest texts', () => {
    expect(guesses(unnamed)).toEqual(['stem', 'option', 'option', 'option', 'option', 'answer', 'type']);
  });

  it('picks the first sheet with rows and a stem', () => {
    const empty = sheet('封面', [['题库导出'], []]);
    expect(workbookLayout([empty, english]).sheet).toBe('Questions');
  });

  it('maps the type words of other systems to the bank’s types', () => {
    expect(
      [
        '单选题',
        '单项选择',
        '单项选择题',
        '多项选择题',
        '不定项选择',
        '判断',
        'single choice',
        'Multiple response',
        'True/False',
        '问答题',
        '填空',
        'essay',
        'MCQ',
      ].map(typeOfCell),
    ).toEqual([
      'single_choice',
      'single_choice',
      'single_choice',
      'multiple_choice',
      'multiple_choice',
      'true_false',
      'single_choice',
      'multiple_choice',
      'true_false',
      'short_answer',
      'cloze_fill',
      'essay',
      'single_choice',
    ]);
    expect(typeOfCell('排序题')).toBeUndefined();
  });

  it('splits options written in one cell', () => {
    expect(splitOptions('A.1|B.2|C.3')).toEqual(['1', '2', '3']);
    expect(splitOptions('A、2 B、3 C、4 D、5')).toEqual(['2', '3', '4', '5']);
    expect(splitOptions('A. 北京\nB. 上海')).toEqual(['北京', '上海']);
    expect(splitOptions('红；绿；蓝')).toEqual(['红', '绿', '蓝']);
  });
});

const fieldsOf = (s: NamedSheet) => sheetLayout(s).columns.map((c) => c.guess);

describe('reading rows by a mapping', () => {
  it('reads a 考试星-like sheet: every type, its answer and score; an unknown type reported with its row', () => {
    const { items, problems } = itemsByMapping([examStar], { sheet: '试题导入', fields: fieldsOf(examStar) });
    expect(problems).toEqual([]);
    expect(items.map((i) => i.itemTypeCode)).toEqual([
      'single_choice',
      'multiple_choice',
      'true_false',
      'cloze_fill',
      'short_answer',
      'short_answer',
    ]);
    const [single, multiple, judge, cloze, open, unknown] = items;
    expect(single!.optionsDataList.map((o) => o.optionContent)).toEqual(['上海', '北京', '广州', '深圳']);
    expect(single!.answerAttrs.options).toEqual(['B']);
    expect(single!.score).toBe(2);
    expect(single!.difficulty).toBe(1);
    expect(single!.descriptionAttrs.content).toContain('北京是首都');
    expect(single!.problems).toEqual([]);
    expect(single!.answerFrom).toBe('file');
    expect(multiple!.answerAttrs.options).toEqual(['A', 'C']);
    expect(judge!.answerAttrs.options).toEqual(['A']);
    expect(cloze!.answerAttrs.blanks).toEqual([['H2O']]);
    expect(open!.score).toBe(10);
    expect(unknown!.source).toEqual({ sheet: '试题导入', row: 8, ordinal: 6 });
    expect(unknown!.problems).toContainEqual({ field: 'itemTypeCode', code: ErrorCodes.rowTypeUnknown, params: { type: '排序题' } });
  });

  it('reads options from one cell, knowledge and tags; a row without a score is marked for the default score', () => {
    const { items } = itemsByMapping([wjx], { sheet: 'Sheet1', fields: fieldsOf(wjx) });
    expect(items.map((i) => i.optionsDataList.map((o) => o.optionContent))).toEqual([
      ['1', '2', '3'],
      ['2', '3', '4', '5'],
      expect.any(Array),
    ]);
    expect(items[0]!.knowledgePaths).toEqual(['数学/加法']);
    expect(items[0]!.tags).toEqual(['基础', '口算']);
    expect(items[1]!.answerAttrs.options).toEqual(['A', 'C']);
    const judge = items[2]!;
    expect(judge.itemTypeCode).toBe('true_false');
    expect(judge.answerAttrs.options).toEqual(['B']);
    expect(judge.scoreMissing).toBe(true);
    expect(judge.problems).toEqual([]);
    expect(items[0]!.scoreMissing).toBeFalsy();
  });

  it('reads an English sheet and guesses a row’s type from its answer when no type column is mapped', () => {
    const fields = fieldsOf(english).map((f) => (f === 'type' ? null : f));
    const { items } = itemsByMapping([english], { sheet: 'Questions', fields });
    expect(items.map((i) => i.itemTypeCode)).toEqual(['single_choice', 'multiple_choice', 'true_false']);
    expect(items.map((i) => i.score)).toEqual([2, 3, 1]);
    expect(items.every((i) => !i.problems.length)).toBe(true);
    const typed = itemsByMapping([english], { sheet: 'Questions', fields: fieldsOf(english) }).items;
    expect(typed.map((i) => i.itemTypeCode)).toEqual(['single_choice', 'multiple_choice', 'true_false']);
  });

  it('refuses a mapping without a stem, with a field twice, or of a sheet the file lacks', () => {
    expect(itemsByMapping([english], { sheet: 'Questions', fields: [null, 'option'] }).problems).toEqual([
      { code: ErrorCodes.mappingNoStem },
    ]);
    expect(itemsByMapping([english], { sheet: 'Questions', fields: ['stem', 'answer', 'answer'] }).problems).toEqual([
      { code: ErrorCodes.mappingFieldTwice, params: { field: 'answer' } },
    ]);
    expect(itemsByMapping([english], { sheet: 'Nope', fields: ['stem'] }).problems).toEqual([
      { code: ErrorCodes.mappingSheetUnknown, params: { sheet: 'Nope' } },
    ]);
  });
});
