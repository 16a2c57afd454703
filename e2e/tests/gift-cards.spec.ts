/**
 * Gift cards as payment at checkout (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §2, §4 "Gift card holds", §5 "Gift
 * cards", §9 masking): two cards paying a whole order (no card form, no card provider called,
 * the receipt showing each card masked with what it has left); the PIN dialog and every refusal;
 * a card's hold released when it is removed and when the cart is cleared.
 */
import { expect, test } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { addTickets, fillContact } from './checkout-form';

/** Demo cards: $100 and $20 without PIN, $50 with PIN 4321, one used up. */
const HUNDRED = 'RNFQAPNJYAKQANEV';
const TWENTY = 'MMJ36ET1R0QD9WG3';
const FIFTY_PIN = 'S8Z73B3Y7QGDE2FF';
const CONSUMED = 'CAX1SA33MP7QF9PE';

const giftCardBox = (page: Page) => page.getByRole('group', { name: 'Gift card' });
const pinDialog = (page: Page) => page.getByRole('dialog', { name: 'Gift Card PIN' });

/** Types the number and presses Apply; the PIN dialog (PIN mode 'optional') opens when the number passes the page's checks. */
async function applyGiftCard(page: Page, no: string) {
  await giftCardBox(page).getByLabel('Enter Gift Card Number').fill(no);
  await giftCardBox(page).getByRole('button', { name: 'Apply' }).click();
}

/** What the card can still give another cart: holds `amount` through the API, then releases that hold. */
async function spendable(request: APIRequestContext, no: string, pin: string | undefined, amount: number): Promise<number> {
  const res = await request.post('/api/v1/giftcardholds', { data: { GiftcardNo: no, Pin: pin, Amount: amount } });
  expect(res.status()).toBe(200);
  const hold = (await res.json()) as { GiftcardHoldRef: string; HoldAmount: number };
  await request.delete(`/api/v1/giftcardholds?GiftcardHoldRef=${hold.GiftcardHoldRef}`);
  return hold.HoldAmount;
}

test('two gift cards pay the whole order: no card form, no card provider, the receipt shows each card masked with its balance left', async ({ page }) => {
  const provider: string[] = [];
  page.on('request', (r) => {
    // The card fields may load while the order still costs something; no card is tokenized or charged.
    if (/\/sandbox-pay\/(tokens|intents)/.test(r.url())) provider.push(r.url());
  });
  await addTickets(page, { day: 3, time: '09:00 am', adults: 1 });
  await applyGiftCard(page, TWENTY.toLowerCase());
  await pinDialog(page).getByRole('button', { name: "Skip, I don't have one" }).click();
  const summary = page.getByRole('table', { name: 'Order summary' });
  await expect(summary.getByRole('row', { name: /Gift card \*\*\*\*QD9WG3/ })).toContainText('−$20.00');
  await expect(summary.getByRole('row', { name: /Amount To Pay/ })).toContainText('$12.42');
  await expect(page.getByTitle('Secure card payment fields')).toBeVisible();

  await applyGiftCard(page, HUNDRED);
  await pinDialog(page).getByRole('button', { name: "Skip, I don't have one" }).click();
  await expect(summary.getByRole('row', { name: /Gift card \*\*\*\*KQANEV/ })).toContainText('−$12.42');
  await expect(summary.getByRole('row', { name: /Amount To Pay/ })).toContainText('$0.00');
  const applied = page.getByRole('list', { name: 'Applied coupons and gift cards' });
  await expect(applied.getByRole('listitem')).toHaveText([/Gift card \*\*\*\*QD9WG3: \$20\.00 appliedRemaining balance \$0\.00/, /Gift card \*\*\*\*KQANEV: \$12\.42 appliedRemaining balance \$87\.58/]);
  // Nothing left for a card: no card form, the two configured free-order messages.
  await expect(page.getByTitle('Secure card payment fields')).toHaveCount(0);
  await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
  await expect(page.getByText('Press Pay to confirm your booking.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await fillContact(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Pay $0.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['$29.95', '$2.47', '$32.42']);
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveText([
    'Gift card ****QD9WG3: $20.00 (remaining balance $0.00)',
    'Gift card ****KQANEV: $12.42 (remaining balance $87.58)',
  ]);
  expect(provider).toEqual([]);
});

test('the PIN dialog and every refusal of a gift card', async ({ page }) => {
  await addTickets(page, { day: 3, time: '10:00 am', adults: 1 });
  const refusal = giftCardBox(page).getByRole('alert');
  await applyGiftCard(page, '');
  await expect(refusal).toHaveText('Please enter Giftcard number.');

  await applyGiftCard(page, CONSUMED);
  await pinDialog(page).getByRole('button', { name: "Skip, I don't have one" }).click();
  await expect(refusal).toHaveText('Giftcard is already consumed');

  await applyGiftCard(page, FIFTY_PIN);
  await expect(pinDialog(page)).toContainText('Enter the PIN of gift card ****GDE2FF.');
  await pinDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(pinDialog(page).getByText('Please Enter valid Pin')).toBeVisible();
  await pinDialog(page).getByLabel('PIN').fill('1111');
  await pinDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toHaveText('Invalid gift card number or PIN.');
  // Without its PIN the card is refused the same way (one answer for every wrong guess).
  await applyGiftCard(page, FIFTY_PIN);
  await pinDialog(page).getByRole('button', { name: "Skip, I don't have one" }).click();
  await expect(refusal).toHaveText('Invalid gift card number or PIN.');

  await applyGiftCard(page, FIFTY_PIN);
  await pinDialog(page).getByLabel('PIN').fill('4321');
  await pinDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Gift card ****GDE2FF: $32.42 applied' })).toContainText('Remaining balance $17.58');

  await applyGiftCard(page, FIFTY_PIN.toLowerCase());
  await expect(refusal).toHaveText('This giftcard was already used in cart. Delete that giftcard from cart and try again.');
  await page.getByRole('button', { name: 'Remove gift card ****GDE2FF' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Gift card ****GDE2FF' })).toHaveCount(0);
});

test("a gift card's hold is released when the card is removed and when the cart is cleared", async ({ page, request }) => {
  await addTickets(page, { day: 3, time: '11:00 am', adults: 1 });
  const apply = async () => {
    await applyGiftCard(page, FIFTY_PIN);
    await pinDialog(page).getByLabel('PIN').fill('4321');
    await pinDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$0.00');
  };
  await apply();
  expect(await spendable(request, FIFTY_PIN, '4321', 50)).toBe(17.58);

  await page.getByRole('button', { name: 'Remove gift card ****GDE2FF' }).click();
  await expect(page.getByRole('table', { name: 'Order summary' }).getByRole('row', { name: /Amount To Pay/ })).toContainText('$32.42');
  await expect.poll(() => spendable(request, FIFTY_PIN, '4321', 50)).toBe(50);

  await apply();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog', { name: 'Clear Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No item in the cart')).toBeVisible();
  await expect.poll(() => spendable(request, FIFTY_PIN, '4321', 50)).toBe(50);
});
