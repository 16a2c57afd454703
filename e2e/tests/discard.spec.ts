/** Idle discard (spec 01 §4): after the configured idle time the popup counts down; Keep Cart restarts; at 0 the cart is cleared and the seats released. */
import { expect, test } from '@playwright/test';
import { DISCARD_STORE_URL } from '../playwright.config';
import { cellName } from './venue';

test.use({ baseURL: DISCARD_STORE_URL });

test('the discard popup keeps or clears the cart and releases the held seats', async ({ page }) => {
  await page.goto('/GT/calendar/1');
  const slot = () => page.getByRole('cell', { name: cellName(2) }).getByRole('button', { name: '10 – 11a Timed Admission' });
  await slot().click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  const seats = drawer.getByText(/\d+ seats available/);
  const before = (await seats.textContent())?.match(/(\d+) seats available/)?.[0];
  expect(before).toMatch(/^\d+ seats available$/);
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);

  const popup = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByRole('button', { name: /^Discard Cart \([1-5]\)$/ })).toBeVisible();
  await popup.getByRole('button', { name: 'Keep Cart' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Second time: let the countdown run out.
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('No item in the cart')).toBeVisible();

  // The hold is gone on the server: the slot has all its seats again.
  await page.goto('/GT/calendar/1');
  await slot().click();
  await expect(drawer.getByText(before as string)).toBeVisible();
});
