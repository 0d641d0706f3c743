import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import { timeZones } from '@cloud-exam/contract/time-zone';
import { useCurrentUser } from '../auth/current-user';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE = 'YYYY-MM-DD HH:mm';
const SECOND = 'YYYY-MM-DD HH:mm:ss';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * When something happened in the console (an edit, an upload, a notice, an audit row), in the browser's own zone:
 * 2026-11-22 14:05. Exam times are written by `examTimes` instead.
 */
export const dateTime = (value: string | Date) => dayjs(value).format(MINUTE);

/** The zone the browser runs in. */
export const browserZone = () => dayjs.tz.guess();

const zonePart = (zone: string, lang: string, timeZoneName: 'longGeneric' | 'longOffset', at: Date) =>
  new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** How a zone is called in a language at a moment: its name where it has one (中国标准时间), its offset (UTC+08:00). */
function zoneWords(zone: string, lang: string, at: Date) {
  const named = zonePart(zone, lang, 'longGeneric', at);
  // GMT+08:00, or GMT alone for no offset
  const offset = zonePart(zone, 'en', 'longOffset', at).replace(/^GMT/, '') || '+00:00';
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return {
    named: named && !/^(GMT|UTC)/.test(named) ? named : undefined,
    offset: `UTC${offset}`,
    minutes: (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes),
  };
}

/** A zone as people say it, in a language: 中国标准时间 (Asia/Shanghai, UTC+08:00); the IANA name alone where it has no name. */
export function zoneName(zone: string, lang: string, at: string | Date = new Date()) {
  const { named, offset } = zoneWords(zone, lang, new Date(at));
  return named ? `${named} (${zone}, ${offset})` : `${zone} (${offset})`;
}

/** A zone as a select offers it: (UTC-05:00) America/New_York · 北美东部时间, with its offset now in minutes. */
export function timeZoneChoice(zone: string, lang: string, now = new Date()) {
  const { named, offset, minutes } = zoneWords(zone, lang, now);
  return { value: zone, label: `(${offset}) ${zone}${named ? ` · ${named}` : ''}`, minutes };
}

/**
 * The zones an institution may choose, by their offset now and then their name (naming them all takes a few hundred
 * milliseconds: ask when the list opens). The zone it has is offered even if this browser lists it under another name.
 */
export function timeZoneChoices(lang: string, current: string) {
  const now = new Date();
  return [...new Set(timeZones()).add(current)]
    .map((zone) => timeZoneChoice(zone, lang, now))
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value));
}

/**
 * Exam times (an exam's window, its sessions, the schedule, notifications, a candidate's seats) are the
 * institution's: an exam happens in one place, so they are shown and entered in its zone whatever the browser's.
 * Date pickers work in the browser's zone, so they are handed the zone's wall clock (`toPicker`) and what they give
 * back is read as a wall clock in the zone (`fromPicker`).
 */
export function examTimes(zone: string) {
  const inZone = (value: string | Date) => dayjs(value).tz(zone);
  const format = (value: string | Date) => inZone(value).format(MINUTE);
  return {
    zone,
    /** Whether the browser's zone is another: then a page says once which zone its times are in. */
    differs: zone !== browserZone(),
    /** 2026-12-10 16:30 */
    format,
    /** 2026-12-10 16:30:05: when something happened on exam day (a candidate's record). */
    seconds: (value: string | Date) => inZone(value).format(SECOND),
    /** 2026-12-10 16:30 – 18:30 within a day, else both moments in full. */
    span(begin: string | Date, end: string | Date) {
      const [b, e] = [format(begin), format(end)];
      return b.slice(0, 10) === e.slice(0, 10) ? `${b} – ${e.slice(11)}` : `${b} – ${e}`;
    },
    /** A date picker's value showing the moment's wall clock in the zone. */
    toPicker: (value: string | Date) => dayjs(inZone(value).format(WALL_CLOCK)),
    /** The moment a picker's wall clock names in the zone, to the minute (typed seconds are dropped), as the API takes it. */
    fromPicker: (picked: Dayjs) => dayjs.tz(picked.startOf('minute').format(WALL_CLOCK), zone).toISOString(),
  };
}
export type ExamTimes = ReturnType<typeof examTimes>;

/** Exam times in the signed-in user's institution's zone. */
export function useExamTimes() {
  const { timeZone } = useCurrentUser();
  return useMemo(() => examTimes(timeZone), [timeZone]);
}
