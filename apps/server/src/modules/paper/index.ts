/** The paper module's public face: what the app and other modules (the exam module) may use of it. */
export { paperRoutes } from './paper.routes';
export { drawFrozen, freeze, markUsed, paperByAuthCode, release, snapshotOf } from './snapshot';
export { pickablePapers } from './paper.repo';
