import { type CandidateMessage, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Inbox, MessageAlert, MessagesButton, useMessages } from './messages';
import { host, render, settle } from './test/render';

const message = (n: number, readAt: string | null = null): CandidateMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  text: `第 ${n} 条消息`,
  sentAt: new Date(Date.UTC(2030, 0, 1, 8, n)).toISOString(),
  readAt,
});

/** The server as a fetch: `inbox()` answers the messages, and every read is kept. */
function server(inbox: () => CandidateMessage[]) {
  const read: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (path.endsWith(sittingApi.readMessages.path)) {
        read.push((JSON.parse(String(init.body)) as { ids: string[] }).ids);
        return new Response(JSON.stringify({ code: 20000, msg: 'success', data: { read: 1 } }));
      }
      return new Response(JSON.stringify({ code: 20000, msg: 'success', data: inbox() }));
    }),
  );
  return read;
}
afterEach(() => vi.unstubAllGlobals());

let inbox: Inbox;
/** The header's button, the alert over the screen, and an answer the candidate is writing. */
function Screen() {
  inbox = useMessages('tok');
  return (
    <>
      <header>
        <MessagesButton inbox={inbox} />
      </header>
      <main>
        <MessageAlert inbox={inbox} />
        <label>
          答案 <textarea id="answer" />
        </label>
      </main>
    </>
  );
}

const alertDialog = () => host.querySelector<HTMLDialogElement>('dialog[role=alertdialog]');
const button = (text: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const click = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
const violations = async () =>
  (await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`,
  );

describe('the invigilators’ messages', () => {
  it('alerts each new message over the screen until acknowledged, which marks it read, then lists them all', async () => {
    let held: CandidateMessage[] = [message(0, new Date().toISOString())];
    const read = server(() => held);
    await render(<Screen />);
    await settle();
    // one read before: no alert, the list's button
    expect(alertDialog()).toBeNull();
    expect(button('消息')).toBeDefined();

    // the candidate is answering when two messages come (the live channel has the client read them again)
    host.querySelector<HTMLTextAreaElement>('#answer')!.focus();
    held = [message(2), message(1), ...held];
    await act(async () => inbox.reload());
    await settle();
    const first = alertDialog()!;
    expect(first.open).toBe(true);
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('第 1 条消息');
    expect(document.getElementById(first.getAttribute('aria-labelledby')!)?.textContent).toBe('监考老师的消息');
    expect(first.textContent).toContain('还有 1 条未读消息');
    // the focus on the text, not the button: a key the candidate was typing does not acknowledge it unread
    expect(document.activeElement?.id).toBe('message-text');
    expect(button('消息（2 条未读）')).toBeDefined();
    expect(await violations()).toEqual([]);

    // acknowledged by its button: read on the server, and the next one takes the focus
    await click(button('我知道了'));
    await settle();
    expect(read).toEqual([[message(1).id]]);
    expect(alertDialog()!.textContent).toContain('第 2 条消息');
    expect(alertDialog()!.textContent).not.toContain('还有');
    expect(document.activeElement?.id).toBe('message-text');

    // Escape closes the browser's dialog (cancel, then close): acknowledged too, and the focus is back in the answer
    await act(async () => {
      const dialog = alertDialog()!;
      dialog.dispatchEvent(new Event('cancel'));
      dialog.close();
    });
    await settle();
    expect(read).toEqual([[message(1).id], [message(2).id]]);
    expect(alertDialog()).toBeNull();
    expect(document.activeElement?.id).toBe('answer');

    // the list, opened from the keyboard: newest first, each read
    button('消息').focus();
    await click(button('消息'));
    const list = host.querySelector<HTMLDialogElement>('dialog[aria-labelledby=messages-title]')!;
    expect(list.open).toBe(true);
    expect([...list.querySelectorAll('li .message-text')].map((p) => p.textContent)).toEqual(['第 2 条消息', '第 1 条消息', '第 0 条消息']);
    expect([...list.querySelectorAll('li .muted')].every((p) => p.textContent!.endsWith('已读'))).toBe(true);
    expect(document.activeElement).toBe(button('关闭'));
    expect(await violations()).toEqual([]);
    await click(button('关闭'));
    expect(host.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('消息'));
  });

  it('shows on loading what came before the sign-in or while offline', async () => {
    server(() => [message(3)]);
    await render(<Screen />);
    await settle();
    expect(alertDialog()?.textContent).toContain('第 3 条消息');
    expect(button('消息（1 条未读）')).toBeDefined();
  });
});
