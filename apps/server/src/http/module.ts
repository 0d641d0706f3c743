import type { FastifyInstance } from 'fastify';

/**
 * The routes of one contract API group (`xApi` of the contract), in its own `<entity>.routes.ts` as `xRoutes`: given
 * the whole of its module's dependencies, it opens the services it needs and registers each endpoint of the group.
 */
export type RouteGroup<Deps> = (app: FastifyInstance, deps: Deps) => Promise<void>;

/**
 * A module's one Fastify plugin, exported by its `index.ts`: registers each of its route groups, in order, the same
 * way, with the module's dependencies. `export const bankModule = moduleOf<BankDeps>(bankRoutes, knowledgeRoutes);`
 */
export function moduleOf<Deps extends object>(...groups: RouteGroup<Deps>[]) {
  return async function plugin(app: FastifyInstance, deps: Deps) {
    for (const group of groups) await app.register(group, deps);
  };
}
