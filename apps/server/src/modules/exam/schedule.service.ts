import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  type AssignStrategy,
  ROOMS_MAX,
  type scheduleApi,
  SEATING_COLUMNS,
  type SessionDetail,
  sessionProblems,
  SESSIONS_MAX,
} from '@cloud-exam/contract/exam/schedule';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import { activeMembers } from '../org';
import { type ExamRow, examRepo } from './exam.repo';
import {
  type NewSeating,
  type PlacedSeat,
  roomRepo,
  type RoomRecord,
  scheduleCandidateRepo,
  seatingRepo,
  type SessionRecord,
  sessionRepo,
} from './schedule.repo';

type Input = Inputs<typeof scheduleApi>;

export const seatingSheet = sheetFormat('seating', SEATING_COLUMNS, { admissionNumber: 22, subject: 20, session: 20, room: 20 });

const overlaps = (a: { beginAt: Date; endAt: Date }, b: { beginAt: Date; endAt: Date }) => a.beginAt < b.endAt && b.beginAt < a.endAt;
const iso = (d: Date) => d.toISOString();

/** A room as the assignment fills it: the seats still free, in order. */
type Slot = { session: SessionRecord; room: RoomRecord; free: number[] };

/**
 * Seats `pending` candidates (in the order given) into `slots` (sessions by time, rooms in order): each room is
 * filled up to `limit(slot)` before the next; a candidate whose other seats overlap a slot's session is tried in the
 * following ones. Answers the seats made and the candidates left without one.
 */
function fill(
  pending: string[],
  slots: Slot[],
  taken: Map<string, PlacedSeat[]>,
  limit: (slot: Slot) => number,
): { seats: NewSeating[]; left: string[] } {
  const seats: NewSeating[] = [];
  const left: string[] = [];
  const used = slots.map(() => 0);
  let current = 0;
  for (const candidate of pending) {
    const mine = taken.get(candidate) ?? [];
    let placed = false;
    for (let i = current; i < slots.length && !placed; i++) {
      const slot = slots[i]!;
      if (used[i]! >= limit(slot) || mine.some((s) => overlaps(s, slot.session))) continue;
      seats.push({ sessionId: slot.session.id, roomId: slot.room.id, examCandidateId: candidate, seat: slot.free[used[i]!]! });
      used[i]!++;
      placed = true;
    }
    if (!placed) left.push(candidate);
    while (current < slots.length && used[current]! >= limit(slots[current]!)) current++;
  }
  return { seats, left };
}

/** Each room's share of `count` candidates by its free seats (largest remainders), so rooms end equally full. */
function shares(slots: Slot[], count: number) {
  const free = slots.reduce((sum, s) => sum + s.free.length, 0);
  const exact = slots.map((s) => (free ? (s.free.length * count) / free : 0));
  const share = exact.map(Math.floor);
  let rest = count - share.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    if (share[i]! < slots[i]!.free.length) {
      share[i]!++;
      rest--;
    }
  }
  return new Map(slots.map((s, i) => [s, share[i]!]));
}

/**
 * An exam's schedule: sessions of its subjects inside its window, rooms with capacities and invigilators, and
 * candidates' seats — placed automatically, moved one at a time, or imported from the seating plan. A candidate sits
 * each subject at most once and never two sessions that overlap. Sessions keep their times while the exam is published
 * (41010404); rooms and seats change until the session begins (43010117). Every write is audited.
 */
