/**
 * Card payments through the provider's hosted card fields (docs/architecture.md#payments, docs/payments.md#hosted-card-fields),
 * with the real server and the sandbox's fields in their iframe: approve; decline, then another
 * card; 3-D Secure approved and failed (then another card); a free order (no fields, no card);
 * the card on file at the manage checkout, whose off-session charge the bank asks to
 * authenticate; a refund. In every journey the page's requests are recorded: the typed card
 * number never reaches /api or /middleware (only the provider's own /sandbox-pay endpoints).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { addTickets, cardFields, fillCard, fillContact } from './checkout-form';
import { openBooking } from './manage-support';
import { dayCell } from './venue';

const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
/** Authentication required on every payment (off-session charges of the card on file included). */
const THREE_DS = '4000 0027 6000 3184';
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The requests the page sends to our API and the payment middleware (URL and body). */
function recordRequests(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/middleware/')) seen.push({ url: r.url(), body: r.postData() ?? '' });
  });
  return seen;
}

/** None of `cards` (digits, with or without spaces or other separators, URL-encoded too) is in any recorded request. */
function expectNoCardNumbers(seen: { url: string; body: string }[], cards: string[]) {
  // The recording saw the payment itself.
  expect(seen.some((r) => r.url.endsWith('/middleware/api/Transactions') && r.body !== '')).toBe(true);
  for (const card of cards) {
    const digits = card.replace(/\D/g, '');
    const anyway = new RegExp(digits.split('').join('\\D{0,3}'));
    for (const r of seen) expect(`${decodeURIComponent(r.url)} ${r.body}`, r.url).not.toMatch(anyway);
  }
}

/** Tickets in the cart (1 adult, $32.42), the contact form filled, `card` typed into the hosted fields, the terms ticked. */
async function checkoutWith(page: Page, card: string, o: { day: number; time: string }) {
  await addTickets(page, { ...o, adults: 1 });
  await fillContact(page);
  await fillCard(page, card);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });
const thanks = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' });
const challenge = (page: Page) => page.getByRole('dialog', { name: 'Confirm your payment' });

/** Answers the sandbox's 3-D Secure test page in the "Confirm your payment" dialog. */
async function authenticate(page: Page, answer: 'Complete authentication' | 'Fail authentication') {
  const bank = challenge(page).getByTitle("Your bank's authentication page").contentFrame();
  await bank.getByRole('button', { name: answer }).click();
  await expect(challenge(page)).toHaveCount(0);
}

/** The booking id the payment's answer carries. */
function bookingOf(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().endsWith('/middleware/api/Transactions') && r.status() === 200)
    .then(async (r) => String(((await r.json()) as { Events: { BookingID: number }[] }).Events[0]?.BookingID));
}

test('approve: the card typed into the hosted fields books, and only its token is sent', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, APPROVE, { day: 25, time: '10:00 am' });
  await payButton(page).click();
  await expect(thanks(page)).toBeVisible();
  await expect(page.getByRole('definition').last()).toHaveText('$32.42');
  const payment = seen.find((r) => r.url.endsWith('/middleware/api/Transactions'));
  expect(JSON.parse(payment?.body ?? '{}').Payments).toEqual([expect.objectContaining({ PaymentAmount: 32.42, CardToken: expect.any(String) })]);
  expectNoCardNumbers(seen, [APPROVE]);
});

test('decline, then another card in the same fields books', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, DECLINE, { day: 25, time: '11:00 am' });
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await cardFields(page).getByLabel('Card Number').fill(APPROVE);
  await payButton(page).click();
  await expect(thanks(page)).toBeVisible();
  expectNoCardNumbers(seen, [DECLINE, APPROVE]);
});

test('3-D Secure approved: the bank’s challenge in a dialog (cancelled once: Pay shows it again), then the receipt', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, THREE_DS, { day: 25, time: '12:00 pm' });
  await payButton(page).click();
  await challenge(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The authentication was cancelled.' })).toBeVisible();
  await payButton(page).click();
  await expect(challenge(page)).toBeVisible();
  await expect(challenge(page).getByTitle("Your bank's authentication page").contentFrame().getByText('$32.42')).toBeVisible();
  await authenticate(page, 'Complete authentication');
  await expect(thanks(page)).toBeVisible();
  // The same attempt was sent again after the challenge: one key, one body.
  const posts = seen.filter((r) => r.url.endsWith('/middleware/api/Transactions'));
  expect(posts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(posts.map((p) => p.body)).size).toBe(1);
  expectNoCardNumbers(seen, [THREE_DS]);
});

