import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserZone, examTimes, timeZoneChoices, zoneName } from './date-time';

// The browser runs in New York; the institution is in China, unless a test says otherwise.
const browserWas = process.env.TZ;
beforeAll(() => void (process.env.TZ = 'America/New_York'));
afterAll(() => void (process.env.TZ = browserWas));

/** 2026-12-10 16:30–18:30 in China. */
const SESSION = { begin: '2026-12-10T08:30:00.000Z', end: '2026-12-10T10:30:00.000Z' };

describe('exam times', () => {
  it('are shown in the institution’s zone whatever the browser’s, which a page then names once', () => {
    expect(browserZone()).toBe('America/New_York');
    const china = examTimes('Asia/Shanghai');
    expect(china.format(SESSION.begin)).toBe('2026-12-10 16:30');
    expect(china.span(SESSION.begin, SESSION.end)).toBe('2026-12-10 16:30 – 18:30');
    expect(china.differs).toBe(true);
    expect(examTimes('America/New_York').differs).toBe(false);
    expect(examTimes('America/New_York').span(SESSION.begin, SESSION.end)).toBe('2026-12-10 03:30 – 05:30');
    // A span crossing midnight in the zone is written in full.
    expect(examTimes('Asia/Tokyo').span('2026-12-10T14:00:00Z', '2026-12-10T16:00:00Z')).toBe('2026-12-10 23:00 – 2026-12-11 01:00');
  });

  it('are entered as the wall clock of the institution’s zone: a picker shows it and gives back the moment it names there', () => {
    const china = examTimes('Asia/Shanghai');
    const picked = china.toPicker(SESSION.begin);
    expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-12-10 16:30');
    expect(china.fromPicker(picked)).toBe(SESSION.begin);
    // What one types into a picker, 16:30, is 16:30 in China, not in New York.
    expect(china.fromPicker(dayjs('2026-12-10 16:30'))).toBe(SESSION.begin);
    // seconds typed with a time are dropped: exam times are whole minutes
    expect(china.fromPicker(dayjs('2026-12-10 16:30:45'))).toBe(SESSION.begin);
    // An institution with summer time: New York's 09:00 is 13:00 UTC in July and 14:00 UTC in December.
    const newYork = examTimes('America/New_York');
    expect(newYork.fromPicker(dayjs('2026-07-01 09:00'))).toBe('2026-07-01T13:00:00.000Z');
    expect(newYork.fromPicker(dayjs('2026-12-01 09:00'))).toBe('2026-12-01T14:00:00.000Z');
  });
});

describe('a time zone', () => {
  it('is named in the interface language with its IANA name and its offset at the moment', () => {
    expect(zoneName('Asia/Shanghai', 'zh', SESSION.begin)).toBe('中国标准时间 (Asia/Shanghai, UTC+08:00)');
    expect(zoneName('Asia/Shanghai', 'en', SESSION.begin)).toBe('China Standard Time (Asia/Shanghai, UTC+08:00)');
    expect(zoneName('America/New_York', 'en', '2026-07-01T12:00:00Z')).toBe('Eastern Time (America/New_York, UTC-04:00)');
    expect(zoneName('America/New_York', 'en', SESSION.begin)).toBe('Eastern Time (America/New_York, UTC-05:00)');
  });

  it('is chosen among the runtime’s zones, ordered by offset, the institution’s own always among them', () => {
    const choices = timeZoneChoices('en', 'Asia/Shanghai');
    expect(choices.find((c) => c.value === 'Asia/Shanghai')?.label).toBe('(UTC+08:00) Asia/Shanghai · China Standard Time');
    const minutes = choices.map((c) => c.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // A zone the server knows by a name this browser lists under another (Asia/Calcutta) is still offered.
    expect(timeZoneChoices('en', 'Asia/Kolkata').some((c) => c.value === 'Asia/Kolkata')).toBe(true);
  });
});
