import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  CERTIFICATE_TYPE_DICT,
  COLLECT_COMPONENTS,
  type CollectComponent,
  type CollectField,
  type collectInfoApi,
  collectFormProblems,
  componentById,
} from '@cloud-exam/contract/exam/collect-info';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { dictItemsOf } from '../org';
import { collectFieldRepo, type NewCollectField, toCollectField } from './collect-info.repo';
import { examRepo } from './exam.repo';

type Input = Inputs<typeof collectInfoApi>;

/**
 * Information forms: the component library and an exam's form, saved whole. A published exam's form keeps its
 * fields: their wording, options, switches and order may change, but none may be added, removed or made from
 * another component (candidates' answers are kept by field id), refused with 41010709.
 */
export function createCollectInfoService(db: Db) {
  const examFound = async (tenant: Tenant, id: string) => {
    const exam = await examRepo(db, tenant).find(id);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    return exam;
  };

  return {
    async components(tenant: Tenant, lang: Language): Promise<CollectComponent[]> {
      const certTypes = (await dictItemsOf(db, tenant, [CERTIFICATE_TYPE_DICT], lang, false))[CERTIFICATE_TYPE_DICT] ?? [];
      return COLLECT_COMPONENTS.map((c) => ({
        id: c.id,
        componentName: c.componentName,
        componentType: c.componentType,
        title: c.titles[lang],
        unique: c.unique,
        optionList:
          c.id === 'certificatetype'
            ? certTypes.map((d) => ({ value: d.code, label: d.name }))
            : (c.options ?? []).map((o) => ({ value: o.value, label: o.labels[lang] })),
      }));
    },

    async form(tenant: Tenant, { id }: Input['form']): Promise<CollectField[]> {
      await examFound(tenant, id);
      return (await collectFieldRepo(db, tenant).ofExam(id)).map(toCollectField);
    },

    async save(tenant: Tenant, { projectId, fields }: Input['save']) {
      const exam = await examFound(tenant, projectId);
      const [problem] = collectFormProblems(fields);
      if (problem) throw new AppError(ErrorCodes[problem.code], problem.params);
      const stored = await collectFieldRepo(db, tenant).ofExam(projectId);
      const byId = new Map(stored.map((r) => [r.id, r]));
      const ids = fields.flatMap((f) => (f.id ? [f.id] : []));
      if (ids.some((id) => !byId.has(id)) || new Set(ids).size !== ids.length) throw new AppError(ErrorCodes.notFound);
      if (
        exam.published &&
        (ids.length !== fields.length || ids.length !== stored.length || fields.some((f) => byId.get(f.id!)!.componentId !== f.componentId))
      )
        throw new AppError(ErrorCodes.collectFormPublishedLocked);

      const values = fields.map((f, sort): NewCollectField => {
        const component = componentById(f.componentId)!;
        return {
          examId: projectId,
          componentId: component.id,
          componentName: component.componentName,
          componentType: component.componentType,
          title: f.title,
          defaultValue: f.defaultValue,
          description: f.description,
          optionList: f.optionList.map((o) => ({ value: o.value, label: o.label.trim() })),
          required: f.required,
          editable: f.editable,
          visible: f.visible,
          collectImageStandard: f.collectImageStandard,
          sort,
        };
      });
      await db.transaction(async (tx) => {
        const repo = collectFieldRepo(tx, tenant);
        await repo.removeOthers(projectId, ids);
        const added = values.filter((_, i) => !fields[i]!.id);
        for (const [i, v] of values.entries()) {
          const id = fields[i]!.id;
          if (id) await repo.update(id, v);
        }
        await repo.insertMany(added);
        await recordAudit(tx, tenant.actor, {
          action: 'exam.collectInfo.save',
          targetType: 'exam',
          targetId: exam.id,
          targetName: exam.name,
          detail: { fields: fields.length, removed: stored.length - ids.length, added: added.length },
        });
      });
      return null;
    },
  };
}
