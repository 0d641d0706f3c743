import { moduleOf } from '../../http/module';
import { paperPackageRoutes } from './paper-package.routes';
import type { PaperDeps } from './paper.deps';
import { paperRoutes } from './paper.routes';

/** The paper module's public face: what the app and other modules (the exam module) may use of it. */
export type { PaperDeps } from './paper.deps';
export { drawFrozen, freeze, markUsed, paperByAuthCode, release, snapshotOf } from './snapshot';
export { pickablePapers } from './paper.repo';
/** Papers and paper packages (/gl/tk/paper). */
export const paperModule = moduleOf<PaperDeps>(paperRoutes, paperPackageRoutes);
