import { preloadFeedback } from '../components/feedback';
import { loadAllNamespaces } from '../i18n/i18n';

/**
 * The console shell's code with every namespace's texts and the pieces that show messages and alerts: loaded by its
 * route, and ahead of time by the sign-in page once the user starts typing, so that signing in does not wait for
 * it, and an alert (a lost connection, an expired session) never waits for code the network may not give.
 */
export const loadConsole = () => Promise.all([import('./console-route'), loadAllNamespaces(), preloadFeedback()]).then(([shell]) => shell);
