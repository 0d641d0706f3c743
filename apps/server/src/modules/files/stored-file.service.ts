import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { isStorable } from '@cloud-exam/contract/fields';
import {
  STORED_FILE_KEY,
  type StoredFile,
  storedFileUrl,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@cloud-exam/contract/files/stored-file';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type IncomingFile, incomingFile, malformed } from '../../http/upload';
import { type ByteRange, type FileBody, type FileStore, newFileKey } from '../../lib/file-store';
import { type NewStoredFile, type StoredFilePurpose, storedFileRepo, type StoredFileRow } from './stored-file.repo';

/** Who a file is kept for: the institution (none for an avatar, which is the person's) and the member. */
export type FileKeeper = { officeId: string | null; userId: string | null };

/** What an upload may be for one purpose: the types its content may have, its largest size and the refusals. */
export type UploadPolicy = {
  purpose: StoredFilePurpose;
  types: readonly string[];
  maxBytes: number;
  missing: () => AppError;
  wrongType: () => AppError;
  tooLarge: () => AppError;
};

/** The upload endpoint's purposes (contract UPLOAD_PURPOSES), refused with 10002001–10002003. */
export function uploadPolicy(purpose: UploadPurpose): UploadPolicy {
  const { types, maxBytes } = UPLOAD_PURPOSES[purpose];
  const names = types.map((t) => t.split('/')[1]!.toUpperCase()).join(', ');
  return {
    purpose,
    types,
    maxBytes,
    missing: () => new AppError(ErrorCodes.uploadMissing),
    wrongType: () => new AppError(ErrorCodes.uploadTypeRefused, { types: names }),
    tooLarge: () => new AppError(ErrorCodes.uploadTooLarge, { max: maxBytes / 1024 / 1024 }),
  };
}

/** An institution's logo or a member's avatar: a PNG, JPEG or WebP image of at most maxBytes (12310132, 12310133). */
export function interfaceImagePolicy(purpose: 'logo' | 'avatar', maxBytes: number): UploadPolicy {
  const wrongType = () => new AppError(ErrorCodes.imageType);
  return {
    purpose,
    types: UPLOAD_IMAGE_TYPES,
    maxBytes,
    missing: wrongType,
    wrongType,
    tooLarge: () => new AppError(ErrorCodes.imageTooLarge, { max: maxBytes / 1024 }),
  };
}

/** A candidate's camera snapshot during an exam: a JPEG, PNG or WebP of at most maxBytes, kept unserved (10002001–10002003). */
export function snapshotPolicy(maxBytes: number): UploadPolicy {
  return {
    ...uploadPolicy('image'),
    purpose: 'snapshot',
    maxBytes,
    tooLarge: () => new AppError(ErrorCodes.uploadTooLarge, { max: maxBytes / 1024 / 1024 }),
  };
}

/** Names file-type gives that browsers know by another: served as the latter, accepted as it. */
const SERVED_AS: Record<string, string> = { 'audio/x-m4a': 'audio/mp4', 'audio/ogg; codecs=opus': 'audio/ogg' };

/** The largest size a file may be kept with, and its refusal. */
type Limit = { maxBytes: number; tooLarge: () => AppError };

/** Counts and hashes a body as it passes; past `limit` bytes it fails with `tooLarge`, so nothing is kept. */
function meter(body: FileBody, limit?: Limit) {
  const hash = createHash('sha256');
  let size = 0;
  const measured = () => ({ size, sha256: hash.digest('hex') });
  if (Buffer.isBuffer(body)) {
    if (limit && body.length > limit.maxBytes) throw limit.tooLarge();
    hash.update(body);
    size = body.length;
    return { body, measured };
  }
  // Pulled by the store as it writes, so that nothing flows (or fails) before the store reads.
  async function* counted(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (limit && size > limit.maxBytes) throw limit.tooLarge();
      hash.update(chunk);
      yield chunk;
    }
  }
  return { body: Readable.from(counted(body)), measured };
}

const toStoredFile = (row: Pick<StoredFileRow, 'key' | 'contentType' | 'size' | 'name'>): StoredFile => ({
  key: row.key,
  url: storedFileUrl(row.key),
  contentType: row.contentType,
  size: row.size,
  name: row.name,
});

/**
 * The one way files are kept: the bytes go to the file store under a new random key, and a `stored_files` row
 * says what they are and whose. Uploads are streamed through (their type told by their content, their size
 * counted as they arrive), never held whole.
 */
