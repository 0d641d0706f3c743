import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../../../components/error-result';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <ErrorResult status="403" title="401" subTitle={t('unauthorized.subtitle')} />;
}
