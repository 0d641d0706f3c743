import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Zip, ZipPassThrough } from 'fflate';
import * as fontkit from 'fontkit';
import { deflateSync } from 'node:zlib';
import {
  fill,
  PDFContext,
  PDFDocument,
  type PDFFont,
  PDFFlateStream,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { workerFile } from '../../lib/worker-pool';

/**
 * One admission ticket (准考证) as a PDF of one A4 page: the layout's logo and title, the candidate's photo, the fields
 * the layout shows, the rules and a QR code of the exam client's sign-in. Text is set in Noto Sans SC (the npm package
 * `@expo-google-fonts/noto-sans-sc`, OFL-1.1), embedded as a subset of the glyphs the ticket uses.
 *
 * Speed: the font (10 MB) is read and parsed once per process; pdf-lib's `embedFont` asks its font kit to parse the
 * bytes on every document, so the kit handed to it answers the parsed font instead. The QR code is drawn as vector
 * squares (no image), the rules are wrapped once per task (`wrapText`), and the same logo bytes are embedded as given.
 */

const require = createRequire(import.meta.url);

/**
 * pdf-lib compresses streams with pako (JavaScript), which took a quarter of a ticket's time; Node's zlib does the same
 * in a fraction of it. Both of pdf-lib's compressions (a stream it is handed, a page's contents) go through zlib.
 */
const deflated = new WeakMap<object, Uint8Array>();
Object.assign(PDFFlateStream.prototype, {
  getContents(this: PDFFlateStream & { encode: boolean }) {
    let bytes = deflated.get(this);
    if (!bytes) {
      const raw = this.getUnencodedContents();
      bytes = this.encode ? deflateSync(raw) : raw;
      deflated.set(this, bytes);
    }
    return bytes;
  },
  getContentsSize(this: PDFFlateStream) {
    return this.getContents().length;
  },
});
Object.assign(PDFContext.prototype, {
  flateStream(this: PDFContext, contents: string | Uint8Array, dict = {}) {
    const raw = typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents;
    return this.stream(deflateSync(raw), { ...dict, Filter: 'FlateDecode' });
  },
});

/** The font file, from the package's folder (the package has no `exports`, so its package.json resolves). */
export const TICKET_FONT_FILE = path.join(
  path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')),
  '400Regular',
  'NotoSansSC_400Regular.ttf',
);

type PdfFontkit = Parameters<PDFDocument['registerFontkit']>[0];

let cached: { bytes: Uint8Array; font: fontkit.Font; kit: PdfFontkit } | undefined;

/**
 * The parsed font, once per process (thread), and the font kit pdf-lib is given. pdf-lib's own fork of fontkit (1.x)
 * writes broken subsets of this font (most CJK glyphs come out empty); fontkit 2 writes them right, but its subset has
 * `encode()` where pdf-lib asks for `encodeStream()`, which the kit below adds.
 */
function ticketFont() {
  if (!cached) {
    const buffer = readFileSync(TICKET_FONT_FILE);
    const font = fontkit.create(buffer) as fontkit.Font;
    // A subset decodes each glyph it takes to see whether it is made of others; the font keeps its glyphs, so the
    // decoding is kept with each (the same few hundred glyphs are taken by every ticket).
    const getGlyph = font.getGlyph.bind(font);
    const decoded = new WeakSet<object>();
    Object.assign(font, {
      getGlyph: (id: number, characters?: number[]) => {
        const glyph = getGlyph(id, characters) as fontkit.Glyph & { _decode?: () => unknown };
        if (glyph?._decode && !decoded.has(glyph)) {
          decoded.add(glyph);
          const decode = glyph._decode.bind(glyph);
          let kept: unknown;
          let done = false;
          glyph._decode = () => {
            if (!done) {
              kept = decode();
              done = true;
            }
            return kept;
          };
        }
        return glyph;
      },
    });
    const createSubset = font.createSubset.bind(font);
    Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => streamOf(() => subset.encode()) });
      },
    });
    const kit = { create: () => font } as unknown as PdfFontkit;
    cached = { bytes: new Uint8Array(buffer), font, kit };
  }
  return cached;
}

/** The stream pdf-lib reads a subset from (`data`, then `end`), of bytes made when it is read. */
function streamOf(bytes: () => Uint8Array) {
  const stream = {
    on(event: string, listener: (chunk?: Uint8Array) => void) {
      if (event === 'data') queueMicrotask(() => listener(bytes()));
      else if (event === 'end') queueMicrotask(() => queueMicrotask(() => listener()));
      return stream;
    },
  };
  return stream;
}