export function createStoredFiles(db: Db, store: FileStore) {
  /**
   * Keeps a file; `within` a transaction when its row goes with other writes (an import's report). A file whose
   * row is not written is removed again; one whose transaction rolls back later stays in the store without a row.
   */
  async function keep(
    keeper: FileKeeper,
    purpose: StoredFilePurpose,
    file: { name: string; contentType: string; body: FileBody },
    options: { within?: Db; limit?: Limit } = {},
  ) {
    const key = newFileKey();
    const metered = meter(file.body, options.limit);
    await store.put(key, metered.body, file.contentType);
    const row = { key, purpose, name: file.name, contentType: file.contentType, ...metered.measured() };
    try {
      await storedFileRepo(options.within ?? db).insert({ ...row, officeId: keeper.officeId, createdBy: keeper.userId });
    } catch (e) {
      await store.remove(key);
      throw e;
    }
    return toStoredFile(row);
  }

  /** Keeps an upload as it arrives, under the name it came with; a request that broke part-way is malformed. */
  function keepIncoming(file: IncomingFile, keeper: FileKeeper, purpose: StoredFilePurpose, contentType: string, limit: Limit) {
    const name = (isStorable(file.name) ? [...file.name].slice(0, 255).join('') : '') || purpose;
    return keep(keeper, purpose, { name, contentType, body: file.body }, { limit }).catch((e: unknown) => {
      throw file.broken() && !(e instanceof AppError) ? malformed() : e;
    });
  }

  /**
   * Pictures found inside an imported file (a zip's photos, a document's images): each kept only when its bytes are
   * one of the image upload's types within its size, whatever the file declared it to be, and once per institution
   * (the same bytes answer the same address, so an item imported twice is the same item). Many at once: one query
   * finds those kept before, the new ones' bytes go to the store together and their rows in one statement.
   * Answers each picture's file, undefined where refused.
   */
  async function keepPictures(keeper: FileKeeper & { officeId: string }, pictures: Buffer[]): Promise<(StoredFile | undefined)[]> {
    const { types, maxBytes } = UPLOAD_PURPOSES.image;
    const told = await Promise.all(
      pictures.map(async (bytes) => {
        if (bytes.length > maxBytes) return undefined;
        const detected = (await fileTypeFromBuffer(bytes))?.mime;
        if (!detected || !(types as readonly string[]).includes(detected)) return undefined;
        return { bytes, contentType: detected, sha256: createHash('sha256').update(bytes).digest('hex') };
      }),
    );
    const hashes = [...new Set(told.flatMap((picture) => (picture ? [picture.sha256] : [])))];
    const same = new Map((await storedFileRepo(db).findSame(keeper.officeId, 'image', hashes)).map((row) => [row.sha256, row]));
    const fresh = new Map<string, { row: NewStoredFile; bytes: Buffer }>();
    for (const picture of told)
      if (picture && !same.has(picture.sha256) && !fresh.has(picture.sha256)) {
        const { bytes, contentType, sha256 } = picture;
        const { officeId, userId: createdBy } = keeper;
        const row = {
          key: newFileKey(),
          officeId,
          purpose: 'image',
          name: 'image',
          contentType,
          size: bytes.length,
          sha256,
          createdBy,
        } as const;
        fresh.set(sha256, { row, bytes });
      }
    const news = [...fresh.values()];
    // Their type is their rows' (which serve them): the store keeps only the bytes.
    await store.putMany(news.map(({ row, bytes }) => ({ key: row.key, body: bytes })));
    try {
      await storedFileRepo(db).insert(news.map(({ row }) => row));
    } catch (e) {
      await Promise.all(news.map(({ row }) => store.remove(row.key)));
      throw e;
    }
    return told.map((picture) => {
      const row = picture && (same.get(picture.sha256) ?? fresh.get(picture.sha256)?.row);
      return row && toStoredFile(row);
    });
  }

  return {
    keep,
    keepPictures,
    /** One picture found inside an imported file, kept as `keepPictures` keeps many. */
    keepPicture: async (keeper: FileKeeper & { officeId: string }, bytes: Buffer) => (await keepPictures(keeper, [bytes]))[0],

    /** The institution's file of a purpose by its key (one an upload kept for it); undefined when not one of theirs. */
    async ownFile(officeId: string, purpose: StoredFilePurpose, key: string) {
      const row = STORED_FILE_KEY.test(key) ? await storedFileRepo(db).findOwned(officeId, purpose, key) : undefined;
      return row && toStoredFile(row);
    },

    /** Whether a key names one of the institution's pictures (an uploaded image). */
    isOwnPicture: async (officeId: string, key: string) => !!(await storedFileRepo(db).findOwned(officeId, 'image', key)),

    /** The bytes of an institution's picture (an item's image), for an export; undefined when not one of theirs. */
    async openPicture(officeId: string, key: string) {
      const row = await storedFileRepo(db).findOwned(officeId, 'image', key);
      return row && (await store.get(key))?.body;
    },

    /** Keeps the one file of a multipart upload, refused by the policy unless its content and size fit it. */
    async upload(request: FastifyRequest, keeper: FileKeeper, policy: UploadPolicy) {
      const file = await incomingFile(request, policy.maxBytes);
      if (!file) throw policy.missing();
      const type = file.detected && (SERVED_AS[file.detected] ?? file.detected);
      if (!type || !policy.types.includes(type)) throw policy.wrongType();
      return keepIncoming(file, keeper, policy.purpose, type, policy);
    },

    /**
     * Keeps the one file of a multipart upload, of any type, for a job to read later (an import's file): streamed
     * into the store, never held whole, never served; undefined when the request holds none, `tooLarge` past
     * `maxBytes`. Removed with `discard` once read, or by `discardUploads` when left.
     */
    async keepUpload(request: FastifyRequest, keeper: FileKeeper, limit: Limit) {
      const file = await incomingFile(request, limit.maxBytes);
      return file && keepIncoming(file, keeper, 'upload', 'application/octet-stream', limit);
    },

    /** Bytes of a kept file, from `start` to `end` inclusive (the whole file without them); undefined when gone. */
    async bytes(key: string, range?: ByteRange) {
      const object = await store.get(key, range);
      return object && buffer(object.body);
    },

    /** Removes the uploads kept for jobs before a time, read or not (their jobs gave up, or their owner went). */
    async discardUploads(before: Date) {
      await Promise.all((await storedFileRepo(db).removeOlder('upload', before)).map((k) => store.remove(k)));
    },

    /**
     * Where a browser may put one file straight into the store (a bucket's presigned address), for the policy and
     * the size and type the browser states; undefined when the store takes uploads only through this server.
     */
    async presign(policy: UploadPolicy, file: { contentType: string; size: number }, expiresInSeconds: number) {
      if (!store.presignPut) return undefined;
      if (file.size > policy.maxBytes) throw policy.tooLarge();
      if (!policy.types.includes(file.contentType)) throw policy.wrongType();
      const key = newFileKey();
      return { key, url: await store.presignPut(key, file, expiresInSeconds) };
    },

    /**
     * A file a browser put into the store under a presigned key, kept as an upload is: its type told by its content
     * and its size within the policy, else it is removed and refused. Confirming a key twice answers the same file.
     */
    async adopt(key: string, keeper: FileKeeper, policy: UploadPolicy, name: string) {
      const kept = await storedFileRepo(db).findServed(key);
      if (kept) return toStoredFile(kept);
      const object = await store.get(key);
      if (!object) throw policy.missing();
      try {
        if (object.size > policy.maxBytes) throw policy.tooLarge();
        const bytes = await buffer(object.body);
        const detected = (await fileTypeFromBuffer(bytes))?.mime;
        const type = detected && (SERVED_AS[detected] ?? detected);
        if (!type || !policy.types.includes(type)) throw policy.wrongType();
        const row = {
          key,
          purpose: policy.purpose,
          name: (isStorable(name) ? [...name].slice(0, 255).join('') : '') || policy.purpose,
          contentType: type,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        };
        await storedFileRepo(db).insert({ ...row, officeId: keeper.officeId, createdBy: keeper.userId });
        return toStoredFile(row);
      } catch (e) {
        await store.remove(key);
        throw e;
      }
    },

    /** A file served to whoever holds its key, and how to read its bytes (a range of them); undefined when none. */
    async served(key: string) {
      const row = await storedFileRepo(db).findServed(key);
      return row && { ...toStoredFile(row), read: async (range?: ByteRange) => (await store.get(key, range))?.body };
    },

    /** The bytes of a file, for the module that keeps its key (the download centre); undefined when gone. */
    open: async (key: string) => (await store.get(key))?.body,

    /**
     * Removes files by key: their rows (`within` a transaction), then their bytes at once. What names no stored
     * file is passed over.
     */
    async discard(keys: (string | null)[], within: Db = db) {
      const gone = await storedFileRepo(within).remove(keys.filter((k): k is string => !!k));
      await Promise.all(gone.map((k) => store.remove(k)));
    },
  };
}
export type StoredFiles = ReturnType<typeof createStoredFiles>;
