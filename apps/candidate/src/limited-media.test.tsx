import type { CandidateItemContent } from '@cloud-exam/contract/sitting/sitting';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { ItemView } from './item-view';
import { host, render } from './test/render';

const listening: CandidateItemContent = {
  itemTypeCode: 'single_choice',
  stemAttrs: {
    content: '<p>听录音，选择答案。</p>',
    media: [
      { kind: 'audio', url: 'cloudeFile/file/listening', name: '录音', playLimit: 2 },
      { kind: 'video', url: 'cloudeFile/file/clip', name: '短片', playLimit: 0 },
    ],
  },
  optionsDataList: [{ optionName: 'A', optionContent: '<p>甲</p>' }],
  attrsDataList: [],
  score: 2,
  childItemList: [],
};

/** The item with the plays the server counted, kept as the paper keeps them: `ask` stands for the server's count. */
function Listening({ ask }: { ask: (media: number) => Promise<void> }) {
  const [played, setPlayed] = useState(0);
  const plays = {
    played: () => played,
    play: async (media: number) => {
      await ask(media);
      setPlayed((n) => n + 1);
    },
  };
  return <ItemView content={listening} id="i1" value={undefined} onChange={() => undefined} plays={plays} />;
}

const button = () => host.querySelector('button')!;
const status = () => host.querySelector('[role=status]')!.textContent;
const click = () => act(async () => button().click());
const ended = () => act(async () => void host.querySelector('audio')!.dispatchEvent(new Event('ended')));
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
const started = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

afterEach(() => {
  online(true);
  started.mockClear();
});

describe('a media with a play limit', () => {
  it('plays by its own button only once the server counted it, saying how many plays are left', async () => {
    const ask = vi.fn(async () => undefined);
    await render(<Listening ask={ask} />);
    // no native controls to seek or replay past the count; the unlimited video keeps them
    expect(host.querySelector('audio')!.hasAttribute('controls')).toBe(false);
    expect(host.querySelector('video')!.hasAttribute('controls')).toBe(true);
    expect(host.querySelectorAll('button')).toHaveLength(1);
    expect(status()).toBe('还可播放 2 次');
    expect(button().getAttribute('aria-describedby')).toBe(host.querySelector('[role=status]')!.id);

    await click();
    expect(ask).toHaveBeenCalledWith(0);
    expect(started).toHaveBeenCalledTimes(1);
    expect([button().textContent, button().getAttribute('aria-disabled'), status()]).toEqual(['正在播放…', 'true', '还可播放 1 次']);
    await ended();
    await click();
    await ended();
    expect([button().getAttribute('aria-disabled'), status()]).toEqual(['true', '播放次数已用完']);
    expect(started).toHaveBeenCalledTimes(2);
    // the button keeps the focus but asks for nothing more
    await click();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('stops a play the browser starts by itself (a media key)', async () => {
    await render(<Listening ask={async () => undefined} />);
    const audio = host.querySelector('audio')!;
    const paused = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
    await act(async () => void audio.dispatchEvent(new Event('play')));
    expect(paused).toHaveBeenCalled();
  });

  it('cannot start offline, and says so calmly', async () => {
    const ask = vi.fn(async () => undefined);
    await render(<Listening ask={ask} />);
    online(false);
    await click();
    expect(ask).not.toHaveBeenCalled();
    expect(status()).toContain('网络已断开');
    // the call itself failing for the network is the same
    online(true);
    await render(<Listening ask={() => Promise.reject(new ApiError('offline', 'offline'))} />);
    await click();
    expect([status()?.startsWith('网络已断开'), started.mock.calls.length]).toEqual([true, 0]);
  });

  it('shows the server’s refusal and does not play', async () => {
    await render(<Listening ask={() => Promise.reject(new ApiError('该音视频的播放次数已用完', 41300645))} />);
    await click();
    expect(status()).toBe('该音视频的播放次数已用完');
    expect(started).not.toHaveBeenCalled();
  });
});
