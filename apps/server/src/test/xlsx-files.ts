import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Spreadsheets made byte by byte for the reader's tests: the parts of a minimal .xlsx zipped as given, so a test
 * can make one that lies about its sizes, is cut short, holds a DOCTYPE or declares a million rows.
 */

export type ZipPart = {
  name: string;
  data: Buffer | string;
  /** Written in the directory instead of the true size. */ declaredSize?: number;
};

const UTF8_NAMES = 0x0800;

/**
 * A zip of the parts, names in UTF-8: deflated as an archiver makes one, or (`stored`) uncompressed, as a phone's or
 * a camera's pictures mostly are. The journeys and the bench make their photo zips with it too.
 */
export function zipOf(parts: ZipPart[], { stored = false } = {}) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const packed = stored ? data : deflateRawSync(data);
    const method = stored ? 0 : 8;
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip of `count` one-byte pictures (`0.jpg`, `1.jpg` …), stored, every entry in its directory: a true zip of very
 * many entries, quick to write. A test of an entry limit sends one more than the limit.
 */
export function manyEntries(count: number) {
  const data = Buffer.from('x');
  return zipOf(
    Array.from({ length: count }, (_, n) => ({ name: `${n}.jpg`, data })),
    { stored: true },
  );
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the given sheet XML (and any extra parts). */
export function xlsxParts(sheetXml: string | Buffer, extra: ZipPart[] = []): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
    ...extra,
  ];
}

const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;

/** A sheet's XML: a header row, then `count` rows of one text cell each (made in pieces: a million rows is ~50 MB). */
export function sheetXmlOf(count: number, text = (n: number) => `部门${n}`, prolog = '') {
  const pieces = [`<?xml version="1.0" encoding="UTF-8"?>${prolog}<worksheet xmlns="${NS}"><sheetData><row r="1">${cell('h')}</row>`];
  for (let n = 2; n <= count + 1; n++) pieces.push(`<row r="${n}">${cell('')}${cell(text(n))}</row>`);
  pieces.push('</sheetData></worksheet>');
  return Buffer.from(pieces.join(''));
}
