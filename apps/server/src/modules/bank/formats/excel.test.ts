import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { LANGUAGES } from '@cloud-exam/contract/languages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { comparable, everyField } from './fixtures';
import { EXCEL_COLUMNS, excelTemplate, itemsOfSheets, parseExcelItems, writeExcelItems } from './excel-items';
import { sampleItems } from './samples';

/** A data row of a type's sheet from its cells by column. */
const row = (type: ItemTypeCode, n: number, cells: Record<string, string>) => ({
  row: n,
  cells: EXCEL_COLUMNS[type].map((k) => cells[k] ?? ''),
});

describe('Excel export and import', () => {
  it.each(LANGUAGES)('gives back every field of every type (%s), through the reader’s worker', async (lang) => {
    const items = everyField();
    items[0] = { ...items[0]!, stemAttrs: { ...items[0]!.stemAttrs, content: '<p>=SUM(A1) 与 -1 都是文字</p>' } };
    const { items: parsed, problems } = await parseExcelItems(await writeExcelItems(items, lang));
    expect(problems).toEqual([]);
    expect(parsed.map((i) => i.problems)).toEqual(items.map(() => []));
    // the workbook holds the items by type, in order within each
    const byType = (list: { itemTypeCode: string }[]) => [...list].sort((a, b) => a.itemTypeCode.localeCompare(b.itemTypeCode));
    expect(byType(parsed.map(comparable))).toEqual(byType(items.map(comparable)));
  });

  it('writes a stem that starts like a formula as text', async () => {
    const [item] = sampleItems('zh');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await writeExcelItems([{ ...item!, stemAttrs: { content: '<p>=1+1</p>', media: [] } }], 'zh')) as unknown as ArrayBuffer,
    );
    expect(book.getWorksheet('单选题')!.getCell('A2').value).toBe("'=1+1");
  });

  it.each(LANGUAGES)('offers a template (%s): a sheet per type with its columns and one example row', async (lang) => {
    const template = await excelTemplate(lang);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(9);
    for (const sheet of book.worksheets) expect(sheet.actualRowCount).toBeGreaterThanOrEqual(2);
    const { items } = await parseExcelItems(template);
    expect(items.map((i) => [i.itemTypeCode, i.problems])).toEqual(sampleItems(lang).map((i) => [i.itemTypeCode, []]));
  });
});

describe('Excel import of what authors fill in', () => {
  it('reads each sheet by the type its name says, compound parts row by row, with sheet and row', () => {
    const { items, problems } = itemsOfSheets([
      { name: '说明', rows: [{ row: 2, cells: ['请勿修改表头'] }] },
      {
        name: 'Multiple choice',
        rows: [
          row('multiple_choice', 2, {
            stem: 'Pick primes',
            optionA: '2',
            optionB: '4',
            optionC: '5',
            answer: 'A, C',
            score: '2',
            difficulty: 'medium',
          }),
        ],
      },
      {
        name: '组合题',
        rows: [
          row('compound', 2, { type: '阅读理解', stem: '阅读短文\n从前有座山', difficulty: '4', tags: '阅读；期中' }),
          row('compound', 3, { type: '单选题', stem: '山上有什么？', optionA: '庙', optionB: '河', answer: 'A', score: '2' }),
          row('compound', 4, { stem: '是真的吗？', answer: '对', score: '1' }),
          row('compound', 5, { type: '口语题', stem: '说一说', score: '1' }),
        ],
      },
    ]);
    expect(problems).toEqual([]);
    expect(items.map((i) => [i.itemTypeCode, i.source])).toEqual([
      ['multiple_choice', { sheet: 'Multiple choice', row: 2, ordinal: 1 }],
      ['compound', { sheet: '组合题', row: 2, ordinal: 2 }],
    ]);
    expect(items[0]).toMatchObject({ answerAttrs: { options: ['A', 'C'] }, difficulty: 3, problems: [] });
    const compound = items[1]!;
    expect(compound).toMatchObject({
      stemAttrs: { content: '<p>阅读短文</p><p>从前有座山</p>' },
      difficulty: 4,
      tags: ['阅读', '期中'],
      score: 4,
    });
    expect(compound.childItemList.map((c) => ('itemTypeCode' in c ? c.itemTypeCode : ''))).toEqual([
      'single_choice',
      'true_false',
      'short_answer',
    ]);
    expect(compound.problems).toEqual([{ field: 'childItemList.2', code: ErrorCodes.itemTypeUnknown, params: { type: '口语题', row: 5 } }]);
  });

  it('reports a row’s problems with catalogued codes', () => {
    const { items } = itemsOfSheets([
      {
        name: '单选题',
        rows: [
          row('single_choice', 2, { stem: '缺答案', optionA: '甲', optionB: '乙', score: '1' }),
          row('single_choice', 3, { stem: '选项有空', optionA: '甲', optionC: '丙', answer: 'D', score: '1', difficulty: '超难' }),
        ],
      },
      {
        name: '组合题',
        rows: [row('compound', 2, { type: '单选题', stem: '没有材料的小题', optionA: '甲', optionB: '乙', answer: 'A', score: '1' })],
      },
    ]);
    expect(items[0]!.problems).toEqual([{ field: 'answerAttrs.options', code: ErrorCodes.answerMissing }]);
    expect(items[1]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'answerAttrs.options', code: ErrorCodes.answerOptionUnknown, params: { option: 'D' } },
        { field: 'difficulty', code: ErrorCodes.difficultyUnreadable, params: { value: '超难' } },
        { field: 'optionsDataList.1.optionContent', code: ErrorCodes.optionEmpty },
      ]),
    );
    expect(items[2]).toMatchObject({ source: { sheet: '组合题', row: 2 }, problems: [{ code: ErrorCodes.partWithoutCompound }] });
  });

  it('refuses a workbook without item sheets, and more than 300 items', () => {
    expect(itemsOfSheets([{ name: 'Sheet1', rows: [] }])).toEqual({ items: [], problems: [{ code: ErrorCodes.excelNoItemSheet }] });
    const rows = Array.from({ length: 301 }, (_, i) => row('essay', i + 2, { stem: `作文${i}`, score: '10' }));
    expect(itemsOfSheets([{ name: '论述题', rows }])).toEqual({ items: [], problems: [{ code: ErrorCodes.tooManyExcelQuestions }] });
    expect(itemsOfSheets([{ name: '论述题', rows: rows.slice(1) }]).items).toHaveLength(300);
  });
});
