import ExcelJS from 'exceljs';

export type SheetColumn = { header: string; width?: number };

/** An .xlsx file of one sheet: a bold header row, then the rows as given. */
export async function writeSheet(sheetName: string, columns: SheetColumn[], rows: (string | number | null)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** True when the bytes are a zip container, which every .xlsx is. */
export const looksLikeXlsx = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/**
 * The data rows of the first sheet (the header row skipped), each cell as trimmed text, with the row's number
 * as the user sees it in Excel. Blank rows are left out.
 */
export async function readSheet(data: Buffer, columnCount: number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: { row: number; cells: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: columnCount }, (_, i) => row.getCell(i + 1).text.trim());
    if (cells.some((c) => c !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** A Content-Disposition value that carries a non-ASCII file name (RFC 6266). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
