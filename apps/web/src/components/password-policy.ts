import type { PasswordPolicy } from '@cloud-exam/contract/settings';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/request';

/** The signed-in member's institution password policy, which the server applies to every password set there. */
export const passwordPolicyQuery = queryOptions({
  queryKey: ['account', 'password-policy'],
  queryFn: () => request<PasswordPolicy>('/gl/ua/ogt/gl/settings/passwordPolicy', { loading: false, silent: true }),
  staleTime: 60_000,
});
