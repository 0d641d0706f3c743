import { hasAnyAuthority } from '@cloud-exam/contract/authorities';
import type { ReactNode } from 'react';
import { useCurrentUser } from './current-user';

/** True when the signed-in user holds any of the authorities (admin holds all). An empty list is a bug. */
export function useAuthorized(authorities: readonly string[]): boolean {
  return hasAnyAuthority(useCurrentUser().authorities, authorities);
}

/** Renders its children only for holders of any of the authorities: the server refuses the rest anyway. */
export function Authorized({ authorities, children }: { authorities: readonly string[]; children: ReactNode }) {
  return useAuthorized(authorities) ? children : null;
}
