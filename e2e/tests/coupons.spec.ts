/**
 * Coupons at checkout (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §2 "Coupon and gift card box", §4 "Coupons", §5
 * "Coupons"): a percentage coupon's discount lines and totals, locked steppers, paying with it
 * (the receipt's totals are the server's recomputation, to the cent); a unique code's units held
 * while it is applied and released when it is removed or the cart is cleared; a coupon dropped
 * when a cart change leaves it nothing to discount; every refusal's exact text.
 */
import { expect, test } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillCard, fillContact } from './checkout-form';

const VIP = '29FH43QFYKE0PQCT';

const couponBox = (page: Page) => page.getByRole('group', { name: 'Coupon' });

async function applyCoupon(page: Page, code: string) {
  await couponBox(page).getByLabel('Enter Coupon Code').fill(code);
  await couponBox(page).getByRole('button', { name: 'Apply' }).click();
}

/** Units of the unique code still free for other carts (GET coupons, as another visitor sees it). */
async function vipUnitsLeft(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/v1/coupons?CouponCode=${VIP}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { RemainingProducts: number }).RemainingProducts;
}

test('SAVE10: discount lines and totals, steppers locked, then paid: the receipt shows the cart’s figures, adding up, and the server’s totals', async ({ page }) => {
  await addTickets(page, { day: 1, time: '03:00 pm', adults: 2, children: 1 });
  await applyCoupon(page, 'save10');
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: /Coupon SAVE10 on Adult/ })).toContainText('−$5.99');
  await expect(tickets.getByRole('row', { name: /Coupon SAVE10 on Child/ })).toContainText('−$2.00');
  await expect(tickets.getByRole('row', { name: /Subtotal/ })).toContainText('$71.86');
  await expect(tickets.getByRole('row', { name: /^Tax/ })).toContainText('$5.93');
  await expect(tickets.getByRole('row', { name: /^Total/ })).toContainText('$77.79');
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$77.79');
  await expect(page.getByRole('listitem').filter({ hasText: 'Coupon SAVE10 applied' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A discounted line keeps its quantity until the coupon is removed.
  await page.getByRole('button', { name: 'More Adult' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please remove coupon code to make futher changes.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adult quantity' })).toHaveValue('2');

  await fillContact(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/middleware/api/Transactions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay $77.79' }).click();
  const receipt = (await (await answer).json()) as { TotalDiscount: number; TotalExTax: number; TotalTax: number; TotalPaid: number };
  expect(receipt).toMatchObject({ TotalDiscount: 8.65, TotalExTax: 71.86, TotalTax: 5.93, TotalPaid: 77.79 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  // The receipt shows the cart's figures (ShowPricesAs extax): list − coupon = charged, line by line, and the discounts in the same terms.
  await expect(page.getByRole('definition')).toHaveText(['−$7.99', '$71.86', '$5.93', '$77.79']);
  await expect(page.getByText('2 × Adult: $59.90 (coupon SAVE10: −$5.99) = $53.91')).toBeVisible();
  await expect(page.getByText('1 × Child: $19.95 (coupon SAVE10: −$2.00) = $17.95')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payments' })).toHaveText('Card ending 4242: $77.79');
});

test('a unique code holds its units while applied; removing it or clearing the cart releases them', async ({ page, request }) => {
  const before = await vipUnitsLeft(request);
  await addTickets(page, { day: 2, time: '09:00 am', adults: 2 });
  await applyCoupon(page, VIP);
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: new RegExp(`Coupon ${VIP} on Adult`) })).toContainText('−$14.98');
  // Its line is locked: the stepper is disabled and says why.
  await expect(page.getByRole('button', { name: 'More Adult' })).toBeDisabled();
  await expect(tickets.getByText('Please remove coupon code to make futher changes.')).toBeVisible();
  expect(await vipUnitsLeft(request)).toBe(before - 2);

  await page.getByRole('button', { name: `Remove coupon ${VIP}` }).click();
  await expect(tickets.getByRole('row', { name: /Coupon/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More Adult' })).toBeEnabled();
  await expect.poll(() => vipUnitsLeft(request)).toBe(before);

  await applyCoupon(page, VIP);
  await expect(tickets.getByRole('row', { name: /Coupon/ })).toHaveCount(1);
  await expect.poll(() => vipUnitsLeft(request)).toBe(before - 2);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog', { name: 'Clear Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No item in the cart')).toBeVisible();
  await expect.poll(() => vipUnitsLeft(request)).toBe(before);
});

test('a coupon is re-applied after a cart change and dropped when it no longer discounts anything', async ({ page }) => {
  await addTickets(page, { day: 2, time: '12:00 pm', adults: 1, children: 1 });
  await applyCoupon(page, 'FAMILY');
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: /Coupon FAMILY on Child/ })).toContainText('−$9.98');
  // The adult line is not discounted: it may go; the child's half price goes with it.
  await page.getByRole('button', { name: /^Remove Adult/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon FAMILY no longer applies to your cart and was removed.' })).toBeVisible();
  await expect(tickets.getByRole('row', { name: /Coupon/ })).toHaveCount(0);
  await expect(tickets.getByRole('row', { name: /^Total/ })).toContainText('$21.60');
  await expect(page.getByRole('listitem').filter({ hasText: 'Coupon FAMILY applied' })).toHaveCount(0);
});

test('every refusal says why, under the field', async ({ page }) => {
  await addTickets(page, { day: 2, time: '01:00 pm', adults: 1 });
  const refusal = couponBox(page).getByRole('alert');
  const cases: [string, string][] = [
    ['', 'Please enter Coupon Code.'],
    // The server's refusal, prefixed as spec 01 §8 says.
    ['NOPE1234', 'Unable to apply Coupon, Coupon Code not found, please try again with an valid Coupon Code.'],
    ['SUMMER', 'This coupon code has expired.'],
    ['LAUNCH', 'This Coupon is used maximum number of times.'],
    ['JOIN15', 'Coupon Code not found against this membership package, please try again with an valid Coupon Code.'],
    ['GA20', 'Coupon Code not found against this ticket.'],
  ];
  for (const [code, text] of cases) {
    await applyCoupon(page, code);
    await expect(refusal).toHaveText(text);
  }
  await applyCoupon(page, 'TAKE5');
  await expect(refusal).toHaveCount(0);
  await applyCoupon(page, 'SAVE10');
  await expect(refusal).toHaveText('A better or equal discount is already applied.');
  await expect(page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: /Coupon TAKE5 on Adult/ })).toContainText('−$5.00');
});
