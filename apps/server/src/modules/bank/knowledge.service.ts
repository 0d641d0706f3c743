import type { Inputs } from '@cloud-exam/contract/endpoint';
import { KNOWLEDGE_COLUMNS, type knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import type { Language } from '@cloud-exam/contract/languages';
import { sheetFormat } from '../../lib/sheet-import';
import type { ImportSpec } from '../jobs';
import { KNOWLEDGE_MODEL_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import type { BankService } from './bank.service';
import { byNamePath, type NewPoint, pathPlanner, pathProblem, splitPath } from './knowledge-paths';
import { depthOf, knowledgeRepo } from './knowledge.repo';

type Input = Inputs<typeof knowledgeApi>;

const sheet = sheetFormat('knowledge', KNOWLEDGE_COLUMNS, { path: 60 });

/** Knowledge models: names unique among siblings, at most 10 levels (spec §5), in a bank the caller sees. */
export function createKnowledgeService(db: Db, banks: BankService) {
  /** A point of a bank the caller manages. */
  const manageablePoint = async (tenant: Tenant, id: string) => {
    const point = await knowledgeRepo(db, tenant).findOne(id);
    if (!point) throw new AppError(ErrorCodes.notFound);
    await banks.manageableBank(tenant, point.bankId);
    return point;
  };
  const parentOf = async (tenant: Tenant, bankId: string, parentId: string | undefined) => {
    if (!parentId) return null;
    const parent = await knowledgeRepo(db, tenant).findOne(parentId);
    if (!parent || parent.bankId !== bankId) throw new AppError(ErrorCodes.knowledgeNotInBank);
    return parent;
  };

  return {
    manageablePoint,

    async tree(tenant: Tenant, { bankId }: Input['tree']) {
      await banks.visibleBank(tenant, bankId);
      return knowledgeRepo(db, tenant).tree(bankId);
    },

    async add(tenant: Tenant, { bankId, parentId, name }: Input['add']) {
      await banks.manageableBank(tenant, bankId);
      const parent = await parentOf(tenant, bankId, parentId);
      if (parent && depthOf(parent.path) >= KNOWLEDGE_MODEL_DEPTH_MAX) throw new AppError(ErrorCodes.knowledgeModelDepth);
      const repo = knowledgeRepo(db, tenant);
      if (await repo.nameTaken(bankId, parent?.id ?? null, name)) throw new AppError(ErrorCodes.knowledgeNameTaken);
      const sort = await repo.nextSort(bankId, parent?.id ?? null);
      return db.transaction(async (tx) => {
        const id = await knowledgeRepo(tx, tenant).addPoint(bankId, parent, name, sort);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.add', targetType: 'knowledge', targetId: id, targetName: name });
        return { id };
      });
    },

    async rename(tenant: Tenant, { id, name }: Input['rename']) {
      const point = await manageablePoint(tenant, id);
      if (await knowledgeRepo(db, tenant).nameTaken(point.bankId, point.parentId, name, id))
        throw new AppError(ErrorCodes.knowledgeNameTaken);
      await db.transaction(async (tx) => {
        await knowledgeRepo(tx, tenant).update(id, { name });
        await recordAudit(tx, tenant.actor, {
          action: 'knowledge.rename',
          targetType: 'knowledge',
          targetId: id,
          targetName: name,
          detail: { name: [point.name, name] },
        });
      });
      return null;
    },

    async move(tenant: Tenant, { id, parentId, index }: Input['move']) {
      const point = await manageablePoint(tenant, id);
      const parent = await parentOf(tenant, point.bankId, parentId);
      if (parent && (parent.id === id || parent.path.startsWith(`${point.path}/`))) throw new AppError(ErrorCodes.knowledgeMoveIntoSelf);
      const repo = knowledgeRepo(db, tenant);
      if (parent && depthOf(parent.path) + (await repo.subtreeDepth(point)) > KNOWLEDGE_MODEL_DEPTH_MAX)
        throw new AppError(ErrorCodes.knowledgeModelDepth);
      if (await repo.nameTaken(point.bankId, parent?.id ?? null, point.name, id)) throw new AppError(ErrorCodes.knowledgeNameTaken);
      await db.transaction(async (tx) => {
        await knowledgeRepo(tx, tenant).move(point, parent?.id ?? null, parent ? `${parent.path}/${id}` : id, index);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.move', targetType: 'knowledge', targetId: id, targetName: point.name });
      });
      return null;
    },

    /** The import template: the header and example rows, in the caller's language. */
    template(lang: Language) {
      const examples =
        lang === 'zh'
          ? ['语法', '语法/时态', '语法/时态/一般过去时', '词汇']
          : ['Grammar', 'Grammar/Tenses', 'Grammar/Tenses/Past simple', 'Vocabulary'];
      return sheet.write(
        lang,
        examples.map((e) => [e]),
      );
    },

    /** A bank's model, a row a point with its path, parents before children: the import takes it back as it is. */
    async export(tenant: Tenant, { bankId }: Input['exportTree'], lang: Language) {
      await banks.visibleBank(tenant, bankId);
      const points = await knowledgeRepo(db, tenant).ofBank(bankId);
      const rows = [...byNamePath(points)].sort(([, a], [, b]) => a.path.split('/').length - b.path.split('/').length || a.sort - b.sort);
      return sheet.write(
        lang,
        rows.map(([path]) => [path]),
      );
    },

    /** The bank an import goes into, checked when it starts (the job checks again when it runs). */
    importTarget: async (tenant: Tenant, bankId: string) => (await banks.manageableBank(tenant, bankId)).id,

    /**
     * The knowledge model import: each row names a point by its path; every level not in the bank yet is added
     * under its parent, at the end, and points the bank has are left as they are. One bad row and nothing is
     * written.
     */
    importSpec: {
      kind: 'knowledge.import',
      format: sheet,
      async prepare({ tenant, lang, params }, rows, report) {
        const bankId = (await banks.manageableBank(tenant, params.bankId ?? '')).id;
        const planner = pathPlanner(await knowledgeRepo(db, tenant).ofBank(bankId), bankId);
        for (const { row, cells } of rows) {
          const names = splitPath(cells.path);
          const problem = pathProblem(names);
          if (problem?.code === ErrorCodes.fieldRequired)
            report.fail(row, 'path', ErrorCodes.fieldRequired, { title: sheet.label('path', lang) });
          else if (problem) report.fail(row, 'path', problem.code, 'params' in problem ? problem.params : undefined);
          else planner.ensure(names);
        }
        return planner.added;
      },
      async write(tx, { tenant }, points) {
        await knowledgeRepo(tx, tenant).insertPoints(points);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.import', targetType: 'knowledge', detail: { imported: points.length } });
      },
    } satisfies ImportSpec<typeof KNOWLEDGE_COLUMNS, NewPoint>,

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const point = await manageablePoint(tenant, id);
      await db.transaction(async (tx) => {
        const repo = knowledgeRepo(tx, tenant);
        const ids = await repo.subtreeIds(point);
        await repo.forgetOnItems(point.bankId, ids);
        await repo.remove(id);
        await recordAudit(tx, tenant.actor, { action: 'knowledge.delete', targetType: 'knowledge', targetId: id, targetName: point.name });
      });
      return null;
    },
  };
}
