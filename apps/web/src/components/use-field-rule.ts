import type { Validation } from '@cloud-exam/contract/validators';
import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { currentLanguage } from '../i18n/i18n';

/**
 * Turns a contract validator into an antd form rule, so that a form shows exactly the message the server would
 * answer with, in the user's language. A validator may be loaded on demand (a promise); the error catalogue is fetched
 * when a field is first found invalid.
 */
export function useFieldRule() {
  return useCallback(
    <V>(validate: (value: V) => Validation | Promise<Validation>): Rule => ({
      validator: async (_rule, value: V) => {
        const invalid = await validate(value);
        if (!invalid) return;
        const { errorMessage } = await import('@cloud-exam/contract/errors');
        throw new Error(errorMessage(invalid.code, currentLanguage(), invalid.params));
      },
    }),
    [],
  );
}
