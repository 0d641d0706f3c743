import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingDisciplineService } from './sitting-discipline.service';

/**
 * Discipline: the institution's break rules (`/gl/kw/kw/breakDiscipline/…`, edited by `gl_kw`) and a session's breaches
 * with their evidence (`/gl/kw/kw/exam/sitting/…`), for `gl_kw` and, in their own rooms, `gl_kw_monitor`.
 */
export async function sittingDisciplineRoutes(app: FastifyInstance, { discipline }: { discipline: SittingDisciplineService }) {
  routes(app, sittingDisciplineApi, {
    rules: (_, { tenant, request }) => discipline.rules(tenant, request.lang),
    addRule: (input, { tenant, request }) => discipline.addRule(tenant, input, request.lang),
    updateRule: (input, { tenant, request }) => discipline.updateRule(tenant, input, request.lang),
    breaches: (input, { tenant }) => discipline.breaches(tenant, input),
    record: (input, { tenant, request }) => discipline.record(tenant, input, request.lang),
    revoke: (input, { tenant }) => discipline.revoke(tenant, input),
    exportBreaches: (input, { tenant, request }) => discipline.startExport(tenant, input, request.lang),
    snapshots: (input, { tenant }) => discipline.snapshots(tenant, input),
    snapshot: async (input, { tenant, reply }) => {
      const { contentType, bytes } = await discipline.snapshot(tenant, input);
      return reply
        .header('content-type', contentType)
        .header('content-length', bytes.length)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  });
}
