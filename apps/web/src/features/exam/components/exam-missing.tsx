import { useTranslation } from 'react-i18next';
import { MissingCard } from '../../../components/missing-card';
import { EXAM_LIST_PATH } from '../paths';

/** An exam page whose exam (or session) is not there, with the way back to the exam list. */
export function ExamMissing({ titleKey }: { titleKey: 'paper.missing' | 'schedule.missing' | 'answerRecords.missing' }) {
  const { t } = useTranslation('exam');
  return <MissingCard title={t(titleKey)} back={{ to: EXAM_LIST_PATH, label: t('paper.backToList') }} />;
}
