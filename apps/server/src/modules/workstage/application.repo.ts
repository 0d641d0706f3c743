import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(applications);
const order = [asc(applications.sort), asc(applications.createdAt)];

export type ApplicationRow = typeof applications.$inferSelect;

/** The registered applications: the platform office's rows. */
export function applicationRepo(db: Db, platform: Scope) {
  const base = scoped(db, platform);
  return {
    ...base,
    page: (paging: { current: number; size: number }) => base.page({ ...paging, orderBy: order }),
    enabled: () => base.list({ where: eq(applications.enabled, true), orderBy: order }),
    nameTaken: (name: string, exceptId?: string) =>
      base.exists(and(eq(applications.name, name), exceptId ? ne(applications.id, exceptId) : undefined)),
  };
}
