import type { Language } from '@cloud-exam/contract/languages';
import type { DictItem } from '@cloud-exam/contract/org';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictItems } from '../../db/schema';
import { defaultsOf } from './dict-defaults';

/** Dictionaries as an institution sees them: the system defaults merged with its own entries, in the reader's language. */
export async function dictItemsOf(db: Db, officeId: string, types: string[], lang: Language, withHidden: boolean) {
  const own = types.length
    ? await db
        .select()
        .from(dictItems)
        .where(and(eq(dictItems.officeId, officeId), inArray(dictItems.type, types)))
    : [];
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
