import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { closeAllViews } from '../layout/tags-view-store';
import { clearSession, getToken, storedUser } from './session';
import { LANDING_PATH, LOGIN_PATH } from '../lib/paths';

/** The group marker of an embedded group that has a home of its own (spec §3). */
const GROUP_WITH_OWN_HOME = 'jtb';

/**
 * Log-out (spec §4): the exit call (unless the token is already dead), token and roles cleared, views closed,
 * then /login, or the group's home for an embedded group.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      const group = storedUser()?.officeRouteFlag;
      const token = getToken();
      // Leave the console first: cleared while still inside, the guard would send the user to /login?redirect=….
      await navigate(group === GROUP_WITH_OWN_HOME ? LANDING_PATH : LOGIN_PATH, { replace: true, flushSync: true });
      // Cleared before the exit call, so that no call still on its way meets a dead token and says so.
      clearSession();
      queryClient.clear();
      closeAllViews();
      if (revoke && token) await import('./session-api').then(({ revokeToken }) => revokeToken(token)).catch(() => undefined);
    },
    [navigate, queryClient],
  );
}
