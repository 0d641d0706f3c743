import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type scheduleApi, SEATING_COLUMNS } from '@cloud-exam/contract/exam/schedule';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import { overlaps, scheduleLookups } from './schedule-lookups';
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

/**
 * The seating plan as a spreadsheet: its export (every candidate with their seats, or one session's), and its import
 * (the jobs kit runs it), every row checked against the exam's sessions, rooms and seats before any seat moves.
 */
export function createSeatingSheetService(db: Db, now: Clock) {
  const { examOf, sessionOf } = scheduleLookups(db, now);

  return {
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
