import { MOBILE_BREAKPOINT_PX } from '@cloud-exam/contract/constants';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below spec §9's 992 px breakpoint: the sidebar becomes a drawer and the minimum width is lifted. */
export function useMobile(): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', l);
      return () => m.removeEventListener('change', l);
    },
    () => window.matchMedia(query).matches,
  );
}
