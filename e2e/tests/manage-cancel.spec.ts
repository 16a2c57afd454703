/**
 * Cancel a booking with a refund (spec 02 §2.4, §2.7, §2.8, §4.2, §4.5, §9):
 * the confirm dialog, the refund dialog's eligibility sentence, the automatic manage checkout
 * and the cancellation receipt; the refund to the card on file or to a new gift card that can
 * be spent at once; the seats back at once.
 */
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults, openBooking, seatsOf } from './manage-support';

test('cancel → refund to the card on file: receipt, seats back, the booking shows its refund', async ({ page, request }) => {
  const owner = await bookAdults(request, { day: 21, time: '09:00', adults: 2, lastName: 'Hopper' });
  const seats = await seatsOf(request, owner.eventId);
  await openBooking(page, owner);
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Booking' });
  await confirm.getByRole('button', { name: 'Go Back' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await confirm.getByRole('button', { name: 'Cancel Entire Booking' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  // Paid once by card: refunded through the card on file (spec 02 §6).
  await expect(refund).toContainText('You are eligible for a refund of $64.84 through card on file.');
  await expect(refund.getByRole('button', { name: 'Refund to Gift Card' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  // Not dismissed by Escape.
  await page.keyboard.press('Escape');
  await expect(refund).toBeVisible();
  await refund.getByRole('button', { name: 'Refund to Credit Card' }).click();
  // The manage checkout processes a card-on-file refund by itself.
  await expect(page).toHaveURL(/\/GT\/managecheckout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking has been cancelled.' })).toBeVisible();
  const summary = page.getByLabel('Transaction summary');
  await expect(summary).toContainText('Refunded to card visa-************4242$64.84');
  await expect(summary).toContainText('Total refunded$64.84');
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Returned 2 × Adult: −$59.90');
  await expectNoSeriousAxeViolations(page);
  expect(await seatsOf(request, owner.eventId)).toBe(seats + 2);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/GT\/products$/, { timeout: 5000 });
  // Found again: cancelled, its refund listed, nothing left to change.
  await openBooking(page, owner);
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
});

test('cancel a booking paid by gift card → refund to a new gift card, whose number and balance the receipt shows and which pays at once', async ({
  page,
  request,
}) => {
  await openBooking(page, { id: '5173062844', name: 'Garcia', email: 'leo.garcia@example.com' });
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Entire Booking' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toContainText('You are eligible for a refund of $64.84 to a gift card.');
  await refund.getByRole('button', { name: 'Refund to Gift Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking has been cancelled.' })).toBeVisible();
  const card = page.getByRole('alert', { name: 'Your new gift card' });
  await expect(card).toContainText(/Your new gift card: [0-9A-HJKMNP-TV-Z]{16}, PIN \d{4}, balance \$64\.84\./);
  const [, number, pin] = /card: (\w{16}), PIN (\d{4})/.exec((await card.textContent()) ?? '') ?? [];
  const held = await request.post('/api/v1/giftcardholds', { data: { GiftcardNo: number, Pin: pin, Amount: 100 } });
  expect((await held.json()).HoldAmount).toBe(64.84);
  await request.delete(`/api/v1/giftcardholds?GiftcardHoldRef=${(await held.json()).GiftcardHoldRef}`);
});

test('a gift-card-only booking offers only the gift card', async ({ page }) => {
  await openBooking(page, { id: '7052641938', name: 'Chen', email: 'sam.chen@example.com' });
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Entire Booking' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Transaction' });
  await expect(refund).toContainText('You are eligible for a refund of $118.00 to a gift card.');
  await expect(refund.getByRole('button', { name: 'Refund to Credit Card' })).toHaveCount(0);
  await refund.getByRole('button', { name: 'Go Back' }).click();
  await expect(refund).toBeHidden();
});
