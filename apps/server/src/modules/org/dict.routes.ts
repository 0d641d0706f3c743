import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { dictItemSaveSchema, dictItemSchema } from '@cloud-exam/contract/org';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { dictItems } from '../../db/schema';
import { authenticated, requireAuthority } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { recordAudit } from '../audit/audit';
import { DICT_DEFAULTS } from './dict-defaults';
import { dictItemsOf } from './dict.service';
import { bearer, orgCaller } from './org-context';

const type = z
  .string()
  .trim()
  .regex(/^\w{1,40}$/);

/** Dictionaries: the system defaults merged with the institution's own entries, in the reader's language. */
export async function dictRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['organisation'], security: bearer };

  r.get(
    '/gl/ua/ogt/gl/syscode/get/dics',
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'Several dictionaries at once (types comma-separated), enabled entries only',
        querystring: z.object({ types: z.string().max(400) }),
        response: okResponse(z.record(z.string(), z.array(dictItemSchema))),
      },
    },
    async (request) => {
      const types = [...new Set(request.query.types.split(',').map((t) => t.trim()))].filter((t) => type.safeParse(t).success).slice(0, 20);
      return ok(await dictItemsOf(db, sessionOf(request).officeId, types, request.lang, false));
    },
  );

  r.get(
    '/gl/kw/bm/dict/getByType',
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'One dictionary, enabled entries only',
        querystring: z.object({ type }),
        response: okResponse(z.array(dictItemSchema)),
      },
    },
    async (request) =>
      ok((await dictItemsOf(db, sessionOf(request).officeId, [request.query.type], request.lang, false))[request.query.type] ?? []),
  );

  r.get(
    '/gl/ua/ogt/gl/dict/types',
    {
      config: requireAuthority(Authority.system),
      schema: { ...base, summary: 'The dictionary types there are', response: okResponse(z.array(z.string())) },
    },
    async (request) => {
      const own = await db
        .selectDistinct({ type: dictItems.type })
        .from(dictItems)
        .where(eq(dictItems.officeId, sessionOf(request).officeId));
      return ok([...new Set([...Object.keys(DICT_DEFAULTS), ...own.map((o) => o.type)])]);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/dict/items',
    {
      config: requireAuthority(Authority.system),
      schema: {
        ...base,
        summary: 'One dictionary for editing, hidden entries included',
        querystring: z.object({ type }),
        response: okResponse(z.array(dictItemSchema)),
      },
    },
    async (request) =>
      ok((await dictItemsOf(db, sessionOf(request).officeId, [request.query.type], request.lang, true))[request.query.type] ?? []),
  );

  r.post(
    '/gl/ua/ogt/gl/dict/save',
    {
      config: requireAuthority(Authority.system),
      schema: {
        ...base,
        summary: 'Add an entry, or relabel/reorder/hide one (a default is overridden for this institution)',
        body: dictItemSaveSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const input = request.body;
      await db.transaction(async (tx) => {
        await tx
          .insert(dictItems)
          .values({ ...input, officeId })
          .onConflictDoUpdate({
            target: [dictItems.officeId, dictItems.type, dictItems.code],
            set: { name: input.name, sort: input.sort, status: input.status },
          });
        await recordAudit(tx, actor, {
          action: 'dict.save',
          targetType: 'dict',
          targetId: `${input.type}:${input.code}`,
          targetName: input.name,
        });
      });
      return ok(null);
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/dict/delete',
    {
      config: requireAuthority(Authority.system),
      schema: {
        ...base,
        summary: 'Delete an institution entry; an overridden default returns to its system label',
        body: z.object({ type, code: z.string().max(30) }),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const { type: t, code } = request.body;
      const isDefault = (DICT_DEFAULTS[t] ?? []).some(([c]) => c === code);
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(dictItems)
          .where(and(eq(dictItems.officeId, officeId), eq(dictItems.type, t), eq(dictItems.code, code)))
          .returning({ name: dictItems.name });
        if (!deleted) throw new AppError(isDefault ? ErrorCodes.dictDefaultLocked : ErrorCodes.notFound);
        await recordAudit(tx, actor, { action: 'dict.delete', targetType: 'dict', targetId: `${t}:${code}`, targetName: deleted.name });
      });
      return ok(null);
    },
  );
}
