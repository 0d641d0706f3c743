import { ErrorCodes } from '@cloud-exam/contract/errors';
import { LANGUAGES } from '@cloud-exam/contract/languages';
import { Document, ImageRun, Math as OfficeMath, MathFraction, MathRun, MathSuperScript, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/xlsx-files';
import { comparable, everyField, pictures, png } from './fixtures';
import { sampleItems } from './samples';
import { wordSample, writeWordItems } from './word-export';
import { parseWordItems } from './word-import';

/** A .docx of paragraphs: strings as typed, or paragraphs made with docx. */
const docxOf = (paragraphs: (string | Paragraph)[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => (typeof p === 'string' ? new Paragraph(p) : p)) }] }));
const noPictures = async () => 'cloudeFile/file/none';
const parse = async (paragraphs: (string | Paragraph)[]) => parseWordItems(await docxOf(paragraphs), noPictures);

describe('Word export and import', () => {
  it.each(LANGUAGES)('gives back every field of every type (labels in %s)', async (lang) => {
    const items = everyField();
    const docx = await writeWordItems(items, lang, { image: pictures.load });
    const { items: parsed, problems } = await parseWordItems(docx, pictures.store);
    expect(problems).toEqual([]);
    expect(parsed.map((i) => i.problems)).toEqual(items.map(() => []));
    expect(parsed.map(comparable)).toEqual(items.map(comparable));
    expect(parsed.map((i) => i.source.ordinal)).toEqual(items.map((_, i) => i + 1));
  });

  it.each(LANGUAGES)('offers a sample (%s) that imports as one valid item of each type', async (lang) => {
    const { items } = await parseWordItems(await wordSample(lang), noPictures);
    expect(items.map((i) => [i.itemTypeCode, i.problems])).toEqual(sampleItems(lang).map((i) => [i.itemTypeCode, []]));
    expect(items.map(comparable)).toEqual(sampleItems(lang).map(comparable));
  });
});

