import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTasks, offices, storedFiles, users } from '../../db/schema';
import * as media from '../../test/media-files';
import { callApi, createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { buildApp } from '../../app';
import { moveInlineFiles } from './inline-files';
import { createStoredFiles } from './stored-file.service';

let t: TestApp;
let token: string;

const upload = (purpose: string, file: Buffer, name: string, as = token) =>
  uploadFile(t, `/cloudeFile/file/upload/${purpose}`, as, file, name);
const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/${url}`, headers });
const storedCount = async () => (await t.db.select().from(storedFiles)).length;

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '甲考试院', 'store-admin');
  token = await signIn(t, 'store-admin');
});
afterAll(() => t.close());

describe('uploading to the file store', () => {
  it('takes images and media by their content, and answers where the file is', async () => {
    const accepted: [string, Buffer, string, string][] = [
      ['image', media.png(), 'a.png', 'image/png'],
      ['image', media.jpeg(), 'b.jpg', 'image/jpeg'],
      ['image', media.gif(), 'c.gif', 'image/gif'],
      ['image', media.webp(), 'd.webp', 'image/webp'],
      ['media', media.mp3(), '听力.mp3', 'audio/mpeg'],
      ['media', media.m4a(), 'e.m4a', 'audio/mp4'],
      ['media', media.ogg(), 'f.ogg', 'audio/ogg'],
      ['media', media.wav(), 'g.wav', 'audio/wav'],
      ['media', media.mp4(), 'h.mp4', 'video/mp4'],
      ['media', media.webm(), 'i.webm', 'video/webm'],
      // The name says nothing: a PNG called .mp4 is an image.
      ['image', media.png(), 'photo.mp4', 'image/png'],
    ];
    for (const [purpose, file, name, contentType] of accepted) {
      const answer = await upload(purpose, file, name);
      expect(answer, name).toMatchObject({ code: 20000, data: { contentType, size: file.length, name } });
      expect(answer.data.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(answer.data.url).toBe(`cloudeFile/file/${answer.data.key}`);
      expect(Buffer.compare((await fetchFile(answer.data.url)).rawPayload, file), name).toBe(0);
    }
  });

  it('refuses by content what the purpose does not take, whatever its name says', async () => {
    const before = await storedCount();
    const refused: [string, Buffer, string][] = [
      ['media', media.png(), 'photo.mp4'],
      ['image', Buffer.from('just some text, no image at all'), 'text.png'],
      ['image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'vector.svg'],
      ['image', media.mp4(), 'clip.png'],
      ['image', Buffer.alloc(0), 'empty.png'],
    ];
    for (const [purpose, file, name] of refused) {
      const answer = await upload(purpose, file, name);
      expect(answer.code, name).toBe(10002002);
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const { msg } = await t.app
      .inject({
        method: 'POST',
        url: '/cloudeFile/file/upload/image',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n',
      })
      .then((r) => r.json());
    expect(msg).toBe('This kind of file cannot be uploaded here; only PNG, JPEG, GIF, WEBP files are accepted');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over its purpose’s limit, and keeps nothing of it', async () => {
    const before = await storedCount();
    const tooBig = media.png(10 * 1024 * 1024);
    expect(await upload('image', tooBig, 'big.png')).toMatchObject({ code: 10002003, msg: '文件大小不能超过 10 MB' });
    expect(await storedCount()).toBe(before);
    // Media may be larger.
    expect((await upload('media', media.mp4(12 * 1024 * 1024), 'long.mp4')).code).toBe(20000);
  });

  it('refuses a request without a file, a purpose it does not know, and a caller without a session', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/cloudeFile/file/upload/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n--x--\r\n',
    });
    expect(noFile.json().code).toBe(10002001);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/cloudeFile/file/upload/script',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/cloudeFile/file/upload/image',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--x--\r\n',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(10000401);
  });
});

describe('serving a stored file', () => {
  let url: string;
  const clip = media.mp4(1000);
  beforeAll(async () => {
    url = (await upload('media', clip, '第一题 听力.mp4')).data.url;
  });

  it('answers whoever holds the key, without a token, cached for good, shown inline and never sniffed', async () => {
    const res = await fetchFile(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(clip.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="___ __.mp4"; filename*=UTF-8''${encodeURIComponent('第一题 听力.mp4')}`,
    );
    expect(Buffer.compare(res.rawPayload, clip)).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: `/${url}` });
    expect(head.headers).toMatchObject({ 'content-length': String(clip.length), 'content-type': 'video/mp4' });
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206, for seeking', async () => {
    const part = await fetchFile(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 100-199/${clip.length}`, 'content-length': '100' });
    expect(Buffer.compare(part.rawPayload, clip.subarray(100, 200))).toBe(0);
    const open = await fetchFile(url, { range: `bytes=${clip.length - 10}-` });
    expect(Buffer.compare(open.rawPayload, clip.subarray(-10))).toBe(0);
    const tail = await fetchFile(url, { range: 'bytes=-5' });
    expect(tail.headers['content-range']).toBe(`bytes ${clip.length - 5}-${clip.length - 1}/${clip.length}`);
    const past = await fetchFile(url, { range: `bytes=${clip.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);
    expect(past.headers['cache-control']).toBeUndefined();
    expect(past.json().code).toBe(10000416);
    // Several ranges at once: the whole file.
    expect((await fetchFile(url, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
  });

  it('answers 404 for a key it does not hold and 400 for what is no key; never a download-centre file', async () => {
    expect((await fetchFile('cloudeFile/file/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await fetchFile('cloudeFile/file/..%2F..%2Fpglite')).statusCode).toBe(400);
    await t.app.inject({ url: '/gl/ua/ogt/gl/dept/export', headers: { authorization: `Bearer ${token}` } });
    const [exported] = await t.db.select().from(fileTasks);
    expect(exported!.fileKey).toMatch(/^[\w-]{32}$/);
    expect((await fetchFile(`cloudeFile/file/${exported!.fileKey}`)).statusCode).toBe(404);
  });

  it('gives an address that holds under a base path', async () => {
    // The same database and store served under /exam, as a host shell would.
    const under = await buildApp({ database: t.database, files: t.files, basePath: '/exam' });
    try {
      const { data } = await uploadFile({ ...t, app: under }, '/exam/cloudeFile/file/upload/image', token, media.png(), 'a.png');
      // As the page resolves it against its <base href="/exam/">.
      const resolved = new URL(data.url, 'http://school.example/exam/').pathname;
      expect(resolved).toBe(`/exam/cloudeFile/file/${data.key}`);
      expect((await under.inject({ url: resolved })).headers['content-type']).toBe('image/png');
      const me = await callApi({ ...t, app: under }, { url: '/exam/gl/ua/ogt/oauth2/getuser', as: token });
      expect(me.data.filePath).toBe('/exam/cloudeFile/file/');
    } finally {
      await under.close();
    }
  });
});

describe('pictures found inside imported files', () => {
  it('keeps a picture by what its bytes are, once per institution, and refuses anything else', async () => {
    const files = createStoredFiles(t.db, t.files);
    const [office] = await t.db.select().from(offices).limit(1);
    const keeper = { officeId: office!.id, userId: null };
    const picture = await files.keepPicture(keeper, media.png());
    expect(picture).toMatchObject({ contentType: 'image/png' });
    expect((await files.keepPicture(keeper, media.png()))?.key).toBe(picture!.key);
    // a page or a script a file declares to be a picture is not kept
    expect(await files.keepPicture(keeper, Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(
      await files.keepPicture(keeper, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(await files.keepPicture(keeper, media.mp4(1000))).toBeUndefined();
    expect(await files.openPicture(keeper.officeId, picture!.key)).toBeDefined();
    expect(await files.openPicture(randomUUID(), picture!.key)).toBeUndefined();
  });

  it('keeps many pictures at once: each of the same bytes once, the store holding exactly them, the rest refused', async () => {
    const files = createStoredFiles(t.db, t.files);
    const { office } = await givenInstitution(t, '图片机构', 'picture-admin');
    const keeper = { officeId: office.id, userId: null };
    const before = await files.keepPicture(keeper, media.png(7));
    const pictures = [media.png(1), media.jpeg(), media.png(1), Buffer.from('<html></html>'), media.png(7), media.png(2)];
    const kept = await files.keepPictures(keeper, pictures);
    expect(kept.map((k) => k?.contentType)).toEqual(['image/png', 'image/jpeg', 'image/png', undefined, 'image/png', 'image/png']);
    expect(kept[2]!.key).toBe(kept[0]!.key);
    expect(kept[4]!.key).toBe(before!.key);
    expect(new Set(kept.map((k) => k?.key)).size).toBe(5);
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.officeId, office.id));
    expect(rows).toHaveLength(4);
    for (const [i, picture] of kept.entries()) {
      if (!picture) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of (await files.openPicture(office.id, picture.key))!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(pictures[i]);
    }
  });

  it('serves a file of another type as a download that never runs as the site', async () => {
    const files = createStoredFiles(t.db, t.files);
    const page = await files.keep({ officeId: null, userId: null }, 'image', {
      name: 'x.html',
      contentType: 'text/html',
      body: Buffer.from('<script>alert(1)</script>'),
    });
    const res = await fetchFile(page.url);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('the start-up move of files kept inline before the file store', () => {
  it('moves data: URL logos and avatars and bytea downloads into the store, once', async () => {
    const logo = media.png(10);
    const avatar = media.jpeg();
    const report = Buffer.from('an old export, kept in the row');
    const { office, user } = await givenInstitution(t, '旧机构', 'old-admin');
    await t.db
      .update(offices)
      .set({ logo: `data:image/png;base64,${logo.toString('base64')}` })
      .where(eq(offices.id, office.id));
    await t.db
      .update(users)
      .set({ profilePhoto: `data:image/jpeg;base64,${avatar.toString('base64')}` })
      .where(eq(users.id, user.id));
    const [task] = await t.db
      .insert(fileTasks)
      .values({
        officeId: office.id,
        userId: user.id,
        systemId: 'sys',
        fileType: 'user.export',
        fileName: '用户.xlsx',
        status: 1,
        mime: 'application/octet-stream',
        size: report.length,
        content: report,
        expiresAt: new Date(t.clock.now + 86_400_000),
      })
      .returning();

    expect(await moveInlineFiles(t.db, t.files)).toEqual({ logos: 1, avatars: 1, downloads: 1 });
    expect(await moveInlineFiles(t.db, t.files)).toEqual({ logos: 0, avatars: 0, downloads: 0 });

    const as = await signIn(t, 'old-admin');
    const brand = (await t.app.inject({ url: `/gl/ua/ogt/gl/platform/brand?officeId=${office.id}` })).json().data;
    expect(brand.logo).toMatch(/^cloudeFile\/file\/[\w-]{32}$/);
    expect(Buffer.compare((await fetchFile(brand.logo)).rawPayload, logo)).toBe(0);
    const me = await callApi(t, { url: '/gl/ua/ogt/oauth2/getuser', as });
    const photo = await fetchFile(me.data.profilephoto);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(photo.rawPayload, avatar)).toBe(0);

    const [moved] = await t.db.select().from(fileTasks).where(eq(fileTasks.id, task!.id));
    expect(moved).toMatchObject({ content: null, fileKey: expect.stringMatching(/^[\w-]{32}$/) });
    const download = await t.app.inject({ url: `/cloudeFile/task/download/${task!.id}`, headers: { authorization: `Bearer ${as}` } });
    expect(download.rawPayload.toString()).toBe(report.toString());
    expect(download.headers['content-length']).toBe(String(report.length));
  });
});
