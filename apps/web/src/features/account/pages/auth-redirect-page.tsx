import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../app/routes';
import { setToken } from '../../../auth/session';

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
    const redirect = params.get('redirect');
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    setToken(token, false);
    navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME_PATH, { replace: true });
  }, [params, navigate]);
  return <Spin fullscreen tip={t('redirect.title')} />;
}
