import type { CurrentUser } from '@cloud-exam/contract/account/session';
import { createContext, useContext } from 'react';

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user; only pages inside the guard may ask. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the signed-in console');
  return user;
}