const advance = new Map<number, number>();
/** The width of a text at a size, by the glyphs' advances (no shaping: CJK and Latin need none), cached per code point. */
export function textWidth(text: string, size: number) {
  const { font } = ticketFont();
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let w = advance.get(cp);
    if (w === undefined) {
      w = font.glyphForCodePoint(cp).advanceWidth;
      advance.set(cp, w);
    }
    units += w;
  }
  return (units / font.unitsPerEm) * size;
}

/** A text broken into lines no wider than `width` at `size`: at its own line breaks, then between any two characters. */
export function wrapText(text: string, size: number, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (line && textWidth(line + ch, size) > width) {
        lines.push(line);
        line = ch.trim() ? ch : '';
      } else line += ch;
    }
    lines.push(line);
  }
  return lines;
}

/** What one ticket shows, as the job reads it. */
export type TicketData = {
  /** Field label → value, in the order shown (the layout's fields, labels in the task's language). */
  fields: [label: string, value: string][];
  /** The candidate's photo (JPEG or PNG), when they have one and the layout shows it. */
  photo?: { bytes: Uint8Array; kind: 'jpg' | 'png' } | null;
  /** The sign-in address the QR code opens; absent: no QR code. */
  qr?: string | null;
};

/** What every ticket of a task shares. */
export type TicketFrame = {
  title: string;
  logo?: { bytes: Uint8Array; kind: 'jpg' | 'png' } | null;
  /** The rules' lines (`wrapText(rules, RULES_SIZE, RULES_WIDTH)`). */
  rules: string[];
  labels: { rules: string; photo: string; qr: string };
};

export const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
export const RULES_SIZE = 10;
export const RULES_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.1, 0.1, 0.1);
const LINE = rgb(0.55, 0.55, 0.55);

const qrCache = new Map<string, boolean[][]>();
/** The QR code's modules (dark = true); the same address (one exam's) is encoded once. */
function qrModules(text: string) {
  let m = qrCache.get(text);
  if (!m) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    m = Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => !!modules.get(r, c)));
    if (qrCache.size > 100) qrCache.clear();
    qrCache.set(text, m);
  }
  return m;
}

const qrDrawn = new Map<string, PDFOperator[]>();
/**
 * The QR code's operators: one rectangle per run of dark modules in a row, filled at once; `size` points wide, its
 * lower left corner at x, y. Made once per address and place and pushed into each ticket's page as they are.
 */
function qrOperators(text: string, x: number, y: number, size: number) {
  const key = `${x} ${y} ${size} ${text}`;
  let ops = qrDrawn.get(key);
  if (!ops) {
    const m = qrModules(text);
    const quiet = 2;
    const cell = size / (m.length + quiet * 2);
    const round = (v: number) => Math.round(v * 100) / 100;
    ops = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
    m.forEach((row, r) => {
      for (let c = 0; c < row.length; c++) {
        if (!row[c]) continue;
        let end = c;
        while (end + 1 < row.length && row[end + 1]) end++;
        const top = y + size - (r + quiet) * cell;
        ops!.push(rectangle(round(x + (c + quiet) * cell), round(top - cell), round((end - c + 1) * cell), round(cell)));
        c = end;
      }
    });
    ops.push(fill(), popGraphicsState());
    if (qrDrawn.size > 100) qrDrawn.clear();
    qrDrawn.set(key, ops);
  }
  return ops;
}

/** An image embedded; pdf-lib reads a JPEG through its ArrayBuffer from 0, so a view into a shared one (Node's pooled Buffers) is copied first. */
const embedImage = (doc: PDFDocument, img: { bytes: Uint8Array; kind: 'jpg' | 'png' }) => {
  const bytes = img.bytes.byteOffset || img.bytes.byteLength !== img.bytes.buffer.byteLength ? new Uint8Array(img.bytes) : img.bytes;
  return img.kind === 'png' ? doc.embedPng(bytes) : doc.embedJpg(bytes);
};

/** Draws an image inside a box, kept in proportion and centred. */
function drawFitted(page: PDFPage, image: PDFImage, x: number, y: number, w: number, h: number) {
  const s = Math.min(w / image.width, h / image.height);
  const dw = image.width * s;
  const dh = image.height * s;
  page.drawImage(image, { x: x + (w - dw) / 2, y: y + (h - dh) / 2, width: dw, height: dh });
}

