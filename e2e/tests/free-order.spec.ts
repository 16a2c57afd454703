/**
 * A free order (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §2 "Free (zero total) orders skip the card form; two configured
 * messages are shown", §4 "Free orders pay with no token"): the 100 % coupon FREEDAY makes the
 * total $0.00; no card form, no card provider; a gift card cannot be applied to it; Pay completes
 * a zero-dollar transaction with a receipt and barcodes.
 */
import { expect, test } from './test';
import { addTickets, fillContact } from './checkout-form';

test('FREEDAY: a zero total needs no card, shows the two free-order messages and books with no provider call', async ({ page }) => {
  const provider: string[] = [];
  page.on('request', (r) => {
    // The card fields may load while the order still costs something; no card is tokenized or charged.
    if (/\/sandbox-pay\/(tokens|intents)/.test(r.url())) provider.push(r.url());
  });
  await addTickets(page, { day: 3, time: '12:00 pm', adults: 2, children: 1 });
  await page.getByRole('group', { name: 'Coupon' }).getByLabel('Enter Coupon Code').fill('FREEDAY');
  await page.getByRole('group', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: /^Total/ })).toContainText('$0.00');
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$0.00');
  await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
  await expect(page.getByText('Press Pay to confirm your booking.')).toBeVisible();
  await expect(page.getByTitle('Secure card payment fields')).toHaveCount(0);

  await page.getByRole('group', { name: 'Gift card' }).getByLabel('Enter Gift Card Number').fill('RNFQAPNJYAKQANEV');
  await page.getByRole('group', { name: 'Gift card' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('group', { name: 'Gift card' }).getByRole('alert')).toHaveText('Please add item in cart before applying Giftcard.');

  await fillContact(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $0.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['−$79.85', '$0.00', '$0.00', '$0.00']);
  await expect(page.getByRole('list', { name: 'Payments' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(4);
  expect(provider).toEqual([]);
});
