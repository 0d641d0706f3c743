import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A subject as a card's title: its name, and its duration beside it. */
export function SubjectTitle({ subject }: { subject: { subjectName: string; duration: number } }) {
  const { t } = useTranslation('exam');
  return (
    <Space wrap>
      <span>{subject.subjectName}</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {t('paper.subjectDuration', { count: subject.duration })}
      </Typography.Text>
    </Space>
  );
}
