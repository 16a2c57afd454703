/** Steps of the checkout shared by the journeys of issue 14 (the form's steps are checkout-form's). */
import { expect, type Page } from '@playwright/test';

export { fillCard, fillContact } from './checkout-form';

/** The checkout's Amount To Pay row (the order summary under the cart tables). */
export const amountToPay = (page: Page) => page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ });

/** Ticks the terms, pays `amount` and waits for the receipt. */
export async function payAndConfirm(page: Page, amount: string) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
}
