import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from './excel';

const FORMULA_STARTS = ['=1+2', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx'];

describe('the Excel kit', () => {
  it('writes every text that starts like a formula as text, with a leading apostrophe; numbers stay numbers', async () => {
    const file = await writeSheet('s', [{ header: '=head' }, { header: 'n' }], [...FORMULA_STARTS.map((s) => [s, -5]), ['plain', 3]]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe("'=head");
    FORMULA_STARTS.forEach((s, i) => {
      // (XML reads a carriage return back as a line feed.)
      expect(sheet.getCell(`A${i + 2}`).value).toBe(`'${s.replace('\r', '\n')}`);
      expect(sheet.getCell(`A${i + 2}`).formula).toBeUndefined();
      expect(sheet.getCell(`B${i + 2}`).value).toBe(-5);
    });
    expect(sheet.getCell(`A${FORMULA_STARTS.length + 2}`).value).toBe('plain');
  });

  it('reads an exported sheet back as it was written (the apostrophe taken off), so an export can be imported again', async () => {
    const file = await writeSheet(
      's',
      [{ header: 'a' }, { header: 'b' }],
      [
        ['=1+2', "it's"],
        ["'quoted", '@x'],
      ],
    );
    const rows = await readSheet(file, 2);
    expect(rows.map((r) => r.cells)).toEqual([
      ['=1+2', "it's"],
      ["'quoted", '@x'],
    ]);
  });
});
