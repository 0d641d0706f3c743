import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExamTimes, zoneName } from './date-time';

/**
 * Says once, beside a page's, table's or form's exam times, which zone they are in: the institution's, when the
 * browser runs in another; null otherwise (so a form item's `extra` takes no room). `at` is a moment the times are
 * near (the offset of a zone with summer time depends on it); now by default.
 */
export function useTimeZoneNote(at?: string): ReactNode {
  const { t, i18n } = useTranslation();
  const times = useExamTimes();
  if (!times.differs) return null;
  return (
    <Typography.Text type="secondary" data-testid="time-zone-note">
      <ClockCircleOutlined /> {t('timeZone.note', { zone: zoneName(times.zone, i18n.language, at) })}
    </Typography.Text>
  );
}

/** The note of `useTimeZoneNote`, where an element fits. */
export function TimeZoneNote({ at }: { at?: string }) {
  return useTimeZoneNote(at);
}
