/**
 * Catalogue pages come rendered from the server (issue 16): a phone shows the heading, the cards
 * and their images before the scripts arrive, and the app takes the same HTML over without
 * rebuilding it (no hydration error).
 */
import { expect, test } from './test';

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
    await page.goto('/GT/checkout');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
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
