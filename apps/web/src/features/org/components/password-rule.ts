import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { useFieldRule } from '../../../components/use-field-rule';
import { passwordPolicyQuery } from '../../../components/password-policy';

/**
 * The form rule for a password an administrator sets: the institution's password policy, the same check the
 * server makes. `optional` lets an empty field through (an account may start without a password).
 */
export function usePasswordRule(optional = false) {
  const rule = useFieldRule();
  const policy = useQuery(passwordPolicyQuery).data;
  return rule((v: string | undefined) => (optional && !v ? null : validatePasswordStrength(v, policy)));
}
