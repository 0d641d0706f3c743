import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { DictItem } from '@cloud-exam/contract/org/dict';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { DICT_DEFAULTS, defaultsOf } from './dict-defaults';
import { type DictEntry, dictRepo } from './dict.repo';

/** Dictionaries as an institution sees them: the system defaults merged with its own entries, in the reader's language. */
export async function dictItemsOf(db: Db, scope: Scope, types: string[], lang: Language, withHidden: boolean) {
  const own = await dictRepo(db, scope).ofTypes(types);
  const result: Record<string, DictItem[]> = {};
  for (const t of types) {
    const mine = own.filter((o) => o.type === t);
    const merged: DictItem[] = defaultsOf(t, lang).map((d) => {
      const override = mine.find((o) => o.code === d.code);
      return override
        ? { id: override.id, type: t, code: d.code, name: override.name, sort: override.sort, status: override.status, system: false }
        : { id: `${t}:${d.code}`, type: t, code: d.code, name: d.name, sort: d.sort, status: 1, system: true };
    });
    for (const o of mine)
      if (!merged.some((m) => m.code === o.code))
        merged.push({ id: o.id, type: t, code: o.code, name: o.name, sort: o.sort, status: o.status, system: false });
    result[t] = merged.filter((m) => withHidden || m.status === 1).sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  }
  return result;
}

/** Dictionaries: read merged with the defaults; the institution adds, overrides and deletes its own entries. */
export function createDictService(db: Db) {
  return {
    itemsOf: (tenant: Tenant, types: string[], lang: Language, withHidden: boolean) => dictItemsOf(db, tenant, types, lang, withHidden),

    /** One dictionary's entries (none for an unknown one). */
    async itemsOfType(tenant: Tenant, type: string, lang: Language, withHidden: boolean) {
      return (await dictItemsOf(db, tenant, [type], lang, withHidden))[type] ?? [];
    },

    /** The dictionary types there are: the system's and the institution's own. */
    async types(tenant: Tenant) {
      return [...new Set([...Object.keys(DICT_DEFAULTS), ...(await dictRepo(db, tenant).types())])];
    },

    async save(tenant: Tenant, input: DictEntry) {
      await db.transaction(async (tx) => {
        await dictRepo(tx, tenant).save(input);
        await recordAudit(tx, tenant.actor, {
          action: 'dict.save',
          targetType: 'dict',
          targetId: `${input.type}:${input.code}`,
          targetName: input.name,
        });
      });
      return null;
    },

    /** Deletes an institution entry; a default cannot be deleted, only overridden (and the override deleted). */
    async remove(tenant: Tenant, { type, code }: { type: string; code: string }) {
      const isDefault = (DICT_DEFAULTS[type] ?? []).some(([c]) => c === code);
      await db.transaction(async (tx) => {
        const deleted = await dictRepo(tx, tenant).removeEntry(type, code);
        if (!deleted) throw new AppError(isDefault ? ErrorCodes.dictDefaultLocked : ErrorCodes.notFound);
        await recordAudit(tx, tenant.actor, {
          action: 'dict.delete',
          targetType: 'dict',
          targetId: `${type}:${code}`,
          targetName: deleted.name,
        });
      });
      return null;
    },
  };
}
