import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical WCAG violations found by axe-core on the current page, with
 * WCAG 2.2's target-size rule on (axe leaves it off by default).
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)).toEqual([]);
}
