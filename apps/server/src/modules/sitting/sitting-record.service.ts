import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import { RECORD_KINDS, type RecordEvent, type sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { describeRecordEvent, RECORD_COLUMNS, recordFileName, recordKindName } from '@cloud-exam/contract/sitting/sitting-record-words';
import { zonedDateTimeSeconds } from '@cloud-exam/contract/time-zone';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import { examCollectForm } from '../exam';
import { institutionTimeZone } from '../org';
import { isRecordEvent, messageEventOf, recordEventOf } from './sitting-record-event';
import { sittingRecordRepo } from './sitting-record.repo';
import { notYourRoom, refuseUnwatched, sessionOf } from './sitting-target';

type Input = Inputs<typeof sittingRecordApi>;

export type SittingRecordDeps = { db: Db };

const recordSheet = sheetFormat('record', RECORD_COLUMNS, { at: 22, kind: 18, detail: 70, by: 16, reason: 40 });

/**
 * The console's reads of a candidate's exam day and of a message's candidates. As every read of exam day, a holder of
 * `gl_kw` reads every room and one of `gl_kw_monitor` without it only the rooms they invigilate (41300623); another
 * institution's session, candidate or message is not found.
 */
export function createSittingRecordService({ db }: SittingRecordDeps) {
  /** The record of a candidate seated in a session: their events in order, as the kinds asked for. */
  async function record(tenant: Tenant, { sessionId, examCandidateId, kinds = [...RECORD_KINDS] }: Input['events']) {
    const { session, mine } = await sessionOf(db, tenant, sessionId);
    const repo = sittingRecordRepo(db, tenant);
    const seated = await repo.seated(session.id, examCandidateId);
    if (!seated) throw new AppError(ErrorCodes.notFound);
    if (mine && !(seated.roomId && mine.has(seated.roomId))) throw notYourRoom();
    const stored = seated.sittingId ? (await repo.events(seated.sittingId, kinds)).filter(isRecordEvent) : [];
    const has = (kind: string) => stored.some((e) => e.kind === kind);
    const messages = kinds.includes('message') ? await repo.received(session.id, seated.candidateId) : [];
    const context = {
      readAt: new Map(messages.map((m) => [m.id, m.readAt])),
      fieldTitles: has('infoSave')
        ? new Map((await examCollectForm(db, tenant, seated.examId)).map((f) => [f.id, f.title]))
        : new Map<string, string>(),
      items: has('mediaPlay') && seated.sittingId ? await repo.paperItems(seated.sittingId) : [],
    };
    // a message sent while the candidate had no sitting has no event: it came before everything the sitting records
    const evented = new Set(stored.flatMap((e) => (e.kind === 'message' ? [String(e.detail.messageId)] : [])));
    const events: RecordEvent[] = [
      ...messages.filter((m) => !evented.has(m.id)).map(messageEventOf),
      ...stored.map((e) => recordEventOf(e, context)),
    ];
    const candidate = {
      candidateId: seated.candidateId,
      name: seated.name,
      admissionNumber: seated.admissionNumber,
      roomName: seated.roomName,
      seat: seated.seat,
    };
    return { session, candidate, events };
  }

  return {
    async events(tenant: Tenant, input: Input['events']) {
      const { candidate, events } = await record(tenant, input);
      return { candidate, events };
    },

    /** The record as filtered, as a sheet in the caller's language with the institution's times; audited (addresses). */
    async exportEvents(tenant: Tenant, input: Input['exportEvents'], lang: Language) {
      const { session, candidate, events } = await record(tenant, input);
      const zone = await institutionTimeZone(db, tenant);
      const time = (at: string) => zonedDateTimeSeconds(at, zone);
      await recordAudit(db, tenant.actor, {
        action: 'examCandidate.export',
        targetType: 'examSession',
        targetId: session.id,
        targetName: session.name,
        detail: { record: candidate.admissionNumber, rows: events.length, ...(input.kinds ? { kinds: input.kinds } : {}) },
      });
      const data = await recordSheet.write(
        lang,
        events.map((e) => [time(e.at), recordKindName(e.kind, lang), describeRecordEvent(e, lang, time), e.by, e.reason]),
        { at: zone },
      );
      return { data, fileName: recordFileName(candidate.admissionNumber, lang) };
    },

    /**
     * A message's candidates with their reading, in a room when one is named; an invigilator sees those who sat in
     * their rooms when it was sent (a room not theirs, or none at all: 41300623).
     */
    async recipients(tenant: Tenant, { messageId, roomId, ...filter }: Input['recipients']) {
      const repo = sittingRecordRepo(db, tenant);
      const message = await repo.message(messageId);
      if (!message) throw new AppError(ErrorCodes.notFound);
      const { room, mine } = await sessionOf(db, tenant, message.sessionId, roomId);
      refuseUnwatched(mine, room?.id);
      const page = await repo.recipients({ ...filter, messageId, roomIds: room ? [room.id] : mine && [...mine] });
      return { ...page, records: page.records.map((r) => ({ ...r, readAt: r.readAt?.toISOString() ?? null })) };
    },
  };
}

export type SittingRecordService = ReturnType<typeof createSittingRecordService>;
