/**
 * A coupon on a date change (spec 02 §2.5 "a coupon code entry with Apply", "coupon applied" in
 * the summary, §4.7, §5 "Coupon"): on /confimbookingchanges an empty entry and a used-up code are
 * refused in the message box, SAVE10 holds the new time's seats and takes 10 % off the new
 * tickets (New Cost, Coupon Applied, Amount to Pay), the tickets keep their quantities while it
 * is applied, and Confirm Changes refunds the difference to the card; the receipt shows the
 * coupon. The booking is the journey's own (bought through the API).
 */
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults, eventAt, openBooking, seatsOf } from './manage-support';
import { dayCell } from './venue';

test('change date/time with a coupon: SAVE10 lowers the new cost and the difference is refunded', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 25, time: '09:00', adults: 2, lastName: 'Hopper' });
  const target = await eventAt(request, 26, '10:00');
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Change Date/Time' }).click();
  await expect(page.getByRole('button', { name: /Timed Admission$/ }).first()).toBeVisible();
  await (await dayCell(page, 26)).getByRole('button', { name: '10:00 am Timed Admission' }).click();
  await expect(page).toHaveURL(/\/GT\/confimbookingchanges\?eventID=\d+/);

  const coupon = page.getByRole('group', { name: 'Coupon' });
  const message = (text: string) => page.getByRole('alert').filter({ hasText: text });
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(message('Please enter Coupon number.')).toBeVisible();
  await message('Please enter Coupon number.').getByRole('button', { name: 'Close' }).click();
  await coupon.getByLabel('Enter Coupon Code').fill('LAUNCH');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(message('This Coupon is used maximum number of times.')).toBeVisible();
  await message('This Coupon is used maximum number of times.').getByRole('button', { name: 'Close' }).click();
  // The refused coupon released the selection's hold.
  expect(await seatsOf(request, target.id)).toBe(target.seats);

  await coupon.getByLabel('Enter Coupon Code').fill('SAVE10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Applied coupons' })).toHaveText(/Coupon SAVE10 applied/);
  expect(await seatsOf(request, target.id)).toBe(target.seats - 2);
  const summary = page.getByLabel('Change summary');
  await expect(summary).toContainText('Original Cost$64.84');
  await expect(summary).toContainText('New Cost$58.36');
  await expect(summary).toContainText('Coupon AppliedSAVE10 (-$6.48)');
  await expect(summary).toContainText('Previous Payment$64.84');
  await expect(summary).toContainText('Amount to Pay-$6.48');
  await page.getByRole('button', { name: 'More Adult' }).click();
  await expect(message('Please remove coupon code to make futher changes.')).toBeVisible();
  await message('Please remove coupon code to make futher changes.').getByRole('button', { name: 'Close' }).click();
  await expect(summary).toContainText('New Cost$58.36');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Confirm Changes' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toContainText('Your new booking total is $58.36 and your total paid is $64.84.');
  await refund.getByRole('button', { name: 'Refund to Credit Card' }).click();
  await expect(page.getByLabel('Transaction summary')).toContainText('Refunded to card visa-************4242$6.48');
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Added 2 × Adult: $59.90 (coupon SAVE10: −$5.99) = $53.91');
  // The seats held when the coupon was applied are the booking's now: no second hold.
  expect(await seatsOf(request, target.id)).toBe(target.seats - 2);
});
