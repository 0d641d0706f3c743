import type { Db } from '../../db/client';
import { serviceContacts } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(serviceContacts);

/** The platform's customer-service contact: one row of the platform office. */
export function serviceContactRepo(db: Db, platform: Scope) {
  const base = scoped(db, platform);
  return {
    async get() {
      const [row] = await base.list();
      return row;
    },
    async save(values: { qrUrl: string | null; note: string | null }, at: Date) {
      const [row] = await base.list();
      if (row) await base.update(row.id, { ...values, updatedAt: at });
      else await base.insert({ ...values, updatedAt: at });
    },
  };
}
