import { officeApi } from '@cloud-exam/contract/org/office';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../api/call';

/** The signed-in member's institution password policy, which the server applies to every password set there. */
export const passwordPolicyQuery = queryOptions({
  ...endpointQuery(officeApi.passwordPolicy, undefined, { silent: true }),
  staleTime: 60_000,
});
