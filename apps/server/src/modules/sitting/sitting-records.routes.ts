import { sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingRecordsService } from './sitting-records.service';

/** Answer records of an exam or a session (/gl/kw/kw/exam/sitting/records…), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingRecordsRoutes(app: FastifyInstance, { records }: { records: SittingRecordsService }) {
  routes(app, sittingRecordsApi, {
    records: (input, { tenant }) => records.records(tenant, input),
    exportRecords: (input, { tenant, request }) => records.startExport(tenant, input, request.lang),
  });
}
