import { sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingReportService } from './sitting-report.service';

/** The data report of an exam or a session (/gl/kw/kw/exam/sitting/report…), for `gl_kw` and, of their rooms' candidates, `gl_kw_monitor`. */
export async function sittingReportRoutes(app: FastifyInstance, { report }: { report: SittingReportService }) {
  routes(app, sittingReportApi, {
    report: (input, { tenant }) => report.report(tenant, input),
    exportReport: (input, { tenant, request }) => report.startExport(tenant, input, request.lang),
  });
}
