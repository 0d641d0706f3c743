import type { ExamPaper } from '@cloud-exam/contract/exam/exam-paper';
import { examPaperApi, subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { CandidateView } from '../../../components/bank/candidate-view';

/** The paper as a candidate draws it from the version the exam keeps, for a seed: a subject's by the subject's call. */
export function PreviewDrawer({
  paper,
  onClose,
}: {
  paper?: Pick<ExamPaper, 'id' | 'subjectId' | 'variant' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const [seedText, setSeedText] = useState('');
  const [seed, setSeed] = useState<string>();
  const input = { id: paper?.id ?? '', seed };
  const drawn = useQuery({
    ...(paper?.subjectId ? endpointQuery(subjectPaperApi.mergePaper, input) : endpointQuery(examPaperApi.mergePaper, input)),
    enabled: !!paper,
  });
  let number = 0;
  return (
    <Drawer
      open={!!paper}
      size={760}
      title={paper ? `${paper.variant} · ${paper.name}` : ''}
      onClose={() => {
        setSeed(undefined);
        setSeedText('');
        onClose();
      }}
    >
      <Form layout="inline" onFinish={() => setSeed(seedText.trim() || undefined)} style={{ marginBottom: 16 }}>
        <Form.Item label={t('paper.seed')} htmlFor="exam-paper-seed">
          <Input id="exam-paper-seed" value={seedText} onChange={(e) => setSeedText(e.target.value)} maxLength={100} allowClear />
        </Form.Item>
        <Button htmlType="submit" loading={drawn.isFetching}>
          {t('paper.draw')}
        </Button>
      </Form>
      {!drawn.data ? (
        <Skeleton active />
      ) : (
        <article aria-label={drawn.data.name}>
          <Typography.Text type="secondary">
            {t('paper.drawnSummary', { score: drawn.data.totalScore, count: drawn.data.duration, version: drawn.data.version })}
          </Typography.Text>
          {drawn.data.sections.map((section, s) => (
            <section key={s} aria-labelledby={`exam-paper-section-${s}`}>
              <Divider />
              <Typography.Title level={5} id={`exam-paper-section-${s}`}>
                {section.topicName}
              </Typography.Title>
              {section.topicDescription && <Typography.Paragraph type="secondary">{section.topicDescription}</Typography.Paragraph>}
              {section.items.map((item) => (
                <CandidateView key={item.itemId} part={item.content} number={`${++number}.`} />
              ))}
            </section>
          ))}
        </article>
      )}
    </Drawer>
  );
}
