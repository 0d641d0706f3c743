import { z } from 'zod';
import { endpoints, publicAccess } from '../endpoint';

/** Areas: province → city → district with their administrative codes (GB/T 2260). */

export type AreaNode = { code: string; name: string; children?: AreaNode[] };
export const areaNodeSchema: z.ZodType<AreaNode> = z
  .object({
    code: z.string(),
    name: z.string(),
    get children() {
      return z.array(areaNodeSchema).optional();
    },
  })
  .meta({ id: 'AreaNode' });

export const areaApi = endpoints('organisation', publicAccess, {
  tree: {
    method: 'GET',
    path: '/gl/ua/area/allTree',
    summary: 'Province → city → district tree with administrative codes',
    output: z.array(areaNodeSchema),
  },
});
