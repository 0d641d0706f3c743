import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import {
  ANOMALY_COLUMNS,
  ANOMALY_KIND_NAMES,
  ANOMALY_KINDS,
  ANOMALY_STATE_NAMES,
  ANOMALY_STATES,
  type AnomalyEvidence,
  type AnomalyKind,
  type AnomalyRow,
  type AnomalyState,
  FREQUENT_LEAVES,
  SILENCE_MINUTES,
  type sittingAnomaliesApi,
} from '@cloud-exam/contract/sitting/sitting-anomalies';
import { describeAnomaly } from '@cloud-exam/contract/sitting/sitting-anomaly-words';
import { INTERRUPTED_AFTER_SECONDS } from '@cloud-exam/contract/sitting/sitting';
import { zonedDateTime } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import { backgroundFile, type FileTasks } from '../files';
import { institutionTimeZone } from '../org';
import { agentOf } from './sitting-record-event';
import { sittingAnomaliesRepo } from './sitting-anomalies.repo';
import { notYourRoom, refuseUnwatched, sessionOf, type Watcher } from './sitting-target';
import { rulesOf } from './sitting-view';

type Input = Inputs<typeof sittingAnomaliesApi>;
type Filter = Input['exportAnomalies'];
type Scope = { officeId: string };

const MINUTE = 60_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const keyOf = (candidateId: string, kind: AnomalyKind) => `${candidateId}:${kind}`;

/** An export as its job makes it: the filter and the rooms an invigilator reads, resolved at the request; its time. */
type ExportJob = {
  sessionId: string;
  examId: string;
  filter: Omit<Filter, 'sessionId'>;
  roomIds?: string[];
  at: number;
};

const sheet = sheetFormat('anomalies', ANOMALY_COLUMNS, {
  name: 16,
  room: 16,
  kind: 16,
  detectedAt: 18,
  evidence: 60,
  note: 40,
  reviewedAt: 18,
});

export type SittingAnomaliesDeps = {
  db: Db;
  now: Clock;
  queue: JobQueue;
  fileTasks: FileTasks;
  sessionChanged: (sessionId: string) => void;
};

/**
 * Detects a session's anomalies at `at` (ms) from what its sittings record, in the rooms given (all: undefined), and
 * joins each with its review; anomalies reviewed before that the record no longer shows are kept, `current: false`.
 * The rules:
 * - interrupted: in the exam, no heartbeat for 90 s (the roster's own rule);
 * - frequentLeaves: leaves of the page and of fullscreen together reach the exam's leave limit when it sets one, else
 *   FREQUENT_LEAVES;
 * - multipleDevices: sign-ins from two or more different (address, user agent) pairs;
 * - lateEntry: one or more sign-ins refused as late (41300616) or locked out (41300617);
 * - longSilence: in the exam with heartbeats alive and not paused, no answer saved for SILENCE_MINUTES since the start,
 *   the last save or the end of a pause.
 */
