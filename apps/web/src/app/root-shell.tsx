import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { onSessionExpired } from '../auth/session';
import { useSignOut } from '../auth/use-sign-out';
import { LoadingMask } from '../components/loading-mask';
import { useNavigationProgress } from '../components/top-progress';
import { UpdateNotice } from '../components/update-notice';
import { type RouteHandle, RouteTableContext } from '../lib/route-table';
import { consoleTable } from './routes';

/**
 * Around every page: the title 'route title - site title', the top progress bar on each navigation, the way out
 * when the session expires, the loading mask and the new-version notice; and the console's route table for the shell.
 */
export function RootShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const signOut = useSignOut();
  const titleKey = (matches.at(-1)?.handle as RouteHandle | undefined)?.titleKey;

  useEffect(() => {
    const site = t('common:appTitle');
    document.title = titleKey ? `${t(titleKey)} - ${site}` : site;
  }, [t, titleKey]);

  useEffect(() => onSessionExpired(() => void signOut({ revoke: false })), [signOut]);
  useNavigationProgress();

  return (
    <RouteTableContext value={consoleTable}>
      <Outlet />
      <LoadingMask />
      <UpdateNotice />
    </RouteTableContext>
  );
}