/** One ticket's PDF. */
export async function renderTicket(frame: TicketFrame, data: TicketData): Promise<Uint8Array> {
  const { bytes, kit } = ticketFont();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(kit);
  const font: PDFFont = await doc.embedFont(bytes, { subset: true });
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const text = (t: string, x: number, y: number, size: number) => page.drawText(t, { x, y, size, font, color: INK });
  let top = PAGE.height - MARGIN;

  // the logo and the title
  if (frame.logo) {
    try {
      drawFitted(page, await embedImage(doc, frame.logo), MARGIN, top - 48, 120, 48);
    } catch {
      // a logo that cannot be read is left out rather than failing every ticket
    }
  }
  const titleSize = 22;
  const title = frame.title;
  text(title, (PAGE.width - textWidth(title, titleSize)) / 2, top - 34, titleSize);
  top -= 72;
  page.drawLine({ start: { x: MARGIN, y: top }, end: { x: PAGE.width - MARGIN, y: top }, thickness: 1, color: LINE });
  top -= 24;

  // the photo, top right
  const photoW = 102;
  const photoH = 136;
  const photoX = PAGE.width - MARGIN - photoW;
  const photoY = top - photoH;
  if (data.photo !== undefined) {
    page.drawRectangle({ x: photoX, y: photoY, width: photoW, height: photoH, borderColor: LINE, borderWidth: 0.8 });
    let drawn = false;
    if (data.photo) {
      try {
        drawFitted(page, await embedImage(doc, data.photo), photoX + 2, photoY + 2, photoW - 4, photoH - 4);
        drawn = true;
      } catch {
        // an unreadable photo leaves the box for one to be stuck on
      }
    }
    if (!drawn) {
      const label = frame.labels.photo;
      text(label, photoX + (photoW - textWidth(label, 11)) / 2, photoY + photoH / 2 - 4, 11);
    }
  }

  // the fields, label and value
  const labelSize = 12;
  const valueSize = 13;
  const rowH = 30;
  const valueWidth = (data.photo !== undefined ? photoX - 16 : PAGE.width - MARGIN) - (MARGIN + 96);
  for (const [label, value] of data.fields) {
    text(`${label}：`, MARGIN, top - 18, labelSize);
    let v = value;
    let size = valueSize;
    while (size > 8 && textWidth(v, size) > valueWidth) size -= 1;
    if (textWidth(v, size) > valueWidth) while (v.length > 1 && textWidth(`${v}…`, size) > valueWidth) v = v.slice(0, -1);
    text(v === value ? v : `${v}…`, MARGIN + 96, top - 18, size);
    page.drawLine({
      start: { x: MARGIN + 92, y: top - 23 },
      end: { x: MARGIN + 96 + valueWidth, y: top - 23 },
      thickness: 0.4,
      color: LINE,
    });
    top -= rowH;
  }
  top = Math.min(top, photoY) - 24;

  // the QR code, then the rules below it
  if (data.qr) {
    const qrSize = 96;
    page.pushOperators(...qrOperators(data.qr, PAGE.width - MARGIN - qrSize, top - qrSize, qrSize));
    const label = frame.labels.qr;
    text(label, PAGE.width - MARGIN - qrSize / 2 - textWidth(label, 9) / 2, top - qrSize - 12, 9);
  }
  if (frame.rules.length) {
    text(frame.labels.rules, MARGIN, top - 14, 13);
    let y = top - 34;
    const width = data.qr ? RULES_WIDTH - 110 : RULES_WIDTH;
    for (const line of frame.rules) {
      if (y < MARGIN) break;
      // lines were wrapped to the full width; beside the QR code a line may be re-wrapped narrower
      for (const part of y > top - 130 && width < RULES_WIDTH ? wrapText(line, RULES_SIZE, width) : [line]) {
        if (y < MARGIN) break;
        text(part, MARGIN, y, RULES_SIZE);
        y -= RULES_SIZE * 1.6;
      }
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** What the tickets' thread (`ticket-worker.ts`) is sent: the task's frame once, then batches; and what it answers. */
export type TicketWorkerAsk = { frame: TicketFrame } | { batch: number; tickets: TicketData[] };
export type TicketWorkerAnswer = { batch: number; pdfs: Uint8Array[] } | { batch: number; error: string };

const TICKET_WORKER = workerFile('ticket-worker', import.meta.url);
/** Tickets per message to a thread: enough that a message costs nothing beside them, few enough to report progress. */
const BATCH = 20;

/** A thread making tickets of one task, sent the frame once; `make` answers a batch's PDFs in order. */
function ticketThread(frame: TicketFrame) {
  const worker = new Worker(TICKET_WORKER);
  const pending = new Map<number, { resolve: (pdfs: Uint8Array[]) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('message', (answer: TicketWorkerAnswer) => {
    const p = pending.get(answer.batch);
    pending.delete(answer.batch);
    if ('error' in answer) p?.reject(new Error(answer.error));
    else p?.resolve(answer.pdfs);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the tickets' thread stopped (${code})`)));
  worker.postMessage({ frame } satisfies TicketWorkerAsk);
  return {
    make: (batch: number, tickets: TicketData[]) =>
      new Promise<Uint8Array[]>((resolve, reject) => {
        pending.set(batch, { resolve, reject });
        worker.postMessage({ batch, tickets } satisfies TicketWorkerAsk);
      }),
    stop: () => worker.terminate(),
  };
}

/** One thread a core, at most two: a task of 10,000 tickets takes both cores of a small server for its half minute. */
export const TICKET_THREADS = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * Every ticket of a task, zipped: `ticketAt(i)` gives the i-th ticket's file name (without `.pdf`, unique) and data;
 * `progress(done)` is called about every 2 % and answers false to stop (the task was deleted), when the answer is
 * null; with `onData` the zip's bytes go there as they are made (the answer is then empty), else they are answered
 * whole. The tickets are made by `threads` worker threads (`ticket-worker.ts`) in batches, while this thread reads the
 * next ones' data (photos); 0 makes them here, the event loop turning between two. The PDFs are compressed already,
 * so they are stored in the zip as they are, in order.
 */
export async function zipTickets(
  frame: TicketFrame,
  count: number,
  ticketAt: (i: number) => Promise<{ name: string; data: TicketData }>,
  progress: (done: number) => Promise<boolean>,
  { threads = TICKET_THREADS, onData }: { threads?: number; onData?: (chunk: Uint8Array) => void } = {},
): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else if (onData) onData(data);
    else chunks.push(data);
  });
  const step = Math.max(1, Math.ceil(count / 50));
  let added = 0;
  let reported = 0;
  /** Adds made tickets in order; false once the task is to stop. */
  const add = async (made: { name: string; pdf: Uint8Array }[]) => {
    for (const { name, pdf } of made) {
      const entry = new ZipPassThrough(`${name}.pdf`);
      zip.add(entry);
      entry.push(pdf, true);
      added++;
    }
    if (added < count && added - reported >= step) {
      reported = added;
      return progress(added);
    }
    return true;
  };

  if (threads <= 0) {
    for (let i = 0; i < count; i++) {
      const { name, data } = await ticketAt(i);
      if (!(await add([{ name, pdf: await renderTicket(frame, data) }]))) return null;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } else {
    const pool = Array.from({ length: Math.min(threads, Math.ceil(count / BATCH)) }, () => ticketThread(frame));
    try {
      const batches = Math.ceil(count / BATCH);
      const done = new Map<number, { name: string; pdf: Uint8Array }[]>();
      let next = 0;
      let written = 0;
      let stopped = false;
      const writeReady = async () => {
        while (!stopped && done.has(written)) {
          const made = done.get(written)!;
          done.delete(written);
          written++;
          if (!(await add(made))) stopped = true;
        }
      };
      await Promise.all(
        pool.map(async (thread) => {
          while (!stopped && next < batches) {
            const batch = next++;
            const from = batch * BATCH;
            const tickets: { name: string; data: TicketData }[] = [];
            for (let i = from; i < Math.min(count, from + BATCH); i++) tickets.push(await ticketAt(i));
            const pdfs = await thread.make(
              batch,
              tickets.map((t) => t.data),
            );
            done.set(
              batch,
              tickets.map((t, i) => ({ name: t.name, pdf: pdfs[i]! })),
            );
            await writeReady();
          }
        }),
      );
      if (stopped) return null;
    } finally {
      await Promise.all(pool.map((t) => t.stop()));
    }
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}
