import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../../../components/error-result';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorResult status="404" title="404" subTitle={t('notFound.subtitle')} />;
}
