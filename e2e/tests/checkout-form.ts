/** Shared steps of the checkout journeys: tickets into the cart, the contact form, a sandbox card in the hosted fields, pay. */
import { expect, type Page } from '@playwright/test';
import { dayCell } from './venue';

/**
 * Adds `adults` and `children` of the Timed Admission slot `time` (e.g. '01:00 pm') `day` days
 * from the venue's today, and lands on /checkout.
 */
export async function addTickets(page: Page, o: { day: number; time: string; adults: number; children?: number }) {
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, o.day)).getByRole('button', { name: `${o.time} Timed Admission` }).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  for (let i = 0; i < o.adults; i++) await drawer.getByRole('button', { name: 'More Adult' }).click();
  for (let i = 0; i < (o.children ?? 0); i++) await drawer.getByRole('button', { name: 'More Child' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
}

export async function fillContact(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone (optional)').fill('3125550123');
  await page.getByLabel('Address 1 (optional)').fill('1 Harbor Way');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('Zipcode').fill('60601');
}

/** The provider's hosted card fields (the sandbox's iframe): the card is typed there, never into the store's page. */
export function cardFields(page: Page) {
  return page.getByTitle('Secure card payment fields').contentFrame();
}

/**
 * Scrolls to the card fields as a visitor does: their frame loads when it comes near the screen.
 * What stands there changes while the page starts (the cart's skeleton, the fields' own, the
 * frame), so a scroll to an element that has just been replaced is tried again.
 */
export async function scrollToCardFields(page: Page) {
  const fields = page.getByTitle('Secure card payment fields').or(page.getByRole('status', { name: 'Loading the card fields' }));
  await expect(() => fields.first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
}

/**
 * Types a sandbox test card into the hosted fields: `number`, CVV 123 and an expiry two years
 * ahead, in the store's layout (month and year selects, or one MM/YY field: `layout`).
 */
export async function fillCard(page: Page, number: string, layout: 'MonthYear' | 'SingleExpiry' = 'MonthYear') {
  await scrollToCardFields(page);
  const card = cardFields(page);
  const year = new Date().getFullYear() + 2;
  await card.getByLabel('Card Number').fill(number);
  await card.getByLabel('CVV').fill('123');
  if (layout === 'SingleExpiry') return card.getByLabel('Expiry').fill(`12/${String(year).slice(2)}`);
  await card.getByLabel('Month').selectOption('12');
  await card.getByLabel('Year').selectOption(String(year));
}
