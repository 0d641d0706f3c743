import type { TokenResponse } from '@cloud-exam/contract/account/session';
import { useFeedback } from '../../components/feedback';
import { useQueryClient } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../lib/paths';
import { setToken, storeUser } from '../../auth/session';

/** Where a sign-in goes on to: the ?redirect= of the address when it is a path of this site, else the workbench. */
export const afterSignIn = (params: URLSearchParams) => {
  const redirect = params.get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME_PATH;
};

/** After a token: keep it, load the user, greet them and go where they were heading (same-site paths only). */
export function useCompleteSignIn() {
  const { t } = useTranslation('account');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  return async ({ access_token }: TokenResponse, remember: boolean) => {
    setToken(access_token, remember);
    const { currentUserQuery } = await import('./sign-in-kit');
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    const user = await queryClient.fetchQuery(currentUserQuery);
    storeUser(user, remember);
    message.success(t('login.welcome', { name: user.name }));
    navigate(afterSignIn(params), { replace: true });
  };
}
