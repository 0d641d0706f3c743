import { type DealMode, type ExamPaper, examPaperApi, type PaperSubject, subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Divider, Empty, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { PAPER_READS } from '../api';
import { ExamMissing } from '../components/exam-missing';
import { ImportButtons } from '../components/exam-paper-import';
import { PreviewDrawer } from '../components/exam-paper-preview';
import { PaperTable } from '../components/exam-paper-table';
import { SubjectTitle } from '../components/subject-title';

/** An exam's papers (`/examination/detail/editExaminationPaper/:id`): per subject, its variants and how they are dealt. */
export default function ExamPaperPage() {
  const { id = '' } = useViewParams<'id'>();
  return idSchema.safeParse(id).success ? <Papers key={id} examId={id} /> : <ExamMissing titleKey="paper.missing" />;
}

/**
 * The whole exam (`exam/paper/query`): whether it is published, its subjects and the papers serving every subject;
 * each subject's card reads its own papers (`subject/paper/query`).
 */
function Papers({ examId }: { examId: string }) {
  const { t } = useTranslation('exam');
  const list = useQuery(endpointQuery(examPaperApi.query, { id: examId }));
  const [preview, setPreview] = useState<ExamPaper>();
  if (list.isError && !list.data) return <ExamMissing titleKey="paper.missing" />;
  if (!list.data) return <Skeleton active />;
  const { records, subjects, published } = list.data;
  const everySubject = records.filter((r) => r.subjectId === null);
  const shortest = subjects.length ? Math.min(...subjects.map((s) => s.duration)) : undefined;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {published && <Alert type="warning" showIcon message={t('paper.locked')} />}
      {subjects.map((s) => (
        <SubjectCard key={s.id} examId={examId} subject={s} subjects={subjects} locked={published} onPreview={setPreview} />
      ))}
      <Card
        title={t('paper.everySubject')}
        extra={
          <ImportButtons
            examId={examId}
            scopeName={t('paper.everySubject')}
            longest={shortest}
            locked={published}
            hasCodePaper={everySubject.some((r) => r.source === 'authCode')}
          />
        }
      >
        {everySubject.length ? (
          <PaperTable rows={everySubject} subjects={subjects} locked={published} onPreview={setPreview} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.everySubjectEmpty')} />
        )}
      </Card>
      <PreviewDrawer paper={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}

function SubjectCard({
  examId,
  subject,
  subjects,
  locked,
  onPreview,
}: {
  examId: string;
  subject: PaperSubject;
  subjects: PaperSubject[];
  locked: boolean;
  onPreview: (p: ExamPaper) => void;
}) {
  const { t } = useTranslation('exam');
  const act = useRowAction(PAPER_READS);
  // named in the language of the call: keyed by it, so switching language reads them again
  const modes = useQuery({
    queryKey: [examPaperApi.paperType.path, null, currentLanguage()],
    queryFn: () => call(examPaperApi.paperType, undefined, { loading: false }),
    placeholderData: keepPreviousData,
  });
  const own = useQuery(endpointQuery(subjectPaperApi.query, { examId, subjectId: subject.id }));
  const rows = own.data?.records;
  const radioId = `deal-mode-${subject.id}`;
  return (
    <Card
      title={<SubjectTitle subject={subject} />}
      extra={
        <ImportButtons
          examId={examId}
          subject={subject}
          scopeName={subject.subjectName}
          longest={subject.duration}
          locked={locked}
          hasCodePaper={!!rows?.some((r) => r.source === 'authCode')}
        />
      }
    >
      {own.isError && !rows ? (
        <Alert type="error" showIcon message={t('paper.loadFailed')} />
      ) : !rows ? (
        <Skeleton active />
      ) : rows.length ? (
        <PaperTable rows={rows} subjects={subjects} locked={locked} onPreview={onPreview} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.empty')} />
      )}
      <Divider style={{ margin: '12px 0' }} />
      <Space wrap>
        <span id={radioId}>{t('paper.dealMode')}</span>
        <Radio.Group
          aria-labelledby={radioId}
          value={subject.dealMode}
          disabled={locked}
          options={(modes.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
          onChange={(e) =>
            void act(
              call(examPaperApi.updateDealMode, { subjectId: subject.id, dealMode: e.target.value as DealMode }),
              t('paper.dealModeSaved'),
            )
          }
        />
      </Space>
    </Card>
  );
}
