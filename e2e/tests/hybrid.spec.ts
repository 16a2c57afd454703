/**
 * Purchase path correctness: the hybrid view of Dolphin Encounter (/calendar/3):
 * months ahead can be sold (item 0), the day badge is a "from" price of the products shown on
 * the calendar and the time slots come before the pictures on a phone (item 18), and losing the
 * race for the last seats refreshes the event (item 15).
 */
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { dateText, showMonthOf, venueDay } from './venue';

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test(`hybrid view on a ${device}: two months ahead, pick a day and a time, add to cart`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const events = page.waitForResponse((r) => r.url().includes('/api/v1/TourEvents') && r.ok());
    await page.goto('/GT/calendar/3');
    await events;
    // The picker opens on this month, or on the next tour date's (today's events may be over).
    const opened = (await page.getByText(venueDay(0).format('MMMM YYYY'), { exact: true }).isVisible()) ? venueDay(0) : venueDay(0).add(1, 'month');
    const later = venueDay(0).add(2, 'month');
    for (let n = 1; n <= later.startOf('month').diff(opened.startOf('month'), 'month'); n++) {
      const month = opened.add(n, 'month');
      const from = month.startOf('month').format('YYYY-MM-DD');
      const answer = page.waitForResponse((r) => r.url().includes(`From=${from}`));
      await page.getByRole('button', { name: 'Next month' }).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByText(month.format('MMMM YYYY'), { exact: true })).toBeVisible();
    }
    // Still there once the month's events have arrived (they used to pull the picker back).
    const firstDay = page.getByRole('gridcell', { name: new RegExp(`^\\d+ from \\$[\\d.,]+, ${later.format('MMMM')} \\d\\d, ${later.format('YYYY')}$`) }).first();
    await expect(firstDay).toBeVisible();
    await expect(page.getByText(later.format('MMMM YYYY'), { exact: true })).toBeVisible();
    await firstDay.click();
    await page.getByRole('combobox', { name: 'Time slot' }).click();
    await page.getByRole('option', { name: /Seats available: [1-9]/ }).first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(new RegExp(`^${later.format('MMMM')} \\d\\d, ${later.format('YYYY')}$`))).toBeVisible();
    await drawer.getByRole('button', { name: 'More Encounter Participant' }).click();
    await drawer.getByRole('checkbox', { name: 'Participant can swim (required)' }).check();
    await drawer.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/GT\/checkout$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
}

test('the day badge is the "from" price of the tickets shown on the calendar (participants, not the $25 observer)', async ({ page }) => {
  await page.goto('/GT/calendar/3');
  await showMonthOf(page, venueDay(2));
  // Encounter Participant $149.00 with 5 % tax included, shown ex tax: $141.90.
  await expect(page.getByRole('gridcell', { name: `${venueDay(2).format('D')} from $141.90, ${dateText(2)}` })).toBeVisible();
  await expect(page.getByText('Prices under the dates are “from” prices: the lowest ticket price of the day, per ticket, before tax.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('on a phone the time slots come right after the dates, before the pictures', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/GT/calendar/3');
  const slots = page.getByRole('combobox', { name: 'Time slot' });
  await expect(slots).toBeVisible();
  const box = await slots.boundingBox();
  const card = await page.getByRole('heading', { level: 2, name: 'Shallow' }).boundingBox();
  expect(box && card && box.y < card.y).toBe(true);
  // On the first screen, without scrolling past the image and the cards.
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  await expectNoSeriousAxeViolations(page);
});

test('losing the race for the last seats: the drawer and the time slots show what is left', async ({ page }) => {
  const day = venueDay(2);
  await page.goto('/GT/calendar/3');
  await showMonthOf(page, day);
  await page.getByRole('gridcell', { name: new RegExp(`^${day.format('D')} from .*, ${dateText(2)}$`) }).click();
  await page.getByRole('combobox', { name: 'Time slot' }).click();
  await page.getByRole('option', { name: '02:00 pm Shallow Water Encounter (Seats available: 6)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shallow Water Encounter' });
  await drawer.getByRole('button', { name: 'More Encounter Participant' }).click();
  await drawer.getByRole('checkbox', { name: 'Participant can swim (required)' }).check();

  // Meanwhile another visitor holds all six seats (two orders: at most 4 tickets each).
  const list = await (await page.request.get(`/api/v1/TourEvents?BookingTypeID=3&From=${day.format('YYYY-MM-DD')}&To=${day.format('YYYY-MM-DD')}`)).json();
  const event = list.find((e: { EventStartDateTime: string }) => e.EventStartDateTime.includes('T14:00'));
  for (const quantity of [4, 2]) {
    const res = await page.request.post('/api/v1/TourHolds', {
      data: { Action: 'add', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 6, Quantity: quantity }], BookingUDFs: [{ UDFID: 8, Value: 'true' }] },
    });
    expect(res.status()).toBe(200);
  }

  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Tickets not longer available, please choose another time')).toBeVisible();
  await expect(drawer.getByText('02:00 pm – 02:45 pm · Sold Out')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'More Encounter Participant' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('combobox', { name: 'Time slot' }).click();
  await expect(page.getByRole('option', { name: '02:00 pm Shallow Water Encounter (Sold Out)' })).toHaveAttribute('aria-disabled', 'true');
});
