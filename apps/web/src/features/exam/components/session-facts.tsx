import type { DescriptionsProps } from 'antd';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ExamTimes } from '../../../components/date-time';
import { TimeZoneNote } from '../../../components/time-zone-note';

type Session = { examName: string; subjectName: string; beginDate: string; endDate: string };

/** What a session's pages say of it first: its exam, its subject and its time in the institution's zone. */
export function sessionFacts(t: TFunction, times: ExamTimes, s: Session): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'exam', label: t('schedule.exam'), children: s.examName },
    { key: 'subject', label: t('schedule.subject'), children: s.subjectName },
    {
      key: 'time',
      label: t('schedule.time'),
      children: (
        <Space orientation="vertical" size={0}>
          {times.span(s.beginDate, s.endDate)}
          <TimeZoneNote at={s.beginDate} />
        </Space>
      ),
    },
  ];
}
