import type { CurrentUser } from '@cloud-exam/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/request';

/** GET /gl/ua/ogt/oauth2/getuser: fetched once per session, refetched only when invalidated. */
export const currentUserQuery = queryOptions({
  queryKey: ['account', 'current-user'],
  queryFn: () => request<CurrentUser>('/gl/ua/ogt/oauth2/getuser', { silent: true, loading: false }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** DELETE /gl/ua/ogt/oauth/exit: revokes the token on the server. */
export const revokeToken = (token: string) => request<null>('/gl/ua/ogt/oauth/exit', { method: 'DELETE', silent: true, token });
