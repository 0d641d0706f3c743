import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { examNotificationApi } from '@cloud-exam/contract/exam/exam-notification';
import { useNamedExam } from '../api';
import { ComposeCard } from '../components/notification-compose';
import { NotificationRecord } from '../components/notification-record';

/** detail/notification/:id — notify an exam's candidates by text message and e-mail, and the record of what was sent. */
export default function NotificationPage() {
  const { t } = useTranslation('exam');
  const { id = '' } = useViewParams<'id'>();
  const exam = useNamedExam(id);
  const refresh = useRefresh([examNotificationApi.page]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        {exam.data && (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('notification.titleOf', { name: exam.data.examName })}
          </Typography.Title>
        )}
        {/* The sessions offered, the preview and the record all give the institution's times. */}
        <TimeZoneNote />
      </div>
      <ComposeCard examId={id} onSent={() => void refresh()} />
      <NotificationRecord examId={id} examName={exam.data?.examName} />
    </Space>
  );
}
