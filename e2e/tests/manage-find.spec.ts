/**
 * Find my booking (form, validation and mismatch messages, query and path
 * prefill that search at once, refused with food in the cart) and the manage booking view
 * (details in venue time, Tickets and Add Ons, Paid/Unpaid, totals, the buttons each booking's
 * flags allow, NoChangesMessage, the manage-mode header, the "no booking" state). Read-only on
 * the demo bookings (docs/demo-store.md#manage-my-booking-in-the-demo-store).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { venueDay } from './venue';

const MAYA = { id: '4829136573', name: 'Patel', email: 'maya.patel@example.com' };

async function fill(page: Page, f: { id?: string; name?: string; email?: string }) {
  await page.getByLabel('Booking ID').fill(f.id ?? '');
  await page.getByLabel('Last Name').fill(f.name ?? '');
  await page.getByLabel('Email').fill(f.email ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
}

async function expectError(page: Page, text: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(`Error${text}`);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

test('find my booking: required fields, e-mail pattern and the mismatch messages', async ({ page }) => {
  await page.goto('/GT/findmybooking');
  await expect(page.getByRole('heading', { level: 1, name: 'Find My Booking' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await fill(page, {});
  await expectError(page, 'Booking ID is required.');
  await expect(page.getByText('Last Name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await fill(page, { id: MAYA.id, name: MAYA.name, email: 'maya.patel@' });
  await expectError(page, 'Please enter a valid email address.');
  // Booking IDs are digits: letters typed are dropped.
  await page.getByLabel('Booking ID').fill('48x29');
  await expect(page.getByLabel('Booking ID')).toHaveValue('4829');
  await fill(page, { id: MAYA.id, name: 'Smith', email: MAYA.email });
  await expectError(page, 'Last Name does not match.');
  await fill(page, { id: MAYA.id, name: MAYA.name, email: 'someone@example.com' });
  await expectError(page, 'Email does not match.');
  await fill(page, { id: MAYA.id, name: 'Smith', email: 'someone@example.com' });
  await expectError(page, 'Last Name and Email does not match.');
  await fill(page, { id: '4829136574', name: MAYA.name, email: MAYA.email });
  await expectError(page, 'Please enter a valid Booking ID, Last Name and Email.');
  await expect(page).toHaveURL(/\/GT\/findmybooking$/);
});

test('the e-mail link searches at once and opens the booking, case-insensitively; Cancel Changes goes back', async ({ page }) => {
  await page.goto(`/GT/findmybooking?bookingID=${MAYA.id}&Name=PATEL&Email=Maya.Patel%40Example.com`);
  await expect(page).toHaveURL(/\/GT\/managebooking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Booking' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(page.getByLabel('Booking details')).toContainText(`Booking ID${MAYA.id}`);
  await expect(page.getByLabel('Booking details')).toContainText('NameMaya Patel');
  // Venue time (America/Chicago) although the browser runs in Tokyo.
  await expect(page.getByLabel('Booking details')).toContainText(`Date${venueDay(14).format('MMM D, YYYY')}`);
  await expect(page.getByLabel('Booking details')).toContainText('Time10:00 am - 11:00 am');
  await expect(details.filter({ hasText: '$86.44' })).toHaveCount(2);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row')).toHaveText(['ItemQuantityAmount', 'Adult2$59.90', 'Child1$19.95']);
  await expect(page.getByRole('img', { name: /Booking 4829136573 QR code/ })).toBeVisible();
  for (const name of ['Cancel Booking', 'Change Date/Time', 'Modify Tickets & Add Ons', 'Cancel Changes'])
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  // Manage mode: no header links, no cart.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Cancel Changes' }).click();
  await expect(page).toHaveURL(/\/GT\/findmybooking$/);
  await expect(page.getByRole('link', { name: /^Cart,/ })).toBeVisible();
  await page.goto('/GT/managebooking');
  await expect(page.getByRole('heading', { name: 'Please go to find my booking page to Update Booking.' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage My Booking' }).click();
  await expect(page).toHaveURL(/\/GT\/findmybooking$/);
});

test('each booking shows the buttons its flags allow, its balance and why it cannot change', async ({ page }) => {
  const open = async (id: string, name: string, email: string) => {
    await page.goto(`/GT/findmybooking/${name}/${encodeURIComponent(email)}/${id}`);
    await expect(page).toHaveURL(/\/GT\/managebooking$/);
  };
  const button = (name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));
  // Unpaid, with a non-refundable add-on: Make Payment for the balance.
  await open('6391584023', 'Okafor', 'ruth.okafor@example.com');
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Add Ons' }).getByRole('row').nth(1)).toContainText('Parking Pass');
  await expect(page.getByLabel('Booking totals')).toContainText('Total Paid$0.00');
  await expect(button('Make Payment')).toBeVisible();
  // Gift-card-only refunds, no ticket changes.
  await open('7052641938', 'Chen', 'sam.chen@example.com');
  await expect(button('Cancel Booking')).toBeVisible();
  await expect(button('Change Date/Time')).toBeVisible();
  await expect(button('Modify Tickets & Add Ons')).toHaveCount(0);
  // No refunds and paid: no Cancel Booking.
  await open('9143857267', 'Haddad', 'omar.haddad@example.com');
  await expect(button('Cancel Booking')).toHaveCount(0);
  await expect(button('Modify Tickets & Add Ons')).toBeVisible();
  // No changes at all: the booking type's message.
  await open('8264715304', 'Nguyen', 'ivy.nguyen@example.com');
  await expect(page.getByText('Dolphin Encounter bookings cannot be changed online. Please call us at (409) 555-0100.')).toBeVisible();
  for (const name of ['Cancel Booking', 'Change Date/Time', 'Modify Tickets & Add Ons', 'Make Payment'])
    await expect(button(name)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('find my booking is refused while the cart holds food', async ({ page }) => {
  await page.goto('/GT/findmybooking');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'gt-food-cart',
      JSON.stringify({
        state: {
          lines: [{ UniqueID: 'x', ProductID: 1, Quantity: 1, ProductNotes: '', Options: [] }],
          tabLocationId: null,
          changedAt: Date.now(),
        },
        version: 0,
      }),
    ),
  );
  await page.reload();
  await fill(page, MAYA);
  await expectError(page, 'Please complete or remove your food order before managing a booking.');
  await expect(page).toHaveURL(/\/GT\/findmybooking$/);
  await page.evaluate(() => sessionStorage.removeItem('gt-food-cart'));
});

// A message belongs to the page that raised it (spec 01 §8, spec 02 §5): a failed find's error is
// not left over the booking found next, where on a phone it would cover the totals and buttons.
for (const width of [
  { name: 'desktop, 1366 px', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone, 375 px, touch', use: { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(width.name, () => {
    test.use(width.use);
    test('a failed find’s error does not stay over the booking found next', async ({ page }) => {
      await page.goto('/GT/findmybooking');
      await page.getByLabel('Booking ID').fill(MAYA.id);
      await page.getByLabel('Last Name').fill('Smith');
      await page.getByLabel('Email').fill(MAYA.email);
      const search = page.getByRole('button', { name: 'Search' });
      if (width.use.hasTouch) await search.tap();
      else await search.click();
      await expect(page.getByRole('alert')).toHaveText('ErrorLast Name does not match.');
      // The visitor corrects the name without closing the message, and searches again.
      await page.getByLabel('Last Name').fill(MAYA.name);
      if (width.use.hasTouch) await search.tap();
      else await search.click();
      await expect(page).toHaveURL(/\/GT\/managebooking$/);
      await expect(page.getByLabel('Booking totals')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('Last Name does not match.')).toHaveCount(0);
    });
  });
}
