import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { setToken } from '../../../auth/session';
import { LOGIN_PATH } from '../../../lib/paths';
import { afterSignIn } from '../use-complete-sign-in';

/**
 * Where an outside sign-in (a host shell, a single-sign-on portal) sends the browser back: with ?token=… the
 * session starts, then the user goes on to ?redirect=… (a path of this site) or the workbench.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token') ?? params.get('access_token');
    if (!token) {
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    setToken(token, false);
    navigate(afterSignIn(params), { replace: true });
  }, [params, navigate]);
  return <Spin fullscreen tip={t('redirect.title')} />;
}
