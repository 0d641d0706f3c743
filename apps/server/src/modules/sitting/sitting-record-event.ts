import { LOGIN_METHODS } from '@cloud-exam/contract/exam/exam-config';
import { CONSEQUENCES } from '@cloud-exam/contract/sitting/sitting-discipline';
import { HAND_IN_CAUSES, RECORD_KINDS, type RecordEvent, type RecordKind } from '@cloud-exam/contract/sitting/sitting-record';
import Bowser from 'bowser';

/* A sitting's stored events as the candidate's record shows them: each detail turned into the fields of its kind. */

/** An event as kept in `exam_sitting_events`. */
export type StoredEvent = { id: number; kind: string; detail: Record<string, unknown>; clientTime: Date | null; at: Date };

/** What the record knows besides the events: the message reading, the form's field titles, the paper's items in order. */
export type RecordContext = {
  readAt: Map<string, Date | null>;
  fieldTitles: Map<string, string>;
  items: string[];
};

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined);
const oneOf = <T extends string>(list: readonly T[], v: unknown) => ((list as readonly unknown[]).includes(v) ? (v as T) : undefined);
/** A stored event of a kind the record shows. */
export const isRecordEvent = <E extends { kind: string }>(e: E): e is E & { kind: RecordKind } => oneOf(RECORD_KINDS, e.kind) !== undefined;

/**
 * The device and browser a sign-in came from, read from its user agent: "Windows 10", "iOS 17.5 · Apple iPhone";
 * "Chrome 126", "Safari 17.5". An agent that names neither gives neither.
 */
export function agentOf(userAgent: string | undefined) {
  if (!userAgent) return {};
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  const hardware = [platform.vendor, platform.model].filter(Boolean).join(' ');
  const device = [system, hardware].filter(Boolean).join(' · ');
  const version = browser.version?.split('.')[0];
  const named = [browser.name, version].filter(Boolean).join(' ');
  return { ...(device ? { device } : {}), ...(named ? { browser: named } : {}) };
}

/** Drops the fields a kind does not have. */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * One stored event in the record's fields: never its token, a snapshot's key or an answer. An invigilator's action
 * names them (`by`, their account name) and their reason; a hand-in without one says why it happened.
 */
export function recordEventOf(e: StoredEvent & { kind: RecordKind }, context: RecordContext): RecordEvent {
  const d = e.detail;
  const by = str(d.by) ?? null;
  const base = {
    id: String(e.id),
    kind: e.kind,
    at: e.at.toISOString(),
    clientTime: e.clientTime?.toISOString() ?? null,
    by,
    reason: null,
  };
  const given = { ...base, reason: str(d.reason) ?? null };
  switch (e.kind) {
    case 'signIn':
      return { ...base, ...defined({ method: oneOf(LOGIN_METHODS, d.method), ip: str(d.ip) }), ...agentOf(str(d.userAgent)) };
    case 'entryRefused':
      return { ...base, ...defined({ code: int(d.code), ip: str(d.ip) }), ...agentOf(str(d.userAgent)) };
    case 'start': {
      const paper = [str(d.paper), str(d.variant)].filter(Boolean).join(' · ');
      return { ...base, ...defined({ paper: paper || undefined, agreed: d.agreed === true ? true : undefined }) };
    }
    case 'pause':
      return { ...given, ...defined({ minutes: int(d.minutes), until: str(d.until) }) };
    case 'extraTime':
      return { ...given, ...defined({ minutes: int(d.minutes) }) };
    case 'resume':
    case 'lock':
    case 'unlock':
      return given;
    case 'withdraw':
      return { ...given, secondsLeft: d.secondsLeft === null ? null : (int(d.secondsLeft) ?? null) };
    case 'message': {
      const id = str(d.messageId);
      const read = id ? context.readAt.get(id) : undefined;
      return { ...base, ...defined({ text: str(d.text) ?? '', readAt: read === undefined ? undefined : (read?.toISOString() ?? null) }) };
    }
    case 'mediaPlay': {
      const place = context.items.indexOf(String(d.itemId));
      const media = int(d.media);
      return { ...base, ...defined({ item: place >= 0 ? place + 1 : undefined, media: media === undefined ? undefined : media + 1 }) };
    }
    case 'infoSave': {
      const changed = Array.isArray(d.changed) ? d.changed : [];
      return { ...base, fields: changed.flatMap((id) => context.fieldTitles.get(String(id)) ?? []) };
    }
    case 'breach':
      return { ...base, ...defined({ rule: str(d.rule), consequence: oneOf(CONSEQUENCES, d.consequence), points: num(d.points) }) };
    case 'breachRevoke':
      return { ...given, ...defined({ rule: str(d.rule) }) };
    case 'submit':
      return { ...base, ...defined({ cause: oneOf(HAND_IN_CAUSES, d.reason), answered: int(d.answered) }) };
    case 'forceSubmit':
      // an invigilator's gives their reason; the server's own (past the leave limit) its cause
      return by
        ? { ...given, ...defined({ answered: int(d.answered) }) }
        : { ...base, ...defined({ cause: oneOf(HAND_IN_CAUSES, d.reason), answered: int(d.answered) }) };
    default:
      return base;
  }
}

/** A message the candidate received while they had no sitting yet (so no event was written): as its event would show. */
export const messageEventOf = (m: { id: string; text: string; sentAt: Date; by: string; readAt: Date | null }): RecordEvent => ({
  id: `message:${m.id}`,
  kind: 'message',
  at: m.sentAt.toISOString(),
  clientTime: null,
  by: m.by,
  reason: null,
  text: m.text,
  readAt: m.readAt?.toISOString() ?? null,
});
