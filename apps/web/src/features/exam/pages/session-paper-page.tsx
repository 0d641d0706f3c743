import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { DEAL_MODE_TEXTS } from '@cloud-exam/contract/exam/exam-paper';
import { type SessionPaper, sessionPaperApi, type SessionPaperVariant } from '@cloud-exam/contract/exam/session-paper';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Radio, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { useViewName } from '../../../layout/tags-view-store';
import { ExamMissing } from '../components/exam-missing';
import { sessionFacts } from '../components/session-facts';
import { PreviewDrawer } from '../components/exam-paper-preview';
import { editPaperPath, sessionPath } from '../paths';

/** The choice "as the subject deals", in the radio group of the variants. */
const AS_DEALT = '';

/**
 * `/examination/taskDetail/editTaskExaminationPaper/:id/:timeId` — which paper the session's candidates draw: each as
 * the subject deals its variants, or one variant for all; changed only until the first candidate starts.
 */
export default function SessionPaperPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionPaperChoice key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionPaperChoice({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const read = useQuery(endpointQuery(sessionPaperApi.get, { sessionId }));
  const [preview, setPreview] = useState<SessionPaperVariant>();
  useViewName(read.data && t('sessionPaper.titleOf', { name: read.data.sessionName }));
  if (read.isError && !read.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!read.data) return <Skeleton active />;
  const s = read.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('sessionPaper.titleOf', { name: s.sessionName })}
        extra={<Link to={sessionPath(examId, sessionId)}>{t('sessionPaper.backToSession')}</Link>}
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }} items={[...sessionFacts(t, times, s)]} />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('sessionPaper.intro')}
        </Typography.Paragraph>
      </Card>
      <ChoiceCard key={s.examPaperId ?? AS_DEALT} session={s} examId={examId} onPreview={setPreview} />
      <PreviewDrawer paper={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}

/** The variants as a radio list, the choice held until saved (after a confirmation); disabled once anyone has started. */
function ChoiceCard({
  session: s,
  examId,
  onPreview,
}: {
  session: SessionPaper;
  examId: string;
  onPreview: (p: SessionPaperVariant) => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const { modal } = useFeedback();
  const act = useRowAction([sessionPaperApi.get]);
  const saved = s.examPaperId ?? AS_DEALT;
  const [choice, setChoice] = useState(saved);
  const locked = s.startedCount > 0;
  const mode = DEAL_MODE_TEXTS[s.dealMode][currentLanguage()];
  const chosen = s.papers.find((p) => p.id === choice);
  const nameOf = (p: SessionPaperVariant) => `${p.variant} · ${p.name}`;
  const headingId = `session-paper-${s.sessionId}`;

  const save = () =>
    modal.confirm({
      title: t('sessionPaper.confirmTitle'),
      content: chosen ? t('sessionPaper.confirmFixed', { name: nameOf(chosen) }) : t('sessionPaper.confirmDealt', { mode }),
      okText: t('sessionPaper.save'),
      onOk: () => act(call(sessionPaperApi.update, { sessionId: s.sessionId, examPaperId: chosen?.id ?? null }), t('sessionPaper.saved')),
    });

  return (
    <Card
      title={<span id={headingId}>{t('sessionPaper.choice')}</span>}
      extra={
        <Button type="primary" icon={<SaveOutlined />} disabled={locked || choice === saved} onClick={save}>
          {t('sessionPaper.save')}
        </Button>
      }
    >
      {locked && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('sessionPaper.locked', { count: s.startedCount })} />}
      <Typography.Paragraph>
        {t('sessionPaper.current')}
        <Typography.Text strong>
          {s.examPaperId ? nameOf(s.papers.find((p) => p.id === s.examPaperId)!) : t('sessionPaper.asDealt', { mode })}
        </Typography.Text>
      </Typography.Paragraph>
      {s.papers.length ? (
        <Radio.Group
          aria-labelledby={headingId}
          value={choice}
          disabled={locked}
          onChange={(e) => setChoice(e.target.value as string)}
          style={{ width: '100%' }}
        >
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <div>
              <Radio value={AS_DEALT}>{t('sessionPaper.asDealt', { mode })}</Radio>
              <Typography.Text type="secondary">{t('sessionPaper.asDealtHint')}</Typography.Text>
            </div>
            <Table<SessionPaperVariant>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={s.papers}
              columns={[
                { title: t('sessionPaper.fixed'), key: 'paper', render: (_, p) => <Radio value={p.id}>{nameOf(p)}</Radio> },
                {
                  title: t('sessionPaper.scope'),
                  key: 'scope',
                  width: 140,
                  render: (_, p) => <Tag>{p.subjectId ? p.subjectName : t('paper.everySubject')}</Tag>,
                },
                { title: t('paper.itemCount'), dataIndex: 'itemCount', width: 90 },
                { title: t('paper.totalScore'), dataIndex: 'totalScore', width: 90 },
                { title: t('paper.duration'), dataIndex: 'duration', width: 110, render: (v: number) => t('paper.minutes', { count: v }) },
                {
                  title: t('paper.actions'),
                  key: 'preview',
                  width: 80,
                  render: (_, p) => (
                    <Button
                      type="link"
                      size="small"
                      icon={<EyeOutlined aria-hidden />}
                      aria-label={t('paper.preview', { name: p.name })}
                      title={t('paper.preview', { name: p.name })}
                      onClick={() => onPreview(p)}
                    />
                  ),
                },
              ]}
            />
          </Space>
        </Radio.Group>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sessionPaper.empty')}>
          <Link to={editPaperPath(examId)}>{t('sessionPaper.addPapers')}</Link>
        </Empty>
      )}
    </Card>
  );
}
