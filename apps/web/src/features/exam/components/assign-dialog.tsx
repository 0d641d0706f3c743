import { ASSIGN_STRATEGIES, ASSIGN_STRATEGY_TEXTS, type AssignStrategy, scheduleApi } from '@cloud-exam/contract/exam/schedule';
import type { Language } from '@cloud-exam/contract/languages';
import { Alert, Checkbox, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { told } from '../../../components/use-submit';
import { SCHEDULE_READS } from '../api';
import type { ScheduleSubject } from './schedule-subject-card';

/** Seats a subject's candidates automatically, in order, by department or balanced; everyone anew or only the rest. */
export function AssignDialog({
  examId,
  subject,
  candidates,
  onClose,
}: {
  examId: string;
  subject?: ScheduleSubject;
  candidates: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('exam');
  const lang = i18n.language as Language;
  const { message } = useFeedback();
  const refresh = useRefresh(SCHEDULE_READS);
  const [strategy, setStrategy] = useState<AssignStrategy>('order');
  const [reseat, setReseat] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = () =>
    told(async () => {
      if (!subject) return;
      setBusy(true);
      try {
        const answer = await call(scheduleApi.assign, { examId, subjectId: subject.id, strategy, reseat });
        if (answer.unseated) message.warning(t('schedule.assignedSome', { seated: answer.seated, unseated: answer.unseated }));
        else message.success(t('schedule.assigned', { count: answer.seated }));
        await refresh();
        onClose();
      } finally {
        setBusy(false);
      }
    });
  return (
    <Modal
      open={!!subject}
      title={subject ? t('schedule.assignOf', { name: subject.subjectName }) : ''}
      onCancel={onClose}
      onOk={() => void run()}
      okText={t('schedule.assignStart')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('schedule.assignIntro', { seated: subject?.seated ?? 0, total: candidates })}</Typography.Text>
        <Radio.Group value={strategy} onChange={(e) => setStrategy(e.target.value)} aria-label={t('schedule.strategy')}>
          <Space orientation="vertical">
            {ASSIGN_STRATEGIES.map((s) => (
              <Radio key={s} value={s}>
                <Typography.Text strong>{ASSIGN_STRATEGY_TEXTS[s][lang]}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`schedule.strategyHint.${s}`)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <Checkbox checked={reseat} onChange={(e) => setReseat(e.target.checked)}>
          {t('schedule.reseat')}
        </Checkbox>
        {reseat && !!subject?.seated && <Alert type="warning" showIcon message={t('schedule.reseatWarning', { count: subject.seated })} />}
      </Space>
    </Modal>
  );
}
