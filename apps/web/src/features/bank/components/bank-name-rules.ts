import { BANK_NAME_MAX, BANK_NAME_PATTERN } from '@cloud-exam/contract/bank/bank';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useFieldRule } from '../../../components/use-field-rule';

/** A bank's name: required, at most 50 characters, no whitespace anywhere (the server's message, code 32010102). */
export function useBankNameRules(): Rule[] {
  const { t } = useTranslation(['bank', 'list']);
  const rule = useFieldRule();
  return [
    { required: true, message: t('list:required', { field: t('bank.name') }) },
    { max: BANK_NAME_MAX },
    rule((v?: string) => (v && !BANK_NAME_PATTERN.test(v) ? { code: ErrorCodes.bankNameHasSpaces } : null)),
  ];
}
