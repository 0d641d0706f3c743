import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, uploadedXlsx } from '../../http/spreadsheet';
import type { ExamDeps } from './exam.deps';
import { createExamRoomService } from './exam-room.service';
import { createExamSessionService } from './exam-session.service';
import { createSeatingSheetService } from './seating-sheet.service';
import { createSeatingService } from './seating.service';

/** An exam's sessions, rooms and seats (/gl/kw/kw/exam/session|room|seat …) and the seating plan's export and import. */
export async function scheduleRoutes(app: FastifyInstance, deps: ExamDeps) {
  const sessions = createExamSessionService(deps.db, deps.now);
  const rooms = createExamRoomService(deps.db, deps.now);
  const seating = createSeatingService(deps.db, deps.now);
  const plan = createSeatingSheetService(deps.db, deps.now);
  const seatImport = deps.imports.define(plan.importSpec);
  routes(app, scheduleApi, {
    schedule: (input, { tenant }) => sessions.schedule(tenant, input),
    addSession: (input, { tenant }) => sessions.addSession(tenant, input),
    updateSession: (input, { tenant }) => sessions.updateSession(tenant, input),
    removeSession: (input, { tenant }) => sessions.removeSession(tenant, input),
    session: (input, { tenant }) => sessions.session(tenant, input),
    addRoom: (input, { tenant }) => rooms.addRoom(tenant, input),
    updateRoom: (input, { tenant }) => rooms.updateRoom(tenant, input),
    removeRoom: (input, { tenant }) => rooms.removeRoom(tenant, input),
    invigilators: (input, { tenant }) => rooms.invigilators(tenant, input),
    seats: (input, { tenant }) => seating.seats(tenant, input),
    assign: (input, { tenant }) => seating.assign(tenant, input),
    move: (input, { tenant }) => seating.move(tenant, input),
    unseat: (input, { tenant }) => seating.unseat(tenant, input),
    export: async (input, { tenant, request, reply }) =>
      sendExport(reply, deps.fileTasks, tenant, {
        fileType: 'examSeat.export',
        ...(await plan.exportPlan(tenant, input, request.lang)),
      }),
    import: async ({ examId }, { tenant, request }) => {
      await sessions.schedule(tenant, { examId });
      return seatImport.start(tenant, await uploadedXlsx(request), request.lang, { examId });
    },
  });
}
