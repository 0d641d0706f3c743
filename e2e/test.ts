import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export type { Page };

/**
 * The journeys' `test`: every journey fails on an error in the browser's console, an uncaught error or promise
 * rejection in the page, or anything the content-security policy refused (even what the page caught, as a library's
 * probe for `eval` is), so a page that is noisy for a user's developer tools is caught where it first appears.
 * A journey that provokes a refusal on purpose names what it expects with `expectConsoleErrors(page, /…/)`.
 */
const expected = new WeakMap<Page, RegExp[]>();
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]) {
  expected.set(page, [...(expected.get(page) ?? []), ...patterns]);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`content-security policy refused ${e.blockedURI} (${e.violatedDirective}) at ${e.sourceFile}:${e.lineNumber}`),
      ),
    );
    const problems: string[] = [];
    const allowed = (text: string) => (expected.get(page) ?? []).some((p) => p.test(text));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url ? ` (${message.location().url})` : '';
      const text = `console error on ${page.url()}: ${message.text()}${where}`;
      if (!allowed(text)) problems.push(text);
    });
    page.on('pageerror', (error) => {
      const text = `uncaught in ${page.url()}: ${error.message}`;
      if (!allowed(text)) problems.push(text);
    });
    await use(page);
    expect(problems, 'the browser console stays quiet').toEqual([]);
  },
});

/**
 * The rules whose findings are moderate or minor: axe reports every finding of a rule at the impact the rule declares
 * (its rule table, `_audit`, holds them; the same axe-core version as @axe-core/playwright injects), and only serious
 * and critical ones count here, so these are not run.
 */
const MILD_RULES = (() => {
  const rules = (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules ?? [];
  if (!rules.some((rule) => rule.impact === 'critical')) throw new Error("axe-core's rule table no longer names impacts");
  return rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
})();

/** The serious and critical accessibility rule violations axe-core finds on the page as it is now. */
export async function axeViolations(page: Page) {
  // The accessible name of a control contains its visible text (WCAG 2.5.3): axe keeps that rule among its
  // experimental ones, so it is turned on here.
  // Only violations are read: axe then skips describing every passing node, most of its work on a large page.
  const { violations } = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true }, ...Object.fromEntries(MILD_RULES.map((id) => [id, { enabled: false }])) },
      resultTypes: ['violations'],
    })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5), count: v.nodes.length }));
}
