import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileTasks } from '../files';
import type { Imports } from '../jobs';
import type { SettingsService } from '../settings';
import { auditRoutes } from '../audit';
import { areaRoutes } from './area.routes';
import { candidateRoutes } from './candidate.routes';
import { deptRoutes } from './dept.routes';
import { dictRoutes } from './dict.routes';
import { memberRoutes } from './member.routes';
import { officeRoutes } from './office.routes';
import { postRoutes } from './post.routes';
import { roleRoutes } from './role.routes';

export type OrgDeps = {
  db: Db;
  settings: SettingsService;
  fileTasks: FileTasks;
  imports: Imports;
  decryptPassword: (cipher: string) => string;
  forgetUser: (userId: string) => void;
};

/** Organisation and system settings (/sys): every route needs gl_xt except the reference data any user reads. */
export async function orgRoutes(app: FastifyInstance, deps: OrgDeps) {
  await app.register(deptRoutes, { db: deps.db, fileTasks: deps.fileTasks, imports: deps.imports });
  await app.register(postRoutes, { db: deps.db });
  await app.register(memberRoutes, deps);
  await app.register(roleRoutes, { db: deps.db, forgetUsers: (ids: string[]) => ids.forEach(deps.forgetUser) });
  await app.register(dictRoutes, { db: deps.db });
  await app.register(areaRoutes);
  await app.register(auditRoutes, { db: deps.db });
  await app.register(officeRoutes, deps);
  await app.register(candidateRoutes, {
    db: deps.db,
    fileTasks: deps.fileTasks,
    imports: deps.imports,
    decryptPassword: deps.decryptPassword,
    passwordPolicyOf: deps.settings.of,
  });
}
