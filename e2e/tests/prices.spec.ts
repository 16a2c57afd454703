/**
 * Money shown is money charged (docs/configuration.md): the drawer's unit price and total are the
 * cart's, for a tax-included product (Tour Guest, $59.00 with 5 % included: $56.19 ex-tax) and a
 * tax-excluded one (Adult, $29.95 + 8.25 %), and the cart's lines add up to its subtotal.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { dayCell } from './venue';

/** The shown unit price of a product in the drawer. */
const drawerUnit = (drawer: Locator, product: string) =>
  drawer.getByRole('listitem').filter({ hasText: product }).getByText(/^\$\d+\.\d\d$/).textContent();
const drawerTotal = (drawer: Locator) => drawer.getByRole('definition').last().textContent();
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
async function cartCells(page: Page, product: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Remove ${product},`) }) });
  await expect(row).toBeVisible();
  return row.getByRole('cell').allTextContents();
}

test('the drawer and the cart show the same unit, line and total amounts', async ({ page }) => {
  // Tax included: Behind-the-Scenes Tour, 2 Tour Guests.
  await page.goto('/GT/calendar/2');
  await page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Book Now' }) }).first().getByRole('button', { name: 'Book Now' }).click();
  const tour = page.getByRole('dialog', { name: 'Behind-the-Scenes Tour' });
  await tour.getByRole('button', { name: 'More Tour Guest' }).click();
  await tour.getByRole('button', { name: 'More Tour Guest' }).click();
  const guestUnit = await drawerUnit(tour, 'Tour Guest');
  expect(guestUnit).toBe('$56.19');
  const tourTotal = await drawerTotal(tour);
  await tour.getByLabel('Lead guest name (required)').fill('Ann Lee');
  await tour.getByLabel('Youngest guest date of birth (required)').fill('2010-04-01');
  await tour.getByLabel('Tallest guest height (inches) (required)').fill('70');
  await tour.getByRole('checkbox', { name: 'All guests can climb stairs (required)' }).check();
  await tour.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  const guest = await cartCells(page, 'Tour Guest');
  expect(guest.slice(-2)).toEqual([guestUnit, '$112.38']);
  expect(money(guest.at(-1) ?? null)).toBe(2 * money(guestUnit));
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText(tourTotal ?? 'missing');

  // Tax excluded: Timed Admission, 2 Adults.
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 1)).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
  const timed = page.getByRole('dialog', { name: 'Timed Admission' });
  await timed.getByRole('button', { name: 'More Adult' }).click();
  await timed.getByRole('button', { name: 'More Adult' }).click();
  const adultUnit = await drawerUnit(timed, 'Adult');
  expect(adultUnit).toBe('$29.95');
  await timed.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  const adult = await cartCells(page, 'Adult');
  expect(adult.slice(-2)).toEqual([adultUnit, '$59.90']);

  // The lines add up to the subtotal; subtotal + tax = total.
  const amount = async (row: RegExp) => money((await table.getByRole('row', { name: row }).getByRole('cell').allTextContents()).at(-1) ?? null);
  await expect(table.getByRole('row', { name: /^Subtotal/ })).toContainText('$172.28');
  expect(await amount(/^Subtotal/)).toBe(money('$112.38') + money('$59.90'));
  expect((await amount(/^Subtotal/)) + (await amount(/^Tax/))).toBe(await amount(/^Total/));
});
