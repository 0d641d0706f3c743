import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import {
  RECORD_COLUMNS,
  ROSTER_STATE_NAMES,
  type RecordRow,
  SCORE_CANCELLED,
  type sittingRecordsApi,
} from '@cloud-exam/contract/sitting/sitting-records';
import { zonedDateTime } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import { sheetFormat } from '../../lib/sheet-import';
import { backgroundFile, type FileTasks } from '../files';
import { institutionTimeZone } from '../org';
import { type RosterFilter, sittingRosterRepo } from './sitting-roster.repo';
import { disciplineScores } from './sitting-discipline.service';
import { countsOf, rowOf } from './sitting-roster.service';
import { invigilated, refuseUnwatched } from './sitting-target';

type Input = Inputs<typeof sittingRecordsApi>;
type Filter = Input['exportRecords'];

/** An export as its job makes it: the filter as resolved at the request (the rooms an invigilator reads), its time. */
type ExportJob = { filter: RosterFilter; roomIds?: string[]; at: number };

const sheet = sheetFormat('records', RECORD_COLUMNS, { name: 16, session: 20, room: 16, signedInAt: 18, submittedAt: 18 });

export type SittingRecordsDeps = { db: Db; now: Clock; queue: JobQueue; fileTasks: FileTasks };

/**
 * Answer records: the candidates seated in an exam's sessions (or one session) with their sittings, as the roster reads
 * a session's, and their export to Excel as a background task of the download centre. A `gl_kw_monitor` holder without
 * `gl_kw` reads only the rooms they invigilate.
 */
export function createSittingRecordsService({ db, now, queue, fileTasks }: SittingRecordsDeps) {
  /**
   * What a filter reads in the caller's institution: the exam's sessions (or the one named, of the exam), a room of
   * them; another institution's exam, a session or room of another exam: 10000404. An invigilator reads their rooms
   * (of the session, when one is named) and is refused (41300623) a room not theirs, or where they watch none.
   */
  async function scopeOf(tenant: Tenant, { examId, sessionId, roomId, state, keyword }: Filter) {
    const exam = await sittingRosterRepo(db, tenant).exam(examId);
    if (!exam || (sessionId && !exam.sessionIds.includes(sessionId))) throw new AppError(ErrorCodes.notFound);
    const rooms = sessionId ? exam.rooms.filter((r) => r.sessionId === sessionId) : exam.rooms;
    if (roomId && !rooms.some((r) => r.id === roomId)) throw new AppError(ErrorCodes.notFound);
    const mine = invigilated(tenant, rooms);
    refuseUnwatched(mine, roomId);
    const filter: RosterFilter = { sessionIds: sessionId ? [sessionId] : exam.sessionIds, roomId, state, keyword };
    return { filter, roomIds: mine && [...mine] };
  }

  /** The rows as the page shows them at `at`, each with its score after discipline (`disciplineScores`, the one place). */
  async function recordsOf(scope: Scope, rows: Parameters<typeof rowOf>[0][], at: number): Promise<RecordRow[]> {
    const discipline = await disciplineScores(db, scope, rows);
    return rows.map((r, i) => ({
      ...rowOf(r, at),
      sessionId: r.sessionId,
      sessionName: r.sessionName,
      breaches: discipline[i]!.breaches,
      scoreAfterDiscipline: discipline[i]!.score,
      cancelled: discipline[i]!.cancelled,
    }));
  }

  const exported = backgroundFile<ExportJob>(
    { queue, fileTasks },
    { name: 'sitting.records-export', fileType: 'sittingRecords.export', mime: XLSX_MIME },
    async ({ officeId, userId, filter, roomIds, at, lang }) => {
      const owner = { officeId, userId };
      const rows = await recordsOf(owner, await sittingRosterRepo(db, owner).all(filter, new Date(at), roomIds), at);
      const zone = await institutionTimeZone(db, owner);
      const time = (v: string | null) => (v ? zonedDateTime(v, zone) : null);
      return sheet.write(
        lang,
        rows.map((r) => [
          r.admissionNumber,
          r.name,
          r.sessionName,
          r.roomName,
          r.seat,
          ROSTER_STATE_NAMES[r.state][LANGUAGES.indexOf(lang)]!,
          time(r.signedInAt),
          time(r.submittedAt),
          r.score,
          r.leaveCount,
          r.extraMinutes,
          r.remainingSeconds === null ? null : Math.ceil(r.remainingSeconds / 60),
          r.cancelled ? SCORE_CANCELLED[LANGUAGES.indexOf(lang)]! : r.scoreAfterDiscipline,
        ]),
        { signedInAt: zone, submittedAt: zone },
      );
    },
  );

  return {
    /**
     * A page of the records by session, room and seat, and how many are in each state among those of the session and
     * room chosen (an invigilator: their rooms), whatever the state and keyword.
     */
    async records(tenant: Tenant, input: Input['records']) {
      const { filter, roomIds } = await scopeOf(tenant, input);
      const at = now();
      const repo = sittingRosterRepo(db, tenant);
      const page = await repo.page({ ...filter, current: input.current, size: input.size }, new Date(at), roomIds);
      const counted = filter.roomId ? [filter.roomId] : roomIds;
      const counts = await repo.counts(filter.sessionIds, new Date(at), counted);
      return { ...page, records: await recordsOf(tenant, page.records, at), counts: countsOf(counts) };
    },

    /** Starts the export of the records as filtered, as they stand now; answers the download centre's task. */
    async startExport(tenant: Tenant, input: Filter, lang: Language) {
      const { filter, roomIds } = await scopeOf(tenant, input);
      const fileName = lang === 'zh' ? '答题记录.xlsx' : 'answer-records.xlsx';
      return exported.start(tenant, fileName, lang, { filter, at: now(), ...(roomIds ? { roomIds } : {}) });
    },
  };
}

export type SittingRecordsService = ReturnType<typeof createSittingRecordsService>;
