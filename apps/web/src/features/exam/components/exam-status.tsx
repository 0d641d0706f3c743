import type { ExamStatus } from '@cloud-exam/contract/exam/exam';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExamStatus, string> = { notStarted: 'blue', inProgress: 'green', ended: 'default', expired: 'orange' };

/** An exam's state (spec §4) and whether it is published, as tags. */
export function ExamStatusTags({ status, published }: { status: ExamStatus; published: boolean }) {
  const { t } = useTranslation('exam');
  return (
    <>
      <Tag color={COLORS[status]} bordered={false}>
        {t(`status.${status}`)}
      </Tag>
      <Tag color={published ? 'success' : 'default'}>{t(published ? 'published' : 'unpublished')}</Tag>
    </>
  );
}
