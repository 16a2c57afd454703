/**
 * Every page at 375 px (spec 01 §5): nothing scrolls sideways — neither the page nor any
 * box inside it (the cart's totals used to be cut off inside the table's scroll box).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

/**
 * The page, and boxes that scroll sideways because their content is wider than they are (not
 * deliberate clipping, and not a row meant to scroll sideways: `data-scrolls-sideways`, the
 * header's links on a phone).
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX, display } = getComputedStyle(el);
      if (display === 'none' || !['auto', 'scroll'].includes(overflowX) || el.hasAttribute('data-scrolls-sideways')) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return found;
  });
}

const pages = ['/GT/products', '/GT/calendar/1', '/GT/calendar/Area/2', '/GT/calendar/3', '/GT/checkout', '/GT/gatickets?coupon=GA20', '/GT/giftcards', '/GT/giftcards/6', '/GT/not-found'];

for (const path of pages) {
  test(`${path} fits 375 px`, async ({ page }) => {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
}

test('the header keeps its links on one row that scrolls sideways, with the current page in view', async ({ page }) => {
  await page.goto('/GT/findmybooking');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const current = nav.getByRole('link', { name: 'Find My Booking' });
  // In view to the pixel: the row's sideways scroll is a whole number of pixels, the link's box is not.
  await expect(current).toBeInViewport({ ratio: 0.99 });
  const rows = await nav.getByRole('link').evaluateAll((links) => new Set(links.map((l) => Math.round(l.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
  await nav.getByRole('link', { name: 'Tickets' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'Tickets' })).toBeInViewport({ ratio: 1 });
});

test('the checkout with tickets, and the drawer, fit 375 px; the totals are whole', async ({ page }) => {
  await page.goto('/GT/calendar/2');
  await page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Book Now' }) }).first().getByRole('button', { name: 'Book Now' }).click();
  const drawer = page.getByRole('dialog', { name: 'Behind-the-Scenes Tour' });
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  await drawer.getByRole('button', { name: 'More Tour Guest' }).click();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await drawer.getByLabel('Lead guest name (required)').fill('Ann Lee');
  await drawer.getByLabel('Youngest guest date of birth (required)').fill('2010-04-01');
  await drawer.getByLabel('Tallest guest height (inches) (required)').fill('70');
  await drawer.getByRole('checkbox', { name: 'All guests can climb stairs (required)' }).check();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('$118.00');
  // A phone shows the line totals only: the unit Price column is hidden.
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  // The totals sit in the line totals' column, inside the card.
  const line = await table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Remove Tour Guest/ }) }).getByRole('cell').last().boundingBox();
  const total = await table.getByRole('row', { name: /^Total/ }).getByRole('cell').last().boundingBox();
  expect(total?.x).toBeCloseTo(line?.x ?? NaN, 0);
  expect((total?.x ?? 0) + (total?.width ?? 0)).toBeLessThanOrEqual(375);
});
