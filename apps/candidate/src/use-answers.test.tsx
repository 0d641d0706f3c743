import 'fake-indexeddb/auto';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptOf } from './answer-store';
import { host, render, settle } from './test/render';
import { type Answer, useAnswers } from './use-answers';

const ITEM = '11111111-1111-4111-8111-111111111111';
const sitting = { state: 'inExam', serverTime: new Date().toISOString(), remainingSeconds: 3000 };
let hook: ReturnType<typeof useAnswers>;

/** A page with the hook, as the paper uses it. */
function Probe({ sittingId, held = [] }: { sittingId: string; held?: Parameters<typeof useAnswers>[0]['held'] }) {
  hook = useAnswers({ sittingId, token: 't', held, serverNow: () => Date.now(), onSitting: () => undefined, onRefused: () => undefined });
  const a: Answer | undefined = hook.answers[ITEM];
  return <p>{a ? `${JSON.stringify(a.value)} seq ${a.seq} ${a.synced ? 'saved' : 'waiting'}${hook.offline ? ' offline' : ''}` : 'none'}</p>;
}

/** The server as a fetch: receipts for what it is sent, or a lost network. */
function server(online: () => boolean) {
  const sent: { itemId: string; seq: number }[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!online()) throw new TypeError('Failed to fetch');
      expect(url).toContain(sittingApi.save.path);
      const { answers } = JSON.parse(String(init.body)) as { answers: { itemId: string; seq: number }[] };
      sent.push(answers);
      const saved = answers.map((a) => ({ itemId: a.itemId, seq: a.seq, savedAt: new Date().toISOString() }));
      return new Response(JSON.stringify({ code: 20000, msg: 'success', data: { saved, sitting } }));
    }),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

describe('the candidate’s answers', () => {
  it('are kept on this computer at once and marked saved only by the server’s receipt', async () => {
    const sent = server(() => true);
    await render(<Probe sittingId="s1" />);
    hook.change(ITEM, { options: ['B'] });
    await settle();
    await vi.waitFor(() => expect(host.textContent).toBe('{"options":["B"]} seq 1 waiting'));
    expect((await keptOf('s1')).map((k) => [k.seq, k.synced])).toEqual([[1, false]]);
    await hook.flush();
    await settle();
    expect(sent).toEqual([[expect.objectContaining({ itemId: ITEM, seq: 1, value: { options: ['B'] } })]]);
    await vi.waitFor(() => expect(host.textContent).toBe('{"options":["B"]} seq 1 saved'));
    expect((await keptOf('s1')).map((k) => [k.seq, k.synced])).toEqual([[1, true]]);
  });

  it('wait while the network is down, survive a reload, and go when it returns', async () => {
    let online = false;
    const sent = server(() => online);
    await render(<Probe sittingId="s2" />);
    hook.change(ITEM, { text: '第一稿' });
    await settle();
    await hook.flush();
    await settle();
    await vi.waitFor(() => expect(host.textContent).toBe('{"text":"第一稿"} seq 1 waiting offline'));
    hook.change(ITEM, { text: '第二稿' });
    await settle();
    // the page is reloaded: the server holds nothing yet, this computer holds the second draft
    await render(<Probe sittingId="s2" held={[]} />);
    await settle(50);
    await vi.waitFor(() => expect(host.textContent).toBe('{"text":"第二稿"} seq 2 waiting offline'));
    online = true;
    await hook.flush();
    await settle();
    expect(sent.at(-1)).toEqual([expect.objectContaining({ seq: 2, value: { text: '第二稿' } })]);
    await vi.waitFor(() => expect(host.textContent).toBe('{"text":"第二稿"} seq 2 saved'));
  });

  it('take the server’s answers where they are newer than this computer’s', async () => {
    server(() => true);
    await render(<Probe sittingId="s3" held={[{ itemId: ITEM, seq: 4, value: { options: ['A'] }, savedAt: new Date().toISOString() }]} />);
    await settle();
    await vi.waitFor(() => expect(host.textContent).toBe('{"options":["A"]} seq 4 saved'));
    hook.change(ITEM, { options: ['C'] });
    await settle();
    await vi.waitFor(() => expect(host.textContent).toBe('{"options":["C"]} seq 5 waiting'));
  });
});
