import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import { ABCD, itemRow as row, plain, readTeacherExam, shownItem as shown } from './fixtures';

const parse = (text: string) => readTeacherExam(text);

describe('Word exams whose key is marked or tagged', () => {
  it('takes the red, bold or underlined options as the key and keeps no mark in the item', async () => {
    const { items } = await parse(`
      一、单选题（每题2分）
      1．中国的首都是（\u3000\u3000）
      [[A．北京]]\u3000B．上海\u3000C．广州\u3000D．深圳
      2．世界上面积最大的大洋是（\u3000\u3000）
      A．太平洋
      [[B．大西洋]]
      C．印度洋
      二、多选题（每题3分）
      3．下列属于亚洲的国家有（\u3000\u3000）
      [[A．中国]]\u3000B．法国\u3000[[C．日本]]\u3000D．巴西
      三、判断题（每题1分）
      4．赤道是最长的纬线。
      [[A．正确]]\u3000B．错误
      四、单选题（每题2分）
      5．下列是偶数的是（\u3000\u3000）
      A．1\u3000**B．2**\u3000C．3
      6．下列是奇数的是（\u3000\u3000）
      ++A++．1\u3000B．2\u3000C．4
      7．没有标出答案的题（\u3000\u3000）
      A．甲\u3000B．乙
      五、填空题（每空1分）
      8．我国的首都是[[北京]]，最长的河流是[[长江]]。
      9．水的化学式是++H2O++。
      六、单选题（每题2分）
      10．答案写在括号里的题（B）
      A．甲\u3000B．乙
    `);
    expect(items.map(shown)).toEqual([
      row('single_choice', '中国的首都是（　　）', ABCD, 'A', 2, '', 'red'),
      row('single_choice', '世界上面积最大的大洋是（　　）', ['太平洋', '大西洋', '印度洋'], 'B', 2, '', 'red'),
      row('multiple_choice', '下列属于亚洲的国家有（　　）', ['中国', '法国', '日本', '巴西'], 'AC', 3, '', 'red'),
      row('true_false', '赤道是最长的纬线。', ['正确', '错误'], 'A', 1, '', 'red'),
      row('single_choice', '下列是偶数的是（　　）', ['1', '2', '3'], 'B', 2, '', 'bold'),
      row('single_choice', '下列是奇数的是（　　）', ['1', '2', '4'], 'A', 2, '', 'underline'),
      { ...row('single_choice', '没有标出答案的题（　　）', ['甲', '乙'], '', 2, '', undefined), problems: [ErrorCodes.answerMissing] },
      row('cloze_fill', '我国的首都是，最长的河流是。', [], '北京；长江', 2, '', 'red'),
      row('cloze_fill', '水的化学式是。', [], 'H2O', 1, '', 'underline'),
      row('single_choice', '答案写在括号里的题（ ）', ['甲', '乙'], 'B', 2, '', 'inline'),
    ]);
    expect(items[7]!.stemAttrs.content).toBe('<p>我国的首都是<span data-blank="1"></span>，最长的河流是<span data-blank="2"></span>。</p>');
    const html = items.flatMap((i) => [i.stemAttrs.content, ...i.optionsDataList.map((o) => o.optionContent)]).join('');
    expect(html).not.toMatch(/ce-red|<strong>|<u>/);
  });

  it('reads the 【单选】【多选】【填空】【判断】 layout of exam systems, with 【答案：】【分值：】【解析】 and difficulty tags', async () => {
    const { items, skipped } = await parse(`
      【单选】中国的首都是（ ）
      A.北京
      B.上海
      C.广州
      D.深圳
      【答案：A】
      【分值：2】
      【解析】北京是中华人民共和国的首都。
      【简单】
      【多选】下列是质数的有（ ）
      A.2
      B.3
      C.4
      【答案：AB】【分值：3】【困难】
      【填空】长江全长约____公里，黄河全长约（  ）公里。
      【答案：6300/6,300；5464】
      【分值：4】
      【判断】地球是圆的。
      【答案：正确】
      【分值：1】
      【解析】地球是一个近似的球体。
      赤道略鼓，两极稍扁。
      【单选】没有分值的题
      A.甲
      B.乙
      【答案：B】
    `);
    expect(skipped).toBeUndefined();
    expect(items.map(shown)).toEqual([
      row('single_choice', '中国的首都是（ ）', ABCD, 'A', 2, '北京是中华人民共和国的首都。', 'inline'),
      row('multiple_choice', '下列是质数的有（ ）', ['2', '3', '4'], 'AB', 3, '', 'inline'),
      row('cloze_fill', '长江全长约公里，黄河全长约公里。', [], '6300/6,300；5464', 4, '', 'inline'),
      row('true_false', '地球是圆的。', ['正确', '错误'], 'A', 1, '地球是一个近似的球体。赤道略鼓，两极稍扁。', 'inline'),
      row('single_choice', '没有分值的题', ['甲', '乙'], 'B', 'missing', '', 'inline'),
    ]);
    expect(items.map((i) => i.difficulty)).toEqual([1, 5, 3, 3, 3]);
  });

  it('reads answers beside the question: 答案： with 解析： on its line, 【答案】【分析】【详解】, [单选题] tags and scores in the stem', async () => {
    const { items } = await parse(`
      一、选择题
      1.[单选题]（3分）下列城市是直辖市的是
      A.上海 B.苏州 C.杭州
      答案：A\u3000解析：上海是直辖市。
      2.[多选题]下列是偶数的有
      A.2 B.4 C.5
      【答案】AB
      【分析】偶数能被2整除。
      【详解】2和4能被2整除，
      故选AB。
      3．【判断】北京是中国的首都。（√）
      4．$x^2=4$ 的解是（\u3000\u3000）（2分）
      A．$x=2$\u3000B．$x=\\pm 2$
      答案：B
      解析：
      1. 开平方得 $x=\\pm 2$；
      2. 故选B。
    `);
    expect(items.map(shown)).toEqual([
      row('single_choice', '下列城市是直辖市的是', ['上海', '苏州', '杭州'], 'A', 3, '上海是直辖市。', 'inline'),
      row('multiple_choice', '下列是偶数的有', ['2', '4', '5'], 'AB', 'missing', '偶数能被2整除。2和4能被2整除，故选AB。', 'inline'),
      row('true_false', '北京是中国的首都。（ ）', ['正确', '错误'], 'A', 'missing', '', 'inline'),
      row('single_choice', ' 的解是（　　）', ['', ''], 'B', 2, '1. 开平方得 ；2. 故选B。', 'inline'),
    ]);
    expect(items[3]!.optionsDataList.map((o) => o.optionContent)).toEqual([
      '<span data-latex="x=2"></span>',
      '<span data-latex="x=\\pm 2"></span>',
    ]);
  });

  it('reads keys as ranges, several answers a line and a table of columns, and names what it cannot place', async () => {
    const { items, skipped } = await parse(`
      一、单选题
      1．甲（ ）
      A．1 B．2
      2．乙（ ）
      A．1 B．2
      3．丙（ ）
      A．1 B．2
      答案：A
      二、判断题
      1．丁。
      2．戊。
      三、单选题
      1．己（ ）
      A．1 B．2
      答案与解析
      一、单选题
      1-3 BAB
      二、判断题
      1.√ 2.×
      三、单选题
      |题号|答案|解析
      |1|B|己选B。
      四、附加题
      这一行读不懂
    `);
    expect(items.map((i) => [i.itemTypeCode, i.answerAttrs.options?.join(''), i.answerFrom])).toEqual([
      ['single_choice', 'B', 'key'],
      ['single_choice', 'A', 'key'],
      ['single_choice', 'A', 'inline'],
      ['true_false', 'A', 'key'],
      ['true_false', 'B', 'key'],
      ['single_choice', 'B', 'key'],
    ]);
    expect(plain(items[5]!.descriptionAttrs.content)).toBe('己选B。');
    expect(skipped).toEqual([
      { code: ErrorCodes.wordKeyUnreadable, params: { text: '这一行读不懂' } },
      { code: ErrorCodes.wordKeyConflict, params: { number: 3, inline: 'A', key: 'B' } },
    ]);
  });
});

describe('Word exams whose explanation comes first or whose key says more than the heading', () => {
  it('keeps option-like lines of an explanation in it, and makes a choice keyed with several letters a multiple choice', async () => {
    const { items } = await parse(`
      一、选择题（每题2分）
      1．下列说法正确的是（\u3000\u3000）
      A．甲\u3000B．乙\u3000C．丙
      【解析】
      A．甲是错的；
      B．乙是对的；
      【答案】B
      2．下列说法正确的有（\u3000\u3000）
      A．甲\u3000B．乙\u3000C．丙
      参考答案
      1．B\u30002．AC
    `);
    expect(items.map(shown)).toEqual([
      row('single_choice', '下列说法正确的是（　　）', ['甲', '乙', '丙'], 'B', 2, 'A．甲是错的；B．乙是对的；', 'inline'),
      row('multiple_choice', '下列说法正确的有（　　）', ['甲', '乙', '丙'], 'AC', 2, '', 'key'),
    ]);
  });
});
