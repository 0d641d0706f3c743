import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveRefused, zipPartsOf } from './zip-reader';

const limits = { maxUnpackedBytes: 2 ** 30, maxParts: 5_000 };

/** Reads a zip kept "elsewhere" by byte range, counting what was fetched. */
function kept(zip: Uint8Array) {
  const bytes = Buffer.from(zip);
  const fetched: [number, number][] = [];
  const read = async (start: number, end: number) => {
    fetched.push([start, end]);
    return bytes.subarray(start, end + 1);
  };
  return { size: bytes.length, read, fetched };
}

describe("a kept zip's directory read by byte range", () => {
  it('tells its parts from its end alone, without fetching the parts', async () => {
    const file = kept(
      zipSync({ 'word/document.xml': new Uint8Array(200_000).fill(65), '[Content_Types].xml': new Uint8Array(10) }, { level: 0 }),
    );
    const parts = await zipPartsOf(file.size, file.read, limits);
    expect(parts.has('word/document.xml')).toBe(true);
    expect(parts.has('/WORD/Document.xml')).toBe(true);
    expect(parts.has('xl/workbook.xml')).toBe(false);
    expect(file.fetched).toEqual([[file.size - 65_557, file.size - 1]]);
  });

  it('fetches a directory longer than the end it read first', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, n) => [`items/item-${String(n).padStart(5, '0')}.xml`, new Uint8Array(1)]),
    );
    const file = kept(zipSync({ ...many, 'imsmanifest.xml': new Uint8Array(1) }, { level: 0 }));
    const parts = await zipPartsOf(file.size, file.read, limits);
    expect(parts.has('imsmanifest.xml')).toBe(true);
    expect(parts.has('items/item-01999.xml')).toBe(true);
    expect(file.fetched).toHaveLength(2);
  });

  it('refuses what is no zip, and a zip of more parts than allowed before reading its directory', async () => {
    const junk = kept(new Uint8Array(100_000).fill(7));
    await expect(zipPartsOf(junk.size, junk.read, limits)).rejects.toMatchObject({ reason: 'unreadable' });
    const tiny = kept(new Uint8Array(5));
    await expect(zipPartsOf(tiny.size, tiny.read, limits)).rejects.toBeInstanceOf(ArchiveRefused);
    const crowded = kept(zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`p${n}`, new Uint8Array(1)]))));
    await expect(zipPartsOf(crowded.size, crowded.read, { ...limits, maxParts: 20 })).rejects.toMatchObject({ reason: 'tooManyParts' });
    expect(crowded.fetched).toHaveLength(1);
  });
});
