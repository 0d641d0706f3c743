import { durationCovers } from '@cloud-exam/contract/paper/rules';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StickyFooter } from '../../../components/sticky-footer';

/** A figure of the summary: its label above, its value large. */
function Figure({ label, value, danger }: { label: string; value: string | number; danger?: boolean }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong type={danger ? 'danger' : undefined} style={{ fontSize: 18 }}>
        {value}
      </Typography.Text>
    </div>
  );
}

const minutesAndSeconds = (seconds: number) => ({ m: Math.floor(seconds / 60), s: seconds % 60 });

/**
 * The draft's figures, kept in view at the foot of the editor: total score, item count, the time its items need against
 * its duration, the problems a save would meet, and the save.
 */
export function PaperSummary({
  total,
  count,
  seconds,
  duration,
  hasRules,
  problems,
  saving,
  onSave,
}: {
  total: number;
  count: number;
  /** The time the items need (rules at their worst case). */
  seconds: number;
  duration?: number;
  hasRules: boolean;
  /** The problems, each told in full. */
  problems: string[];
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation(['paper', 'list']);
  const needed = minutesAndSeconds(seconds);
  const covers = durationCovers(duration ?? 0, seconds);
  return (
    <StickyFooter data-testid="paper-summary">
      <Space wrap size={32} align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap size={32} align="center">
          <Figure label={t('editor.totalScore')} value={total} />
          <Figure label={t('editor.itemCount')} value={count} />
          <Figure
            label={t('editor.timeNeeded')}
            value={`${t('editor.minSec', needed)} / ${t('list.minutes', { count: duration ?? 0 })}`}
            danger={!covers}
          />
        </Space>
        <Button type="primary" loading={saving} onClick={onSave}>
          {t('editor.save')}
        </Button>
      </Space>
      {!covers && (
        <Alert
          type="error"
          showIcon
          data-testid="duration-problem"
          style={{ marginTop: 8 }}
          title={t('editor.durationShort', { ...needed, duration })}
        />
      )}
      {hasRules && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {t('editor.rulesTimeHint')}
        </Typography.Text>
      )}
      {problems.length > 0 && (
        <div data-testid="paper-problems" role="status" style={{ marginTop: 8 }}>
          <Typography.Text type="warning" strong>
            {t('editor.problems', { count: problems.length })}
          </Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 72, overflow: 'auto' }}>
            {problems.map((text, i) => (
              <li key={i}>
                <Typography.Text type="warning">{text}</Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </StickyFooter>
  );
}
