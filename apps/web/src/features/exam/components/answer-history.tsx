import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Slider, Space, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { AnswerValue } from './answer-value';

/** The saves are read a page at a time; stepping past a page's end reads the next. */
export const SAVES_PAGE = 100;

/** Whose answers: the exam candidate and the session. */
export type SheetTarget = { examCandidateId: string; sessionId: string };

/**
 * The answer history being stepped through: the page holding `step` (0-based over every save; null: none chosen yet,
 * the first page), how many saves there are, and the save at `step` once its page is read. Read once `enabled`.
 */
export function useAnswerSaves(target: SheetTarget, step: number | null, enabled = true) {
  const current = step === null ? 1 : Math.floor(step / SAVES_PAGE) + 1;
  const query = useQuery({
    ...endpointQuery(sittingAnswersApi.saves, { ...target, current, size: SAVES_PAGE }, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const page = query.data;
  const save = step !== null && page?.current === current ? page.records[step - (current - 1) * SAVES_PAGE] : undefined;
  return { query, page, total: page?.total ?? 0, save };
}
export type AnswerSaves = ReturnType<typeof useAnswerSaves>;

/**
 * 作答历史: every save in order, stepped through with Previous / Next, a slider or the list; the step shows when the
 * server took it, the candidate's clock then, the item and the answer before → after.
 */
export function AnswerHistory({ history, step, onStep }: { history: AnswerSaves; step: number | null; onStep: (step: number) => void }) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  const { token } = theme.useToken();
  const list = useRef<HTMLOListElement>(null);
  const { query, page, total, save } = history;
  const clock = (value: string) => dayjs(value).tz(times.zone).format('YYYY-MM-DD HH:mm:ss');
  // the current step kept in sight within the list, without scrolling the page away from the sheet's item
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector('[aria-current="step"]');
    if (!box || !current) return;
    const [outer, inner] = [box.getBoundingClientRect(), current.getBoundingClientRect()];
    if (inner.top < outer.top || inner.bottom > outer.bottom) box.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
  }, [step, page]);

  const body = () => {
    if (query.isLoading) return <Skeleton active />;
    if (!page) return <Alert type="error" showIcon title={t('answerSheet.historyError')} description={query.error?.message} />;
    if (!total) return <Empty description={t('answerSheet.noSaves')} />;
    const first = (page.current - 1) * SAVES_PAGE;
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text strong role="status" aria-live="polite">
          {step === null ? t('answerSheet.saveCount', { count: total }) : t('answerSheet.stepOf', { n: step + 1, total })}
        </Typography.Text>
        <Space wrap>
          <Button icon={<LeftOutlined />} disabled={!step} onClick={() => onStep((step ?? 1) - 1)}>
            {t('answerSheet.prev')}
          </Button>
          <Button
            icon={<RightOutlined />}
            iconPlacement="end"
            disabled={step === total - 1}
            onClick={() => onStep(step === null ? 0 : step + 1)}
          >
            {t('answerSheet.next')}
          </Button>
        </Space>
        {total > 1 && (
          <Slider
            min={1}
            max={total}
            value={(step ?? 0) + 1}
            onChange={(v: number) => onStep(v - 1)}
            ariaLabelForHandle={t('answerSheet.slider')}
          />
        )}
        {save && (
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'item', label: t('answerSheet.item'), children: save.number ? t('answerSheet.itemNumber', { n: save.number }) : '—' },
              { key: 'savedAt', label: t('answerSheet.savedAt'), children: clock(save.savedAt) },
              { key: 'clientTime', label: t('answerSheet.clientTime'), children: clock(save.clientTime) },
              { key: 'seq', label: t('answerSheet.seq'), children: save.seq },
              {
                key: 'before',
                label: t('answerSheet.before'),
                children: <AnswerValue value={save.previous?.value} none={!save.previous} />,
              },
              { key: 'after', label: t('answerSheet.after'), children: <AnswerValue value={save.value} /> },
            ]}
          />
        )}
        {total > SAVES_PAGE && (
          <Typography.Text type="secondary">
            {t('answerSheet.pageOf', { from: first + 1, to: first + page.records.length, total })}
          </Typography.Text>
        )}
        <ol
          ref={list}
          aria-label={t('answerSheet.saveList')}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
        >
          {page.records.map((r, i) => {
            const index = first + i;
            const current = index === step;
            return (
              <li key={r.id} style={{ marginBottom: 2 }}>
                <Button
                  type="text"
                  block
                  aria-current={current ? 'step' : undefined}
                  onClick={() => onStep(index)}
                  style={{ justifyContent: 'flex-start', height: 'auto', background: current ? token.colorPrimaryBg : undefined }}
                >
                  <Space size={8} wrap style={{ textAlign: 'start' }}>
                    <span>{index + 1}.</span>
                    <span>{clock(r.savedAt).slice(11)}</span>
                    <span>{r.number ? t('answerSheet.itemNumber', { n: r.number }) : '—'}</span>
                    {current && <Tag color="processing">{t('answerSheet.currentStep')}</Tag>}
                  </Space>
                </Button>
              </li>
            );
          })}
        </ol>
      </Space>
    );
  };
  return (
    <Card title={t('answerSheet.history')} extra={<TimeZoneNote />}>
      {body()}
    </Card>
  );
}
