import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../components/feedback';
import { Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { CurrentUserContext } from './current-user';
import { clearSession, getToken, isRemembered, storeUser } from './session';
import { skinQuery } from './skin';
import { TopProgress } from '../components/top-progress';
import { currentUserQuery } from './session-api';
import { LOGIN_PATH } from '../lib/paths';

/**
 * The navigation guard (spec §4): no token → /login; the top progress bar while the user is fetched; a token → the user and authorities from getuser. A failed
 * fetch, or an empty authority list, resets the token, says why, and goes to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = getToken();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useQuery({ ...currentUserQuery, enabled: !!token });
  const refused = user.isError || (user.data && user.data.authorities.length === 0);

  useEffect(() => {
    if (!user.data || user.data.authorities.length === 0) return;
    storeUser(user.data, isRemembered());
    void queryClient.prefetchQuery(skinQuery);
  }, [user.data, queryClient]);

  useEffect(() => {
    if (!refused) return;
    clearSession();
    message.error(user.data ? t('guard.verificationFailed') : user.error?.message || t('guard.hasError'));
    navigate(LOGIN_PATH, { replace: true });
  }, [refused, user.data, user.error, message, navigate, t]);

  if (!token) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (!user.data || refused)
    return (
      <>
        <TopProgress />
        <Spin size="large" fullscreen tip={t('loading')} />
      </>
    );
  return <CurrentUserContext.Provider value={user.data}>{children}</CurrentUserContext.Provider>;
}
