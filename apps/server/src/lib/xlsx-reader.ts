import { ArchiveRefused, attr, openZip, unreadable, type ZipArchive, type ZipLimits } from './zip-reader';

/**
 * The sheets of an .xlsx, read through the bounded zip reader (zip-reader.ts): only the parts the asked-for sheets
 * need are inflated, and a sheet's XML is parsed as it inflates, so a file past a limit stops the work where it
 * crosses it.
 */

export type XlsxLimits = ZipLimits & { maxRows: number };
export type SheetRow = { row: number; cells: string[] };

/** "BC12" → 54 (0-based column index). */
function columnOf(ref: string) {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** Texts of `<si>` (shared strings) or `<is>` (inline): the `<t>` runs, phonetic runs left out. */
function stringCollector() {
  let inT = false;
  let inPhonetic = 0;
  let text = '';
  return {
    open(name: string) {
      if (name === 'rPh') inPhonetic++;
      else if (name === 't' && !inPhonetic) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') inPhonetic--;
      else if (name === 't') inT = false;
    },
    text(t: string) {
      if (inT) text += t;
    },
    take() {
      const t = text;
      text = '';
      return t;
    },
  };
}

/** The workbook's sheets in order, each with its name and the part that holds it, and where shared strings live. */
async function workbookOf(zip: ZipArchive) {
  if (!zip.has('xl/workbook.xml')) throw unreadable('no workbook');
  const declared: { name: string; rel: string }[] = [];
  await zip.xml('xl/workbook.xml', {
    open: (tag, name) => {
      if (name === 'sheet') declared.push({ name: attr(tag, 'name') ?? '', rel: attr(tag, 'id') ?? '' });
    },
  });
  if (!declared.length || !zip.has('xl/_rels/workbook.xml.rels')) throw unreadable('no sheet');
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  await zip.xml('xl/_rels/workbook.xml.rels', {
    open: (tag, name) => {
      if (name !== 'Relationship') return;
      const target = attr(tag, 'Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      targets.set(attr(tag, 'Id') ?? '', path);
      if ((attr(tag, 'Type') ?? '').endsWith('/sharedStrings')) sharedStrings = path;
    },
  });
  return { sheets: declared.map((s) => ({ name: s.name, path: targets.get(s.rel) })), sharedStrings };
}

async function sharedStringsOf(zip: ZipArchive, path: string) {
  const shared: string[] = [];
  if (!zip.has(path)) return shared;
  const si = stringCollector();
  await zip.xml(path, {
    open: (_, name) => si.open(name),
    close: (name) => {
      if (name === 'si') shared.push(si.take());
      else si.close(name);
    },
    text: (t) => si.text(t),
  });
  return shared;
}

/** The data rows of one sheet part (row 1 too `withHeader`), counted into `counted` against `maxRows` (across every sheet read). */
async function rowsOf(
  zip: ZipArchive,
  path: string,
  shared: string[],
  columnCount: number,
  maxRows: number,
  counted: { rows: number },
  withHeader = false,
) {
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let value = '';
  let inValue = false;
  const inline = stringCollector();
  await zip.xml(path, {
    open: (tag, name) => {
      if (name === 'row') {
        const r = Number(attr(tag, 'r'));
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = Array.from({ length: columnCount }, () => '');
        column = -1;
      } else if (name === 'c') {
        const ref = attr(tag, 'r');
        column = ref ? columnOf(ref) : column + 1;
        type = attr(tag, 't') ?? 'n';
        value = '';
      } else if (name === 'v') {
        inValue = true;
      } else inline.open(name);
    },
    text: (t) => {
      if (inValue) value += t;
      else inline.text(t);
    },
    close: (name) => {
      if (name === 'v') inValue = false;
      else if (name === 'c') {
        const text = cellText(type, value, inline.take(), shared);
        if (column >= 0 && column < columnCount) cells[column] = text.trim();
      } else if (name === 'row') {
        if ((rowNumber === 1 && !withHeader) || !cells.some((c) => c !== '')) return;
        rows.push({ row: rowNumber, cells });
        if (rowNumber > 1 && ++counted.rows > maxRows) throw new ArchiveRefused('tooManyRows', `more than ${maxRows} rows`);
      } else inline.close(name);
    },
  });
  return rows;
}

/**
 * The data rows of the first sheet (row 1, the header, left out), each cell as trimmed text, with the row's number
 * as the user sees it in Excel; blank rows are left out. Refuses past `limits.maxRows` data rows as it reads.
 */
export async function readFirstSheet(data: Buffer, columnCount: number, limits: XlsxLimits): Promise<SheetRow[]> {
  const zip = openZip(data, limits);
  const { sheets, sharedStrings } = await workbookOf(zip);
  const path = sheets[0]!.path;
  if (!path || !zip.has(path)) throw unreadable('the first sheet is missing');
  return rowsOf(zip, path, await sharedStringsOf(zip, sharedStrings), columnCount, limits.maxRows, { rows: 0 });
}

export type NamedSheet = { name: string; rows: SheetRow[] };

/**
 * Every sheet of the workbook by name, in the workbook's order, each read as `readFirstSheet` reads one (with
 * `columnCount` columns) but with its row 1 (the header, which workbooks from elsewhere are read by);
 * `limits.maxRows` counts the data rows of all of them together.
 */
export async function readSheets(data: Buffer, columnCount: number, limits: XlsxLimits): Promise<NamedSheet[]> {
  const zip = openZip(data, limits);
  const { sheets, sharedStrings } = await workbookOf(zip);
  const shared = await sharedStringsOf(zip, sharedStrings);
  const counted = { rows: 0 };
  const read: NamedSheet[] = [];
  for (const sheet of sheets)
    if (sheet.path && zip.has(sheet.path))
      read.push({ name: sheet.name, rows: await rowsOf(zip, sheet.path, shared, columnCount, limits.maxRows, counted, true) });
  return read;
}

/** A cell's value as the text Excel shows for it (numbers in their shortest form). */
function cellText(type: string, value: string, inline: string, shared: string[]) {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'n': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
    default:
      return value;
  }
}
