/** The bank module's public face: what the app and other modules may use of it. */
export { bankRoutes } from './bank.routes';
/** Which banks a member sees (data rights), for the papers drawn from them. */
export { visibleBanks } from './bank.repo';
export { writeWordItems } from './formats/word-export';
