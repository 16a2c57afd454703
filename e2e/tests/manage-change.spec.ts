/**
 * Modify tickets (spec 02 §2.6: down with a refund, up with a payment,
 * 'Not Refundable', 'No tickets changes are applied.', the non-dismissable Refund Transaction
 * dialog) and change the date or time (§2.5: the calendar in change mode, its banner, the own
 * event not selectable, /confimbookingchanges with a price increase and with a refund).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults, eventAt, openBooking, seatsOf } from './manage-support';
import { dayCell } from './venue';

async function payWithCardOnFile(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/GT\/managecheckout$/);
  await expect(page.getByRole('radio', { name: /Use Card on File/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('modify tickets: down with a refund to the card, then up with a payment by the card on file', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 22, time: '09:00', adults: 3, lastName: 'Turing' });
  const seats = await seatsOf(request, owner.eventId);
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Modify Tickets & Add Ons' }).click();
  await expect(page).toHaveURL(/\/GT\/modifytickets$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Current Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('ErrorNo tickets changes are applied.');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  // The booked line only goes down.
  await expect(page.getByRole('button', { name: 'More Current Adult' })).toBeDisabled();
  await page.getByRole('button', { name: 'Fewer Current Adult' }).click();
  await page.getByRole('button', { name: 'Fewer Current Adult' }).click();
  const summary = page.getByLabel('Booking costs');
  await expect(summary).toContainText('Current Booking Cost$97.26');
  await expect(summary).toContainText('New Total Cost$32.42');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toHaveText(
    /Your new booking total is \$32\.42 and your total paid is \$97\.26\. You are eligible for a refund of \$64\.84 to a gift card or card on file\./,
  );
  await page.keyboard.press('Escape');
  await expect(refund).toBeVisible();
  await refund.getByRole('button', { name: 'Refund to Credit Card' }).click();
  await expect(page.getByLabel('Transaction summary')).toContainText('Refunded to card visa-************4242$64.84');
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Returned 2 × Adult: −$59.90');
  expect(await seatsOf(request, owner.eventId)).toBe(seats + 2);

  // Up: a child and a parking pass (an add-on); the parking pass is not refundable afterwards.
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Modify Tickets & Add Ons' }).click();
  await page.getByRole('button', { name: 'More Child' }).click();
  await page.getByRole('button', { name: 'More Parking Pass' }).click();
  await expect(summary).toContainText('New Total Cost$64.02');
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  await payWithCardOnFile(page, '$31.60');
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 4242$31.60');
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Added 1 × Child: $19.95');
  expect(await seatsOf(request, owner.eventId)).toBe(seats + 1);
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Modify Tickets & Add Ons' }).click();
  await expect(page.getByRole('row', { name: /Parking Pass/ }).getByText('Not Refundable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fewer Current Parking Pass' })).toBeDisabled();
});

test('change date/time: the calendar in change mode, a higher price paid, then a refund', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 23, time: '09:00', adults: 2, lastName: 'Curie' });
  const target = await eventAt(request, 24, '10:00');
  const targetSeats = target.seats;
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Change Date/Time' }).click();
  await expect(page).toHaveURL(/\/GT\/calendar\/1\?change=1/);
  await expect(page.getByRole('alert').filter({ hasText: `Changing booking ${owner.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
  // The month calendar opens on this month; days 23 and 24 may be in the next one.
  const open = async (day: number, time: string) => {
    await expect(page.getByRole('button', { name: /Timed Admission$/ }).first()).toBeVisible();
    await (await dayCell(page, day)).getByRole('button', { name: `${time} Timed Admission` }).click();
  };
  await open(23, '09:00 am');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is the date and time of your booking, please choose another.' }),
  ).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'This is the date and time' }).getByRole('button', { name: 'Close' }).click();
  await open(24, '10:00 am');
  await expect(page).toHaveURL(/\/GT\/confimbookingchanges\?eventID=\d+/);
  await expect(page.getByRole('table', { name: 'Original Tickets' })).toContainText('Adult2$59.90');
  await page.getByRole('button', { name: 'More Adult' }).click();
  const summary = page.getByLabel('Change summary');
  await expect(summary).toContainText('Original Cost$64.84');
  await expect(summary).toContainText('New Cost$97.26');
  await expect(summary).toContainText('Previous Payment$64.84');
  await expect(summary).toContainText('Amount to Pay$32.42');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  await payWithCardOnFile(page, '$32.42');
  await expect(page.getByLabel('Transaction summary')).toContainText('Paid by card 4242$32.42');
  expect(await seatsOf(request, target.id)).toBe(targetSeats - 3);

  // Back to one adult at the first time: a refund.
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Change Date/Time' }).click();
  await open(23, '09:00 am');
  await page.getByRole('button', { name: 'Fewer Adult' }).click();
  await page.getByRole('button', { name: 'Fewer Adult' }).click();
  await expect(page.getByLabel('Change summary')).toContainText('Amount to Pay-$64.84');
  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toContainText('Your new booking total is $32.42 and your total paid is $97.26.');
  await refund.getByRole('button', { name: 'Refund to Gift Card' }).click();
  await expect(page.getByRole('alert', { name: 'Your new gift card' })).toContainText('balance $64.84');
  expect(await seatsOf(request, target.id)).toBe(targetSeats);
});
