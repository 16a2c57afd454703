/**
 * Every money action pressed twice in quick succession, as a double click at 1366 px and a
 * double tap on a 375 px touch phone: Pay by card, Pay of a free order, Cancel Booking → Cancel
 * Entire Booking → the refund choice, Confirm Changes → the refund choice, Donate and Clear Cart's
 * confirmation. Each has one effect (one customer, one payment attempt, one refund, one donation),
 * and a button that a dialog opened under the pointer never takes the second click: the visitor
 * still chooses (spec 02 §2.4, §4.2: "the visitor chooses Refund to Credit Card or Refund to Gift
 * Card"; spec 01 §2 "Checkout": Clear Cart asks first).
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { PROMOTIONS_STORE_URL } from '../playwright.config';
import { addTickets as addTicketsAt, fillCard, fillContact } from './checkout-form';
import { bookAdults, openBooking } from './manage-support';

/**
 * A double click (Playwright's: its two clicks reach the page back to back, at the same point),
 * or on a touch screen two taps one right after the other. Back to back, so that even on a busy
 * machine the second press arrives within a person's double-click time of the first.
 */
async function pressTwice(page: Page, target: Locator, touch: boolean) {
  await expect(target).toBeEnabled();
  if (!touch) return target.dblclick();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** Adds tickets through the month calendar (at desktop width: a phone gets the list view), then back to this test's width. */
async function addTickets(page: Page, o: Parameters<typeof addTicketsAt>[1]) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  await addTicketsAt(page, o);
  if (viewport) await page.setViewportSize(viewport);
}

/** The Idempotency-Keys of the payments and refunds the page sent (POST /middleware/api/Transactions), and how many guest customers it created. */
function watchPayments(page: Page) {
  const seen = { keys: new Set<string>(), customers: 0 };
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().includes('/middleware/api/Transactions')) seen.keys.add(r.headers()['idempotency-key'] ?? '');
    if (r.url().endsWith('/api/v1/customers')) seen.customers++;
  });
  return seen;
}

/**
 * Slows the page's CPU `rate` times, as a low-end phone or a busy laptop runs it: a second press
 * then arrives while the first one's work still runs (Chromium's DevTools protocol).
 */
async function slowCpu(page: Page, rate = 6) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** No error was shown (none at once, none a moment later from a second request). */
async function expectNoError(page: Page) {
  await page.waitForTimeout(1000);
  await expect(page.getByRole('alert').filter({ hasText: /Error/ })).toHaveCount(0);
}

const DEVICES = [
  { device: 'desktop', touch: false, use: { viewport: { width: 1366, height: 900 } } },
  { device: 'phone', touch: true, use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } },
] as const;

