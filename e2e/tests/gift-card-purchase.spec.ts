/**
 * Gift card purchase (spec 02 §2.10–2.11, §4.11, §5; spec 01 §2, §9): the gift card
 * areas, the §5 messages, a custom amount checked on both sides, paid by card; the receipt gives
 * the new card's number and PIN; the card pays the next order at once through the checkout's gift
 * card box, and what it has left is what the ledger says (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought).
 */
import { expect, test } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { amountToPay, fillCard, fillContact, payAndConfirm } from './checkout-steps';

test('a custom-amount gift card is bought and paid, then pays the next order; its balance left is the ledger’s', async ({ page }) => {
  await page.goto('/GT/products');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(/\/GT\/giftcards$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Gift Cards', 'Holiday Gift Cards']);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Buy Now: Gift Cards' }).click();
  await expect(page).toHaveURL(/\/GT\/giftcards\/6$/);
  // Grouped by image: the fixed amounts in one drop-down, the custom amount on its own.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Ocean Gift Card', 'Gift Card, any amount']);
  await expect(page.getByText('(Min $10.00, Max $500.00)')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByRole('alert')).toContainText('Please select any giftcard');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  for (const bad of ['9.99', '500.01']) {
    await amount.fill(bad);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await add.click();
    await expect(page.getByRole('alert')).toContainText('Please enter valid amount.');
  }
  await amount.fill('40');
  await expect(page.getByText('Total: $40.00')).toBeVisible();
  await add.click();

  await expect(page).toHaveURL(/\/GT\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gift cards' });
  await expect(table.getByRole('row', { name: /Gift Card, any amount/ })).toContainText('$40.00');
  await expect(amountToPay(page)).toContainText('$40.00');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/GT/giftcards');
  await expectNoSeriousAxeViolations(page);

  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, '$40.00');
  const bought = page.getByRole('list', { name: 'Gift cards bought' }).getByRole('listitem');
  await expect(bought).toHaveCount(1);
  await expect(bought).toContainText('Gift Card, any amount: $40.00');
  const text = (await bought.textContent()) ?? '';
  const number = /Gift card number ([0-9A-Z]{16})/.exec(text)?.[1];
  const pin = /PIN (\d{4})/.exec(text)?.[1];
  expect(number).toMatch(/^[0-9A-Z]{16}$/);
  expect(pin).toMatch(/^\d{4}$/);
  // A code (QR by default) of its number, as tickets have (spec 01 §2 "barcodes … per gift card"), drawn by the server.
  const barcode = bought.getByRole('img', { name: /gift card QR code/ });
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // The card exists at once with its whole amount, and pays the next order: a Shark Tunnel Photo
  // ($15.00 + $1.24 tax) through the checkout's gift card box, with its PIN.
  await page.goto('/GT/gatickets');
  await page.getByRole('button', { name: 'More Shark Tunnel Photo' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  const box = page.getByRole('group', { name: 'Gift card' });
  await box.getByLabel('Enter Gift Card Number').fill(number as string);
  await box.getByRole('button', { name: 'Apply' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Gift Card PIN' });
  await pinDialog.getByLabel('PIN').fill(pin as string);
  await pinDialog.getByRole('button', { name: 'OK' }).click();
  const masked = `****${(number as string).slice(-6)}`;
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: `Gift card ${masked}` })).toContainText('−$16.24');
  await expect(amountToPay(page)).toContainText('$0.00');
  await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
  await fillContact(page);
  await payAndConfirm(page, '$0.00');
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveText([`Gift card ${masked}: $16.24 (remaining balance $23.76)`]);
  await expect(page.getByRole('heading', { level: 2, name: 'Shark Tunnel Photo' })).toBeVisible();

  // What the receipt says is left is what the ledger gives: a hold for the whole $40 gets $23.76.
  const hold = await page.request.post('/api/v1/giftcardholds', { data: { GiftcardNo: number, Pin: pin, Amount: 40 } });
  expect(hold.status()).toBe(200);
  expect(await hold.json()).toMatchObject({ HoldAmount: 23.76, BalanceRemaining: 0 });
  const ref = (await hold.json()).GiftcardHoldRef as string;
  expect((await page.request.delete(`/api/v1/giftcardholds?GiftcardHoldRef=${ref}`)).status()).toBe(204);
});

test('fixed amounts from Select Amount: the area is edited in the cart, never added twice', async ({ page }) => {
  await page.goto('/GT/giftcards/6');
  await page.getByRole('combobox', { name: 'Select Amount' }).click();
  await page.getByRole('option', { name: '$50 Ocean Gift Card' }).click();
  await page.getByRole('button', { name: 'More $50 Ocean Gift Card' }).click();
  await expect(page.getByText('Total: $100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // Back on the area: the cart's choice is shown and changed, not added again.
  await page.goto('/GT/giftcards/6');
  await expect(page.getByRole('textbox', { name: '$50 Ocean Gift Card quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Fewer $50 Ocean Gift Card' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove $50 Ocean Gift Card' }).click();
  await expect(page.getByText('No item in the cart')).toBeVisible();
});

test('one order: GA20 from the coupon box discounts the GA ticket; a gift card in the cart pays it but not the gift card bought', async ({ page }) => {
  await page.goto('/GT/gatickets');
  await page.getByRole('button', { name: 'More 4D Theater' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/GT/giftcards/6');
  await page.getByRole('combobox', { name: 'Select Amount' }).click();
  await page.getByRole('option', { name: '$25 Ocean Gift Card' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/GT\/checkout$/);
  // $8.00 + $0.66 tax, and $25.00.
  await expect(amountToPay(page)).toContainText('$33.66');
  const coupon = page.getByRole('group', { name: 'Coupon' });
  await coupon.getByLabel('Enter Coupon Code').fill('ga20');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  // $8.00 − 20 % = $6.40 + $0.53 tax.
  await expect(page.getByRole('table', { name: 'General admission tickets' }).getByRole('row', { name: /4D Theater/ })).toContainText('Coupon GA20: −$1.60');
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: 'Order total' })).toContainText('$31.93');
  // The $100 demo card (no PIN) pays the ticket only: gift cards do not buy gift cards here.
  const box = page.getByRole('group', { name: 'Gift card' });
  await box.getByLabel('Enter Gift Card Number').fill('RNFQAPNJYAKQANEV');
  await box.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Gift Card PIN' }).getByRole('button', { name: "Skip, I don't have one" }).click();
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: 'Gift card ****KQANEV' })).toContainText('−$6.93');
  await expect(amountToPay(page)).toContainText('$25.00');
  await expectNoSeriousAxeViolations(page);
  // Cleared: the card's hold goes with the cart (its balance stays whole for the other journeys).
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog', { name: 'Clear Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No item in the cart')).toBeVisible();
});
