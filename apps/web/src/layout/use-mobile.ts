import { MOBILE_BREAKPOINT_PX } from '@cloud-exam/contract/constants';
import { useMediaQuery } from '../lib/use-media-query';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below spec §9's 992 px breakpoint: the sidebar becomes a drawer and the minimum width is lifted. */
export const useMobile = (): boolean => useMediaQuery(query);
