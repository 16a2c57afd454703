/** Steps of the checkout shared by the journeys of docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought (the form's steps are checkout-form's). */
import { expect, type Page } from '@playwright/test';
import { dayCell } from './venue';

export { fillCard, fillContact } from './checkout-form';

/** Adds one adult at 2 p.m. three days ahead (Timed Admission) through the calendar and drawer; on the checkout after. */
export async function addAdult(page: Page) {
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 3)).getByRole('button', { name: '02:00 pm Timed Admission' }).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
}

/** The checkout's Amount To Pay row (the order summary under the cart tables). */
export const amountToPay = (page: Page) => page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ });

/** Ticks the terms, pays `amount` and waits for the receipt. */
export async function payAndConfirm(page: Page, amount: string) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
}
