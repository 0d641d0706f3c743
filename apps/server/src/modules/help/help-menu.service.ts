import { HELP_MENU_DEPTH_MAX } from '@cloud-exam/contract/constants';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { helpMenuApi, HelpMenuNode } from '@cloud-exam/contract/help/help';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { platformOfficeId } from '../org';
import { helpMenuRepo, type HelpMenuRow } from './help-menu.repo';

type Input = Inputs<typeof helpMenuApi>;

/** Nests menus (given in their order) into trees. */
export function menuTree(rows: Pick<HelpMenuRow, 'id' | 'parentId' | 'name' | 'level' | 'sort'>[]): HelpMenuNode[] {
  const nodes = new Map(
    rows.map(({ id, parentId, name, level, sort }) => [id, { id, parentId, name, level, sort, children: [] as HelpMenuNode[] }]),
  );
  const roots: HelpMenuNode[] = [];
  for (const node of nodes.values()) (node.parentId ? nodes.get(node.parentId)?.children : roots)?.push(node);
  return roots;
}

/** The platform office's rows, which everyone reads; none before the platform exists. */
export async function platformScope(db: Db): Promise<Scope | undefined> {
  const officeId = await platformOfficeId(db);
  return officeId ? { officeId } : undefined;
}

export function createHelpMenuService(db: Db) {
  async function found(tenant: Tenant, id: string) {
    const menu = await helpMenuRepo(db, tenant).findOne(id);
    if (!menu) throw new AppError(ErrorCodes.helpMenuMissing);
    return menu;
  }

  return {
    async list() {
      const scope = await platformScope(db);
      return scope ? menuTree(await helpMenuRepo(db, scope).all()) : [];
    },

    async add(tenant: Tenant, { parentId, name, sort }: Input['add']) {
      const parent = parentId ? await found(tenant, parentId) : undefined;
      const level = (parent?.level ?? 0) + 1;
      if (level > HELP_MENU_DEPTH_MAX) throw new AppError(ErrorCodes.helpMenuDepth);
      const repo = helpMenuRepo(db, tenant);
      if (await repo.nameTaken(parent?.id ?? null, name)) throw new AppError(ErrorCodes.helpMenuNameTaken);
      const menu = await repo.insert({ parentId: parent?.id ?? null, name, sort, level });
      return { id: menu.id };
    },

    async edit(tenant: Tenant, { id, name, sort }: Input['edit']) {
      const menu = await found(tenant, id);
      const repo = helpMenuRepo(db, tenant);
      if (await repo.nameTaken(menu.parentId, name, id)) throw new AppError(ErrorCodes.helpMenuNameTaken);
      await repo.update(id, { name, sort });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      await found(tenant, id);
      const repo = helpMenuRepo(db, tenant);
      if (await repo.countChildren(id)) throw new AppError(ErrorCodes.helpMenuHasChildren);
      if (await repo.hasArticles(id)) throw new AppError(ErrorCodes.helpMenuHasArticles);
      await repo.remove(id);
      return null;
    },
  };
}
