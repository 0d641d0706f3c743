import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, localFileStore, newFileKey, s3FileStore } from './file-store';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A body that sends some bytes and then fails, as an upload refused part-way does. */
const failingBody = (before = Buffer.from('half a file')) =>
  Readable.from(
    (async function* () {
      yield before;
      throw new Error('refused part-way');
    })(),
  );

/** What both adapters promise, run against each. */
function behavesAsAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    let store: FileStore;
    beforeAll(() => {
      store = open();
    });
    afterAll(() => store.close());

    it('keeps a file whole or streamed, gives it back with its size and type, and by range', async () => {
      const key = newFileKey();
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await store.put(key, Buffer.from('0123456789'), 'text/plain');
      const whole = await store.get(key);
      expect(whole).toMatchObject({ size: 10, contentType: 'text/plain' });
      expect(await text(whole!.body)).toBe('0123456789');
      const part = await store.get(key, { start: 2, end: 5 });
      expect(part).toMatchObject({ size: 10 });
      expect(await text(part!.body)).toBe('2345');

      const streamed = newFileKey();
      await store.put(streamed, Readable.from([Buffer.alloc(6 * 1024 * 1024, 'a'), Buffer.from('end')]), 'video/mp4');
      const big = await store.get(streamed, { start: 6 * 1024 * 1024, end: 6 * 1024 * 1024 + 2 });
      expect(big).toMatchObject({ size: 6 * 1024 * 1024 + 3, contentType: 'video/mp4' });
      expect(await text(big!.body)).toBe('end');
    });

    it('keeps many whole files at once, each with its bytes and type (or none), and none of a batch that fails', async () => {
      const files = Array.from({ length: 40 }, (_, i) => ({
        key: newFileKey(),
        body: Buffer.from(`picture ${i}`),
        contentType: i % 2 ? 'image/png' : 'image/jpeg',
      }));
      await store.putMany(files);
      for (const file of files) {
        const kept = await store.get(file.key);
        expect(kept).toMatchObject({ size: file.body.length, contentType: file.contentType });
        expect(await text(kept!.body)).toBe(file.body.toString());
      }
      // Typed by their caller (a stored file's row): kept and answered as bytes, removed as any.
      const untyped = Array.from({ length: 3 }, (_, i) => ({ key: newFileKey(), body: Buffer.from(`photo ${i}`) }));
      await store.putMany(untyped);
      for (const file of untyped) {
        const kept = await store.get(file.key);
        expect(kept).toMatchObject({ size: file.body.length, contentType: 'application/octet-stream' });
        expect(await text(kept!.body)).toBe(file.body.toString());
        await store.remove(file.key);
        expect(await store.get(file.key)).toBeUndefined();
      }
      const failing = [...files.slice(0, 20).map((f) => ({ ...f, key: newFileKey() })), { ...files[0]!, key: '../escape' }];
      await expect(store.putMany(failing)).rejects.toThrow('Not a file key');
      for (const file of failing.slice(0, 20)) expect(await store.get(file.key)).toBeUndefined();
    });

    it('removes a file, and answers nothing for a key it does not hold', async () => {
      const key = newFileKey();
      await store.put(key, Buffer.from('x'), 'image/png');
      await store.remove(key);
      expect(await store.get(key)).toBeUndefined();
      await store.remove(key);
    });

    it('keeps nothing of a body that fails part-way, early or after parts went up', async () => {
      for (const before of [Buffer.from('half a file'), Buffer.alloc(11 * 1024 * 1024, 'a')]) {
        const key = newFileKey();
        await expect(store.put(key, failingBody(before), 'audio/mpeg')).rejects.toThrow('refused part-way');
        expect(await store.get(key)).toBeUndefined();
      }
    });

    it('refuses keys that could name a path outside the store', async () => {
      for (const key of ['', '../escape', 'a/b', '..', '.hidden', 'x.type', 'a\\b', '/etc/passwd', 'é'])
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Not a file key');
      await expect(store.get('../../pglite/PG_VERSION')).rejects.toThrow('Not a file key');
      await expect(store.remove('..')).rejects.toThrow('Not a file key');
    });
  });
}

behavesAsAStore('the local directory', () => localFileStore(path.join(temp, 'local')));

describe('the local directory on disk', () => {
  it('writes through a temporary file, leaving none behind, and nothing outside its root', async () => {
    const root = path.join(temp, 'disk');
    const store = localFileStore(root);
    const key = newFileKey();
    await store.put(key, Buffer.from('kept'), 'image/png');
    await store.put(newFileKey(), failingBody(), 'image/png').catch(() => {});
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.map((f) => f.name).sort()).toEqual([key, `${key}.type`].sort());
    expect(fs.readFileSync(path.join(root, key.slice(0, 2), key), 'utf8')).toBe('kept');
  });

  it('leaves none of a batch whose write fails part-way', async () => {
    const root = path.join(temp, 'batch');
    const store = localFileStore(root);
    const taken = newFileKey();
    await store.put(taken, Buffer.from('first'), 'image/png');
    const batch = Array.from({ length: 30 }, (_, i) => ({ key: newFileKey(), body: Buffer.from(`photo ${i}`), contentType: 'image/png' }));
    // A key already written cannot be written again: the 16th file fails after fifteen were written.
    await expect(store.putMany([...batch.slice(0, 15), { key: taken, body: Buffer.from('again') }, ...batch.slice(15)])).rejects.toThrow(
      'EEXIST',
    );
    for (const file of batch) expect(await store.get(file.key)).toBeUndefined();
  });
});

// The S3 adapter against s3rver, a local S3 double, on a free port of loopback.
let s3rver: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(temp, 's3'),
    configureBuckets: [{ name: 'files' }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3rver.close());

behavesAsAStore('an S3-compatible bucket', () =>
  s3FileStore({
    bucket: 'files',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);
