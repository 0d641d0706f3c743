import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import { ABCD, itemRow as row, plain, readTeacherExam, shownItem as shown } from './fixtures';

const stored: string[] = [];
const parse = (text: string) => readTeacherExam(text, stored);

describe('Word exams as teachers write them', () => {
  it('reads a section of ten single choices with its score, a true/false section, fill-ins and open questions, and the key table at the end', async () => {
    const { items, problems, skipped } = await parse(`
      2025学年第一学期七年级地理期末试卷
      （考试时间：60分钟\u3000满分：100分）
      一、单项选择题（每题2分，共20分）
      1．中国的首都是（\u3000\u3000）
      A．北京\u3000B．上海\u3000C．广州\u3000D．深圳
      2、世界上面积最大的大洋是（\u3000\u3000）
      A．太平洋
      B．大西洋
      C．印度洋
      D．北冰洋
      3.长江注入（\u3000\u3000）
      A.东海B.黄海C.渤海D.南海
      4. 我国人口最多的民族是（ ）
      A汉族 B壮族 C回族 D满族
      5．地球自转一周约需（\u3000\u3000）
      A．1小时\u3000\u3000B．1天\u3000\u3000C．1月\u3000\u3000D．1年
      6．下列城市中位于南半球的是（\u3000\u3000）
      A．悉尼\u3000B．伦敦\u3000C．东京\u3000D．纽约
      7．读图，图中所示地形是（\u3000\u3000）{{pic}}
      A．平原\u3000B．山地\u3000C．高原\u3000D．盆地
      8．珠穆朗玛峰位于（\u3000\u3000）
      A．喜马拉雅山脉\u3000B．天山山脉\u3000C．昆仑山脉\u3000D．秦岭
      9．我国最长的河流是（\u3000\u3000）
      A．黄河\u3000B．长江\u3000C．珠江\u3000D．淮河
      10．本初子午线是（\u3000\u3000）
      A．0°经线\u3000B．0°纬线\u3000C．180°经线\u3000D．赤道
      二、判断题（每题1分，共3分）
      11．地球是一个正球体。（\u3000\u3000）
      12．赤道是最长的纬线。
      A．正确\u3000B．错误
      13．北京位于东半球。（\u3000\u3000）
      三、填空题（每空1分）
      14．我国的首都是______，最长的河流是______。
      四、综合探究题
      15．阅读材料，回答问题。（10分）
      材料：长江是我国第一大河。
      （1）长江注入哪个海？（4分）
      （2）说出长江的一个作用。（6分）
      16．谈谈你对保护地球的看法。
      参考答案
      一、单项选择题
      |题号|1|2|3|4|5|6|7|8|9|10
      |答案|A|A|A|A|B|A|B|A|B|A
      二、判断题
      11．×\u300012．√\u300013．√
      三、填空题
      14．北京/首都；长江
      四、综合探究题
      15．（1）东海（2）航运、灌溉
      解析：
      1. 长江自西向东流入东海。
      2. 长江有航运、灌溉等作用。
      16．言之有理即可。
      17．多出来的答案
    `);
    expect(problems).toEqual([]);
    const single = (stem: string, options: string[], answer: string) => row('single_choice', stem, options, answer, 2, '', 'key');
    expect(items.map(shown)).toEqual([
      single('中国的首都是（　　）', ABCD, 'A'),
      single('世界上面积最大的大洋是（　　）', ['太平洋', '大西洋', '印度洋', '北冰洋'], 'A'),
      single('长江注入（　　）', ['东海', '黄海', '渤海', '南海'], 'A'),
      single('我国人口最多的民族是（ ）', ['汉族', '壮族', '回族', '满族'], 'A'),
      single('地球自转一周约需（　　）', ['1小时', '1天', '1月', '1年'], 'B'),
      single('下列城市中位于南半球的是（　　）', ['悉尼', '伦敦', '东京', '纽约'], 'A'),
      single('读图，图中所示地形是（　　）', ['平原', '山地', '高原', '盆地'], 'B'),
      single('珠穆朗玛峰位于（　　）', ['喜马拉雅山脉', '天山山脉', '昆仑山脉', '秦岭'], 'A'),
      single('我国最长的河流是（　　）', ['黄河', '长江', '珠江', '淮河'], 'B'),
      single('本初子午线是（　　）', ['0°经线', '0°纬线', '180°经线', '赤道'], 'A'),
      row('true_false', '地球是一个正球体。（　　）', ['正确', '错误'], 'B', 1, '', 'key'),
      row('true_false', '赤道是最长的纬线。', ['正确', '错误'], 'A', 1, '', 'key'),
      row('true_false', '北京位于东半球。（　　）', ['正确', '错误'], 'A', 1, '', 'key'),
      row('cloze_fill', '我国的首都是，最长的河流是。', [], '北京/首都；长江', 2, '', 'key'),
      row(
        'compound',
        '阅读材料，回答问题。材料：长江是我国第一大河。',
        [],
        '',
        10,
        '1. 长江自西向东流入东海。2. 长江有航运、灌溉等作用。',
        'key',
      ),
      row('essay', '谈谈你对保护地球的看法。', [], '言之有理即可。', 'missing', '', 'key'),
    ]);
    expect(items[6]!.stemAttrs.content).toContain('<img src="cloudeFile/file/p1">');
    const parts = items[14]!.childItemList.map((c) => ('itemTypeCode' in c ? [c.itemTypeCode, plain(c.stemAttrs.content), c.score] : []));
    expect(parts).toEqual([
      ['short_answer', '长江注入哪个海？', 4],
      ['short_answer', '说出长江的一个作用。', 6],
    ]);
    expect(items[14]!.childItemList.map((c) => plain(c.answerAttrs.content ?? ''))).toEqual(['东海', '航运、灌溉']);
    expect(skipped).toEqual([
      { code: ErrorCodes.wordParagraphOutside, params: { text: '2025学年第一学期七年级地理期末试卷' } },
      { code: ErrorCodes.wordParagraphOutside, params: { text: '（考试时间：60分钟 满分：100分）' } },
      { code: ErrorCodes.wordKeyUnmatched, params: { number: 17, answer: '多出来的答案' } },
    ]);
  });
});

