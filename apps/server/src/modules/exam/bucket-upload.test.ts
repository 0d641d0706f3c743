import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../../lib/file-store';
import { png } from '../../test/media-files';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';

// With the files in a bucket (s3rver, a local S3 double), the browser uploads straight to it and confirms.
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-exam-bucket-'));
let s3rver: S3rver;
let t: TestApp;
let admin: string;

const call = async (e: Endpoint, input: object, as = admin) => (await inject(t, e, input, as)).json();
const ok = async (e: Endpoint, input: object, as = admin) => {
  const answer = await call(e, input, as);
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data;
};
const confirm = async (token: string, name = 'photo.png') =>
  (await t.app.inject({ method: 'POST', url: '/cloudeFile/file/confirmUpload', payload: { token, name } })).json();

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(temp, 's3'),
    configureBuckets: [{ name: 'files' }],
  });
  const { port } = await s3rver.run();
  const files = s3FileStore({
    bucket: 'files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await createTestApp({ files });
  await givenInstitution(t, '第一中学', 'admina');
  admin = await signIn(t, 'admina');
});
afterAll(async () => {
  await t?.close();
  await s3rver?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('getBucketTempCredential with a bucket', () => {
  it('hands out a presigned PUT for a stated size and type; the confirmed file is checked by content and kept', async () => {
    const photo = png(2048);
    const credential = await ok(examCandidateApi.tempCredential, { purpose: 'photo', size: photo.length, contentType: 'image/png' });
    expect(credential).toMatchObject({ mode: 'presigned', method: 'PUT', maxBytes: 10 * 1024 * 1024 });
    expect(credential.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const put = await fetch(credential.uploadUrl, { method: 'PUT', headers: credential.headers, body: photo });
    expect(put.status).toBe(200);

    const kept = await confirm(credential.confirmToken);
    expect(kept.code, JSON.stringify(kept)).toBe(20000);
    expect(kept.data).toMatchObject({ key: credential.key, contentType: 'image/png', size: photo.length, name: 'photo.png' });
    // served like any upload, and confirming again answers the same file
    const served = await t.app.inject({ url: `/${kept.data.url}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    expect((await confirm(credential.confirmToken)).data.key).toBe(credential.key);
  });

  it('refuses a file that is not what the purpose takes, removes it, and refuses an altered confirmation', async () => {
    await expect(
      call(examCandidateApi.tempCredential, { purpose: 'photo', size: 11 * 1024 * 1024, contentType: 'image/png' }),
    ).resolves.toMatchObject({
      code: ErrorCodes.uploadTooLarge,
    });
    await expect(call(examCandidateApi.tempCredential, { purpose: 'photo', size: 100, contentType: 'text/html' })).resolves.toMatchObject({
      code: ErrorCodes.uploadTypeRefused,
    });

    // declared a PNG, but the bytes are a page
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const credential = await ok(examCandidateApi.tempCredential, { purpose: 'photo', size: page.length, contentType: 'image/png' });
    expect((await fetch(credential.uploadUrl, { method: 'PUT', headers: credential.headers, body: page })).status).toBe(200);
    expect(await t.files.get(credential.key)).toBeDefined();
    expect((await confirm(credential.confirmToken)).code).toBe(ErrorCodes.uploadTypeRefused);
    expect(await t.files.get(credential.key)).toBeUndefined();

    const altered = credential.confirmToken.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await confirm(altered)).code).toBe(ErrorCodes.uploadTokenInvalid);
    // a confirmation is not an upload address, nor an upload address a confirmation
    expect((await uploadFile(t, `/cloudeFile/file/signedUpload/${credential.confirmToken}`, '', png(), 'a.png')).code).toBe(
      ErrorCodes.uploadTokenInvalid,
    );
    const signed = await ok(examCandidateApi.tempCredential, { purpose: 'photo' });
    expect((await confirm(signed.uploadUrl.split('/').at(-1))).code).toBe(ErrorCodes.uploadTokenInvalid);
  });

  it('without a size falls back to the signed address on this server', async () => {
    const credential = await ok(examCandidateApi.tempCredential, { purpose: 'photo' });
    expect(credential.mode).toBe('signed');
    expect(credential.uploadUrl).toMatch(/^cloudeFile\/file\/signedUpload\//);
  });
});