export async function detectAnomalies(db: Db, scope: Scope, session: { id: string; examId: string }, at: number, roomIds?: string[]) {
  const repo = sittingAnomaliesRepo(db, scope);
  const [config, seats, signIns, refusals, saves, reviews] = await Promise.all([
    repo.examConfig(session.examId),
    repo.seated(session.id, roomIds),
    repo.signIns(session.id),
    repo.refusals(session.id),
    repo.lastSaves(session.id),
    repo.reviews(session.id),
  ]);
  const limit = rulesOf({ config: config ?? {}, lateEntryMinutes: 0, earlySubmitMinutes: 0 }).leaveLimit;
  const threshold = limit > 0 ? limit : FREQUENT_LEAVES;
  const bySitting = <T extends { sittingId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) {
      const list = map.get(r.sittingId);
      if (list) list.push(r);
      else map.set(r.sittingId, [r]);
    }
    return map;
  };
  const devices = bySitting(signIns);
  const refused = new Map(refusals.map((r) => [r.sittingId, r]));
  const lastSave = new Map(saves.map((s) => [s.sittingId, s.at]));
  const leaving = seats.filter((s) => s.sittingId && s.leaveCount >= threshold).map((s) => s.sittingId!);
  const leaves = bySitting(await repo.leaves(leaving));
  const reviewed = new Map(reviews.map((r) => [keyOf(r.examCandidateId, r.kind), r]));

  const rows: AnomalyRow[] = [];
  for (const s of seats) {
    const found = new Map<AnomalyKind, { detectedAt: Date | null; evidence: AnomalyEvidence }>();
    if (s.sittingId) {
      const inExam = s.state === 'inExam';
      const seen = s.lastSeenAt?.getTime() ?? 0;
      const alive = seen >= at - INTERRUPTED_AFTER_SECONDS * 1000;
      if (inExam && !alive)
        found.set('interrupted', {
          detectedAt: s.lastSeenAt ? new Date(seen + INTERRUPTED_AFTER_SECONDS * 1000) : null,
          evidence: { lastSeenAt: iso(s.lastSeenAt) },
        });
      if (s.leaveCount >= threshold) {
        const list = leaves.get(s.sittingId) ?? [];
        found.set('frequentLeaves', {
          detectedAt: list[threshold - 1]?.at ?? list.at(-1)?.at ?? null,
          evidence: {
            leaveCount: s.leaveCount,
            pageLeaves: list.filter((l) => l.kind === 'leavePage').length,
            fullscreenLeaves: list.filter((l) => l.kind === 'leaveFullscreen').length,
            threshold,
            lastLeaveAt: iso(list.at(-1)?.at),
          },
        });
      }
      const used = (devices.get(s.sittingId) ?? []).sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime());
      if (used.length > 1)
        found.set('multipleDevices', {
          detectedAt: used[1]!.firstAt,
          evidence: {
            devices: used.map((d) => {
              const agent = agentOf(d.userAgent || undefined);
              return {
                ip: d.ip,
                device: agent.device ?? null,
                browser: agent.browser ?? null,
                signIns: d.count,
                lastAt: d.lastAt.toISOString(),
              };
            }),
          },
        });
      const r = refused.get(s.sittingId);
      if (r)
        found.set('lateEntry', {
          detectedAt: r.firstAt,
          evidence: {
            refusals: r.count,
            codes: r.codes.map(Number).filter((c) => c > 0),
            firstAt: r.firstAt.toISOString(),
            lastAt: r.lastAt.toISOString(),
          },
        });
      const paused = s.pausedUntil && s.pausedUntil.getTime() > at;
      if (inExam && alive && !paused && s.startedAt) {
        const saved = lastSave.get(s.sittingId) ?? null;
        const pauseEnd = s.pausedUntil ? s.pausedUntil.getTime() : 0;
        const since = Math.max(s.startedAt.getTime(), saved?.getTime() ?? 0, pauseEnd);
        if (at - since >= SILENCE_MINUTES * MINUTE)
          found.set('longSilence', {
            detectedAt: new Date(since + SILENCE_MINUTES * MINUTE),
            evidence: { lastSeenAt: iso(s.lastSeenAt), lastSaveAt: iso(saved), silentMinutes: Math.floor((at - since) / MINUTE) },
          });
      }
    }
    for (const kind of ANOMALY_KINDS) {
      const hit = found.get(kind);
      const review = reviewed.get(keyOf(s.candidateId, kind));
      if (!hit && !review) continue;
      rows.push({
        candidateId: s.candidateId,
        name: s.name,
        admissionNumber: s.admissionNumber,
        roomId: s.roomId,
        roomName: s.roomName,
        seat: s.seat,
        kind,
        detectedAt: iso(hit?.detectedAt),
        current: !!hit,
        evidence: hit?.evidence ?? {},
        state: review?.state ?? 'open',
        note: review?.note ?? null,
        reviewedBy: review?.reviewerName ?? null,
        reviewedAt: iso(review?.reviewedAt),
      });
    }
  }
  return { rows, seats };
}

type ListFilter = { roomId?: string; kind?: AnomalyKind; state?: AnomalyState; keyword?: string };

/** The rows a filter reads, and the counts by kind (whatever the kind) and by state (whatever the state) in its room. */
function filtered(rows: AnomalyRow[], { roomId, kind, state, keyword }: ListFilter) {
  const inRoom = roomId ? rows.filter((r) => r.roomId === roomId) : rows;
  const word = keyword?.toLowerCase();
  const kinds = Object.fromEntries(ANOMALY_KINDS.map((k) => [k, 0])) as Record<AnomalyKind, number>;
  const states = Object.fromEntries(ANOMALY_STATES.map((s) => [s, 0])) as Record<AnomalyState, number>;
  for (const r of inRoom) {
    if (!state || r.state === state) kinds[r.kind]++;
    if (!kind || r.kind === kind) states[r.state]++;
  }
  const shown = inRoom.filter(
    (r) =>
      (!kind || r.kind === kind) &&
      (!state || r.state === state) &&
      (!word || r.name.toLowerCase().includes(word) || r.admissionNumber.toLowerCase().includes(word)),
  );
  return { shown, kinds, states };
}

/**
 * A session's anomalies: detected by rules when read (never stored), each with the review kept for its candidate and
 * kind; reviews (handled or ignored with a note, audited) and the export to Excel through the download centre. A
 * `gl_kw_monitor` holder without `gl_kw` reads and reviews only the rooms they invigilate.
 */
