import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  HistoryOutlined,
  MinusCircleOutlined,
  PieChartOutlined,
} from '@ant-design/icons';
import type { AnswerSheet, SheetItem } from '@cloud-exam/contract/sitting/sitting-answers';
import { Card, Descriptions, Empty, Space, Tag, Typography, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PartHeader, PartView } from '../../../components/bank/item-key-view';
import { useExamTimes } from '../../../components/date-time';
import { ReadableTag } from '../../../components/readable-tag';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { SittingStateTag } from './sitting-state-tag';

/** The id of an item's place on the sheet, which the history scrolls to. */
export const sheetItemId = (itemId: string) => `answer-item-${itemId}`;

/** Who, where, in what state, when handed in and with what objective score. */
export function SheetHeader({ sheet, extra }: { sheet: AnswerSheet; extra?: ReactNode }) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  const when = (v: string | null) => (v ? times.format(v) : '—');
  return (
    <Card title={t('answerSheet.sheetOf', { name: sheet.candidate.name })} extra={extra}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'name', label: t('candidate.name'), children: sheet.candidate.name },
          { key: 'admission', label: t('candidate.admissionNumber'), children: sheet.candidate.admissionNumber },
          {
            key: 'session',
            label: t('candidate.session'),
            children: `${sheet.session.name} · ${sheet.session.subjectName} (${times.span(sheet.session.beginDate, sheet.session.endDate)})`,
          },
          {
            key: 'room',
            label: t('candidate.room'),
            children: sheet.roomName ? t('answerSheet.roomSeat', { room: sheet.roomName, seat: sheet.seat ?? '—' }) : '—',
          },
          {
            key: 'state',
            label: t('answerSheet.state'),
            children: <SittingStateTag state={sheet.state} />,
          },
          { key: 'signedIn', label: t('answerSheet.signedInAt'), children: when(sheet.signedInAt) },
          { key: 'started', label: t('answerSheet.startedAt'), children: when(sheet.startedAt) },
          { key: 'submitted', label: t('answerSheet.submittedAt'), children: when(sheet.submittedAt) },
          {
            key: 'score',
            label: t('answerSheet.objectiveScore'),
            children:
              sheet.score === null ? t('answerSheet.notScored') : t('answerSheet.scoreOf', { score: sheet.score, max: sheet.objectiveMax }),
          },
          {
            key: 'afterDiscipline',
            label: t('discipline.scoreAfter'),
            children: sheet.discipline.cancelled
              ? t('discipline.cancelled')
              : sheet.discipline.scoreAfter === null
                ? t('answerSheet.notScored')
                : t('answerSheet.scoreOf', { score: sheet.discipline.scoreAfter, max: sheet.objectiveMax }),
          },
          {
            key: 'answered',
            label: t('answerSheet.answered'),
            children: t('answerSheet.answeredOf', { n: sheet.answeredCount, total: sheet.itemCount }),
          },
          { key: 'paper', label: t('answerSheet.paper'), children: sheet.paperName ?? '—' },
        ]}
      />
      <TimeZoneNote at={sheet.session.beginDate} />
    </Card>
  );
}

/** An item's score as a tag: a word and an icon for each state, never colour alone. */
function ResultTag({ result }: { result: SheetItem['result'] }) {
  const { t } = useTranslation('exam');
  if (!result) return <Tag icon={<ClockCircleOutlined />}>{t('answerSheet.notScored')}</Tag>;
  if (result.state === 'manual')
    return (
      <ReadableTag color="gold" icon={<ClockCircleOutlined />}>
        {t('answerSheet.awaitingMarking')}
      </ReadableTag>
    );
  if (result.state === 'dimension') return <Tag icon={<PieChartOutlined />}>{t('answerSheet.result.dimension')}</Tag>;
  const look = {
    right: { color: 'success', icon: <CheckCircleOutlined /> },
    partial: { color: 'warning', icon: <MinusCircleOutlined /> },
    wrong: { color: 'error', icon: <CloseCircleOutlined /> },
    unanswered: { color: 'default', icon: <MinusCircleOutlined /> },
  }[result.state];
  return (
    <ReadableTag color={look.color} icon={look.icon}>
      {t(`answerSheet.result.${result.state}`)} · {t('answerSheet.scoreOf', { score: result.score, max: result.max })}
    </ReadableTag>
  );
}

/** One item on the sheet: number, type and points, the score, unanswered or not, then the item with the answer beside the key. */
function SheetItemView({ item, current }: { item: SheetItem; current: boolean }) {
  const { t } = useTranslation('exam');
  const { token } = theme.useToken();
  return (
    <article
      id={sheetItemId(item.itemId)}
      aria-label={t('answerSheet.itemNumber', { n: item.number })}
      style={{
        padding: 16,
        borderRadius: token.borderRadiusLG,
        border: `${current ? 2 : 1}px solid ${current ? token.colorPrimary : token.colorBorderSecondary}`,
        scrollMarginTop: 16,
      }}
    >
      <Space wrap size={8} style={{ marginBottom: 12 }}>
        <PartHeader part={item.content} label={`${item.number}.`} />
        <ResultTag result={item.result} />
        {!item.answered && <Tag icon={<MinusCircleOutlined />}>{t('answerSheet.unanswered')}</Tag>}
        {current && (
          <ReadableTag color="processing" icon={<HistoryOutlined />}>
            {t('answerSheet.currentStep')}
          </ReadableTag>
        )}
      </Space>
      <PartView part={item.content} given={item.answer} />
    </article>
  );
}

/**
 * The sheet: the paper drawn for the candidate section by section, each item with their answer, the key and the score.
 * `currentItemId`: the item of the history's step, outlined, named and scrolled to.
 */
export function SheetBody({ sheet, currentItemId }: { sheet: AnswerSheet; currentItemId?: string }) {
  const { t } = useTranslation('exam');
  useEffect(() => {
    if (currentItemId) document.getElementById(sheetItemId(currentItemId))?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [currentItemId]);
  if (!sheet.sections.length)
    return (
      <Card>
        <Empty description={t('answerSheet.notStarted')} />
      </Card>
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sheet.sections.map((section, i) => (
        <Card
          key={i}
          title={
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
              {section.topicName}
            </Typography.Title>
          }
          extra={t('answerSheet.sectionScore', { score: section.score })}
        >
          {section.topicDescription && <Typography.Paragraph type="secondary">{section.topicDescription}</Typography.Paragraph>}
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {section.items.map((item) => (
              <SheetItemView key={item.itemId} item={item} current={item.itemId === currentItemId} />
            ))}
          </Space>
        </Card>
      ))}
    </Space>
  );
}
