/**
 * Buying timed tickets end to end: hold → checkout → sandbox card → confirmation with
 * receipt number, totals and barcodes; a declined card keeps the cart; validation messages;
 * reload keeps the cart.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets as addToCart, cardFields, fillCard, fillContact, scrollToCardFields } from './checkout-form';

/** Adds 2 adults and 1 child of tomorrow's 1 p.m. Timed Admission and lands on /checkout. */
async function addTickets(page: Page) {
  await addToCart(page, { day: 1, time: '01:00 pm', adults: 2, children: 1 });
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
}

test('buy 2 adults and 1 child with the approve card: receipt, totals, barcodes', async ({ page }) => {
  // The card fields come from the module named by the configuration (CardFieldsURL of gt.e2e.json).
  const module = page.waitForRequest((r) => r.url().endsWith('/sandbox-pay/card-fields.js?store=e2e'));
  await addTickets(page);
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: /Subtotal/ })).toContainText('$79.85');
  await expect(tickets.getByRole('row', { name: /^Tax/ })).toContainText('$6.59');
  await expect(tickets.getByRole('row', { name: /^Total/ })).toContainText('$86.44');
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expectNoSeriousAxeViolations(page);
  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await module;
  const pay = page.getByRole('button', { name: 'Pay $86.44' });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  await expect(page.getByText(/Your receipt number is \d+/)).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(summary).toHaveText(['$79.85', '$6.59', '$86.44']);
  // One QR code for the booking and one per ticket (Public.AdmissionCodeSymbology qr, the default), each rendered by the server.
  const barcodes = page.getByRole('img', { name: /QR code/ });
  await expect(barcodes).toHaveCount(4);
  for (const img of await barcodes.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: /Cart, 0 items/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // OK leaves for the configured address 2 seconds later (spec 02 §2.8).
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page).toHaveURL(/\/GT\/products$/, { timeout: 5000 });
});

test('card fields that cannot be loaded say the payment is not configured, and charge nothing', async ({ page }) => {
  await page.route('**/sandbox-pay/card-fields.js*', (route) => route.abort());
  const payments: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/Transactions') && payments.push(r.url())));
  await addTickets(page);
  const notConfigured = 'Global Payment is not configured correctly, please contact administrator for more details.';
  await scrollToCardFields(page);
  await expect(page.getByRole('alert')).toHaveText(notConfigured);
  await fillContact(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert')).toHaveText(notConfigured);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(payments).toEqual([]);
});

test('a declined card shows the provider message and keeps the cart to retry', async ({ page }) => {
  await addTickets(page);
  await fillContact(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: /^Total/ })).toContainText('$86.44');
});

test('the answer of the payment is lost: the same attempt is resent and the receipt appears, charged once', async ({ page }) => {
  await addTickets(page);
  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  // The first payment reaches the server (which books it) but its answer never reaches the page.
  const sent: { key: string; body: string }[] = [];
  const answers: { ReceiptNo: number; Payments: { PaymentReference: string }[] }[] = [];
  await page.route('**/middleware/api/Transactions', async (route) => {
    const req = route.request();
    sent.push({ key: req.headers()['idempotency-key'] ?? '', body: req.postData() ?? '' });
    const response = await route.fetch();
    answers.push(await response.json());
    if (sent.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Pay $86.44' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  // Resent as is (same key, same body), answered with the first booking: one receipt, one charge.
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(answers[1]).toEqual(answers[0]);
  await expect(page.getByText(`Your receipt number is ${answers[0]?.ReceiptNo}`)).toBeVisible();
  expect(answers[0]?.Payments).toHaveLength(1);
});

test('checkout validation messages', async ({ page }) => {
  await addTickets(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  // Under the field, and (the first in page order) in the dismissible alert (spec 02 §5).
  const main = page.getByRole('main');
  await expect(main.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('ErrorFirst Name is required.');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone (optional)').fill('312555');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(main.getByText('Please enter a valid phone #')).toBeVisible();
  // The card is checked by the provider's fields once the form is valid: its field marked and focused, its text under the fields.
  await fillContact(page);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(main.getByText('Card Number is required.')).toBeVisible();
  await expect(cardFields(page).getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(cardFields(page).getByLabel('Card Number')).toBeFocused();
});
