import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  CONFIG_KEYS,
  type ConfigValue,
  configOption,
  configOptions,
  configProblems,
  configValueFromText,
  type examConfigApi,
  problemParams,
  resolveConfig,
  toConfigList,
} from '@cloud-exam/contract/exam/exam-config';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { changedFields, recordAudit } from '../audit';
import { examConfigRepo } from './exam-config.repo';

type Input = Inputs<typeof examConfigApi>;

/**
 * An exam's configuration: the options (defined in the contract), an exam's values over their defaults, and the
 * save, checked by the contract's `configProblems` as the page checks it. A published exam may change its options;
 * the audit row names every option changed, with its value before and after.
 */
export function createExamConfigService(db: Db, now: Clock) {
  const found = async (tenant: Tenant, id: string) => {
    const row = await examConfigRepo(db, tenant).find(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };

  /** The options the call changes: its list, or the one option it names in the query. */
  function changesOf({ examConfigList, configKey, configValue }: Input['update'], lang: Language): Record<string, ConfigValue> {
    const changes: Record<string, ConfigValue> = {};
    for (const { configKey: key, configValue: value } of examConfigList ?? []) changes[key] = value;
    if (configKey !== undefined) {
      const option = configOption(configKey);
      if (!option) throw new AppError(ErrorCodes.configKeyUnknown, { key: configKey }, 200, { field: configKey });
      const value = configValueFromText(option, configValue ?? '');
      if (value === undefined) {
        const params = problemParams({ field: configKey, code: 'configValueInvalid', params: { key: configKey } }, lang);
        throw new AppError(ErrorCodes.configValueInvalid, params, 200, { field: configKey });
      }
      changes[configKey] = value;
    }
    return changes;
  }

  return {
    options: (lang: Language) => configOptions(lang),

    async query(tenant: Tenant, { id }: Input['query']) {
      const exam = await found(tenant, id);
      return { examConfigList: toConfigList(resolveConfig(exam.config)) };
    },

    async update(tenant: Tenant, input: Input['update'], lang: Language) {
      const exam = await found(tenant, input.id);
      const changes = changesOf(input, lang);
      const before = resolveConfig(exam.config);
      const [problem] = configProblems({ ...before, ...changes }, { shortestDuration: exam.shortestDuration ?? undefined });
      if (problem) throw new AppError(ErrorCodes[problem.code], problemParams(problem, lang), 200, { field: problem.field });
      // Only what was ever set is kept, so an option never touched follows its default.
      const kept = Object.fromEntries(Object.entries(exam.config).filter(([key]) => (CONFIG_KEYS as string[]).includes(key)));
      const after = resolveConfig({ ...kept, ...changes });
      const changed = changedFields(before, after);
      if (Object.keys(changed).length) {
        await db.transaction(async (tx) => {
          await examConfigRepo(tx, tenant).save(exam.id, { ...kept, ...changes }, tenant.userId, new Date(now()));
          await recordAudit(tx, tenant.actor, {
            action: 'exam.config',
            targetType: 'exam',
            targetId: exam.id,
            targetName: exam.name,
            detail: { ...changed, ...(exam.published ? { published: true } : {}) },
          });
        });
      }
      return { examConfigList: toConfigList(after) };
    },
  };
}
