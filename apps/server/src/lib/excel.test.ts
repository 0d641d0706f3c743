import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { withLongestStall } from '../test/test-app';
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

  it('writes a large workbook in a worker thread: the server answers meanwhile, and the file reads back whole', async () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => [`${n}.jpg`, '找不到证件号或准考证号为该文件名的考生', `=${n}`, n]);
    const columns = ['文件', '原因', '公式', '序号'].map((header) => ({ header }));
    await writeSheet('warm', columns, rows.slice(0, 6_000)); // the worker's modules loaded once: what is timed is the writing
    const { result: file, stallMs } = await withLongestStall(() => writeSheet('问题', columns, rows));
    expect(stallMs).toBeLessThan(500);
    const read = await readSheet(file, 4, { maxUnpackedBytes: 2 ** 28, maxParts: 100, maxRows: 30_000 });
    expect(read).toHaveLength(20_000);
    expect(read[19_999]).toEqual({ row: 20_001, cells: ['19999.jpg', '找不到证件号或准考证号为该文件名的考生', '=19999', '19999'] });
  }, 60_000);

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
