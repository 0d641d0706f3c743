import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileTasks, StoredFiles } from '../files';
import type { Imports } from '../jobs';
import type { Outbox } from '../outbox';
import type { SettingsService } from '../settings';
import { auditRoutes } from '../audit';
import { areaRoutes } from './area.routes';
import { candidateRoutes } from './candidate.routes';
import { deptRoutes } from './dept.routes';
import { dictRoutes } from './dict.routes';
import { invitationRoutes } from './invitation.routes';
import { createInvitationService } from './invitation.service';
import { memberRoutes } from './member.routes';
import { officeRoutes } from './office.routes';
import { postRoutes } from './post.routes';
import { roleRoutes } from './role.routes';

export type OrgDeps = {
  db: Db;
  settings: SettingsService;
  fileTasks: FileTasks;
  storedFiles: StoredFiles;
  imports: Imports;
  decryptPassword: (cipher: string) => string;
  forgetUsers: (userIds: string[]) => void;
  forgetOffice: (officeId: string) => void;
  now: Clock;
  outbox: Pick<Outbox, 'send'>;
};

/** Organisation and system settings (/sys): every route needs gl_xt except the reference data any user reads. */
export async function orgRoutes(app: FastifyInstance, deps: OrgDeps) {
  await app.register(deptRoutes, { db: deps.db, fileTasks: deps.fileTasks, imports: deps.imports });
  await app.register(postRoutes, { db: deps.db });
  const invitations = createInvitationService(deps);
  await app.register(memberRoutes, { ...deps, invitations });
  await app.register(invitationRoutes, { invitations });
  await app.register(roleRoutes, { db: deps.db, forgetUsers: deps.forgetUsers });
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
