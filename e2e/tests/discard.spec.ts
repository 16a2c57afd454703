/**
 * The cart's time limit (spec 01 §4 "Cart discard timer"; docs/architecture.md#capacity-and-holds) on a store
 * that holds seats for 15 seconds (DiscardTimeMinutes 0.25), opens the popup 5 seconds before and
 * uses the second provider layout (the page reloads 1 second after a discard).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { DISCARD_STORE_URL } from '../playwright.config';
import { dayCell } from './venue';

test.use({ baseURL: DISCARD_STORE_URL });
test.setTimeout(120_000);

const seconds = async (page: Page) => {
  const [m = '0', s = '0'] = ((await page.getByRole('timer').textContent()) ?? '').split(':');
  return Number(m) * 60 + Number(s);
};

test("the countdown is the hold's; the popup comes before it; Keep Cart renews; at 0 the cart is discarded, the visitor told and the seats released", async ({ page }) => {
  await page.goto('/GT/calendar/1');
  const slot = async () => (await dayCell(page, 2)).getByRole('button', { name: '10:00 am Timed Admission' });
  await (await slot()).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  const seats = drawer.getByText(/Seats available: \d+/);
  const before = (await seats.textContent())?.match(/Seats available: \d+/)?.[0];
  expect(before).toMatch(/^Seats available: \d+$/);
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);

  // The countdown is the server's hold expiry: a reload continues it, it does not start again.
  await expect(page.getByRole('timer')).toHaveText(/^0:1[0-5]$/);
  const first = await seconds(page);
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^0:\d\d$/);
  expect(await seconds(page)).toBeLessThan(first);

  const popup = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('button', { name: /^Discard Cart \([1-5]\)$/ })).toBeVisible();
  await popup.getByRole('button', { name: 'Keep Cart' }).click();
  await expect(popup).toBeHidden();
  // Every hold renewed: 15 seconds again.
  await expect.poll(() => seconds(page)).toBeGreaterThan(5);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Second time: let the countdown run out. The page reloads 1 second later and still says why.
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible({ timeout: 10_000 });
  await reloaded;
  await expect(page.getByText('No item in the cart')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'InfoYour time to complete the order ran out: your cart was discarded and its seats released. Your cart is now empty.',
  );

  // The hold is gone on the server: the slot has all its seats again.
  await page.goto('/GT/calendar/1');
  await (await slot()).click();
  await expect(drawer.getByText(before as string)).toBeVisible();
});
