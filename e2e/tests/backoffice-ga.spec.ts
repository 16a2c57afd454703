import { expect, test } from '@playwright/test';

/**
 * GA tickets in the back office (docs/operator-guide.md#ga-tickets): the demo admin creates a GA
 * ticket with an original price above its price, entered in dollars, in the Aquarium Extras area;
 * it is in the list, and the storefront's GA tickets page shows it in its department with
 * "You Save" and the difference.
 */
test('an admin creates a GA ticket with an original price; the store shows it with You Save', async ({ page }) => {
  const name = `Sea Otter Chat ${Date.now()}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'GA tickets' }).click();
  await expect(page.getByRole('row').filter({ hasText: '4D Theater' })).toContainText('$10.00');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/^Price \(\$\)/).fill('12.50');
  await page.getByLabel('Original price ($)').fill('15');
  await page.getByRole('combobox', { name: 'Display area' }).click();
  await page.getByRole('option', { name: 'Aquarium Extras' }).click();
  await page.getByLabel('Department', { exact: true }).fill('Experiences');
  await page.getByLabel('Department order').fill('2');
  await page.getByLabel('Order within the department').fill('3');
  await page.getByLabel('Maximum quantity (0: none)').fill('6');
  await page.getByLabel('Terms and conditions').fill('Ten minutes with a keeper.');
  await page.getByRole('combobox', { name: 'Taxes' }).click();
  await page.getByRole('option', { name: 'Sales tax' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('Aquarium Extras');

  await page.goto('/GT/gatickets/Area/5');
  const ticket = page.getByRole('listitem').filter({ hasText: name });
  await expect(ticket).toContainText('$12.50');
  await expect(ticket).toContainText('You Save $2.50');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['4D Theater', 'Shark Tunnel Photo', 'Penguin Feeding', name]);
});
