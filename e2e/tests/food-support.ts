/** A visitor's food order at the Reef Café (food.spec.ts, backoffice-kitchen.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fillCard } from './checkout-form';

/** Opens a menu of the Reef Café (the kiosk is closed), ordering to Reef Terrace tables. */
export async function openCafeMenu(page: Page, menu = 'Coffee & Tea') {
  await page.goto('/GT/orderlocation');
  await expect(page.getByRole('button', { name: 'Shark Bites Kiosk Not Open' })).toBeDisabled();
  await expect(page.getByText(/^Open Today : \d\d:\d\d [ap]m - \d\d:\d\d [ap]m$/)).toHaveCount(2);
  await expect(page.getByText('Avg Wait Time : 10 minutes')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Order Now at Reef Café' }).click();
  await expect(page.getByRole('button', { name: 'Browse Menu' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Reef Terrace tables' }).check();
  await page.getByRole('button', { name: 'Browse Menu' }).click();
  await expect(page.getByText('You are ordering from Reef Café')).toBeVisible();
  await page.getByRole('link', { name: menu }).click();
}

/** Adds a latte with the given milk, the Extra Shot and notes (or none). */
export async function addLatte(page: Page, milk: string, notes: string) {
  await page.getByRole('button', { name: 'Add Latte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Latte' });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await dialog.getByLabel('Milk (Required)').click();
  await page.getByRole('option', { name: new RegExp(`^${milk}`) }).click();
  await dialog.getByRole('button', { name: 'Extras' }).click();
  await dialog.getByRole('checkbox', { name: 'Extra Shot (+$0.75)' }).check();
  if (notes) await dialog.getByLabel('Special instructions').fill(notes);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
}

export async function fillContactAndCard(page: Page) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('Zipcode').fill('60601');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}
