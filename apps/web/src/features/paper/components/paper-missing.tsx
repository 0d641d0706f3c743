import { useTranslation } from 'react-i18next';
import { MissingCard } from '../../../components/missing-card';
import { PAPERS_PATH } from '../paths';

/** A paper page whose paper is not there, with the way back to the paper list. */
export function PaperMissing() {
  const { t } = useTranslation('paper');
  return <MissingCard title={t('editor.missing')} back={{ to: PAPERS_PATH, label: t('editor.backToList') }} />;
}
