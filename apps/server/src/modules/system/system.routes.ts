import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';

/** Liveness for load balancers and the ceiling scenario of the benchmark. */
export async function systemRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: publicAccess(),
      schema: { tags: ['system'], summary: 'Liveness', response: okResponse(z.object({ status: z.literal('ok') })) },
    },
    async () => ok({ status: 'ok' as const }),
  );
}
