// The thread that reads an uploaded Word file, QTI package, Moodle XML or GIFT file of items (item-file-reader.ts keeps a pool of them): the parsing
// costs this thread's time and memory, not the server's. Pictures cannot be stored from here (the database is the
// server's): each is given a stand-in address and handed back with the items, to be stored and put in its place.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { serveAsks } from '../../../lib/worker-pool';
import type { ItemFileAnswer, ItemFileAsk } from './item-file-reader';
import { parseGift } from './gift';
import { parseMoodleXml } from './moodle-xml';
import { parseQtiPackage } from './qti-package';
import { parseWordItems } from './word-import';

const PARSERS = { word: parseWordItems, qti: parseQtiPackage, moodle: parseMoodleXml, gift: async (gift: Buffer) => parseGift(gift) };

serveAsks<ItemFileAsk, ItemFileAnswer>(async ({ data, format }, onProgress) => {
  // A stand-in shaped as a stored file's key (24 random hex characters, then the picture's number in 8 digits).
  const standIn = randomBytes(12).toString('hex');
  const pictures: Uint8Array[] = [];
  const images = async (bytes: Buffer) => storedFileUrl(`${standIn}${String(pictures.push(bytes) - 1).padStart(8, '0')}`);
  return { parsed: await PARSERS[format](Buffer.from(data), images, { onProgress }), pictures, standIn };
});
