import { examCandidateApi, signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadToStore } from './store-upload';

const stored = { key: 'k1', url: '/cloudeFile/file/view/k1', name: '成绩单.pdf', contentType: 'application/pdf', size: 9 };
let credential: object;
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../api/call', () => ({
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    calls.push({ path: e.path, input });
    return e.path === examCandidateApi.tempCredential.path ? credential : stored;
  }),
}));
afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

const presigned = {
  mode: 'presigned',
  uploadUrl: 'https://bucket.example.com/files/k1?X-Amz-Signature=s',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf', 'Content-Length': '9' },
  key: 'k1',
  confirmToken: 'token.k1.sig',
  expireTime: '',
  maxBytes: 1,
  types: [],
};
const pdf = () => new File(['%PDF-1.4\n'], '成绩单.pdf', { type: 'application/pdf' });

describe('a file uploaded straight to the file store', () => {
  it('goes to the signed address of this server when no bucket is configured', async () => {
    credential = { mode: 'signed', uploadUrl: 'cloudeFile/file/signedUpload/abc.def', expireTime: '', maxBytes: 1, types: [] };
    const file = pdf();
    expect(await uploadToStore(file)).toBe(stored);
    expect(calls).toEqual([
      { path: examCandidateApi.tempCredential.path, input: { purpose: 'enclosure', size: 9, contentType: 'application/pdf' } },
      { path: signedUploadApi.upload.path, input: { token: 'abc.def', file } },
    ]);
  });

  it("is put into the bucket with the credential's headers, then confirmed by its token", async () => {
    credential = presigned;
    const put = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', put);
    const file = pdf();
    expect(await uploadToStore(file)).toBe(stored);
    expect(put).toHaveBeenCalledWith('https://bucket.example.com/files/k1?X-Amz-Signature=s', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf', 'Content-Length': '9' },
      body: file,
    });
    expect(calls.at(-1)).toEqual({ path: signedUploadApi.confirm.path, input: { token: 'token.k1.sig', name: '成绩单.pdf' } });
  });

  it('goes through this server when the browser names its type otherwise than the bucket would take it', async () => {
    credential = { mode: 'signed', uploadUrl: 'cloudeFile/file/signedUpload/xyz.sig', expireTime: '', maxBytes: 1, types: [] };
    const file = new File(['PK'], '资料.zip', { type: 'application/x-zip-compressed' });
    expect(await uploadToStore(file)).toBe(stored);
    expect(calls).toEqual([
      { path: examCandidateApi.tempCredential.path, input: { purpose: 'enclosure' } },
      { path: signedUploadApi.upload.path, input: { token: 'xyz.sig', file } },
    ]);
  });

  it('is not confirmed when the bucket refuses it', async () => {
    credential = presigned;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('SignatureDoesNotMatch', { status: 403 })),
    );
    await expect(uploadToStore(pdf())).rejects.toThrow('HTTP 403');
    expect(calls.map((c) => c.path)).toEqual([examCandidateApi.tempCredential.path]);
  });
});
