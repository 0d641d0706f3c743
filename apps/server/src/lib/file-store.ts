import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * Where files are kept (uploaded media, logos, avatars, the download centre's files): one interface, a directory
 * under DATA_DIR by default or an S3-compatible bucket. What a file is and who may have it is the database's
 * `stored_files`; the store only keeps bytes under keys.
 */

/** A file's bytes, whole or as they arrive (an upload is streamed through, never held whole). */
export type FileBody = Buffer | Readable;
/** Inclusive byte positions, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };
/** A kept file: its bytes (only the range's when one was asked for), its whole size and its type. */
export type FileObject = { body: Readable; size: number; contentType: string };
/**
 * A whole file to keep under a new key, one of many kept together. Its type may be left out when the caller keeps it
 * (a stored file's row, which serves it): the store then answers it as application/octet-stream, and the local store
 * writes one file rather than two.
 */
export type NewFile = { key: string; body: Buffer; contentType?: string };

export type FileStore = {
  /** Keeps a file under a new key (keys are never reused); a body that fails part-way leaves nothing behind. */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** Keeps many whole files under new keys, several at once; when one fails, none of them is left behind. */
  putMany(files: NewFile[]): Promise<void>;
  /** The file under a key, or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<FileObject | undefined>;
  /** Removes the file under a key; a key with no file is no error. */
  remove(key: string): Promise<void>;
  /**
   * A bucket only: an address to which a browser may PUT exactly this file (its type and length are signed) under
   * the key until it expires, without passing through this server.
   */
  presignPut?(key: string, file: { contentType: string; size: number }, expiresInSeconds: number): Promise<string>;
  close(): Promise<void>;
};

export type S3Config = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A new key: 24 random bytes, url-safe (32 characters), so that whoever does not hold it cannot find the file. */
export const newFileKey = () => randomBytes(24).toString('base64url');

/** Keys are url-safe characters only: no separator or dot, so no key names a path outside the store. */
function checkedKey(key: string) {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 60))}`);
  return key;
}

const bodyStream = (body: FileBody) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);

/** Files kept this many at a time by `putMany`, so that the disk's or the bucket's waits overlap. */
const FILES_AT_ONCE = 16;

/** Runs `work` on every item, `atOnce` at a time; after a failure nothing new starts, and the first one is thrown. */
async function eachAtOnce<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure)
      await work(items[next++]!).catch((error: unknown) => {
        failure ??= { error };
      });
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  if (failure) throw failure.error;
}

/** `putMany` by putting each file with `put`; when one fails, every one of them is removed and the failure thrown. */
async function putEach(files: NewFile[], put: (file: NewFile) => Promise<void>, remove: (key: string) => Promise<void>) {
  try {
    await eachAtOnce(files, FILES_AT_ONCE, put);
  } catch (e) {
    await eachAtOnce(files, FILES_AT_ONCE, (file) => remove(file.key));
    throw e;
  }
}

/**
 * Files in a directory, two characters of the key as a subdirectory (so no directory grows past a few thousand
 * entries). Each file's type is kept beside it in `<key>.type` (unless `putMany` was given none). Writes go to a temporary file renamed into place
 * once complete and flushed, so a reader never sees half a file, even after a crash. Many whole files at once
 * (`putMany`, a zip's pictures) are written straight under their keys, as no reader knows those keys until the
 * call returns: their directories made once, each file written and flushed, several at a time.
 */
export function localFileStore(root: string): FileStore {
  const where = (key: string) => {
    const dir = path.join(root, checkedKey(key).slice(0, 2));
    return { dir, file: path.join(dir, key), type: path.join(dir, `${key}.type`) };
  };
  const writeAtomically = async (dir: string, target: string, body: FileBody) => {
    await fs.mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${randomUUID()}.tmp`);
    const handle = await fs.open(temp, 'wx');
    try {
      await pipeline(bodyStream(body), handle.createWriteStream({ flush: true }));
      await fs.rename(temp, target);
    } catch (e) {
      await fs.rm(temp, { force: true });
      throw e;
    }
  };

  const remove = async (key: string) => {
    const at = where(key);
    await fs.rm(at.file, { force: true });
    await fs.rm(at.type, { force: true });
  };

  return {
    async put(key, body, contentType) {
      const at = where(key);
      await writeAtomically(at.dir, at.type, Buffer.from(contentType));
      await writeAtomically(at.dir, at.file, body).catch(async (e: unknown) => {
        await fs.rm(at.type, { force: true });
        throw e;
      });
    },
    async putMany(files) {
      const dirs = new Set(files.map((file) => where(file.key).dir));
      await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));
      const written = { flag: 'wx', flush: true } as const;
      await putEach(
        files,
        async ({ key, body, contentType }) => {
          const at = where(key);
          if (contentType) await fs.writeFile(at.type, contentType, written);
          await fs.writeFile(at.file, body, written);
        },
        remove,
      );
    },
    async get(key, range) {
      const at = where(key);
      const handle = await fs.open(at.file).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return undefined;
        throw e;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        const contentType = await fs.readFile(at.type, 'utf8').catch(() => 'application/octet-stream');
        return { body: handle.createReadStream(range ?? {}), size, contentType };
      } catch (e) {
        await handle.close();
        throw e;
      }
    },
    remove,
    close: async () => {},
  };
}

/**
 * Files in an S3-compatible bucket. Checksums are sent only where S3 requires them: the SDK's default trailing
 * checksums are refused by many S3-compatible stores. Uploads go up in 5 MB parts, two at a time, whatever
 * their length; many whole files (`putMany`) each in one request, several at a time.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
  };

  return {
    async put(key, body, contentType) {
      // A body that fails is what failed, even when the store then refuses to abort the parts already sent (some
      // S3-compatible stores do not implement that call; a bucket lifecycle rule clears such parts).
      let failed: unknown;
      if (!Buffer.isBuffer(body)) body.once('error', (e) => (failed ??= e));
      const upload = new Upload({ client, params: { Bucket, Key: checkedKey(key), Body: body, ContentType: contentType }, queueSize: 2 });
      await upload.done().catch((e: unknown) => {
        throw failed ?? e;
      });
    },
    putMany: (files) =>
      putEach(
        files,
        async ({ key, body, contentType }) => {
          await client.send(
            new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: body, ContentType: contentType ?? 'application/octet-stream' }),
          );
        },
        remove,
      ),
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checkedKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // A range's answer names the whole size after the slash of its Content-Range: "bytes 0-99/12345".
        const size = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
        return { body: answer.Body as Readable, size: size ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (e) {
        if ((e as Error).name === 'NoSuchKey') return undefined;
        throw e;
      }
    },
    remove,
    presignPut: (key, file, expiresIn) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: checkedKey(key), ContentType: file.contentType, ContentLength: file.size }),
        {
          expiresIn,
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      ),
    close: async () => client.destroy(),
  };
}

/** Where the local store keeps its files: `files` in the data directory. */
export const localFilesDir = (dataDir: string) => path.join(dataDir, 'files');

/** The configured store: the bucket when one is configured, else the data directory's. */
export function openFileStore(config: { s3?: S3Config; dataDir: string }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(localFilesDir(config.dataDir));
}
