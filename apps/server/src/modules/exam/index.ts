/** The exam module's public face: what the app and other modules may use of it. */
export { examRoutes } from './exam.routes';
