/**
 * Pay a balance owing (spec 02 §2.4 Make Payment, §2.7, §4.3, §4.6, §5
 * "Additional payment amount"): the editable Amount to Pay (above 0, at most the balance, else
 * 0), a gift card and a new card, then the card on file for the rest; Pay only with the terms
 * ticked.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fillCard } from './checkout-form';
import { openBooking } from './manage-support';

const KOFI = { id: '2837465190', name: 'Mensah', email: 'kofi.mensah@example.com' };

async function fillAddressAndCard(page: Page) {
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('Zipcode').fill('60601');
  await fillCard(page, '4242 4242 4242 4242');
}

test('pay part of a balance with a gift card and a new card (To Pay and Pay say the card’s part), then the rest with the card on file', async ({ page }) => {
  await openBooking(page, KOFI);
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  // An adult ($29.95) and a child ($19.95) with 8.25 % tax: $54.02 owing.
  await expect(page.getByLabel('Booking totals')).toContainText('Balance Owing$54.02');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/GT\/managecheckout$/);
  const amount = page.getByLabel('Amount to Pay');
  await expect(amount).toHaveValue('54.02');
  for (const wrong of ['0', '54.03', 'abc']) {
    await amount.fill(wrong);
    await amount.blur();
    await expect(amount).toHaveValue('0.00');
  }
  await amount.fill('30');
  await amount.blur();
  await expect(amount).toHaveValue('30.00');
  // A $20 gift card pays part: the card pays the rest.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('ErrorPlease enter Giftcard number.');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Gift Card Number').fill('HT4KZP8WQ2M7RX5N');
  await expect(page.getByRole('heading', { name: 'To Pay: $30.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Gift card ****M7RX5N: $20.00')).toBeVisible();
  // To Pay and the Pay button say what is left for the card once the gift card pays its part.
  await expect(page.getByRole('heading', { name: 'To Pay: $10.00' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Pay $10.00 by card' })).toBeVisible();
  // No card on file yet: a new card, with the contact prefilled from the booking.
  await expect(page.getByRole('radio', { name: /Use Card on File/ })).toHaveCount(0);
  await expect(page.getByLabel('First Name')).toHaveValue('Kofi');
  await expect(page.getByLabel('Email')).toHaveValue('kofi.mensah@example.com');
  await fillAddressAndCard(page);
  const pay = page.getByRole('button', { name: 'Pay $10.00' });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expectNoSeriousAxeViolations(page);
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Kofi Mensah!' })).toBeVisible();
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid with gift card ****M7RX5N$20.00');
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 4242$10.00');
  await expect(page.getByLabel('Booking totals')).toContainText('Balance Owing$24.02');
  await expect(page.getByRole('img', { name: /Booking 2837465190 QR code/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await openBooking(page, KOFI);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByLabel('Amount to Pay')).toHaveValue('24.02');
  await expect(page.getByRole('radio', { name: 'Use Card on File (visa-************4242)' })).toBeChecked();
  await expect(page.getByTitle('Secure card payment fields')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $24.02' }).click();
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 4242$24.02');
  await expect(page.getByLabel('Booking totals')).toContainText('Balance Owing$0.00');
  await openBooking(page, KOFI);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
});
