import { fieldLabel, ItemImportState } from '@cloud-exam/contract/bank/item-transfer';
import { type ColumnField, type ImportLayout, MAPPINGS_MAX, type itemMappingApi } from '@cloud-exam/contract/bank/item-mapping';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { JobQueue } from '../../lib/job-queue';
import type { BankService } from './bank.service';
import { mappingProblem } from './formats/excel-mapping';
import { ITEM_IMPORT_QUEUE } from './item-import.service';
import { importMappingRepo, savedMappingRepo } from './item-mapping.repo';

type Input = Inputs<typeof itemMappingApi>;

/** The item field a column field fills, as the preview names it (for a message naming the field). */
const FIELD_PATHS: Record<ColumnField, string> = {
  stem: 'stemAttrs',
  option: 'optionsDataList',
  options: 'optionsDataList',
  answer: 'answerAttrs',
  type: 'itemTypeCode',
  score: 'score',
  description: 'descriptionAttrs',
  difficulty: 'difficulty',
  knowledge: 'knowledgePaths',
  tags: 'tags',
};

const headerKey = (h: string) => h.normalize('NFKC').trim().toLowerCase();
/** Whether a saved mapping was made for these headers: the same non-empty headers, in any order. */
const sameHeaders = (a: readonly string[], b: readonly string[]) => {
  const set = (list: readonly string[]) => [...new Set(list.map(headerKey).filter(Boolean))].sort().join('\n');
  return set(a) === set(b);
};

/**
 * The mapping step of an Excel import from elsewhere: the sheets' headers as the reader found them with the
 * institution's saved mappings, and the uploader's mapping, saved if asked, with which the rows are read again.
 */
export function createItemMappings({ db, queue, banks }: { db: Db; queue: JobQueue; banks: BankService }) {
  async function waiting(tenant: Tenant, id: string) {
    const row = await importMappingRepo(db, tenant).find(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    if (row.state !== ItemImportState.mapping || !row.layout) throw new AppError(ErrorCodes.importNotAwaitingMapping);
    return { ...row, layout: row.layout };
  }

  return {
    async layout(tenant: Tenant, { id }: Input['importLayout']): Promise<ImportLayout> {
      const { layout } = await waiting(tenant, id);
      const headers = layout.sheets.find((s) => s.name === layout.sheet)?.columns.map((c) => c.header) ?? [];
      const saved = (await savedMappingRepo(db, tenant).list()).map((m) => ({
        id: m.id,
        name: m.name,
        headers: m.headers,
        fields: m.fields,
        matches: sameHeaders(m.headers, headers),
      }));
      return { ...layout, saved: [...saved.filter((m) => m.matches), ...saved.filter((m) => !m.matches)] };
    },

    /** Checks the mapping against the file's sheet, saves it when asked, and queues the reading with it. */
    async apply(tenant: Tenant, { id, sheet, fields, saveAs }: Input['applyMapping'], lang: Language) {
      const row = await waiting(tenant, id);
      await banks.manageableBank(tenant, row.bankId);
      const columns = row.layout.sheets.find((s) => s.name === sheet)?.columns;
      if (!columns) throw new AppError(ErrorCodes.mappingSheetUnknown, { sheet });
      const chosen = columns.map((c) => fields[c.index] ?? null);
      const wrong = mappingProblem(chosen);
      if (wrong)
        throw new AppError(
          wrong.code,
          wrong.params?.field ? { field: fieldLabel(FIELD_PATHS[wrong.params.field as ColumnField], lang) } : undefined,
        );
      const mappingId = await db.transaction(async (tx) => {
        let saved: string | null = null;
        if (saveAs) {
          const repo = savedMappingRepo(tx, tenant);
          if (!(await repo.named(saveAs)) && (await repo.count()) >= MAPPINGS_MAX)
            throw new AppError(ErrorCodes.mappingsTooMany, { max: MAPPINGS_MAX });
          saved = await repo.save({ name: saveAs, headers: columns.map((c) => c.header), fields: chosen, savedBy: tenant.userId });
        }
        if (!(await importMappingRepo(tx, tenant).choose(id, { sheet, fields: chosen })))
          throw new AppError(ErrorCodes.importNotAwaitingMapping);
        return saved;
      });
      await queue.send(ITEM_IMPORT_QUEUE, { id });
      return { mappingId };
    },

    async remove(tenant: Tenant, { id }: Input['removeMapping']) {
      if (!(await savedMappingRepo(db, tenant).remove(id))) throw new AppError(ErrorCodes.notFound);
      return null;
    },
  };
}
