import { helpMenuApi } from '@cloud-exam/contract/help/help';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { HelpDeps } from './help.deps';
import { createHelpMenuService } from './help-menu.service';

/** The help centre's menus: the public tree (spec §7 help-menu/getHelpMenuList) and the operator's edits. */
export async function helpMenuRoutes(app: FastifyInstance, { db }: HelpDeps) {
  const menus = createHelpMenuService(db);
  routes(app, helpMenuApi, {
    list: () => menus.list(),
    add: (input, { tenant }) => menus.add(tenant, input),
    edit: (input, { tenant }) => menus.edit(tenant, input),
    remove: (input, { tenant }) => menus.remove(tenant, input),
  });
}
