import { expect, test, type Page } from '@playwright/test';

/**
 * The catalogue in the back office: the demo admin creates a cost rate,
 * then a tour product with a price at it and at the standard rate, entered in dollars (stored
 * as cents), and sees both in their lists; the storefront's API prices the product at once.
 */
test('an admin creates a cost rate and a product with prices, and sees them in the lists', async ({ page, request }) => {
  const rateName = `Teacher ${Date.now()}`;
  const productName = `Family Pass ${Date.now()}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill('admin@example.org');
  await page.getByLabel('Password').fill('harbor-lights-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('menuitem', { name: 'Cost rates' }).click();
  await expect(page.getByRole('cell', { name: 'Military', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(rateName);
  await page.getByLabel('Group', { exact: true }).fill('teacher');
  await page.getByRole('button', { name: 'Save' }).click();
  const rateRow = page.getByRole('row').filter({ hasText: rateName });
  await expect(rateRow).toContainText('teacher');

  await page.getByRole('menuitem', { name: 'Tour products' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Parking Pass' })).toContainText('$10.00');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(productName);
  const prices = page.getByRole('group', { name: 'Prices per cost rate' }).or(page.locator('.ra-input-prices'));
  await prices.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Cost rate' }).first().click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await page.getByLabel('Price ($)').first().fill('89.95');
  await prices.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Cost rate' }).nth(1).click();
  await page.getByRole('option', { name: rateName }).click();
  await page.getByLabel('Price ($)').nth(1).fill('79.50');
  await page.getByRole('combobox', { name: 'Taxes' }).click();
  await page.getByRole('option', { name: 'Sales tax' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();

  const productRow = page.getByRole('row').filter({ hasText: productName });
  await expect(productRow).toContainText('Standard');
  await expect(productRow).toContainText('$89.95');
  await expect(productRow).toContainText(rateName);
  await expect(productRow).toContainText('$79.50');
  await expect(productRow).toContainText('Sales tax');

  // The storefront's API prices it at once, in dollars from the cents stored.
  const found = await request.get('/api/v1/tourproducts?TourProductID=' + (await productIdOf(page, productName)));
  const [product] = (await found.json()) as { TourProductName: string; PriceMatrix: { Price: number }[] }[];
  expect([product?.TourProductName, product?.PriceMatrix.map((p) => p.Price)]).toEqual([productName, [89.95, 79.5]]);
});

/** The id of the product named `name`, from the edit page its row opens. */
async function productIdOf(page: Page, name: string): Promise<string> {
  await page.getByRole('row').filter({ hasText: name }).click();
  await page.waitForURL(/\/admin\/tour-products\/\d+$/);
  return page.url().split('/').at(-1) ?? '';
}
