import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical WCAG violations found by axe-core on the current page, with
 * WCAG 2.2's target-size rule on (axe leaves it off by default). It first waits (up to 5 s) for
 * the page's finite animations and transitions to end: a menu fading out or a button's colour
 * changing would otherwise be measured halfway (a colour-contrast failure of no real screen).
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)).toEqual([]);
}
