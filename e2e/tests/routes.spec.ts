/**
 * The route table as a visitor meets it (spec 02 §2.1: routes are exact and case-sensitive, any
 * unknown path goes to /not-found; spec 01 §4 "Each request keeps a loading … cycle"): unknown
 * ids and wrongly cased paths land on /not-found without a page error, and a page whose data is
 * slow shows the loading indicator, never a blank page.
 */
import { expect, test } from './test';

for (const path of ['/GT/calendar/999', '/GT/memberships/join/99', '/GT/FindMyBooking']) {
  test(`${path} goes to /not-found without a page error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await expect(page).toHaveURL(/\/GT\/not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: "The page you are looking for isn't here." })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a client-side navigation to a page whose data is slow shows the loading indicator, then the page', async ({ page }) => {
  // The gift card pages' code is loaded with the list; the area's products are asked for on Buy Now.
  await page.goto('/GT/giftcards');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/Products?ProductType=giftcard**', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: /Buy Now/ }).first().click();
  await expect(page).toHaveURL(/\/GT\/giftcards\/\d+$/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});
