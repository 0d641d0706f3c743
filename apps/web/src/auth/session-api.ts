import { sessionApi } from '@cloud-exam/contract/account/session';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointQuery } from '../api/call';

/** GET /gl/ua/ogt/oauth2/getuser: fetched once per session, refetched only when invalidated. */
export const currentUserQuery = queryOptions({
  ...endpointQuery(sessionApi.currentUser, {}, { silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** DELETE /gl/ua/ogt/oauth/exit: revokes the token on the server. */
export const revokeToken = (token: string) => call(sessionApi.signOut, undefined, { silent: true, token });
