/** The bank module's public face: what the app and other modules may use of it. */
export { bankRoutes } from './bank.routes';
