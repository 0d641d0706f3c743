import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SittingOverviewService } from './sitting-overview.service';

/** A session's overview on exam day (/gl/kw/kw/exam/sitting/overview), for `gl_kw` and, in their own rooms, `gl_kw_monitor`. */
export async function sittingOverviewRoutes(app: FastifyInstance, { overview }: { overview: SittingOverviewService }) {
  routes(app, sittingOverviewApi, {
    overview: (input, { tenant }) => overview.overview(tenant, input),
  });
}
