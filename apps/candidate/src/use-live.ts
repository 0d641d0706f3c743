import { LIVE_PATH, type LiveMessage } from '@cloud-exam/contract/sitting/sitting';
import { useEffect, useRef } from 'react';
import { apiRoot } from './api';

/** Waits before connecting again: 1, 2, 4 … up to 30 seconds. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** What changed: an invigilator's action or message, or anything at all while the channel was down (`reconnected`). */
export type LiveChange = Extract<LiveMessage, { type: 'changed' }>['action'] | 'reconnected';

/**
 * The live channel while `token` holds: the server tells of an invigilator's action or message at once (`onChanged`),
 * and the client reads its sitting or its messages again. It reconnects when the network drops, and then says so
 * (what came meanwhile is read again); the heartbeat and every call still carry the sitting's news if the channel
 * cannot be opened at all.
 */
export function useLive(token: string | null, onChanged: (change: LiveChange) => void) {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let connected = false;
    const connect = () => {
      const url = new URL(`${apiRoot()}${LIVE_PATH}`, location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onopen = () => socket!.send(JSON.stringify({ token }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as LiveMessage;
        if (message.type === 'ready') {
          attempt = 0;
          if (connected) changed.current('reconnected');
          connected = true;
        }
        if (message.type === 'refused') stopped = true;
        if (message.type === 'changed') changed.current(message.action);
      };
      socket.onclose = () => {
        if (stopped) return;
        retry = setTimeout(connect, backoff(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [token]);
}
