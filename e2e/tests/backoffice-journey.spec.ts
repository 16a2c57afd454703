import { expect, test, type Page } from '@playwright/test';
import { fillCard, fillContact } from './checkout-form';
import { dayCell, venueDay } from './venue';

/**
 * A venue's day from the back office to the door, in one journey (docs/operator-guide.md): the
 * admin creates a display area, a booking type shown in it with two tour products, and a weekly
 * schedule whose events the events calendar shows; a visitor finds them on the storefront's
 * calendar and buys two adults and a child; the box office finds the booking by its receipt, refunds the child at the
 * desk, sees the booking on the day's manifest and in today's sales, and cancels the event with
 * a refund of the rest to the card. The area is hidden at the end, so that the other journeys see
 * the demo catalogue.
 *
 * It needs nothing of the demo but an admin: E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD (default the
 * demo admin) and E2E_BASE_URL run it against a store set up from an empty production database
 * with `npm run admin:create` (docs/operator-guide.md#set-up-a-venue-from-an-empty-database).
 */
test.setTimeout(180_000);
if (process.env.E2E_BASE_URL) test.use({ baseURL: process.env.E2E_BASE_URL });

async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(process.env.E2E_ADMIN_EMAIL ?? 'admin@example.org');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? 'harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Creates a tour product at the Standard rate for `price` dollars, sold by `bookingType`. */
async function createProduct(page: Page, name: string, price: string, bookingType: string) {
  await page.getByRole('menuitem', { name: 'Tour products' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(name);
  await page.locator('.ra-input-prices').getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Cost rate' }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await page.getByLabel('Price ($)').fill(price);
  await page.getByRole('combobox', { name: 'Sold by booking types' }).click();
  await page.getByRole('option', { name: bookingType }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`$${price}`);
}

test('an admin sets up a tour, a visitor buys it, the desk refunds part, sees it on the manifest and in sales, and cancels the event', async ({
  page,
  browser,
}) => {
  const n = Date.now() % 100000;
  const area = `Harbor Kayaks ${n}`;
  const tour = `Kayak Tour ${n}`;
  await signIn(page);

  // The catalogue: a display area, a booking type in it, two products it sells.
  await page.getByRole('menuitem', { name: 'Display areas' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(area);
  await page.getByLabel('Text shown with the area').fill('Paddle the harbor with a guide.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: area })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Booking types' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(tour);
  await page.getByLabel('Minimum tickets').fill('1');
  await page.getByLabel('Maximum tickets').fill('8');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Display area' }).click();
  await page.getByRole('option', { name: area }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: tour })).toContainText(area);

  await createProduct(page, `Kayak Adult ${n}`, '40.00', tour);
  await createProduct(page, `Kayak Child ${n}`, '25.00', tour);

  // A weekly schedule: every day at 10:00 (venue time), 8 seats, from today.
  await page.getByRole('menuitem', { name: 'Schedules' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('combobox', { name: 'Booking type' }).click();
  await page.getByRole('option', { name: tour }).click();
  await page.getByLabel('Event name').fill(tour);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Start times').fill('10:00');
  await page.getByLabel('Duration (minutes)').fill('90');
  await page.getByLabel('Capacity').fill('8');
  await page.getByLabel('From').fill(venueDay(0).format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Schedule saved: \d+ events made$/)).toBeVisible();
  // The events calendar shows today's, in the venue's time (the browser runs in Asia/Tokyo).
  await page.getByRole('menuitem', { name: 'Events calendar' }).click();
  await expect(page.getByText(`${tour} · 8 left`).first()).toBeVisible();

  // The visitor: tomorrow's 10:00 event on the booking type's calendar, two adults and a child.
  const types = (await (await page.request.get('/api/admin/v1/booking-types?start=0&end=200')).json()) as {
    data: { id: number; name: string }[];
  };
  const bookingTypeId = types.data.find((t) => t.name === tour)?.id;
  expect(bookingTypeId).toBeGreaterThan(0);
  const visitor = await (await browser.newContext({ timezoneId: 'Asia/Tokyo', viewport: { width: 1366, height: 900 } })).newPage();
  await visitor.goto(`/GT/calendar/${bookingTypeId}`);
  await (await dayCell(visitor, 1)).getByRole('button', { name: `10:00 am ${tour}` }).click();
  const drawer = visitor.getByRole('dialog', { name: tour });
  await drawer.getByRole('button', { name: `More Kayak Adult ${n}` }).click();
  await drawer.getByRole('button', { name: `More Kayak Adult ${n}` }).click();
  await drawer.getByRole('button', { name: `More Kayak Child ${n}` }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(visitor).toHaveURL(/\/GT\/checkout$/);
  await fillContact(visitor);
  await fillCard(visitor, '4242 4242 4242 4242');
  await visitor.getByRole('checkbox', { name: /I agree to the/ }).check();
  await visitor.getByRole('button', { name: 'Pay $105.00' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  const receiptNo = (await visitor.getByText(/Your receipt number is \d+/).textContent())?.match(/\d+/)?.[0] ?? '';

  // The desk: the booking found by its receipt, the child refunded with a reason.
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await page.getByLabel('Booking ID, name, e-mail or receipt').fill(receiptNo);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: 'Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Partial refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund some tickets' });
  await refund.getByLabel(`Kayak Child ${n}: tickets to refund (of 1)`).fill('1');
  await refund.getByLabel('Reason').fill('The child is unwell');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Done: refunded $25.00 to the card.')).toBeVisible();

  // Tomorrow's manifest: Ada, two adults, paid.
  const day = venueDay(1);
  await page.getByRole('menuitem', { name: 'Manifests' }).click();
  await page.getByLabel('Day').fill(day.format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Show' }).click();
  const card = page.getByRole('region', { name: `Manifest of ${tour} at 10:00 AM` });
  const guest = card.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(guest).toContainText('Paid');
  await expect(guest.getByRole('cell').nth(2)).toHaveText('2');

  // Today's sales: the tour's tickets, and the child's refund as a negative line.
  await page.getByRole('menuitem', { name: 'Sales' }).click();
  const lines = page.getByRole('row').filter({ hasText: tour });
  await expect(lines.filter({ hasText: `Kayak Adult ${n}` }).first()).toContainText('$80.00');
  await expect(lines.filter({ hasText: `Kayak Child ${n}` }).filter({ hasText: '-$25.00' })).toHaveCount(1);

  // The event is cancelled: the rest ($80.00) goes back to the card.
  await page.getByRole('menuitem', { name: 'Manifests' }).click();
  await page.getByLabel('Day').fill(day.format('YYYY-MM-DD'));
  await page.getByRole('button', { name: 'Show' }).click();
  await card.getByRole('button', { name: 'Cancel event' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${tour}` });
  await cancel.getByLabel('Reason (kept in the audit log)').fill('High winds on the harbor');
  await cancel.getByRole('button', { name: 'Cancel event and refund all' }).click();
  await expect(cancel.getByRole('status')).toHaveText('1 refunded ($80.00), 0 already cancelled, 0 failed, 0 waiting, of 1 bookings.');
  await cancel.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

  // The area is taken off the storefront (the other journeys expect the demo's areas only).
  await page.getByRole('menuitem', { name: 'Display areas' }).click();
  await page.getByRole('cell', { name: area }).click();
  await page.getByRole('switch', { name: 'Show online' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await visitor.goto('/GT/products');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: area })).toHaveCount(0);
});