export function createScheduleService(db: Db, now: Clock) {
  const examOf = async (tenant: Tenant, id: string) => {
    const exam = await examRepo(db, tenant).find(id);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    return exam;
  };
  const sessionOf = async (tenant: Tenant, id: string) => {
    const session = await sessionRepo(db, tenant).findOne(id);
    if (!session) throw new AppError(ErrorCodes.notFound);
    return session;
  };
  const roomOf = async (tenant: Tenant, id: string) => {
    const room = await roomRepo(db, tenant).findOne(id);
    if (!room) throw new AppError(ErrorCodes.notFound);
    return room;
  };
  const unpublished = (exam: ExamRow) => {
    if (exam.published) throw new AppError(ErrorCodes.examPublishedLocked);
  };
  const notStarted = (session: SessionRecord) => {
    if (session.beginAt.getTime() <= now()) throw new AppError(ErrorCodes.sessionStarted, { name: session.name });
  };
  /** An audit row of the exam, or (rooms) of the session, that changed. */
  const audit = (
    db: Db,
    tenant: Tenant,
    action: string,
    target: { id: string; name: string; type?: 'exam' | 'examSession' },
    detail?: Record<string, unknown>,
  ) => recordAudit(db, tenant.actor, { action, targetType: target.type ?? 'exam', targetId: target.id, targetName: target.name, detail });

  /** Refuses a session's input with the first rule it breaks. */
  async function checkSession(
    tenant: Tenant,
    exam: ExamRow,
    subjectId: string,
    input: Input['addSession'] | Input['updateSession'],
    exceptId?: string,
  ) {
    const subject = exam.subjects.find((s) => s.id === subjectId);
    if (!subject) throw new AppError(ErrorCodes.notFound);
    const [problem] = sessionProblems(input, { beginDate: iso(exam.beginAt), endDate: iso(exam.endAt) }, subject);
    if (problem) throw new AppError(ErrorCodes[problem.code], problem.params);
    if (await sessionRepo(db, tenant).nameTaken(exam.id, input.sessionName.trim(), exceptId))
      throw new AppError(ErrorCodes.sessionNameTaken, { name: input.sessionName.trim() });
  }

  /** The invigilators named, each an active member of the institution. */
  async function invigilatorsOf(tenant: Tenant, ids: string[]) {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await activeMembers(db, tenant, { ids: unique });
    if (found.length !== unique.length) throw new AppError(ErrorCodes.invigilatorUnknown);
    return unique;
  }

  /** The room and seat a candidate may take in a session, or the refusal. */
  async function seatFor(tenant: Tenant, room: RoomRecord, examCandidateId: string, seat: number | undefined) {
    const seats = seatingRepo(db, tenant);
    if (seat !== undefined) {
      if (seat > room.capacity) throw new AppError(ErrorCodes.seatOutOfRange, { capacity: room.capacity });
      const holder = await seats.holder(room.id, seat);
      if (holder && holder.examCandidateId !== examCandidateId)
        throw new AppError(ErrorCodes.seatTaken, { room: room.name, seat, name: holder.name });
      return seat;
    }
    const taken = await seats.seatsTaken(room.id);
    for (let s = 1; s <= room.capacity; s++) if (!taken.has(s)) return s;
    throw new AppError(ErrorCodes.roomFull, { room: room.name });
  }

  /** The subject's sessions with their rooms, as slots with the seats each room still has free. */
  async function slotsOf(tenant: Tenant, subjectId: string, kept: PlacedSeat[]) {
    const sessions = await sessionRepo(db, tenant).ofSubject(subjectId);
    const rooms = await roomRepo(db, tenant).ofSessions(sessions.map((s) => s.id));
    const takenIn = new Map<string, Set<number>>();
    for (const s of kept) (takenIn.get(s.roomId) ?? takenIn.set(s.roomId, new Set()).get(s.roomId)!).add(s.seat);
    return sessions.flatMap((session) =>
      rooms
        .filter((r) => r.sessionId === session.id)
        .map((room) => {
          const taken = takenIn.get(room.id) ?? new Set();
          const free: number[] = [];
          for (let s = 1; s <= room.capacity; s++) if (!taken.has(s)) free.push(s);
          return { session, room, free };
        }),
    );
  }

  return {
    async schedule(tenant: Tenant, { examId }: Input['schedule']) {
      const exam = await examOf(tenant, examId);
      const sessions = await sessionRepo(db, tenant).ofExam(exam.id);
      const seated = await seatingRepo(db, tenant).ofExam(exam.id);
      const bySubject = new Map<string, Set<string>>();
      for (const s of seated)
        (bySubject.get(s.subjectId) ?? bySubject.set(s.subjectId, new Set()).get(s.subjectId)!).add(s.examCandidateId);
      return {
        examId: exam.id,
        examName: exam.name,
        beginDate: iso(exam.beginAt),
        endDate: iso(exam.endAt),
        published: exam.published,
        candidateCount: exam.candidateCount,
        subjects: exam.subjects.map((s) => ({
          id: s.id,
          subjectName: s.subjectName,
          duration: s.duration,
          seated: bySubject.get(s.id)?.size ?? 0,
        })),
        sessions: sessions.map(({ session, ...figures }) => ({
          id: session.id,
          examId: session.examId,
          subjectId: session.subjectId,
          subjectName: figures.subjectName,
          sessionName: session.name,
          beginDate: iso(session.beginAt),
          endDate: iso(session.endAt),
          roomCount: figures.roomCount,
          capacity: figures.capacity,
          seated: figures.seated,
        })),
      };
    },

    async addSession(tenant: Tenant, input: Input['addSession']) {
      const exam = await examOf(tenant, input.examId);
      unpublished(exam);
      await checkSession(tenant, exam, input.subjectId, input);
      const repo = sessionRepo(db, tenant);
      if ((await repo.countOfExam(exam.id)) >= SESSIONS_MAX)
        throw new AppError(ErrorCodes.sessionsTooMany, { max: SESSIONS_MAX, rooms: ROOMS_MAX });
      return db.transaction(async (tx) => {
        const row = await sessionRepo(tx, tenant).insert({
          examId: exam.id,
          subjectId: input.subjectId,
          name: input.sessionName.trim(),
          beginAt: new Date(input.beginDate),
          endAt: new Date(input.endDate),
        });
        await audit(tx, tenant, 'examSession.add', exam, { session: row.name });
        return { id: row.id };
      });
    },

    async updateSession(tenant: Tenant, input: Input['updateSession']) {
      const session = await sessionOf(tenant, input.id);
      const exam = await examOf(tenant, session.examId);
      unpublished(exam);
      await checkSession(tenant, exam, session.subjectId, input, session.id);
      const [begin, end] = [new Date(input.beginDate), new Date(input.endDate)];
      const clash = await sessionRepo(db, tenant).clashWhenMoved(session.id, begin, end);
      if (clash) throw new AppError(ErrorCodes.sessionOverlap, { name: clash.name, session: clash.session });
      await db.transaction(async (tx) => {
        await sessionRepo(tx, tenant).update(session.id, { name: input.sessionName.trim(), beginAt: begin, endAt: end });
        await audit(tx, tenant, 'examSession.update', exam, { session: input.sessionName.trim() });
      });
      return null;
    },

    async removeSession(tenant: Tenant, { id }: Input['removeSession']) {
      const session = await sessionOf(tenant, id);
      const exam = await examOf(tenant, session.examId);
      unpublished(exam);
      await db.transaction(async (tx) => {
        await sessionRepo(tx, tenant).remove(session.id);
        await audit(tx, tenant, 'examSession.delete', exam, { session: session.name });
      });
      return null;
    },

    async session(tenant: Tenant, { id }: Input['session']): Promise<SessionDetail> {
      const found = await sessionRepo(db, tenant).withFigures(id);
      if (!found) throw new AppError(ErrorCodes.notFound);
      const { session, ...figures } = found;
      const exam = await examOf(tenant, session.examId);
      const rooms = await roomRepo(db, tenant).ofSession(session.id);
      const watchers = await activeMembers(db, tenant, { ids: [...new Set(rooms.flatMap((r) => r.room.invigilatorIds))] });
      const byId = new Map(watchers.map((w) => [w.id, w]));
      const seatedInSubject = new Set((await seatingRepo(db, tenant).ofExam(exam.id, session.subjectId)).map((s) => s.examCandidateId));
      return {
        id: session.id,
        examId: exam.id,
        examName: exam.name,
        subjectId: session.subjectId,
        subjectName: figures.subjectName,
        sessionName: session.name,
        beginDate: iso(session.beginAt),
        endDate: iso(session.endAt),
        roomCount: figures.roomCount,
        capacity: figures.capacity,
        seated: figures.seated,
        published: exam.published,
        started: session.beginAt.getTime() <= now(),
        unseated: Math.max(0, exam.candidateCount - seatedInSubject.size),
        rooms: rooms.map(({ room, seated }) => ({
          id: room.id,
          sessionId: room.sessionId,
          roomName: room.name,
          address: room.address,
          capacity: room.capacity,
          seated,
          invigilators: room.invigilatorIds.flatMap((i) => byId.get(i) ?? []),
        })),
      };
    },

    async addRoom(tenant: Tenant, input: Input['addRoom']) {
      const session = await sessionOf(tenant, input.sessionId);
      notStarted(session);
      const rooms = roomRepo(db, tenant);
      const name = input.roomName.trim();
      if (await rooms.nameTaken(session.id, name)) throw new AppError(ErrorCodes.roomNameTaken, { name });
      if ((await rooms.countOfSession(session.id)) >= ROOMS_MAX)
        throw new AppError(ErrorCodes.sessionsTooMany, { max: SESSIONS_MAX, rooms: ROOMS_MAX });
      const invigilatorIds = await invigilatorsOf(tenant, input.invigilatorIds);
      const sort = await rooms.nextSort(session.id);
      return db.transaction(async (tx) => {
        const row = await roomRepo(tx, tenant).insert({
          examId: session.examId,
          sessionId: session.id,
          name,
          address: input.address ?? null,
          capacity: input.capacity,
          invigilatorIds,
          sort,
        });
        await audit(
          tx,
          tenant,
          'examRoom.add',
          { id: session.id, name: session.name, type: 'examSession' },
          { room: name, capacity: input.capacity },
        );
        return { id: row.id };
      });
    },

    async updateRoom(tenant: Tenant, input: Input['updateRoom']) {
      const room = await roomOf(tenant, input.id);
      const session = await sessionOf(tenant, room.sessionId);
      notStarted(session);
      const rooms = roomRepo(db, tenant);
      const name = input.roomName.trim();
      if (await rooms.nameTaken(session.id, name, room.id)) throw new AppError(ErrorCodes.roomNameTaken, { name });
      const { seated, highest } = await rooms.occupancy(room.id);
      if (input.capacity < Math.max(seated, highest)) throw new AppError(ErrorCodes.roomCapacityBelowSeated, { name: room.name, seated });
      const invigilatorIds = await invigilatorsOf(tenant, input.invigilatorIds);
      await db.transaction(async (tx) => {
        await roomRepo(tx, tenant).update(room.id, { name, address: input.address ?? null, capacity: input.capacity, invigilatorIds });
        await audit(
          tx,
          tenant,
          'examRoom.update',
          { id: session.id, name: session.name, type: 'examSession' },
          { room: name, capacity: input.capacity },
        );
      });
      return null;
    },

    async removeRoom(tenant: Tenant, { id }: Input['removeRoom']) {
      const room = await roomOf(tenant, id);
      const session = await sessionOf(tenant, room.sessionId);
      notStarted(session);
      await db.transaction(async (tx) => {
        await seatingRepo(tx, tenant).emptyRoom(room.id);
        await roomRepo(tx, tenant).remove(room.id);
        await audit(tx, tenant, 'examRoom.delete', { id: session.id, name: session.name, type: 'examSession' }, { room: room.name });
      });
      return null;
    },

    invigilators: (tenant: Tenant, { keyword }: Input['invigilators']) => activeMembers(db, tenant, { keyword, limit: 20 }),

    async seats(tenant: Tenant, input: Input['seats']) {
      const session = await sessionOf(tenant, input.sessionId);
      if (input.roomId) {
        const room = await roomOf(tenant, input.roomId);
        if (room.sessionId !== session.id) throw new AppError(ErrorCodes.notFound);
      }
      const page = await seatingRepo(db, tenant).page(session, input);
      return {
        ...page,
        records: page.records.map((r) => ({
          examCandidateId: r.id,
          name: r.name,
          admissionNumber: r.admissionNumber,
          idNumber: r.idNumber,
          deptName: r.deptName,
          roomId: input.unseated ? null : r.roomId,
          roomName: input.unseated ? null : r.roomName,
          seat: input.unseated ? null : r.seat,
        })),
      };
    },

    async assign(tenant: Tenant, input: Input['assign']) {
      const exam = await examOf(tenant, input.examId);
      const subject = exam.subjects.find((s) => s.id === input.subjectId);
      if (!subject) throw new AppError(ErrorCodes.notFound);
      const seats = seatingRepo(db, tenant);
      const all = await seats.ofExam(exam.id);
      const started = (await sessionRepo(db, tenant).ofSubject(subject.id)).find((s) => s.beginAt.getTime() <= now());
      if (started) throw new AppError(ErrorCodes.sessionStarted, { name: started.name });
      const kept = input.reseat ? [] : all.filter((s) => s.subjectId === subject.id);
      const slots = await slotsOf(tenant, subject.id, kept);
      if (!slots.length) throw new AppError(ErrorCodes.subjectNotScheduled, { subject: subject.subjectName });
      const keptIds = new Set(kept.map((s) => s.examCandidateId));
      const candidates = (await scheduleCandidateRepo(db, tenant).ofExam(exam.id)).filter((c) => !keptIds.has(c.id));
      const free = slots.reduce((sum, s) => sum + s.free.length, 0);
      if (candidates.length > free)
        throw new AppError(ErrorCodes.notEnoughSeats, { subject: subject.subjectName, free, needed: candidates.length });
      const ordered = orderFor(input.strategy, candidates).map((c) => c.id);
      // Seats of the other subjects: a candidate never sits two sessions at once.
      const taken = new Map<string, PlacedSeat[]>();
      for (const s of all)
        if (s.subjectId !== subject.id) (taken.get(s.examCandidateId) ?? taken.set(s.examCandidateId, []).get(s.examCandidateId)!).push(s);
      let result: ReturnType<typeof fill>;
      if (input.strategy === 'balanced') {
        const share = shares(slots, ordered.length);
        const first = fill(ordered, slots, taken, (slot) => share.get(slot)!);
        // Those whose other seats ruled out their share's session take any seat left.
        const rest = fill(first.left, slotsAfter(slots, first.seats), taken, (slot) => slot.free.length);
        result = { seats: [...first.seats, ...rest.seats], left: rest.left };
      } else result = fill(ordered, slots, taken, (slot) => slot.free.length);
      await db.transaction(async (tx) => {
        const repo = seatingRepo(tx, tenant);
        if (input.reseat) await repo.clearSubject(exam.id, subject.id);
        await repo.insertSeats(exam.id, result.seats);
        await audit(tx, tenant, 'schedule.assign', exam, {
          subject: subject.subjectName,
          strategy: input.strategy,
          reseat: input.reseat,
          seated: result.seats.length,
        });
      });
      return { seated: result.seats.length, unseated: result.left.length };
    },

    async move(tenant: Tenant, input: Input['move']) {
      const session = await sessionOf(tenant, input.sessionId);
      notStarted(session);
      const room = await roomOf(tenant, input.roomId);
      const candidate = await scheduleCandidateRepo(db, tenant).named(input.examCandidateId);
      if (room.sessionId !== session.id || !candidate || candidate.examId !== session.examId) throw new AppError(ErrorCodes.notFound);
      const mine = await seatingRepo(db, tenant).ofCandidates(session.examId, [candidate.id]);
      const previous = mine.find((s) => s.subjectId === session.subjectId);
      if (previous && previous.sessionId !== session.id && previous.beginAt.getTime() <= now())
        throw new AppError(ErrorCodes.sessionStarted, { name: previous.sessionName });
      const clash = mine.find((s) => s.subjectId !== session.subjectId && overlaps(s, session));
      if (clash) throw new AppError(ErrorCodes.sessionOverlap, { name: candidate.name, session: clash.sessionName });
      const seat = await seatFor(tenant, room, candidate.id, input.seat);
      try {
        await db.transaction(async (tx) => {
          const repo = seatingRepo(tx, tenant);
          await repo.clearSubject(session.examId, session.subjectId, [candidate.id]);
          await repo.insertSeats(session.examId, [{ sessionId: session.id, roomId: room.id, examCandidateId: candidate.id, seat }]);
          await recordAudit(tx, tenant.actor, {
            action: 'examCandidate.seat',
            targetType: 'examCandidate',
            targetId: candidate.id,
            targetName: candidate.name,
            detail: { session: session.name, room: room.name, seat },
          });
        });
      } catch (e) {
        if (uniqueViolation(e) !== 'exam_seatings_room_seat_key') throw e;
        // Someone took the seat meanwhile.
        const holder = await seatingRepo(db, tenant).holder(room.id, seat);
        throw new AppError(ErrorCodes.seatTaken, { room: room.name, seat, name: holder?.name ?? '' });
      }
      return { seat };
    },

    async unseat(tenant: Tenant, input: Input['unseat']) {
      const session = await sessionOf(tenant, input.sessionId);
      notStarted(session);
      await db.transaction(async (tx) => {
        await seatingRepo(tx, tenant).unseat(session.id, input.examCandidateIds);
        await recordAudit(
          tx,
          tenant.actor,
          input.examCandidateIds.map((id) => ({
            action: 'examCandidate.unseat',
            targetType: 'examCandidate',
            targetId: id,
            detail: { session: session.name },
          })),
        );
      });
      return null;
    },

    async exportPlan(tenant: Tenant, { examId, sessionId }: Input['export'], lang: Language) {
      const exam = await examOf(tenant, examId);
      if (sessionId && (await sessionOf(tenant, sessionId)).examId !== exam.id) throw new AppError(ErrorCodes.notFound);
      const rows = await scheduleCandidateRepo(db, tenant).plan(exam.id, sessionId);
      return {
        fileName: `${exam.name}-${lang === 'zh' ? '考场编排' : 'seating'}.xlsx`,
        data: await seatingSheet.write(
          lang,
          rows.map((r) => [r.admissionNumber, r.name, r.subject, r.session ?? '', r.room ?? '', r.seat ?? '']),
        ),
      };
    },

    importSpec: {
      kind: 'examSeat.import',
      format: seatingSheet,
      maxRows: 200_000,
      async prepare({ tenant, params, progress }, rows, report) {
        const exam = await examOf(tenant, params.examId ?? '');
        const sessions = (await sessionRepo(db, tenant).ofExam(exam.id)).map((s) => s.session);
        const sessionByName = new Map(sessions.map((s) => [s.name, s]));
        const rooms = await roomRepo(db, tenant).ofSessions(sessions.map((s) => s.id));
        const roomByKey = new Map(rooms.map((r) => [`${r.sessionId}\u0000${r.name}`, r]));
        const numbers = [...new Set(rows.map((r) => r.cells.admissionNumber.trim()).filter(Boolean))];
        const byNumber = await scheduleCandidateRepo(db, tenant).byNumbers(exam.id, numbers);
        type Wanted = { row: number; candidate: string; name: string; session: SessionRecord; room: RoomRecord; seat?: number };
        const wanted: Wanted[] = [];
        const seenSubject = new Set<string>();
        for (const { row, cells } of rows) {
          const before = report.count();
          // A row without a session leaves that candidate as they are: the plan's unseated rows come back so.
          if (!cells.session.trim() && !cells.room.trim()) continue;
          const number = cells.admissionNumber.trim();
          const candidate = byNumber.get(number);
          if (!candidate) report.fail(row, 'admissionNumber', ErrorCodes.admissionNumberUnknown, { number });
          const session = sessionByName.get(cells.session.trim());
          if (!session) report.fail(row, 'session', ErrorCodes.sessionUnknown, { name: cells.session.trim() });
          const room = session && roomByKey.get(`${session.id}\u0000${cells.room.trim()}`);
          if (session && !room) report.fail(row, 'room', ErrorCodes.roomUnknown, { session: session.name, room: cells.room.trim() });
          if (session && session.beginAt.getTime() <= now()) report.fail(row, 'session', ErrorCodes.sessionStarted, { name: session.name });
          const seatText = cells.seat.trim();
          const seat = seatText ? Number(seatText) : undefined;
          if (room && seat !== undefined && !(Number.isInteger(seat) && seat >= 1 && seat <= room.capacity))
            report.fail(row, 'seat', ErrorCodes.seatOutOfRange, { capacity: room.capacity });
          if (candidate && session) {
            const key = `${candidate.id}\u0000${session.subjectId}`;
            if (seenSubject.has(key)) report.fail(row, 'admissionNumber', ErrorCodes.duplicateInFile);
            seenSubject.add(key);
          }
          if (report.count() === before)
            wanted.push({ row, candidate: candidate!.id, name: candidate!.name, session: session!, room: room!, seat });
        }
        await progress(0.4);
        if (report.count()) return [];
        // Everyone's seats once the file is applied: the file's candidates leave their seats of the subjects it names.
        const moving = new Set(wanted.map((w) => `${w.candidate}\u0000${w.session.subjectId}`));
        const current = (await seatingRepo(db, tenant).ofExam(exam.id)).filter(
          (s) => !moving.has(`${s.examCandidateId}\u0000${s.subjectId}`),
        );
        const holders = new Map(current.map((s) => [`${s.roomId}\u0000${s.seat}`, s.examCandidateId]));
        const taken = new Map<string, PlacedSeat[]>();
        for (const s of current) (taken.get(s.examCandidateId) ?? taken.set(s.examCandidateId, []).get(s.examCandidateId)!).push(s);
        const placed: NewSeating[] = [];
        const place = (w: Wanted, seat: number) => {
          holders.set(`${w.room.id}\u0000${seat}`, w.candidate);
          const seating = { sessionId: w.session.id, roomId: w.room.id, examCandidateId: w.candidate, seat };
          placed.push(seating);
          const mine = taken.get(w.candidate) ?? taken.set(w.candidate, []).get(w.candidate)!;
          mine.push({
            ...seating,
            subjectId: w.session.subjectId,
            beginAt: w.session.beginAt,
            endAt: w.session.endAt,
            sessionName: w.session.name,
          });
        };
        const clashes = (w: Wanted) => (taken.get(w.candidate) ?? []).find((s) => overlaps(s, w.session));
        const seatClashes: { w: Wanted; holder: string }[] = [];
        for (const w of wanted.filter((w) => w.seat !== undefined)) {
          const holder = holders.get(`${w.room.id}\u0000${w.seat}`);
          const clash = clashes(w);
          if (holder) seatClashes.push({ w, holder });
          else if (clash) report.fail(w.row, 'session', ErrorCodes.sessionOverlap, { name: w.name, session: clash.sessionName });
          else place(w, w.seat!);
        }
        const names = await scheduleCandidateRepo(db, tenant).namesOf(seatClashes.map((c) => c.holder));
        for (const { w, holder } of seatClashes)
          report.fail(w.row, 'seat', ErrorCodes.seatTaken, { room: w.room.name, seat: w.seat!, name: names.get(holder) ?? '' });
        const next = new Map<string, number>();
        for (const w of wanted.filter((w) => w.seat === undefined)) {
          const clash = clashes(w);
          if (clash) {
            report.fail(w.row, 'session', ErrorCodes.sessionOverlap, { name: w.name, session: clash.sessionName });
            continue;
          }
          let seat = next.get(w.room.id) ?? 1;
          while (seat <= w.room.capacity && holders.has(`${w.room.id}\u0000${seat}`)) seat++;
          if (seat > w.room.capacity) report.fail(w.row, 'room', ErrorCodes.roomFull, { room: w.room.name });
          else place(w, seat);
          next.set(w.room.id, seat + 1);
        }
        await progress(0.8);
        return report.count() ? [] : placed;
      },
      async write(tx, { tenant, params }, seats) {
        const examId = params.examId!;
        const repo = seatingRepo(tx, tenant);
        const sessions = new Map((await sessionRepo(tx, tenant).ofExam(examId)).map((s) => [s.session.id, s.session.subjectId]));
        const bySubject = new Map<string, string[]>();
        for (const s of seats) {
          const subjectId = sessions.get(s.sessionId)!;
          (bySubject.get(subjectId) ?? bySubject.set(subjectId, []).get(subjectId)!).push(s.examCandidateId);
        }
        for (const [subjectId, ids] of bySubject)
          for (let i = 0; i < ids.length; i += 1000) await repo.clearSubject(examId, subjectId, ids.slice(i, i + 1000));
        await repo.insertSeats(examId, seats);
        await recordAudit(tx, tenant.actor, {
          action: 'schedule.import',
          targetType: 'exam',
          targetId: examId,
          detail: { seated: seats.length },
        });
      },
    } satisfies ImportSpec<typeof SEATING_COLUMNS, NewSeating>,
  };
}

/** The candidates in the order a strategy seats them. */
function orderFor<C extends { orderNo: number; deptName: string | null }>(strategy: AssignStrategy, candidates: C[]) {
  if (strategy !== 'department') return candidates;
  const collator = new Intl.Collator('zh');
  // A stable sort keeps the exam's order within a department; those without one come last.
  return [...candidates].sort((a, b) =>
    a.deptName === b.deptName ? 0 : a.deptName === null ? 1 : b.deptName === null ? -1 : collator.compare(a.deptName, b.deptName),
  );
}

/** The slots with the seats `seats` took removed. */
function slotsAfter(slots: Slot[], seats: NewSeating[]): Slot[] {
  const used = new Set(seats.map((s) => `${s.roomId}\u0000${s.seat}`));
  return slots.map((slot) => ({ ...slot, free: slot.free.filter((n) => !used.has(`${slot.room.id}\u0000${n}`)) }));
}
