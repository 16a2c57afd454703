import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookAdults, seatsOf } from './manage-support';

/**
 * Bookings at the desk: a booking bought through the public API as the
 * storefront buys it is found by name in the back office, one of its three tickets is refunded
 * at the desk with a reason, and the booking's page shows the refund (to the card, confirmed by
 * the provider) in its history, the ticket given back and the operator's note; the seat is free.
 */
test('the box office finds a booking by name and refunds one ticket of it with a reason', async ({ page, request }) => {
  const lastName = `Lovelace${String.fromCharCode(97 + Math.floor(Math.random() * 26))}${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`;
  const owner = await bookAdults(request, { day: 27, time: '11:00', adults: 3, lastName });
  const seats = await seatsOf(request, owner.eventId);

  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await page.getByLabel('Booking ID, name, e-mail or receipt').fill(lastName.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: owner.id });
  await expect(row).toContainText(`Grace ${lastName}`);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one booking
  await expectNoSeriousAxeViolations(page);
  await row.click();

  await expect(page.getByText(`Booking ${owner.id}: Grace ${lastName}`)).toBeVisible();
  await expect(page.getByText('$97.26').first()).toBeVisible(); // 3 × $32.42 paid
  await page.getByRole('button', { name: 'Partial refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund some tickets' });
  await dialog.getByLabel('Adult: tickets to refund (of 3)').fill('1');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  // The reason is required.
  await expect(dialog.getByText('A reason is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('One guest is ill; refunded at the desk');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Done: refunded $32.42 to the card.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Tickets' }).click();
  const adult = page.getByRole('row').filter({ hasText: 'Adult' });
  await expect(adult.getByRole('cell').nth(1)).toHaveText('2');
  await page.getByRole('tab', { name: 'History' }).click();
  const refund = page.getByRole('row').filter({ hasText: 'Refund to card' });
  await expect(refund).toContainText('-$32.42');
  await expect(refund).toContainText('Refunded');
  await expect(
    page.getByRole('row').filter({ hasText: 'booking.refund by admin@example.org: One guest is ill; refunded at the desk' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await seatsOf(request, owner.eventId)).toBe(seats + 1);
});
