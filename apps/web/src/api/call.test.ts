import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { describe, expect, it, vi } from 'vitest';
import { call } from './call';

const sent: { path: string; data: unknown }[] = [];
vi.mock('./request', () => ({
  RequestError: class extends Error {},
  request: vi.fn(async (path: string, options: { data: unknown }) => {
    sent.push({ path, data: options.data });
    return {};
  }),
}));
vi.mock('../auth/session', () => ({ getToken: () => 'token' }));

describe('an upload', () => {
  it('sends its file in the form, its path parameters in the path and any other parameter in the query', async () => {
    const file = new File(['x'], 'candidates.xlsx');
    await call(examCandidateApi.import, { examId: 'e1', enrollId: 'p1', file } as never);
    await call(examCandidateApi.import, { examId: 'e2', file } as never);
    expect(sent.map((s) => s.path)).toEqual(['/gl/kw/kw/exam/candidate/import/e1?enrollId=p1', '/gl/kw/kw/exam/candidate/import/e2']);
    expect((sent[0]!.data as FormData).get('file')).toBeInstanceOf(File);
    expect([...(sent[0]!.data as FormData).keys()]).toEqual(['file']);
  });
});
