/**
 * The donation and the transaction fee (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §2 "Donation box", "Donation row;
 * transaction fee row", §4 "Donation popup", §5 "Donation", §9 fee rules) on the store with the
 * fee on (3 % of the subtotal + $0.50) and the one-time donation popup (gt.e2e-promotions.json):
 * a donation given through the popup, its Other range and refusal, Donate disabled once given,
 * the popup not shown again; the fee as its own row; both on the receipt, paid to the cent.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { PROMOTIONS_STORE_URL } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillCard, fillContact } from './checkout-form';

test.use({ baseURL: PROMOTIONS_STORE_URL });

const summaryRow = (page: Page, name: RegExp) => page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name });

async function pay(page: Page, amount: string) {
  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
}

test('a donation through the one-time popup: Other within its range, Donate disabled once given, on the receipt', async ({ page }) => {
  await addTickets(page, { day: 1, time: '12:00 pm', adults: 1 });
  const popup = page.getByRole('dialog', { name: 'Support our mission' });
  await expect(popup).toContainText('Your gift helps care for our animals and exhibits.');
  await expectNoSeriousAxeViolations(page);
  await popup.getByRole('radio', { name: 'Other' }).check();
  const other = popup.getByRole('textbox', { name: '$1.00 - $1,000.00' });
  await other.fill('5000');
  await popup.getByRole('button', { name: 'Donate' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Please enter a valid donation amount.');
  await other.fill('12.50');
  await popup.getByRole('button', { name: 'Donate' }).click();
  await expect(popup).toBeHidden();

  await expect(summaryRow(page, /Donation to the Harbor Lights Conservation Fund/)).toContainText('$12.50');
  // The fee: 3 % of the $29.95 subtotal (90 ¢) + $0.50; the order: $32.42 + $12.50 + $1.40.
  await expect(summaryRow(page, /Booking fee/)).toContainText('$1.40');
  await expect(summaryRow(page, /Amount To Pay/)).toContainText('$46.32');
  const box = page.getByRole('region', { name: 'Support our mission' });
  await expect(box.getByRole('button', { name: 'Donate' })).toBeDisabled();
  await expect(box.getByRole('status')).toHaveText('Thank you! Your donation of $12.50 is in your order.');

  // Shown once per cart.
  await page.reload();
  await expect(summaryRow(page, /Amount To Pay/)).toContainText('$46.32');
  await expect(popup).toHaveCount(0);

  await pay(page, '$46.32');
  await expect(page.getByRole('term')).toHaveText(['Donation to the Harbor Lights Conservation Fund', 'Booking fee', 'Total sales excluding tax', 'Total tax', 'Total paid']);
  await expect(page.getByRole('definition')).toHaveText(['$12.50', '$1.40', '$43.85', '$2.47', '$46.32']);
});

test('the transaction fee is its own row, in the total and on the receipt; No Thanks closes the popup for good', async ({ page }) => {
  await addTickets(page, { day: 1, time: '03:00 pm', adults: 2 });
  await page.getByRole('dialog', { name: 'Support our mission' }).getByRole('button', { name: 'No Thanks' }).click();
  await expect(page.getByRole('dialog', { name: 'Support our mission' })).toHaveCount(0);
  // 3 % of $59.90 ($1.80) + $0.50.
  await expect(summaryRow(page, /Booking fee/)).toContainText('$2.30');
  await expect(summaryRow(page, /Order total/)).toContainText('$67.14');
  await expect(summaryRow(page, /Amount To Pay/)).toContainText('$67.14');
  // A coupon lowers the subtotal and with it the fee: 10 % off → $53.91 → $1.62 + $0.50.
  await page.getByRole('group', { name: 'Coupon' }).getByLabel('Enter Coupon Code').fill('SAVE10');
  await page.getByRole('group', { name: 'Coupon' }).getByRole('button', { name: 'Apply' }).click();
  await expect(summaryRow(page, /Booking fee/)).toContainText('$2.12');
  await expect(summaryRow(page, /Amount To Pay/)).toContainText('$60.48');
  await page.reload();
  await expect(summaryRow(page, /Amount To Pay/)).toContainText('$60.48');
  await expect(page.getByRole('dialog', { name: 'Support our mission' })).toHaveCount(0);

  await pay(page, '$60.48');
  await expect(page.getByRole('definition')).toHaveText(['−$5.99', '$2.12', '$56.03', '$4.45', '$60.48']);
});
