import { errorMessage } from '@cloud-exam/contract/errors';
import type { Validation } from '@cloud-exam/contract/validators';
import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { currentLanguage } from '../i18n/i18n';

/**
 * Turns a contract validator into an antd form rule, so that a form shows exactly the message the server would
 * answer with, in the user's language.
 */
export function useFieldRule() {
  return useCallback(
    <V>(validate: (value: V) => Validation): Rule => ({
      validator: async (_rule, value: V) => {
        const invalid = validate(value);
        if (invalid) throw new Error(errorMessage(invalid.code, currentLanguage(), invalid.params));
      },
    }),
    [],
  );
}
