import { loadAllNamespaces } from '../i18n/i18n';

/**
 * The console shell's code with every namespace's texts: loaded by its route, and ahead of time by the sign-in page
 * once the user starts typing, so that signing in does not wait for it.
 */
export const loadConsole = () => Promise.all([import('../layout/console-route'), loadAllNamespaces()]).then(([shell]) => shell);
