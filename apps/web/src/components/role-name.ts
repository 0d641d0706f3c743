import { roleNameIn } from '@cloud-exam/contract/org/role';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/** How role names are shown: a built-in role not renamed in the user's language, any other as its institution named it. */
export function useRoleName() {
  useTranslation(); // follows a change of language
  const lang = currentLanguage();
  return (name: string) => roleNameIn(name, lang);
}
