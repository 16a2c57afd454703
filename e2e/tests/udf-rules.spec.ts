/**
 * The event drawer applies the same user-defined field rules as the server (domain
 * udfValuesProblem; docs/architecture.md#identity-and-secrets, docs/architecture.md#domain-rules): a Decimal field refuses "abc" naming the
 * field before anything is sent to the server, and the corrected value adds the tickets to the cart.
 */
import { expect, test } from './test';

test('a Decimal field refuses "abc" with a message naming it; the corrected value adds to the cart', async ({ page }) => {
  const holdRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/TourHolds')) holdRequests.push(r.url());
  });
  await page.goto('/GT/calendar/Area/2');
  await page.getByRole('article').filter({ hasText: 'Behind-the-Scenes Tour' }).filter({ has: page.getByRole('button', { name: 'Book Now' }) }).first().getByRole('button', { name: 'Book Now' }).click();
  const drawer = page.getByRole('dialog', { name: 'Behind-the-Scenes Tour' });
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  await drawer.getByLabel('Lead guest name (required)').fill('Ann Lee');
  await drawer.getByLabel('Youngest guest date of birth (required)').fill('2010-04-01');
  await drawer.getByLabel('Tallest guest height (inches) (required)').fill('abc');
  await drawer.getByRole('checkbox', { name: 'All guests can climb stairs (required)' }).check();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Tallest guest height (inches) must be a number.');
  expect(holdRequests).toEqual([]);
  await drawer.getByLabel('Tallest guest height (inches) (required)').fill('48');
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