test('3-D Secure failed: the decline the server answers, then another card books', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, THREE_DS, { day: 26, time: '10:00 am' });
  await payButton(page).click();
  await authenticate(page, 'Fail authentication');
  await expect(page.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await cardFields(page).getByLabel('Card Number').fill(APPROVE);
  await payButton(page).click();
  await expect(thanks(page)).toBeVisible();
  expectNoCardNumbers(seen, [THREE_DS, APPROVE]);
});

test('a free order (100 % coupon): no card fields, no card line, booked', async ({ page }) => {
  const seen = recordRequests(page);
  const tokens: string[] = [];
  page.on('request', (r) => void (/\/sandbox-pay\/(tokens|intents)/.test(r.url()) && tokens.push(r.url())));
  await addTickets(page, { day: 26, time: '11:00 am', adults: 1 });
  // The fields are there while the order costs something; typed into, then the coupon makes it free.
  await fillCard(page, APPROVE);
  await page.getByRole('group', { name: 'Coupon' }).getByLabel('Enter Coupon Code').fill('FREEDAY');
  await page.getByRole('group', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
  await expect(page.getByTitle('Secure card payment fields')).toHaveCount(0);
  await fillContact(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $0.00' }).click();
  await expect(thanks(page)).toBeVisible();
  const payment = seen.find((r) => r.url.endsWith('/middleware/api/Transactions'));
  expect(JSON.parse(payment?.body ?? '{}').Payments ?? []).toEqual([]);
  expect(tokens).toEqual([]);
  expectNoCardNumbers(seen, [APPROVE]);
});

test('card on file at the manage checkout: a dearer date paid off-session, the bank’s challenge first', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, THREE_DS, { day: 27, time: '10:00 am' });
  const booking = bookingOf(page);
  await payButton(page).click();
  await authenticate(page, 'Complete authentication');
  await expect(thanks(page)).toBeVisible();
  const id = await booking;

  await openBooking(page, { id, name: 'Lovelace', email: 'ada@example.com' });
  await page.getByRole('link', { name: 'Change Date/Time' }).click();
  await expect(page.getByRole('button', { name: /Timed Admission$/ }).first()).toBeVisible();
  await (await dayCell(page, 28)).getByRole('button', { name: '10:00 am Timed Admission' }).click();
  await expect(page).toHaveURL(/\/GT\/confimbookingchanges\?eventID=\d+/);
  await page.getByRole('button', { name: 'More Adult' }).click();
  await expect(page.getByLabel('Change summary')).toContainText('Amount to Pay$32.42');
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  await expect(page).toHaveURL(/\/GT\/managecheckout$/);
  await expect(page.getByRole('radio', { name: /Use Card on File/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $32.42' }).click();
  // The bank asks to authenticate the off-session charge: the same challenge, then the change is paid.
  await authenticate(page, 'Complete authentication');
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 3184$32.42');
  const change = seen.filter((r) => r.url.endsWith('/middleware/api/Transactions') && r.body.includes('UseCardOnFile'));
  expect(change.length).toBeGreaterThanOrEqual(2);
  expect(new Set(change.map((p) => p.body)).size).toBe(1);
  expectNoCardNumbers(seen, [THREE_DS]);
});

test('a refund: the booking paid in the hosted fields is cancelled, its money back to the card', async ({ page }) => {
  const seen = recordRequests(page);
  await checkoutWith(page, APPROVE, { day: 27, time: '11:00 am' });
  const booking = bookingOf(page);
  await payButton(page).click();
  await expect(thanks(page)).toBeVisible();
  const id = await booking;

  await openBooking(page, { id, name: 'Lovelace', email: 'ada@example.com' });
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Entire Booking' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toContainText('You are eligible for a refund of $32.42 through card on file.');
  await refund.getByRole('button', { name: 'Refund to Credit Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking has been cancelled.' })).toBeVisible();
  await expect(page.getByLabel('Transaction summary')).toContainText('Refunded to card visa-************4242$32.42');
  expectNoCardNumbers(seen, [APPROVE]);
});
