import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { fillCard } from './checkout-form';

/**
 * Memberships in the back office (docs/operator-guide.md#memberships): the demo admin creates a
 * membership package with one membership type (price in dollars, a year), a visitor joins it in
 * the storefront and pays, and the new member is found in the back office's member search by
 * e-mail, with their member number; the desk extends the membership by a year. The desk adds a
 * membership by hand and finds it in the member search.
 */
async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a package; a visitor joins it; the member appears in the member search', async ({ page }) => {
  const packageName = `Reef Keeper ${Date.now()}`;
  const email = `reef.${Date.now()}@example.com`;
  await signIn(page);

  await page.getByRole('menuitem', { name: 'Membership packages' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Family Membership' })).toContainText('Adult $75.00, Child $25.00');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(packageName);
  await page.getByLabel('Description').fill('A year of visits and member prices for one reef keeper.');
  await page.getByRole('combobox', { name: 'Member cost rate' }).click();
  await page.getByRole('option', { name: 'Member', exact: true }).click();
  await page.getByLabel('Type name').fill('Keeper');
  await page.getByLabel('Price ($)').fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: packageName });
  await expect(row).toContainText('Keeper $60.00');
  await expect(row).toContainText('Member');

  // A visitor joins the new package in the storefront and pays.
  await page.goto('/GT/memberships');
  await page.getByRole('link', { name: `Join ${packageName}` }).click();
  const primary = page.getByRole('dialog', { name: 'Primary Member' });
  await primary.getByLabel('First Name').fill('Marina');
  await primary.getByLabel('Last Name').fill('Coral');
  await primary.getByLabel('Email').fill(email);
  await primary.getByLabel('Address 1').fill('9 Harbor Way');
  await choose(page, primary, 'State', 'Texas');
  await primary.getByLabel('City').fill('Galveston');
  await primary.getByLabel('Zipcode').fill('77550');
  await primary.getByRole('button', { name: 'Save' }).click();
  await expect(primary).toBeHidden();
  await page.getByRole('button', { name: 'Continue Joining' }).click();
  await expect(page.getByRole('region', { name: 'Keeper', exact: true })).toContainText('Marina Coral (primary member)');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await page.getByLabel('First Name').fill('Marina');
  await page.getByLabel('Last Name').fill('Coral');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('4095550188');
  await page.getByLabel('Address 1 (optional)').fill('9 Harbor Way');
  await choose(page, page.locator('form'), 'State', 'Texas');
  await page.getByLabel('City').fill('Galveston');
  await page.getByLabel('Zipcode').fill('77550');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $60.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Marina Coral!' })).toBeVisible();
  const memberNo = ((await page.getByText(/Member # \d{9}/).first().textContent()) ?? '').match(/\d{9}/)?.[0] ?? '';
  expect(memberNo).toMatch(/^\d{9}$/);

  // The back office finds the new member by e-mail, with their member number and package.
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.getByLabel('Name, e-mail or member number').fill(email);
  // The search applies after a pause: click the row of the filtered list, not of the one it replaces.
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  const found = page.getByRole('row').filter({ hasText: 'Marina Coral' });
  await expect(found).toContainText(packageName);
  await expect(found).toContainText(memberNo);
  await expect(found).toContainText('Current');
  await found.click();
  await expect(page.getByRole('cell', { name: memberNo })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Keeper' })).toBeVisible();

  // The desk extends the membership by a year.
  const expiry = (await page.getByText(/^\d{4}-\d{2}-\d{2}$/).nth(1).textContent()) ?? '';
  const later = `${Number(expiry.slice(0, 4)) + 1}${expiry.slice(4)}`;
  await page.getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend membership' });
  await dialog.getByLabel('New expiry date').fill(later);
  await dialog.getByRole('button', { name: 'Extend membership' }).click();
  await expect(page.getByText('Membership extended.')).toBeVisible();
  await expect(page.getByText(later).first()).toBeVisible();
});

test('the desk adds a membership by hand and finds it in the member search', async ({ page }) => {
  const lastName = `Tern${Date.now()}`;
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.getByRole('link', { name: 'Add membership' }).click();
  await choose(page, page.locator('form'), 'Package', 'Individual Membership');
  await page.getByLabel('Expiry date').fill(nextYear);
  await page.getByLabel('Reason').fill('Complimentary: volunteer');
  await choose(page, page.locator('form'), 'Membership type', 'Individual Adult');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(`${lastName.toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();

  // The new membership's page: one primary member with a new member number, until the chosen date.
  await expect(page.getByText(`: Robin ${lastName}`).first()).toBeVisible();
  const memberNo = (await page.getByRole('cell', { name: /^\d{9}$/ }).textContent()) ?? '';
  await expect(page.getByRole('cell', { name: 'Individual Adult' })).toBeVisible();
  await expect(page.getByText(nextYear).first()).toBeVisible();

  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.getByLabel('Name, e-mail or member number').fill(memberNo);
  const found = page.getByRole('row').filter({ hasText: `Robin ${lastName}` });
  await expect(found).toContainText('Individual Membership');
  await expect(found).toContainText('Current');
});
