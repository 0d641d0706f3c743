/**
 * An institution's time zone: an IANA name, Asia/Shanghai unless its administrator chooses another. An exam happens
 * in one place and time, so every exam time is shown, entered and written in it: the console, notifications, exports.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

let known: Set<string> | undefined;
/** The zones this runtime knows (its ICU's canonical names), the only ones an institution may choose. */
export const timeZones = () => (known ??= new Set(Intl.supportedValuesOf('timeZone')));

/**
 * Whether a zone is one of them, or another name of one: a browser of another ICU version may list Asia/Kolkata
 * where this runtime lists Asia/Calcutta.
 */
export function isTimeZone(zone: string) {
  if (timeZones().has(zone)) return true;
  try {
    return timeZones().has(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string, seconds = false) => {
  const key = seconds ? `${zone} s` : zone;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
};

/** A moment as the wall clock shows it in a zone, written plainly: 2026-12-01 09:00. */
export function zonedDateTime(at: Date | string, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A moment to the second as the wall clock shows it in a zone: 2026-12-01 09:00:05 (an event of exam day). */
export function zonedDateTimeSeconds(at: Date | string, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone, true)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A span in a zone: 2026-12-01 09:00–11:00 within a day, else both moments in full. */
export function zonedSpan(begin: Date | string, end: Date | string, zone: string) {
  const [b, e] = [zonedDateTime(begin, zone), zonedDateTime(end, zone)];
  return b.slice(0, 10) === e.slice(0, 10) ? `${b}–${e.slice(11)}` : `${b} – ${e}`;
}
