import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { type ExportArchive, sendExport } from '../../http/spreadsheet';
import type { SittingRecordService } from './sitting-record.service';

/**
 * A candidate's record of exam day and a message's candidates (/gl/kw/kw/exam/sitting/events…, …/message/recipients),
 * for `gl_kw` and, in their own rooms, `gl_kw_monitor`. The record's export is kept in the download centre.
 */
export async function sittingRecordRoutes(
  app: FastifyInstance,
  { record, fileTasks }: { record: SittingRecordService; fileTasks: ExportArchive },
) {
  routes(app, sittingRecordApi, {
    events: (input, { tenant }) => record.events(tenant, input),
    exportEvents: async (input, { tenant, request, reply }) => {
      const { data, fileName } = await record.exportEvents(tenant, input, request.lang);
      return sendExport(reply, fileTasks, tenant, { fileType: 'sittingRecord.export', fileName, data });
    },
    recipients: (input, { tenant }) => record.recipients(tenant, input),
  });
}
