import { SESSION_LIVE_PATH, type SessionLiveMessage } from '@cloud-exam/contract/sitting/sitting-overview';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getToken } from '../../auth/session';
import { apiUrl } from '../../lib/base-path';

/** Every read of exam day (`/gl/kw/kw/exam/sitting/…`): what a change in a session may have changed. */
const EXAM_DAY_READS = '/gl/kw/kw/exam/sitting/';
/** Waits before connecting again: 1, 2, 4 … up to 30 seconds. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** `live`: the server tells of changes; `connecting`: not yet, or again after a drop; `refused`: not this member's. */
export type LiveState = 'connecting' | 'live' | 'refused';

/**
 * Watches a session on the console's live channel: when the server says its sittings changed, the page's exam-day
 * reads are read again (TanStack Query refetches those on screen). Reconnects after a drop and reads again then, for
 * what changed meanwhile.
 */
export function useSessionLive(sessionId: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let connected = false;
    const readAgain = () => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(EXAM_DAY_READS) });
    const connect = () => {
      const url = new URL(apiUrl(SESSION_LIVE_PATH), location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onopen = () => socket!.send(JSON.stringify({ token, sessionId }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as SessionLiveMessage;
        if (message.type === 'ready') {
          attempt = 0;
          if (connected) readAgain();
          connected = true;
          setState('live');
        } else if (message.type === 'refused') {
          stopped = true;
          setState('refused');
        } else readAgain();
      };
      socket.onclose = () => {
        if (stopped) return;
        setState('connecting');
        retry = setTimeout(connect, backoff(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient, sessionId]);
  return state;
}