export function createSittingAnomaliesService({ db, now, queue, fileTasks, sessionChanged }: SittingAnomaliesDeps) {
  /** The session (else 10000404) and the rooms the caller reads: a room named must be theirs (41300623). */
  async function scopeOf(tenant: Watcher, sessionId: string, roomId?: string) {
    const { session, mine } = await sessionOf(db, tenant, sessionId, roomId);
    refuseUnwatched(mine, roomId);
    return { session, roomIds: mine && [...mine] };
  }

  const exported = backgroundFile<ExportJob>(
    { queue, fileTasks },
    { name: 'sitting.anomalies-export', fileType: 'sittingAnomalies.export', mime: XLSX_MIME },
    async ({ officeId, userId, sessionId, examId, filter, roomIds, at, lang }) => {
      const owner = { officeId, userId };
      const { rows } = await detectAnomalies(db, owner, { id: sessionId, examId }, at, roomIds);
      const zone = await institutionTimeZone(db, owner);
      const time = (v: string | null) => (v ? zonedDateTime(v, zone) : null);
      const i = LANGUAGES.indexOf(lang);
      return sheet.write(
        lang,
        filtered(rows, filter).shown.map((r) => [
          r.admissionNumber,
          r.name,
          r.roomName,
          r.seat,
          ANOMALY_KIND_NAMES[r.kind][i]!,
          time(r.detectedAt),
          describeAnomaly(r, lang, (v) => zonedDateTime(v, zone)),
          ANOMALY_STATE_NAMES[r.state][i]!,
          r.note,
          r.reviewedBy,
          time(r.reviewedAt),
        ]),
        { detectedAt: zone, reviewedAt: zone },
      );
    },
  );

  return {
    /** A page of the session's anomalies as filtered, with the counts by kind and by review state. */
    async list(tenant: Tenant, input: Input['anomalies']) {
      const { session, roomIds } = await scopeOf(tenant, input.sessionId, input.roomId);
      const { rows } = await detectAnomalies(db, tenant, session, now(), roomIds);
      const { shown, kinds, states } = filtered(rows, input);
      const from = (input.current - 1) * input.size;
      return {
        records: shown.slice(from, from + input.size),
        total: shown.length,
        current: input.current,
        size: input.size,
        kinds,
        states,
      };
    },

    /**
     * Handles or ignores anomalies with a note, in one transaction with one audit row on the session. Each named
     * candidate must be seated in the session (10000404) in a room the caller reads (41300623), and have that anomaly
     * detected now or reviewed before (41300670); all or none.
     */
    async review(tenant: Tenant, input: Input['review']) {
      const { session, mine } = await sessionOf(db, tenant, input.sessionId);
      const { rows, seats } = await detectAnomalies(db, tenant, session, now());
      const byKey = new Map(rows.map((r) => [keyOf(r.candidateId, r.kind), r]));
      const seated = new Map(seats.map((s) => [s.candidateId, s]));
      const items = [...new Map(input.items.map((i) => [keyOf(i.candidateId, i.kind), i])).values()];
      const reached: AnomalyRow[] = [];
      for (const item of items) {
        const seat = seated.get(item.candidateId);
        if (!seat) throw new AppError(ErrorCodes.notFound);
        if (mine && (!seat.roomId || !mine.has(seat.roomId))) throw notYourRoom();
        const row = byKey.get(keyOf(item.candidateId, item.kind));
        if (!row) throw new AppError(ErrorCodes.anomalyNotDetected, { name: seat.name });
        reached.push(row);
      }
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await sittingAnomaliesRepo(tx, tenant).review(
          reached.map((r) => ({
            examId: session.examId,
            sessionId: session.id,
            examCandidateId: r.candidateId,
            kind: r.kind,
            state: input.state,
            note: input.note,
            reviewerId: tenant.userId,
            reviewerName: tenant.username,
            reviewedAt: at,
          })),
        );
        await recordAudit(tx, tenant.actor, {
          action: 'sitting.anomalyReview',
          targetType: 'examSession',
          targetId: session.id,
          targetName: session.name,
          detail: {
            state: input.state,
            note: input.note,
            by: tenant.username,
            count: reached.length,
            anomalies: reached.slice(0, 100).map((r) => `${r.admissionNumber} ${r.kind}`),
          },
        });
      });
      sessionChanged(session.id);
      return { reviewed: reached.length };
    },

    /** Starts the export of the anomalies as filtered, as they stand now; answers the download centre's task. */
    async startExport(tenant: Tenant, { sessionId, ...filter }: Filter, lang: Language) {
      const { session, roomIds } = await scopeOf(tenant, sessionId, filter.roomId);
      const fileName = lang === 'zh' ? '考试异常.xlsx' : 'anomalies.xlsx';
      return exported.start(tenant, fileName, lang, {
        sessionId: session.id,
        examId: session.examId,
        filter,
        at: now(),
        ...(roomIds ? { roomIds } : {}),
      });
    },
  };
}

export type SittingAnomaliesService = ReturnType<typeof createSittingAnomaliesService>;
