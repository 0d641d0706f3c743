import { hasAnyAuthority } from '@cloud-exam/contract/authorities';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { ApplicationIcon, applicationRegisterApi } from '@cloud-exam/contract/workstage/workstage';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { type ApplicationRow, applicationRepo } from './application.repo';

type Input = Inputs<typeof applicationRegisterApi>;

const toApplication = (a: ApplicationRow) => ({
  id: a.id,
  name: a.name,
  icon: a.icon as ApplicationIcon,
  description: a.description,
  link: a.link,
  authority: a.authority,
  enabled: a.enabled,
  sort: a.sort,
});
const toRegister = (a: ApplicationRow) => ({
  ...toApplication(a),
  provider: a.provider,
  registerTime: a.createdAt.toISOString(),
  updateTime: a.updatedAt.toISOString(),
});

/** Whether a member holding these authorities may open the application (admin may open all). */
const mayOpen = (a: ApplicationRow, authorities: readonly string[]) => !a.authority || hasAnyAuthority(authorities, [a.authority]);

/**
 * The workbench's applications, registered by the operator: a member sees the enabled ones whose authority they hold;
 * names are unique.
 */
export function createApplicationService(db: Db, now: Clock, platform: () => Promise<Scope>) {
  const repo = async () => applicationRepo(db, await platform());
  async function enabled(id: string) {
    const app = await (await repo()).findOne(id);
    if (!app?.enabled) throw new AppError(ErrorCodes.applicationUnavailable);
    return app;
  }
  async function assertName(name: string, exceptId?: string) {
    if (await (await repo()).nameTaken(name, exceptId)) throw new AppError(ErrorCodes.applicationNameTaken);
  }

  return {
    forMember: async (authorities: readonly string[]) =>
      (await (await repo()).enabled()).filter((a) => mayOpen(a, authorities)).map(toApplication),
    check: async (id: string, authorities: readonly string[]) => ({ allowed: mayOpen(await enabled(id), authorities) }),
    register: async (id: string) => toRegister(await enabled(id)),

    async page(paging: Input['page']) {
      const page = await (await repo()).page(paging);
      return { ...page, records: page.records.map(toRegister) };
    },
    async add(input: Input['add']) {
      await assertName(input.name);
      return { id: (await (await repo()).insert(input)).id };
    },
    async update({ id, ...fields }: Input['update']) {
      await assertName(fields.name, id);
      if (!(await (await repo()).update(id, { ...fields, updatedAt: new Date(now()) }))) throw new AppError(ErrorCodes.notFound);
      return null;
    },
    async remove({ id }: Input['remove']) {
      if (!(await (await repo()).remove(id))) throw new AppError(ErrorCodes.notFound);
      return null;
    },
  };
}
