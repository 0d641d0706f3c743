import { z } from 'zod';
import { endpoints, publicAccess } from '../endpoint';

/** Liveness for load balancers and the ceiling scenario of the benchmark. */
export const healthApi = endpoints('system', publicAccess, {
  health: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness',
    output: z.object({ status: z.literal('ok') }),
  },
});
