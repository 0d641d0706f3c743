import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type AssignStrategy, type scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { maskValue } from '@cloud-exam/contract/personal-data';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { personalScope } from './personal-data';
import { auditTarget, overlaps, scheduleLookups } from './schedule-lookups';
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
 * Candidates' seats: placed automatically (in order, by department, or balanced across rooms), moved one at a time,
 * emptied. A candidate sits each subject at most once and never two sessions that overlap; seats change until the
 * session begins. Every write is audited.
 */
export function createSeatingService(db: Db, now: Clock) {
  const { examOf, sessionOf, roomOf, notStarted } = scheduleLookups(db, now);

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
    async seats(tenant: Tenant, input: Input['seats']) {
      const session = await sessionOf(tenant, input.sessionId);
      if (input.roomId) {
        const room = await roomOf(tenant, input.roomId);
        if (room.sessionId !== session.id) throw new AppError(ErrorCodes.notFound);
      }
      const page = await seatingRepo(db, tenant).page(session, input, await personalScope(tenant));
      return {
        ...page,
        records: page.records.map((r) => ({
          examCandidateId: r.id,
          name: r.name,
          admissionNumber: r.admissionNumber,
          idNumber: maskValue('idNumber', r.idNumber),
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
        await recordAudit(tx, tenant.actor, {
          action: 'schedule.assign',
          ...auditTarget(exam),
          detail: {
            subject: subject.subjectName,
            strategy: input.strategy,
            reseat: input.reseat,
            seated: result.seats.length,
          },
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
      // every id is a candidate of the session's exam, or the call names what is not there
      const names = await scheduleCandidateRepo(db, tenant).namesOf(input.examCandidateIds, session.examId);
      if (input.examCandidateIds.some((id) => !names.has(id))) throw new AppError(ErrorCodes.notFound);
      await db.transaction(async (tx) => {
        const unseated = await seatingRepo(tx, tenant).unseat(session.id, input.examCandidateIds);
        // only the seats that were there are told
        await recordAudit(
          tx,
          tenant.actor,
          unseated.map((id) => ({
            action: 'examCandidate.unseat',
            targetType: 'examCandidate',
            targetId: id,
            targetName: names.get(id),
            detail: { session: session.name },
          })),
        );
      });
      return null;
    },
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
