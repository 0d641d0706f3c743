import { moduleOf } from '../../http/module';
import type { HelpDeps } from './help.deps';
import { helpArticleRoutes } from './help-article.routes';
import { helpMenuRoutes } from './help-menu.routes';

/** The help centre: menus and articles the platform's operator writes, read and searched by anyone. */
export type { HelpDeps } from './help.deps';
export const helpModule = moduleOf<HelpDeps>(helpMenuRoutes, helpArticleRoutes);
