import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { clearSession, onSessionExpired } from '../auth/session';
import type { RouteHandle } from './router';

/** Around every page: the title 'route title - site title', and the way out when the session expires. */
export function RootShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleKey = (matches.at(-1)?.handle as RouteHandle | undefined)?.titleKey;

  useEffect(() => {
    const site = t('common:appTitle');
    document.title = titleKey ? `${t(titleKey)} - ${site}` : site;
  }, [t, titleKey]);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );

  return <Outlet />;
}
