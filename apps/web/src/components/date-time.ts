import dayjs from 'dayjs';

/** A moment as every list and detail page shows it: 2026-11-22 14:05. */
export const dateTime = (value: string | Date) => dayjs(value).format('YYYY-MM-DD HH:mm');

/** A span within one day (a session): 2026-11-22 14:05 – 16:05. */
export const sameDaySpan = (begin: string, end: string) => `${dateTime(begin)} – ${dayjs(end).format('HH:mm')}`;