describe('Word import of what authors type', () => {
  it('reads the common ways of numbering, lettering and answering', async () => {
    const { items, problems } = await parse([
      '2024年期中考试（说明文字不属于任何试题）',
      '一、单项选择题（每题2分，共4分）',
      '1、中国的首都是（ ）',
      'A．北京    B．上海    C．广州    D．深圳',
      '答案：A',
      '难度：易',
      '（2）下列哪个是偶数',
      'A) 1',
      'B) 2',
      '答案: B',
      '分值：3',
      '二、多选题',
      '3. 下列是质数的有',
      'A、2  B、4',
      'C、5',
      '答案：A、C',
      '分值：2',
      'Part 3. True or false',
      '4. The sun rises in the east.',
      'Answer: √',
      'Score: 1',
      'Difficulty: fairly hard',
      'Knowledge points: Geography/Earth; Astronomy',
      'Tags: easy, daily',
      '三、填空题（每小题1.5分）',
      '5. 水的化学式是______，由（  ）种元素组成。',
      '答案：H2O|2',
      '判分规则：忽略大小写',
      '四、连线题',
      '6. 把作者和作品连起来',
      '（1）鲁迅',
      '（2）老舍',
      'A. 骆驼祥子',
      'B. 呐喊',
      '答案：1-B，2-A',
      '分值：2',
      '五、阅读理解',
      '7. 阅读下面的短文。',
      '从前有座山。',
      '（1）山上有什么？',
      'A. 庙 B. 河',
      '答案：A',
      '分值：2',
      '（2）这是真的吗？',
      '答案：×',
      '分值：1',
      '（3）故事发生在______。',
      '答案：从前',
      '分值：1',
      '（4）续写故事。',
      '答案：（略）',
      '分值：5',
      '难度：较难',
      '六、作文',
      '8. 写一篇关于春天的作文。',
      '字数：600-',
      '分值：40',
    ]);
    expect(problems).toEqual([]);
    expect(items.map((i) => i.problems)).toEqual(items.map(() => []));
    expect(items.map((i) => [i.itemTypeCode, i.score, i.difficulty])).toEqual([
      ['single_choice', 2, 1],
      ['single_choice', 3, 3],
      ['multiple_choice', 2, 3],
      ['true_false', 1, 4],
      ['cloze_fill', 1.5, 3],
      ['matching', 2, 3],
      ['compound', 9, 4],
      ['essay', 40, 3],
    ]);
    const [first, , multiple, truth, cloze, matching, compound, essay] = items;
    expect(first).toMatchObject({
      stemAttrs: { content: '<p>中国的首都是（ ）</p>' },
      optionsDataList: ['北京', '上海', '广州', '深圳'].map((optionContent, i) => ({ optionName: 'ABCD'[i], optionContent })),
      source: { paragraph: 3, ordinal: 1 },
    });
    expect(multiple!.answerAttrs.options).toEqual(['A', 'C']);
    expect(multiple!.optionsDataList.map((o) => o.optionContent)).toEqual(['2', '4', '5']);
    expect(truth).toMatchObject({
      optionsDataList: [{ optionContent: '正确' }, { optionContent: '错误' }],
      answerAttrs: { options: ['A'] },
      knowledgePaths: ['Geography/Earth', 'Astronomy'],
      tags: ['easy', 'daily'],
    });
    expect(cloze).toMatchObject({
      stemAttrs: { content: '<p>水的化学式是<span data-blank="1"></span>，由<span data-blank="2"></span>种元素组成。</p>' },
      answerAttrs: { blanks: [['H2O'], ['2']], ignoreCase: true },
    });
    expect(matching!.childItemList).toEqual([
      { stemAttrs: { content: '<p>鲁迅</p>', media: [] }, answerAttrs: { options: ['B'] } },
      { stemAttrs: { content: '<p>老舍</p>', media: [] }, answerAttrs: { options: ['A'] } },
    ]);
    expect(compound!.stemAttrs.content).toBe('<p>阅读下面的短文。</p><p>从前有座山。</p>');
    expect(compound!.childItemList.map((c) => ('itemTypeCode' in c ? c.itemTypeCode : ''))).toEqual([
      'single_choice',
      'true_false',
      'cloze_fill',
      'short_answer',
    ]);
    expect(essay!.answerAttrs).toEqual({ minWords: 600 });
  });

  it('reads Word’s own equations as LaTeX, formulas typed between dollars, and stores the pictures', async () => {
    const equation = new OfficeMath({
      children: [
        new MathFraction({ numerator: [new MathRun('1')], denominator: [new MathRun('2')] }),
        new MathRun('+'),
        new MathSuperScript({ children: [new MathRun('x')], superScript: [new MathRun('2')] }),
      ],
    });
    const stored: string[] = [];
    const { items } = await parseWordItems(
      await docxOf([
        '一、单选题',
        new Paragraph({ children: [new TextRun('1. 计算 '), equation, new TextRun(' 的值，且 \\(a<b\\)，价格 $5 和 $6：')] }),
        new Paragraph({ children: [new ImageRun({ type: 'png', data: png(), transformation: { width: 20, height: 10 } })] }),
        'A. $\\alpha$',
        'B. $$\\beta$$',
        '答案：A',
        '分值：1',
      ]),
      async (bytes, type) => {
        stored.push(`${type}:${bytes.length}`);
        return 'cloudeFile/file/p1';
      },
    );
    expect(stored).toEqual([`image/png:${png().length}`]);
    expect(items[0]!.stemAttrs.content).toBe(
      '<p>计算 <span data-latex="\\frac{1}{2}+x^{2}"></span> 的值，且 <span data-latex="a&lt;b"></span>，价格 $5 和 $6：</p><p><img src="cloudeFile/file/p1"></p>',
    );
    expect(items[0]!.optionsDataList.map((o) => o.optionContent)).toEqual([
      '<span data-latex="\\alpha"></span>',
      '<div data-latex="\\beta"></div>',
    ]);
  });

  it('reports each item’s problems with catalogued codes, and imports the rest', async () => {
    const { items } = await parse([
      '1. 没有题型标题的题',
      '答案：A',
      '一、单选题',
      '2. 没有答案',
      'A. 甲',
      'B. 乙',
      '分值：1',
      '3. 答案字母没有对应选项',
      'A. 甲',
      'B. 乙',
      '答案：E',
      '难度：很难',
      '分值：一分',
      '4. 单选题写成了两行答案',
      'A. 甲',
      'B. 乙',
      '答案：A',
      '这一行不属于任何字段',
      '分值：2',
      '5.【口算题】未知题型标签',
      '二、口语题',
      '6. 不认识的题型',
      '三、判断题',
      '7. 答案读不懂',
      '答案：也许',
      '分值：1',
    ]);
    const codes = items.map((i) => i.problems.map((p) => p.code));
    expect(codes[0]).toContain(ErrorCodes.itemTypeMissing);
    expect(items[1]!.problems).toContainEqual({ field: 'answerAttrs.options', code: ErrorCodes.answerMissing });
    expect(items[2]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'answerAttrs.options', code: ErrorCodes.answerOptionUnknown, params: { option: 'E' } },
        { field: 'difficulty', code: ErrorCodes.difficultyUnreadable, params: { value: '很难' } },
        { field: 'score', code: ErrorCodes.valueUnreadable, params: { label: '分值', value: '一分' } },
      ]),
    );
    expect(items[3]!.problems).toEqual([{ code: ErrorCodes.lineUnexpected, params: { text: '这一行不属于任何字段' } }]);
    expect(codes[4]).toContain(ErrorCodes.itemTypeUnknown);
    expect(items[5]!.problems[0]).toEqual({ code: ErrorCodes.itemTypeUnknown, params: { type: '口语题' } });
    expect(items[6]!.problems).toEqual([{ field: 'answerAttrs.options', code: ErrorCodes.answerUnreadable, params: { answer: '也许' } }]);
  });

  it('refuses a file that is not a .docx, a zip bomb, and more than 1000 items, with catalogued codes', async () => {
    expect(await parseWordItems(Buffer.from('not a zip'), noPictures)).toEqual({
      items: [],
      problems: [{ code: ErrorCodes.wordUnreadable }],
    });
    const bomb = zipOf([{ name: 'word/document.xml', data: Buffer.alloc(1000), declaredSize: 10 }]);
    expect((await parseWordItems(bomb, noPictures)).problems).toEqual([{ code: ErrorCodes.wordUnreadable }]);
    const huge = zipOf([{ name: 'word/document.xml', data: Buffer.alloc(10), declaredSize: 300 * 2 ** 20 }]);
    expect((await parseWordItems(huge, noPictures)).problems[0]!.code).toBe(ErrorCodes.packageTooLarge);
    const many = Array.from({ length: 1001 }, () => sampleItems('zh')[0]!);
    expect(await parseWordItems(await writeWordItems(many, 'zh'), noPictures)).toEqual({
      items: [],
      problems: [{ code: ErrorCodes.tooManyWordQuestions }],
    });
  });

  it('parses 1,000 items well within 10 s, telling its progress', async () => {
    const samples = sampleItems('zh');
    const items = Array.from({ length: 1000 }, (_, i) => samples[i % samples.length]!);
    const docx = await writeWordItems(items, 'zh');
    const progress: number[] = [];
    const started = performance.now();
    const parsed = await parseWordItems(docx, noPictures, { onProgress: (f) => void progress.push(f) });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Word import: 1,000 items (${Math.round(docx.length / 1024)} KB) parsed in ${seconds.toFixed(2)} s`);
    expect(parsed.items).toHaveLength(1000);
    expect(parsed.items.every((i) => !i.problems.length)).toBe(true);
    expect(seconds).toBeLessThan(10);
    expect(progress[progress.length - 1]).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
