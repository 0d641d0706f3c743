import { sittingAnomaliesApi } from '@cloud-exam/contract/sitting/sitting-anomalies';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingAnomaliesService } from './sitting-anomalies.service';

/** A session's anomalies (/gl/kw/kw/exam/sitting/anomalies…), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingAnomaliesRoutes(app: FastifyInstance, { anomalies }: { anomalies: SittingAnomaliesService }) {
  routes(app, sittingAnomaliesApi, {
    anomalies: (input, { tenant }) => anomalies.list(tenant, input),
    review: (input, { tenant }) => anomalies.review(tenant, input),
    exportAnomalies: (input, { tenant, request }) => anomalies.startExport(tenant, input, request.lang),
  });
}
