import { dictApi, dictType } from '@cloud-exam/contract/org/dict';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { createDictService } from './dict.service';
import type { OrgDeps } from './org.deps';

/** The valid types of a comma-separated list, each once, at most 20. */
const typesIn = (list: string) =>
  [...new Set(list.split(',').map((t) => t.trim()))].filter((t) => dictType.safeParse(t).success).slice(0, 20);

/** Dictionaries: the system defaults merged with the institution's own entries, in the reader's language. */
export async function dictRoutes(app: FastifyInstance, { db }: OrgDeps) {
  const dicts = createDictService(db);
  routes(app, dictApi, {
    several: (input, { tenant, request }) => dicts.itemsOf(tenant, typesIn(input.types), request.lang, false),
    byType: (input, { tenant, request }) => dicts.itemsOfType(tenant, input.type, request.lang, false),
    types: (_, { tenant }) => dicts.types(tenant),
    items: (input, { tenant, request }) => dicts.itemsOfType(tenant, input.type, request.lang, true),
    save: (input, { tenant }) => dicts.save(tenant, input),
    remove: (input, { tenant }) => dicts.remove(tenant, input),
  });
}
