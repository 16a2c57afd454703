/**
 * Food ordering to a tab (docs/food-ordering.md): choose the open café (the kiosk is not open), a tab
 * location, a menu; order a latte with a required and an optional option and notes; an equal
 * item merges into its line; editing a line into an equal one merges them; a line is removed
 * after the confirmation; pay at /checkout (phone required) and get the order number and
 * location; the kitchen feed has the order with its options and notes. Food and tickets exclude
 * each other both ways with the configured messages.
 */
import { expect, test } from './test';
import { KITCHEN_KEY } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './axe';
import { dayCell } from './venue';
import { addLatte, fillContactAndCard, openCafeMenu } from './food-support';

test('order with options and notes, merge, edit, remove, pay; the kitchen feed has the order', async ({ page, request }) => {
  await openCafeMenu(page);
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page.getByText('Please select item first')).toBeVisible();
  await addLatte(page, 'Oat Milk', 'extra hot');
  await addLatte(page, 'Oat Milk', 'extra hot'); // equal: merges into the first line
  await addLatte(page, 'Almond Milk', '');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the menus' }).click();
  await page.getByRole('link', { name: 'Bakery & Lunch' }).click();
  await page.getByRole('button', { name: 'Add Croissant' }).click();
  await page.getByRole('dialog', { name: 'Croissant' }).getByRole('button', { name: 'Add to cart' }).click();
  // Subtotal (ShowOrderItemPriceAs 'subtotal'): 3 lattes × $5.85 + $3.50.
  await page.getByRole('button', { name: 'Checkout $21.05' }).click();

  await expect(page).toHaveURL(/\/GT\/revieworderproducts$/);
  const lines = page.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Oat Milk, Extra Shot');
  await expect(lines.nth(0)).toContainText('extra hot');
  await expect(lines.nth(0)).toContainText('x 2');
  await expect(page.getByRole('timer')).toHaveText(/^Please complete your order within 1[45]:\d\d$/);
  await expectNoSeriousAxeViolations(page);

  // Editing the almond latte into the oat one merges the two lines.
  await lines.nth(1).getByRole('button', { name: 'Edit Latte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Latte' });
  await dialog.getByLabel('Milk (Required)').click();
  await page.getByRole('option', { name: /^Oat Milk/ }).click();
  await dialog.getByLabel('Special instructions').fill('extra hot');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('x 3');

  await lines.nth(1).getByRole('button', { name: 'Remove Croissant' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove Croissant' })).toContainText('You are about to remove the item from cart. are you sure?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(lines).toHaveCount(1);
  const totals = page.getByRole('definition');
  await expect(totals).toHaveText(['$17.55', '$1.44', '$18.99']);

  await page.getByRole('link', { name: 'Finish & Pay' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('table', { name: 'Order products' })).toContainText('Oat Milk, Extra Shot');
  await fillContactAndCard(page);
  await page.getByRole('button', { name: 'Pay $18.99' }).click();
  await expect(page.getByRole('main').getByText('Phone is required.')).toBeVisible();
  await page.getByLabel('Phone').fill('3125550123');
  await page.getByRole('button', { name: 'Pay $18.99' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Grace Hopper!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Order number \d+$/ })).toBeVisible();
  await expect(page.getByText('Reef Café · Reef Terrace tables')).toBeVisible();
  const receiptNo = Number((await page.getByText(/Your receipt number is \d+/).textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  const feed = await request.get('/middleware/api/KitchenOrders', { headers: { 'X-Middleware-Key': KITCHEN_KEY } });
  expect(feed.status()).toBe(200);
  const order = ((await feed.json()) as { Orders: { ReceiptNo: number; TabLocationName: string; TabCustomerMobile: string; OrderProducts: { ProductName: string; Quantity: number; ProductNotes: string; Options: { ProductName: string }[] }[] }[] }).Orders.find((o) => o.ReceiptNo === receiptNo);
  expect(order).toMatchObject({ TabLocationName: 'Reef Terrace tables', TabCustomerMobile: '(312) 555-0123' });
  expect(order?.OrderProducts).toEqual([expect.objectContaining({ ProductName: 'Latte', Quantity: 3, ProductNotes: 'extra hot', Options: [expect.objectContaining({ ProductName: 'Oat Milk' }), expect.objectContaining({ ProductName: 'Extra Shot' })] })]);
});

test('a single location and a single tab location skip ahead to the menu; an unknown location is not found', async ({ page }) => {
  // Display area 6 has one location (the kiosk) with one tab location.
  await page.goto('/GT/orderlocation/Area/6');
  await expect(page).toHaveURL(/\/GT\/ordermenu\/3$/);
  await expect(page.getByText('Shark Bites Kiosk is not open for orders now, please order during its opening hours.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Snacks' })).toBeVisible();
  await page.goto('/GT/orderlocationtab/Nowhere');
  await expect(page).toHaveURL(/\/GT\/not-found$/);
});

test('food and tickets exclude each other, both ways, with the configured messages', async ({ page }) => {
  // Food first: tickets are refused.
  await openCafeMenu(page, 'Bakery & Lunch');
  await page.getByRole('button', { name: 'Add Blueberry Muffin' }).click();
  await page.getByRole('dialog', { name: 'Blueberry Muffin' }).getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 1)).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
  const drawer = page.getByRole('dialog', { name: 'Timed Admission' });
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please complete or remove your food order before adding tickets.');

  // Tickets first: food is refused.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/GT\/revieworderproducts$/);
  await page.getByRole('button', { name: 'Remove Blueberry Muffin' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.goto('/GT/calendar/1');
  await (await dayCell(page, 1)).getByRole('button', { name: '01:00 pm Timed Admission' }).click();
  await drawer.getByRole('button', { name: 'More Adult' }).click();
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await page.goto('/GT/ordermenu/1');
  await page.getByRole('link', { name: 'Bakery & Lunch' }).click();
  await page.getByRole('button', { name: 'Add Blueberry Muffin' }).click();
  const muffin = page.getByRole('dialog', { name: 'Blueberry Muffin' });
  await muffin.getByRole('button', { name: 'Add to cart' }).click();
  await expect(muffin.getByRole('alert')).toHaveText('Your cart holds items that cannot be combined with this purchase.');
  await muffin.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
