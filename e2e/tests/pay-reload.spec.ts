/**
 * A reload right after Pay (docs/architecture.md#payments: a retry with the same Idempotency-Key returns
 * the first result): the server takes the payment, its answer never reaches the page, the visitor
 * reloads. The page asks for the answer of that attempt (its Idempotency-Key), says "Your payment
 * is being confirmed…" and shows the receipt of that one payment, not an emptied cart that
 * invites paying again. At 1366 px with the mouse and at 375 px with touch.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { addTickets, fillCard, fillContact } from './checkout-form';

const TRANSACTIONS = '**/middleware/api/Transactions';
const ANSWER = '**/middleware/api/Transactions/*';

const DEVICES = [
  { device: 'desktop', touch: false, use: { viewport: { width: 1366, height: 900 } } },
  { device: 'phone', touch: true, use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } },
] as const;

/**
 * Lets the payment reach the server and keeps its answer from the page (`receipt` resolves with
 * the server's receipt number); the page's later look-ups of that answer wait for `release()`, so
 * that its waiting is seen however slow the machine.
 */
async function loseTheAnswer(page: Page) {
  const keys: string[] = [];
  const lookups: string[] = [];
  let taken!: (receiptNo: string) => void;
  const receipt = new Promise<string>((resolve) => (taken = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(TRANSACTIONS, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const answer = await route.fetch();
    taken(String((await answer.json()).ReceiptNo));
    // No answer for the page: it reloads before one would come.
  });
  await page.route(ANSWER, async (route) => {
    lookups.push(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? ''));
    await released;
    return route.continue();
  });
  return { keys, lookups, receipt, release };
}

for (const { device, touch, use } of DEVICES) {
  test.describe(`reload right after Pay (${device})`, () => {
    test.use(use);

    test(`the payment is confirmed after the reload and its receipt shown, paid once (${device})`, async ({ page }) => {
      const viewport = page.viewportSize();
      // The month calendar at desktop width (a phone gets the list view), then this test's width.
      await page.setViewportSize({ width: 1366, height: 900 });
      await addTickets(page, { day: 27, time: '10:00 am', adults: 1 });
      if (viewport) await page.setViewportSize(viewport);
      let customers = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/v1/customers')) customers++;
      });
      await fillContact(page);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      const sent = await loseTheAnswer(page);
      const pay = page.getByRole('button', { name: 'Pay $32.42' });
      if (touch) await pay.tap();
      else await pay.click();
      const receiptNo = await sent.receipt;

      await page.reload();
      await expect(page.getByRole('dialog').getByText('Your payment is being confirmed, please wait…')).toBeVisible();
      sent.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada Lovelace!' })).toBeVisible();
      await expect(page.getByText(`Your receipt number is ${receiptNo}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 0 items');
      // One payment: the reload asked for the answer of that attempt (its Idempotency-Key), no new customer.
      expect(sent.keys).toHaveLength(1);
      expect(sent.lookups).toEqual(sent.keys);
      expect(customers).toBe(1);
      await page.waitForTimeout(500);
      await expect(page.getByRole('alert').filter({ hasText: /Error/ })).toHaveCount(0);

      // Another reload shows the (now empty) checkout: the attempt was forgotten once answered.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();
      await expect(page.getByText('No item in the cart')).toBeVisible();
      expect(sent.keys).toHaveLength(1);
      expect(sent.lookups).toHaveLength(1);
    });
  });
}
