/**
 * A closed food location takes no order (spec 02 §4.10: a location is open only between its
 * opening and closing time today): Add to cart is refused with the location's message and nothing
 * goes into the cart (which would then refuse tickets). The demo kiosk is closed whenever the store
 * starts (seed/demo-food.ts); the server refuses its payment too (apps/server/test/tab-sales.test.ts).
 */
import { expect, test } from './test';

test('Add to cart at the closed kiosk is refused and the cart stays empty', async ({ page }) => {
  await page.goto('/GT/orderlocation/Area/6');
  await expect(page).toHaveURL(/\/GT\/ordermenu\/3$/);
  const closed = 'Shark Bites Kiosk is not open for orders now, please order during its opening hours.';
  await page.getByRole('link', { name: 'Snacks' }).click();
  await expect(page.getByText(closed)).toBeVisible();
  await page.getByRole('button', { name: 'Add Popcorn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Popcorn' });
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(closed);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByText('Popcorn: 1 in cart')).toHaveCount(0);
});
