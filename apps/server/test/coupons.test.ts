/**
 * Coupons (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §4 "Coupons", §5 "Coupons", §7): lookup with one answer for
 * unknown codes, unique code holds, and payment: the server re-prices every discount with the
 * domain, refuses one that differs, counts uses only when the transaction completes, and redeems
 * a unique code's units.
 */
import type { Coupon as WireCoupon, UniqueCouponHold } from '@gt/contract/coupons';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW, countRows, expectErrors, freshEvent, hold, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { getCoupon, orderFor } from './promotions-support';

const NOT_FOUND = 'Coupon Code not found, please try again with an valid Coupon Code.';
const MAX_USED = 'This Coupon is used maximum number of times.';
const VIP = ['29FH43QFYKE0PQCT', 'WVPVXSE0ND3AZ2DR'];

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

const uniqueHold = (body: object) => store.app.inject({ method: 'POST', url: '/api/v1/UniqueCouponHolds', payload: body });
const timesUsed = async (id: number) =>
  Number(((await store.ctx.db.execute(`select times_used as n from coupons where coupon_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('GET /api/v1/coupons', () => {
  it('returns a coupon by its code, case-insensitively, with its rules', async () => {
    const res = await getCoupon(store, 'save10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      CouponID: 1,
      CouponCode: 'SAVE10',
      CouponKind: 'ticket',
      RequireUniqueCouponCode: false,
      RemainingProducts: null,
      TourProducts: [
        { TourProductID: 1, PercentageDiscount: 10, DollarDiscount: null, ApplyDiscountToTourProductID: null },
        { TourProductID: 2, PercentageDiscount: 10, DollarDiscount: null, ApplyDiscountToTourProductID: null },
        { TourProductID: 3, PercentageDiscount: 10, DollarDiscount: null, ApplyDiscountToTourProductID: null },
      ],
    } satisfies Partial<WireCoupon>);
    expect((await getCoupon(store, VIP[0] as string)).json()).toMatchObject({ RequireUniqueCouponCode: true, RemainingProducts: 4, MaxProductsPerPurchase: 2 });
  });

  it('answers every unknown code the same way, and a unique coupon is only found by its own codes', async () => {
    expectErrors(await getCoupon(store, 'NOSUCHCODE'), 404, NOT_FOUND);
    expectErrors(await getCoupon(store, 'ZZZZZZZZZZZZZZZZ'), 404, NOT_FOUND);
  });

  it('is rate-limited per client', async () => {
    const limited = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 3 } });
    try {
      for (let i = 0; i < 3; i++) await limited.app.inject({ method: 'GET', url: `/api/v1/coupons?CouponCode=GUESS${i}` });
      const res = await limited.app.inject({ method: 'GET', url: '/api/v1/coupons?CouponCode=GUESS9' });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('unique coupon holds', () => {
  it('reserve at most MaxProductsPerPurchase of a code, count against other carts while the seat hold lives, and are released', async () => {
    const event = await freshEvent(store, 50);
    const a = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
    const res = await uniqueHold({ UniqueCouponCode: VIP[0], TourHoldRef: a.TourHoldRef, Quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json() as UniqueCouponHold;
    expect(held).toMatchObject({ UniqueCouponCode: VIP[0], CouponID: 4, Quantity: 2, RemainingProducts: 2 });
    expect((await getCoupon(store, VIP[0] as string)).json()).toMatchObject({ RemainingProducts: 2 });
    // Another cart takes the last 2; a third finds none left.
    const b = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expect((await uniqueHold({ UniqueCouponCode: VIP[0], TourHoldRef: b.TourHoldRef, Quantity: 2 })).json()).toMatchObject({ Quantity: 2, RemainingProducts: 0 });
    const c = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expectErrors(await uniqueHold({ UniqueCouponCode: VIP[0], TourHoldRef: c.TourHoldRef, Quantity: 1 }), 409, MAX_USED);
    // Removing the coupon from the first cart frees its units.
    const del = await store.app.inject({ method: 'DELETE', url: `/api/v1/UniqueCouponHolds?CouponHoldRef=${held.CouponHoldRef}` });
    expect(del.statusCode).toBe(204);
    expect((await uniqueHold({ UniqueCouponCode: VIP[0], TourHoldRef: c.TourHoldRef, Quantity: 1 })).json()).toMatchObject({ Quantity: 1, RemainingProducts: 1 });
  });

  it('refuses plain codes, an expired coupon, and a unique coupon configured without units per purchase', async () => {
    const event = await freshEvent(store, 50);
    const a = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expectErrors(await uniqueHold({ UniqueCouponCode: 'SAVE10', TourHoldRef: a.TourHoldRef, Quantity: 1 }), 404, NOT_FOUND);
    await store.ctx.db.execute("update coupons set max_products_per_purchase = 0 where coupon_id = 4");
    expectErrors(
      await uniqueHold({ UniqueCouponCode: VIP[1], TourHoldRef: a.TourHoldRef, Quantity: 1 }),
      400,
      'Please check your unique coupon configuration, Max User Per Day must be greater than 0.',
    );
    await store.ctx.db.execute("update coupons set max_products_per_purchase = 2, use_till = '2026-11-01' where coupon_id = 4");
    expectErrors(await uniqueHold({ UniqueCouponCode: VIP[1], TourHoldRef: a.TourHoldRef, Quantity: 1 }), 409, 'This coupon code has expired.');
  });
});

describe('paying with coupons', () => {
  it('a percentage coupon: the discounted lines are charged, the receipt names the coupon, and its use is counted', async () => {
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }, { TourProductID: 2, Quantity: 1 }], coupons: ['SAVE10'] });
    // 2 adults $59.90 − 10 % = $53.91 (+8.25 % = $58.36); 1 child $19.95 − 10 % ($2.00) = $17.95 (+$1.48).
    expect(priced.totalCents).toBe(5836 + 1943);
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TransactionResult;
    expect(receipt.Products.map((p) => [p.CouponCode, p.DiscountAmount, p.LinePriceIncTax])).toEqual([
      ['SAVE10', 6.48, 58.36],
      ['SAVE10', 2.17, 19.43],
    ]);
    expect([receipt.TotalDiscount, receipt.TotalPaid]).toEqual([8.65, 77.79]);
    // The e-mail shows the cart's figures (extax): list − coupon = charged, line by line, and the discounts in the same terms.
    expect(receipt.Products.map((p) => p.DiscountExTax)).toEqual([5.99, 2]);
    expect(receipt.TotalDiscountExTax).toBe(7.99);
    const mail = (await confirmationEmail(store.ctx, receipt)).text;
    expect(mail).toContain('2 × Adult: $59.90 (coupon SAVE10: −$5.99) = $53.91');
    expect(mail).toContain('1 × Child: $19.95 (coupon SAVE10: −$2.00) = $17.95');
    expect(mail).toContain('Coupon discounts: −$7.99\nTotal sales excluding tax: $71.86\nTotal tax: $5.93\nTotal paid: $77.79');
    expect(await timesUsed(1)).toBe(1);
    expect(await countRows(store, 'coupon_redemptions', `receipt_no = ${receipt.ReceiptNo} and coupon_id = 1 and products = 3`)).toBe(1);
  });

  it('refuses a client discount that differs from the server’s, a coupon that was not applied, and charges nothing', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: ['SAVE10'] });
    const line = body.Products[0];
    if (!line) throw new Error('no line');
    const greedy = { ...body, Products: [{ ...line, LinePriceExTax: line.LinePriceExTax - 1, LinePriceIncTax: line.LinePriceIncTax - 1 }] };
    expectErrors(await pay(store, greedy), 409, 'The price of Adult has changed, please review your cart.');
    expectErrors(await pay(store, { ...body, Coupons: [] }), 409, 'The price of Adult has changed, please review your cart.');
    expectErrors(await pay(store, { ...body, Coupons: [{ CouponCode: 'FREEDAY' }] }), 409, 'The price of Adult has changed, please review your cart.');
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await timesUsed(1)).toBe(0);
  });

  it('a coupon that expired or was used up after it was applied is refused at payment before any charge', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: ['SAVE10'] });
    await store.ctx.db.execute("update coupons set max_transactions = 5, times_used = 5 where coupon_id = 1");
    expectErrors(await pay(store, body), 409, MAX_USED);
    await store.ctx.db.execute("update coupons set max_transactions = 0, use_till = '2026-11-22' where coupon_id = 1");
    expectErrors(await pay(store, body), 409, 'This coupon code has expired.');
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
  });

  it('"buy an adult, half-price child": one discounted child per adult of the same event', async () => {
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }, { TourProductID: 2, Quantity: 2 }], coupons: ['FAMILY'] });
    expect(priced.lines.map((l) => l.discount?.quantity ?? 0)).toEqual([0, 1]);
    const receipt = (await pay(store, body)).json() as TransactionResult;
    expect(receipt.Products.map((p) => [p.TourProductName, p.CouponCode])).toEqual([
      ['Adult', null],
      ['Child', 'FAMILY'],
    ]);
  });

  it('a unique code: its units are redeemed with the payment and its hold released', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 3 }], coupons: [VIP[0] as string] });
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).Products[0]?.CouponCode).toBe(VIP[0]);
    expect(await countRows(store, 'unique_coupon_codes', `code = '${VIP[0]}' and products_used = 2`)).toBe(1);
    expect(await countRows(store, 'unique_coupon_holds')).toBe(0);
    expect((await getCoupon(store, VIP[0] as string)).json()).toMatchObject({ RemainingProducts: 2 });
  });

  it('a 100 % coupon makes a free order: no card, no provider call, a zero-dollar transaction', async () => {
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: ['FREEDAY'] });
    expect([priced.totalCents, body.Payments]).toEqual([0, []]);
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult)).toMatchObject({ TotalPaid: 0, Payments: [] });
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    expect(await countRows(store, 'bookings')).toBe(1);
  });
});