for (const { device, touch, use } of DEVICES) {
  test.describe(`money actions pressed twice (${device})`, () => {
    test.use(use);

    test(`Pay by card, pressed twice: one customer, one payment, the receipt (${device})`, async ({ page }) => {
      const seen = watchPayments(page);
      await addTickets(page, { day: 26, time: '10:00 am', adults: 1 });
      await fillContact(page);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await slowCpu(page);
      await pressTwice(page, page.getByRole('button', { name: 'Pay $32.42' }), touch);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
      await expectNoError(page);
      expect(seen.keys.size).toBe(1);
      expect(seen.customers).toBe(1);
    });

    test(`Pay of a free order (FREEDAY), pressed twice: one customer, one payment, the receipt (${device})`, async ({ page }) => {
      const seen = watchPayments(page);
      await addTickets(page, { day: 26, time: '11:00 am', adults: 1 });
      await page.getByRole('group', { name: 'Coupon' }).getByLabel('Enter Coupon Code').fill('FREEDAY');
      await page.getByRole('group', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
      await fillContact(page);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await slowCpu(page);
      await pressTwice(page, page.getByRole('button', { name: 'Pay $0.00' }), touch);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
      await expectNoError(page);
      expect(seen.keys.size).toBe(1);
      expect(seen.customers).toBe(1);
    });

    test(`Cancel Entire Booking pressed twice: the refund dialog asks, the visitor's choice pressed twice refunds once (${device})`, async ({ page, request }) => {
      const owner = await bookAdults(request, { day: 26, time: touch ? '13:00' : '12:00', adults: 1, lastName: 'Noether' });
      const seen = watchPayments(page);
      await openBooking(page, owner);
      await page.getByRole('button', { name: 'Cancel Booking' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Booking' });
      await pressTwice(page, confirm.getByRole('button', { name: 'Cancel Entire Booking' }), touch);
      // The refund dialog asks; the second press chose nothing.
      const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
      // A booking paid once by card is refunded through the card on file (spec 02 §6).
      await expect(refund).toContainText('You are eligible for a refund of $32.42 through card on file.');
      await page.waitForTimeout(600);
      await expect(refund).toBeVisible();
      await expect(page).toHaveURL(/\/GT\/managebooking$/);
      // The visitor's choice (not a stray press), pressed twice: one refund.
      await pressTwice(page, refund.getByRole('button', { name: 'Refund to Credit Card' }), touch);
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking has been cancelled.' })).toBeVisible();
      const summary = page.getByLabel('Transaction summary');
      await expect(summary).toContainText('Total refunded$32.42');
      await expect(summary).toContainText('Refunded to card visa-************4242$32.42');
      await expectNoError(page);
      expect(seen.keys.size).toBe(1);
    });

    test(`Cancel Booking pressed twice: its confirmation stays open, Go Back keeps the booking (${device})`, async ({ page, request }) => {
      const owner = await bookAdults(request, { day: 26, time: touch ? '13:00' : '12:00', adults: 1, lastName: 'Germain' });
      await openBooking(page, owner);
      await pressTwice(page, page.getByRole('button', { name: 'Cancel Booking' }), touch);
      const confirm = page.getByRole('dialog', { name: 'Cancel Booking' });
      await page.waitForTimeout(600);
      await expect(confirm).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Refund Transaction' })).toHaveCount(0);
      await confirm.getByRole('button', { name: 'Go Back' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
    });

    test(`Confirm Changes and the refund choice, each pressed twice: the visitor chooses, one refund (${device})`, async ({ page, request }) => {
      const owner = await bookAdults(request, { day: 26, time: touch ? '15:00' : '14:00', adults: 2, lastName: 'Franklin' });
      const seen = watchPayments(page);
      await openBooking(page, owner);
      await page.getByRole('link', { name: 'Modify Tickets & Add Ons' }).click();
      await page.getByRole('button', { name: 'Fewer Current Adult' }).click();
      await expect(page.getByLabel('Booking costs')).toContainText('New Total Cost$32.42');
      await pressTwice(page, page.getByRole('button', { name: 'Confirm Changes' }), touch);
      const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
      await expect(refund).toContainText('You are eligible for a refund of $32.42 to a gift card or card on file.');
      await page.waitForTimeout(600);
      await expect(refund).toBeVisible();
      await expect(page).toHaveURL(/\/GT\/modifytickets$/);
      await pressTwice(page, refund.getByRole('button', { name: 'Refund to Credit Card' }), touch);
      const summary = page.getByLabel('Transaction summary');
      await expect(summary).toContainText('Refunded to card visa-************4242$32.42');
      // The change receipt shows the line as the cart does (ShowPricesAs extax: $32.42 with tax).
      await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Returned 1 × Adult: −$29.95');
      await expectNoError(page);
      expect(seen.keys.size).toBe(1);
    });

    test(`Clear Cart and its confirmation, each pressed twice: Clear Cart asks first, then clears once (${device})`, async ({ page }) => {
      await addTickets(page, { day: 26, time: '12:00 pm', adults: 1 });
      const dialog = page.getByRole('dialog', { name: 'Clear Cart' });
      await pressTwice(page, page.getByRole('button', { name: 'Clear Cart' }), touch);
      await page.waitForTimeout(600);
      // Still asking, the cart untouched (behind the dialog: hidden from the accessibility tree meanwhile).
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tickets', includeHidden: true })).toBeVisible();
      await pressTwice(page, dialog.getByRole('button', { name: 'Clear Cart' }), touch);
      await expect(page.getByText('No item in the cart')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expectNoError(page);
    });
  });

  test.describe(`Donate pressed twice (${device})`, () => {
    test.use({ ...use, baseURL: PROMOTIONS_STORE_URL });

    test(`Donate in the one-time popup, pressed twice: one donation of the chosen amount (${device})`, async ({ page }) => {
      await addTickets(page, { day: 26, time: '01:00 pm', adults: 1 });
      const popup = page.getByRole('dialog', { name: 'Support our mission' });
      await expect(popup).toBeVisible();
      await page.waitForTimeout(600);
      await popup.getByRole('radio', { name: 'Other' }).check();
      await popup.getByRole('textbox', { name: '$1.00 - $1,000.00' }).fill('7.25');
      await pressTwice(page, popup.getByRole('button', { name: 'Donate' }), touch);
      await expect(popup).toHaveCount(0);
      const summary = page.getByRole('table', { name: 'Order summary' });
      await expect(summary.getByRole('row', { name: /Donation to/ })).toHaveCount(1);
      await expect(summary.getByRole('row', { name: /Donation to/ })).toContainText('$7.25');
      // The box's Donate is done too: the donation is in the order once.
      await expect(page.getByRole('region', { name: 'Support our mission' }).getByRole('button', { name: 'Donate' })).toBeDisabled();
      await expectNoError(page);
    });
  });
}
