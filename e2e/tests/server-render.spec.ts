/**
 * Catalogue pages and the checkout come rendered from the server (docs/performance.md#storefront-on-a-phone): a phone shows the
 * heading, the cards and their images, or the cart's tickets and totals, before the scripts
 * arrive, and the app takes the same HTML over without rebuilding it (no hydration error).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { addAdult } from './checkout-steps';
import { venueDay } from './venue';

/** The checkout cart cookie the storefront writes for two adults at tomorrow's first Timed Admission. */
async function twoAdultsCookie(page: Page, baseURL: string) {
  const day = venueDay(1).format('YYYY-MM-DD');
  const events = (await (await page.request.get(`/api/v1/TourEvents?BookingTypeID=1&From=${day}&To=${day}`)).json()) as { TourEventID: number }[];
  const cart = [{ TourEventID: events[0]?.TourEventID, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 2 }] }];
  return { name: 'gt-checkout', value: encodeURIComponent(JSON.stringify(cart)), url: `${baseURL}/GT` };
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/products shows its heading, the display areas with images, and Buy Now links that work', async ({ page }) => {
    await page.goto('/GT/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your visit' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // The cards' pictures are decorative (alt ""): loaded from the HTML alone.
    await expect.poll(() => page.locator('article img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Buy Now: Aquarium Admission' }).click();
    await expect(page).toHaveURL(/\/GT\/calendar\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Timed Admission' })).toBeVisible();
  });

  test('a page the server does not render shows the start-up overlay', async ({ page }) => {
    await page.goto('/GT/findmybooking');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  });

  test('the checkout shows the cart its cookie names: the tickets and what they cost, priced by the server', async ({ page, context, baseURL }) => {
    await context.addCookies([await twoAdultsCookie(page, baseURL ?? '')]);
    await page.goto('/GT/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const tickets = page.getByRole('table', { name: 'Tickets' });
    await expect(tickets.getByRole('row', { name: /^Remove Adult/ })).toContainText('$59.90');
    await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$64.84');
  });

  test('the checkout of a visitor without a cart is empty', async ({ page }) => {
    await page.goto('/GT/checkout');
    await expect(page.getByText('No item in the cart')).toBeVisible();
  });
});

test('the app takes the server-rendered pages over without an error, keeping the server\'s elements', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  // Every element of the server's HTML is marked before any script runs; drawn anew, it would lose the mark.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('#root *').forEach((el) => ((el as HTMLElement & { fromServer?: true }).fromServer = true))),
  );
  for (const [path, element] of [
    ['/GT/products', 'article h2'],
    ['/GT/calendar/1', 'h1'],
    ['/GT/calendar/Area/2', 'h1'],
    ['/GT/calendar/3', 'main img'],
    ['/GT/orderlocation', 'h1'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#root[data-rendered][data-hydrated]')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await page.locator(element).first().evaluate((el) => (el as HTMLElement & { fromServer?: true }).fromServer === true), path).toBe(true);
  }
  // Taken over: the router handles the link (no page load) and the month calendar is drawn.
  await page.goto('/GT/products');
  await page.getByRole('link', { name: 'Buy Now: Aquarium Admission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timed Admission' })).toBeVisible();
  await expect(page.locator('#root[data-rendered]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the app takes the server-rendered checkout over: the same tickets table, then the forms, and the purchase goes on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await addAdult(page);
  await page.getByLabel('First Name').fill('Ada');
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('#root *').forEach((el) => ((el as HTMLElement & { fromServer?: true }).fromServer = true))),
  );
  await page.reload();
  await expect(page.locator('#root[data-rendered][data-hydrated]')).toHaveCount(1);
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByRole('row', { name: /^Remove Adult/ })).toContainText('$29.95');
  expect(await table.evaluate((el) => (el as HTMLElement & { fromServer?: true }).fromServer === true)).toBe(true);
  // The forms the server left out are drawn, with what was typed; the steppers work.
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByRole('button', { name: 'Pay $32.42' })).toBeDisabled();
  await table.getByRole('button', { name: 'More Adult' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $64.84' })).toBeDisabled();
  expect(errors).toEqual([]);
});
