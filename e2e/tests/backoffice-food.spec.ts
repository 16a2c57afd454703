/**
 * Food in the back office (docs/operator-guide.md#food-ordering): the demo admin creates an option
 * product and a menu product with a required single-choice option group (prices in dollars), places
 * it on the café's Bakery & Lunch menu; a visitor orders it in the storefront choosing an option;
 * the order appears on the kitchen screen with that option. Then the admin marks it sold out today
 * and the storefront's menu leaves it out.
 */
import { expect, test } from './test';
import { fillContactAndCard, openCafeMenu } from './food-support';

test('an admin adds a product with a required option group; a visitor orders it; the kitchen sees the option', async ({ page, browser }, testInfo) => {
  // Two browsers and a long journey (four back office screens, a storefront order, the kitchen).
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const option = `Spelt ${stamp}`;
  const product = `Reuben ${stamp}`;
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await admin.goto('/admin/');
  await admin.getByLabel('E-mail address').fill('admin@example.org');
  await admin.getByLabel('Password').fill('harbor-lights-admin');
  await admin.getByRole('button', { name: 'Sign in' }).click();

  // The option choice is a food product of its own: its price is what choosing it adds.
  await admin.getByRole('menuitem', { name: 'Food products' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Turkey Club' })).toContainText('$10.95');
  await admin.screenshot({ path: testInfo.outputPath('food-products-1366.png'), fullPage: true });
  await admin.getByRole('link', { name: 'Create' }).click();
  await admin.getByLabel('Name').fill(option);
  await admin.getByLabel('Price ($)').fill('1.25');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row').filter({ hasText: option })).toContainText('$1.25');

  await admin.getByRole('link', { name: 'Create' }).click();
  await admin.getByLabel('Name').fill(product);
  await admin.getByLabel('Description').fill('Corned beef, sauerkraut and Swiss.');
  await admin.getByLabel('Price ($)').fill('12.50');
  await admin.getByRole('combobox', { name: 'Taxes' }).click();
  await admin.getByRole('option', { name: 'Sales tax' }).click();
  await admin.keyboard.press('Escape');
  const groups = admin.locator('.ra-input-optionGroups');
  await groups.getByRole('button', { name: 'Add' }).click();
  await admin.getByLabel('Option group').fill('Bread');
  await admin.getByLabel('Required: exactly one choice').check();
  const addChoice = groups.locator('.ra-input-optionGroups\\.0\\.choices').getByRole('button', { name: 'Add' }).or(groups.getByRole('button', { name: 'Add' }).first());
  await addChoice.first().click();
  await admin.getByRole('combobox', { name: 'Choice' }).first().click();
  await admin.getByRole('option', { name: 'Sourdough' }).click();
  await addChoice.first().click();
  await admin.getByRole('combobox', { name: 'Choice' }).nth(1).click();
  await admin.getByRole('option', { name: option }).click();
  await admin.screenshot({ path: testInfo.outputPath('food-product-form-1366.png'), fullPage: true });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row').filter({ hasText: product })).toContainText('Bread (required)');

  await admin.getByRole('menuitem', { name: 'Food menus' }).click();
  await admin.getByRole('row').filter({ hasText: 'Bakery & Lunch' }).click();
  await admin.getByRole('combobox', { name: 'Products' }).nth(1).click();
  await admin.getByRole('option', { name: product }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Bakery & Lunch' })).toContainText('Sandwiches (2)');

  await admin.getByRole('menuitem', { name: 'Food locations' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Reef Café' })).toContainText('Reef Terrace tables, Café pickup counter');
  await admin.screenshot({ path: testInfo.outputPath('food-locations-1366.png'), fullPage: true });
  await admin.getByRole('row').filter({ hasText: 'Reef Café' }).click();
  await expect(admin.getByLabel('Name')).toHaveValue('Reef Café');
  await admin.screenshot({ path: testInfo.outputPath('food-location-form-1366.png'), fullPage: true });
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: testInfo.outputPath('food-location-form-375.png'), fullPage: true });
  await admin.setViewportSize({ width: 1366, height: 900 });

  // The visitor orders it with the new bread.
  await openCafeMenu(page, 'Bakery & Lunch');
  await page.getByRole('button', { name: `Add ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: product });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await dialog.getByLabel('Bread (Required)').click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  // $12.50 + $1.25 (ShowOrderItemPriceAs 'subtotal').
  await page.getByRole('button', { name: 'Checkout $13.75' }).click();
  await page.getByRole('link', { name: 'Finish & Pay' }).click();
  await fillContactAndCard(page);
  await page.getByLabel('Phone').fill('3125550123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const heading = page.getByRole('heading', { name: /^Order number \d+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())?.match(/\d+/)?.[0];

  await admin.getByRole('menuitem', { name: 'Kitchen' }).click();
  const card = admin.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(card).toContainText(`1 × ${product}`);
  await expect(card).toContainText(option);

  // Sold out today: the storefront's menu leaves it out.
  await admin.getByRole('menuitem', { name: 'Food products' }).click();
  const row = admin.getByRole('row').filter({ hasText: product });
  await row.getByRole('button', { name: `Sold out today: ${product}` }).click();
  await expect(row).toContainText('Sold out');
  await expect(row.getByRole('button', { name: `Back on sale: ${product}` })).toBeVisible();
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: testInfo.outputPath('food-products-375.png'), fullPage: true });
  await openCafeMenu(page, 'Bakery & Lunch');
  await expect(page.getByRole('button', { name: 'Add Turkey Club' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product}` })).toHaveCount(0);
  await admin.context().close();
});
