// A Word exam of WORD_ITEMS items as teachers write it (not the product's template): sections whose headings give
// the type and the score, options several on a line, answers in a key at the end (a table of numbers over letters,
// lines by number, sub-parts' answers), true/false answers marked in red, the 【多选】【答案：】【分值：】 layout of
// exam systems, open questions with （1）（2） parts scored in their stems.
import { WORD_ITEMS } from './bank';

/** The exam's paragraphs: a string, or runs (`red`: the key marked in red); a row of cells is a table row. */
export type ExamLine = string | { runs: { text: string; red?: boolean }[] } | { row: string[] };

export function teacherExam(): ExamLine[] {
  const lines: ExamLine[] = ['2026学年第一学期期末考试 物理', '（考试时间90分钟，满分以试卷为准）'];
  const singles = 400;
  const truths = 200;
  const multiples = 200;
  const fills = 100;
  const open = WORD_ITEMS - singles - truths - multiples - fills;
  lines.push(`一、单项选择题（每题2分，共${singles * 2}分）`);
  for (let n = 1; n <= singles; n++)
    lines.push(`${n}．第${n}题：下列说法正确的是（\u3000\u3000）`, 'A．甲\u3000B．乙\u3000C．丙\u3000D．丁');
  lines.push('二、判断题（每题1分）');
  for (let n = 1; n <= truths; n++) {
    const right = n % 2 === 1;
    lines.push(`${n}．判断第${n}题：物体不受力时保持静止或匀速直线运动。`, {
      runs: [{ text: 'A．正确', red: right }, { text: '　' }, { text: 'B．错误', red: !right }],
    });
  }
  lines.push('三、多项选择题');
  for (let n = 1; n <= multiples; n++)
    lines.push(
      `【多选】多选第${n}题：下列说法正确的有`,
      'A.甲',
      'B.乙',
      'C.丙',
      'D.丁',
      '【答案：AC】【分值：3】【中等】',
      `【解析】第${n}题的解析。`,
    );
  lines.push('四、填空题（每题2分）');
  for (let n = 1; n <= fills; n++) lines.push(`${n}．填空第${n}题：牛顿第二定律写作______，力的单位是______。`);
  lines.push('五、综合探究题');
  for (let n = 1; n <= open; n++)
    lines.push(`${n}．阅读材料，回答问题。`, `材料${n}：小车在水平面上运动。`, '（1）小车受几个力？（2分）', '（2）说明理由。（3分）');
  lines.push('参考答案', '一、单项选择题');
  for (let from = 1; from <= singles; from += 10) {
    const numbers = Array.from({ length: 10 }, (_, i) => String(from + i));
    lines.push({ row: ['题号', ...numbers] }, { row: ['答案', ...numbers.map((n) => 'ABCD'[Number(n) % 4]!)] }, '');
  }
  lines.push('四、填空题');
  for (let n = 1; n <= fills; n++) lines.push(`${n}．F=ma；N/牛顿`);
  lines.push('五、综合探究题');
  for (let n = 1; n <= open; n++)
    lines.push(`${n}．（1）两个（2）重力与支持力平衡。`, '解析：', '1. 竖直方向受重力和支持力；', '2. 二力平衡。');
  return lines;
}

/** The exam as a .docx. */
export async function teacherExamDocx(): Promise<Buffer> {
  const { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } = await import('docx');
  const children: (InstanceType<typeof Paragraph> | InstanceType<typeof Table>)[] = [];
  let rows: InstanceType<typeof TableRow>[] = [];
  const flush = () => {
    if (rows.length) children.push(new Table({ rows }));
    rows = [];
  };
  for (const line of teacherExam()) {
    if (typeof line === 'object' && 'row' in line) {
      rows.push(new TableRow({ children: line.row.map((c) => new TableCell({ children: [new Paragraph(c)] })) }));
      continue;
    }
    flush();
    if (typeof line === 'string') {
      if (line) children.push(new Paragraph(line));
    } else
      children.push(
        new Paragraph({ children: line.runs.map((r) => new TextRun({ text: r.text, ...(r.red ? { color: 'FF0000' } : {}) })) }),
      );
  }
  flush();
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}
