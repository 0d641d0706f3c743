import { crc32, deflateSync } from 'node:zlib';

/** Small files of each kind the file store accepts, made byte by byte: what their first bytes say is all that counts. */

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};

/**
 * A PNG image, 1×1 unless its header says another size (its pixels stay one); `padding` bytes of a private chunk make
 * it as large as a test needs.
 */
export function png(padding = 0, width = 1, height = 1) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding ? [chunk('prVt', Buffer.alloc(padding))] : []),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF document: its signature and an empty body. */
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
export const gif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

const riff = (form: string, first: string) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(form + first), Buffer.alloc(32)]);
export const webp = () => riff('WEBP', 'VP8 ');
export const wav = () => riff('WAVE', 'fmt ');

export const mp3 = () => Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);

const box = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
};
/** An MP4 container (ISO base media) of one brand: 'isom' a video, 'M4A ' audio. */
const isoMedia = (brand: string, size: number) =>
  Buffer.concat([box('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}isom`, 'latin1')), box('mdat', Buffer.alloc(size))]);
export const mp4 = (size = 64) => isoMedia('isom', size);
export const m4a = () => isoMedia('M4A ', 64);

export const webm = () =>
  Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]);

export const ogg = () =>
  Buffer.concat([
    Buffer.from('OggS'),
    Buffer.from([0, 2]),
    Buffer.alloc(20),
    Buffer.from([1, 30, 1]),
    Buffer.from('vorbis'),
    Buffer.alloc(40),
  ]);
