import { type PaperRow, type PaperStatistics, paperApi } from '@cloud-exam/contract/paper/paper';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Result, Skeleton, Space, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useItemLabels } from '../../../components/bank/item-labels';
import type { ChartRow } from './statistics-chart';

// ECharts is loaded with the first statistics opened, not with the list.
const StatisticsChart = lazy(() => import('./statistics-chart'));

/** A paper's items and scores by type, difficulty and knowledge point: a chart and the same numbers as a table. */
export function StatisticsDrawer({ paper, onClose }: { paper?: PaperRow; onClose: () => void }) {
  const { t } = useTranslation('paper');
  const { typeLabel, difficultyLabel } = useItemLabels();
  const stats = useQuery({ ...endpointQuery(paperApi.statistics, { id: paper?.id ?? '' }), enabled: !!paper });
  const groups = (s: PaperStatistics): { key: string; title: string; rows: ChartRow[] }[] => [
    { key: 'type', title: t('statistics.byType'), rows: s.byType.map((r) => ({ label: typeLabel(r.itemTypeCode), ...r })) },
    {
      key: 'difficulty',
      title: t('statistics.byDifficulty'),
      rows: s.byDifficulty.map((r) => ({
        label: r.difficulty === null ? t('statistics.mixedDifficulty') : difficultyLabel(r.difficulty),
        ...r,
      })),
    },
    {
      key: 'knowledge',
      title: t('statistics.byKnowledge'),
      rows: s.byKnowledge.map((r) => ({ label: r.name ?? t('statistics.noKnowledge'), ...r })),
    },
  ];
  return (
    <Drawer open={!!paper} onClose={onClose} size={720} title={t('statistics.title', { name: paper?.name })} destroyOnHidden>
      {stats.isError ? (
        <Result status="warning" subTitle={t('statistics.failed')} />
      ) : !stats.data ? (
        <Skeleton active />
      ) : stats.data.itemCount === 0 ? (
        <Empty description={t('statistics.empty')} />
      ) : (
        // Focusable, so the drawer's scrolling body can be scrolled from the keyboard: it holds no control.
        <Space
          orientation="vertical"
          size={24}
          style={{ width: '100%' }}
          tabIndex={0}
          role="region"
          aria-label={t('statistics.title', { name: paper?.name })}
        >
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'count', label: t('statistics.itemCount'), children: stats.data.itemCount },
              { key: 'score', label: t('statistics.totalScore'), children: stats.data.totalScore },
            ]}
          />
          {groups(stats.data).map((g) => (
            <section key={g.key} aria-label={g.title}>
              <Typography.Title level={5}>{g.title}</Typography.Title>
              <Suspense fallback={<Skeleton.Node active style={{ width: 660, height: 220 }} />}>
                <StatisticsChart rows={g.rows} countName={t('statistics.count')} scoreName={t('statistics.score')} />
              </Suspense>
              <Table<ChartRow>
                size="small"
                rowKey="label"
                pagination={false}
                dataSource={g.rows}
                columns={[
                  { title: g.title, dataIndex: 'label' },
                  { title: t('statistics.count'), dataIndex: 'count', width: 100, align: 'right' },
                  { title: t('statistics.score'), dataIndex: 'score', width: 100, align: 'right' },
                ]}
              />
            </section>
          ))}
        </Space>
      )}
    </Drawer>
  );
}
