import { examApi } from '@cloud-exam/contract/exam/exam';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { SortableList, SortableRow } from '../../../components/list/sortable-list';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { ExamStatusTags } from '../components/exam-status';
import { EXAM_READS } from '../api';

/** examOrder (hidden): the order in which published exams are listed to candidates, dragged into place. */
export default function ExamOrderPage() {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const exams = useQuery(endpointQuery(examApi.order));
  /** The order being arranged; none: the saved one. */
  const [draft, setDraft] = useState<string[]>();
  const act = useRowAction(EXAM_READS);
  const byId = new Map((exams.data ?? []).map((e) => [e.id, e]));
  const saved = (exams.data ?? []).map((e) => e.id);
  const ids = draft ?? saved;
  const changed = ids.join() !== saved.join();

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setDraft(next);
  };

  return (
    <Card
      title={t('order.title')}
      extra={
        <Space>
          <Button disabled={!changed} onClick={() => setDraft(undefined)}>
            {t('order.reset')}
          </Button>
          <Button
            type="primary"
            disabled={!changed}
            onClick={() => void act(call(examApi.saveOrder, { ids }), t('list:saved')).then((done) => done && setDraft(undefined))}
          >
            {t('list:action.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('order.hint')} {ids.length > 0 && <TimeZoneNote />}
      </Typography.Paragraph>
      {exams.isLoading ? (
        <Spin />
      ) : ids.length ? (
        <SortableList ids={ids} nameOf={(id) => byId.get(id)?.examName ?? ''} onMove={move}>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('order.title')}>
            {ids.map((id, i) => {
              const exam = byId.get(id)!;
              return (
                <SortableRow
                  key={id}
                  id={id}
                  handleLabel={t('order.drag', { name: exam.examName })}
                  style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '10px 0', borderTop: '1px solid rgba(5,5,5,0.06)' }}
                >
                  <Typography.Text type="secondary" style={{ width: 28, textAlign: 'right' }}>
                    {i + 1}.
                  </Typography.Text>
                  <Typography.Text strong style={{ flex: 1 }}>
                    {exam.examName}
                  </Typography.Text>
                  <ExamStatusTags status={exam.status} published />
                  <Typography.Text type="secondary">
                    {times.format(exam.beginDate)} – {times.format(exam.endDate)}
                  </Typography.Text>
                </SortableRow>
              );
            })}
          </ol>
        </SortableList>
      ) : (
        <Empty description={t('order.empty')} />
      )}
    </Card>
  );
}
