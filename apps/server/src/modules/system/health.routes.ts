import { healthApi } from '@cloud-exam/contract/system/health';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';

/** Liveness for load balancers and the ceiling scenario of the benchmark. */
export async function healthRoutes(app: FastifyInstance) {
  routes(app, healthApi, {
    health: async () => ({ status: 'ok' as const }),
  });
}
