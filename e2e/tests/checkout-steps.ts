/** Steps of the checkout form shared by the journeys of issue 14 (contact details, the sandbox card, Pay). */
import { expect, type Page } from '@playwright/test';

/** The checkout's Amount To Pay row (the order summary under the cart tables). */
export const amountToPay = (page: Page) => page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ });

export async function fillContact(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Address 1 (optional)').fill('1 Harbor Way');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('Zipcode').fill('60601');
}

export async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card Number', exact: true }).fill(number);
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').click();
  await page.getByRole('option', { name: '12' }).click();
  await page.getByLabel('Year').click();
  await page.getByRole('option', { name: String(new Date().getFullYear() + 2) }).click();
}

/** Ticks the terms, pays `amount` and waits for the receipt. */
export async function payAndConfirm(page: Page, amount: string) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
}
