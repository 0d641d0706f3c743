import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { sendExport, uploadedXlsx } from '../../http/spreadsheet';
import type { ExamDeps } from './exam.deps';
import { createScheduleService } from './schedule.service';

/** An exam's sessions, rooms and seats (/gl/kw/kw/exam/session|room|seat …) and the seating plan's export and import. */
export async function scheduleRoutes(app: FastifyInstance, deps: ExamDeps) {
  const schedule = createScheduleService(deps.db, deps.now);
  const seatImport = deps.imports.define(schedule.importSpec);
  routes(app, scheduleApi, {
    schedule: (input, { tenant }) => schedule.schedule(tenant, input),
    addSession: (input, { tenant }) => schedule.addSession(tenant, input),
    updateSession: (input, { tenant }) => schedule.updateSession(tenant, input),
    removeSession: (input, { tenant }) => schedule.removeSession(tenant, input),
    session: (input, { tenant }) => schedule.session(tenant, input),
    addRoom: (input, { tenant }) => schedule.addRoom(tenant, input),
    updateRoom: (input, { tenant }) => schedule.updateRoom(tenant, input),
    removeRoom: (input, { tenant }) => schedule.removeRoom(tenant, input),
    invigilators: (input, { tenant }) => schedule.invigilators(tenant, input),
    seats: (input, { tenant }) => schedule.seats(tenant, input),
    assign: (input, { tenant }) => schedule.assign(tenant, input),
    move: (input, { tenant }) => schedule.move(tenant, input),
    unseat: (input, { tenant }) => schedule.unseat(tenant, input),
    export: async (input, { tenant, request, reply }) =>
      sendExport(reply, deps.fileTasks, tenant, {
        fileType: 'examSeat.export',
        ...(await schedule.exportPlan(tenant, input, request.lang)),
      }),
    import: async ({ examId }, { tenant, request }) => {
      await schedule.schedule(tenant, { examId });
      return seatImport.start(tenant, await uploadedXlsx(request), request.lang, { examId });
    },
  });
}
