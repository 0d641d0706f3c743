import { LOADING_MASK_CLOSE_DELAY_MS } from '@cloud-exam/contract/constants';
import { useSyncExternalStore } from 'react';

/**
 * The loading mask of spec §7: shown while any call that wants it is in flight, closed 200 ms after the last one
 * ends so that back-to-back calls do not flicker it.
 */
let inFlight = 0;
let visible = false;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  for (const l of listeners) l();
}

export function beginLoading() {
  inFlight++;
  clearTimeout(closeTimer);
  setVisible(true);
}

export function endLoading() {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  clearTimeout(closeTimer);
  closeTimer = setTimeout(() => setVisible(false), LOADING_MASK_CLOSE_DELAY_MS);
}

export function useLoadingMask(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => visible,
  );
}