describe('Word exams with formulas, pictures and a paper in two volumes', () => {
  it('keeps formulas and pictures, shares a written total out over the parts, and splits key lines of several answers', async () => {
    stored.length = 0;
    const { items, skipped } = await parse(`
      九年级数学试题
      第Ⅰ卷（选择题 共9分）
      一、选择题（本大题共3小题，每小题3分，共9分。在每小题给出的四个选项中，只有一项是符合题目要求的）
      1．$-2$的相反数是（\u3000\u3000）
      A．2\u3000\u3000B．$-2$\u3000\u3000C．$\\frac{1}{2}$\u3000\u3000D．$-\\frac{1}{2}$
      2．下列运算正确的是（\u3000\u3000）
      A．$a^2+a^3=a^5$\u3000B．$a^2\\cdot a^3=a^5$
      C．$(a^2)^3=a^5$\u3000D．$a^6\\div a^2=a^3$
      3．下列图形中，既是轴对称图形又是中心对称图形的是（\u3000\u3000）
      |A．{{pic}}|B．{{pic}}
      |C．{{pic}}|D．{{pic}}
      第Ⅱ卷（非选择题 共21分）
      二、填空题（本大题共2小题，每小题3分，共6分）
      4．分解因式：$x^2-4=$________．
      5．函数$y=\\sqrt{x-1}$中，自变量x的取值范围是________．
      三、解答题（本大题共1小题，共15分。解答应写出文字说明、证明过程或演算步骤）
      6．（本小题满分15分）已知二次函数$y=x^2-2x-3$．
      （1）求该函数图象的顶点坐标；
      （2）求该函数图象与x轴的交点坐标．
      参考答案
      一、选择题
      1．A\u30002．D\u30003．C
      二、填空题
      4．(x+2)(x-2)\u3000\u30005．x≥1
      三、解答题
      6．解：（1）$y=(x-1)^2-4$，顶点坐标为$(1,-4)$；
      （2）令$y=0$，得$x=-1$或$x=3$．
    `);
    expect(items.map(shown)).toEqual([
      row('single_choice', '的相反数是（　　）', ['2', '', '', ''], 'A', 3, '', 'key'),
      row('single_choice', '下列运算正确的是（　　）', ['', '', '', ''], 'D', 3, '', 'key'),
      row('single_choice', '下列图形中，既是轴对称图形又是中心对称图形的是（　　）', ['', '', '', ''], 'C', 3, '', 'key'),
      row('cloze_fill', '分解因式：．', [], '(x+2)(x-2)', 3, '', 'key'),
      row('cloze_fill', '函数中，自变量x的取值范围是．', [], 'x≥1', 3, '', 'key'),
      row('compound', '已知二次函数．', [], '', 15, '', 'key'),
    ]);
    expect(items[0]!.optionsDataList[3]!.optionContent).toBe('<span data-latex="-\\frac{1}{2}"></span>');
    expect(items[2]!.optionsDataList.map((o) => o.optionContent)).toEqual(Array(4).fill('<img src="cloudeFile/file/p1">'));
    expect(stored).toHaveLength(4);
    expect(items[5]!.childItemList.map((c) => ('score' in c ? [c.score, plain(c.answerAttrs.content ?? '')] : []))).toEqual([
      [7.5, '，顶点坐标为；'],
      [7.5, '令，得或．'],
    ]);
    expect(skipped?.map((s) => s.params?.text)).toEqual(['九年级数学试题', '第Ⅰ卷（选择题 共9分）', '第Ⅱ卷（非选择题 共21分）']);
  });
});

describe('Word exams whose key has no headings though the numbers start again in each section', () => {
  it('gives each answer to the item of its number whose type suits it, after the answers marked beside the items', async () => {
    const { items, skipped } = await parse(`
      【填空】中国的首都是____。
      【答案：北京|Beijing】
      一、判断题（每题1分）
      1．太阳从东边升起。
      [[A．√]]\u3000B．×
      二、单选题（每题2分）
      1．甲
      A．1 B．2
      2．乙
      A．1 B．2
      三、判断题（每题1分）
      1．丙
      2．丁
      答案
      1.A 2.B
      1.√ 2.×
    `);
    expect(skipped).toBeUndefined();
    expect(items.map(shown)).toEqual([
      row('cloze_fill', '中国的首都是。', [], '北京/Beijing', 'missing', '', 'inline'),
      row('true_false', '太阳从东边升起。', ['√', '×'], 'A', 1, '', 'red'),
      row('single_choice', '甲', ['1', '2'], 'A', 2, '', 'key'),
      row('single_choice', '乙', ['1', '2'], 'B', 2, '', 'key'),
      row('true_false', '丙', ['正确', '错误'], 'A', 1, '', 'key'),
      row('true_false', '丁', ['正确', '错误'], 'B', 1, '', 'key'),
    ]);
  });
});
