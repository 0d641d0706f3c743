import { Authority } from '@cloud-exam/contract/authorities';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Session } from '../../http/request-context';
import type { DataRights } from '../../http/tenant';

/**
 * The data rights of a session (see `DataRights`): after a role switch, only the role acted as counts. The tenancy
 * calls this the first time a request asks for its tenant's rights.
 */
export async function dataRightsOf(db: Db, session: Session): Promise<DataRights> {
  if (session.authorities.includes(Authority.admin)) return { all: true };
  // After a role switch only that role's rights count.
  const acting = sql`(${session.roleId}::uuid is null or mr.role_id = ${session.roleId}::uuid)`;
  const result = await db.execute(sql`
    with recursive granted(id) as (
      select rd.dept_id
      from member_roles mr
      join roles r on r.id = mr.role_id and r.data_scope = 'depts'
      join role_departments rd on rd.role_id = r.id
      where mr.user_id = ${session.userId} and mr.office_id = ${session.officeId} and ${acting}
      union
      select d.id from departments d join granted g on d.parent_id = g.id
    )
    select
      exists (
        select 1 from member_roles mr join roles r on r.id = mr.role_id and r.data_scope = 'all'
        where mr.user_id = ${session.userId} and mr.office_id = ${session.officeId} and ${acting}
      ) as all_scope,
      (select array_agg(id) from granted) as dept_ids`);
  const row = rowsOf<{ all_scope: boolean; dept_ids: string[] | null }>(result)[0];
  if (row?.all_scope) return { all: true };
  return { all: false, deptIds: new Set(row?.dept_ids ?? []) };
}

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too; both typed loosely by Drizzle's execute. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
