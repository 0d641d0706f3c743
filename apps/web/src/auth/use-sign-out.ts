import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { closeAllViews } from '../layout/tags-view-store';
import { clearSession, storedUser } from './session';
import { revokeToken } from './session-api';

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
      if (revoke) await revokeToken().catch(() => undefined);
      clearSession();
      queryClient.clear();
      closeAllViews();
      navigate(group === GROUP_WITH_OWN_HOME ? '/propaganda' : '/login', { replace: true });
    },
    [navigate, queryClient],
  );
}
