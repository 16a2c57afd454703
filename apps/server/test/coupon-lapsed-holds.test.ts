/**
 * A unique code's reservation lives with the cart's seat hold and lapses with it for good (spec 01
 * §4 "Unique coupons place a hold", §5 "Coupons"; docs/architecture.md#capacity-and-holds):
 * a lapsed reservation never counts against carts that reserved the units since, even when its
 * cart re-takes its seats; a payment whose units are gone is refused before its card is charged;
 * a lapsed cart whose units nobody took still pays with its discount.
 */
import type { UniqueCouponHold } from '@gt/contract/coupons';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW, countRows, expectErrors, freshEvent, hold, minutes, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, findBooking, postChange } from './manage-support';
import { freshCard, getCoupon, lapsedCouponCarts, orderFor } from './promotions-support';

const MAX_USED = 'This Coupon is used maximum number of times.';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

const used = async (code: string) =>
  Number(((await store.ctx.db.execute(`select products_used as n from unique_coupon_codes where code = '${code}'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
/** Card charges (any status) and payment rows of one payment attempt. */
const moneyOf = async (key: string) => [await countRows(store, 'sandbox_charges', `idempotency_key = '${key}'`), await countRows(store, 'payments', `idempotency_key = '${key}'`)];

describe('a lapsed unique coupon reservation', () => {
  it('A1 pays after B1 and B2 reserved its units: refused before any charge, and B1 and B2 still pay', async () => {
    const event = await freshEvent(store, 50);
    const { code, bodies } = await lapsedCouponCarts(store, event);
    const [a1, a2, b1, b2] = bodies;
    expectErrors(await pay(store, a1, 'lapsed-a1'), 409, MAX_USED);
    expect(await moneyOf('lapsed-a1')).toEqual([0, 0]);
    // A1's refusal took nothing from B1 and B2 (its seats were re-taken meanwhile).
    expect((await getCoupon(store, code)).json()).toMatchObject({ RemainingProducts: 0 });
    for (const [body, key] of [[b1, 'lapsed-b1'], [b2, 'lapsed-b2']] as const) {
      const res = await pay(store, body, key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Products[0]).toMatchObject({ CouponCode: code, DiscountAmount: 16.21 });
    }
    expect(await used(code)).toBe(4);
    expectErrors(await pay(store, a2, 'lapsed-a2'), 409, MAX_USED);
    expect(await moneyOf('lapsed-a2')).toEqual([0, 0]);
    expect(await used(code)).toBe(4);
    const l = await expectMoneyMatchesBookings(store);
    expect([l.captured, l.refunded, l.bookings]).toEqual([2, 0, 2]);
  });

  it('a cart whose reservation lapsed with nobody taking the units pays with its discount', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: ['29FH43QFYKE0PQCT'] });
    store.setNow(minutes(20));
    const res = await pay(store, await freshCard(store, body), 'lapsed-alone');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Products[0]).toMatchObject({ CouponCode: '29FH43QFYKE0PQCT', DiscountAmount: 16.21 });
    expect(await used('29FH43QFYKE0PQCT')).toBe(2);
    await expectMoneyMatchesBookings(store);
  });

  it('counts while the seat hold is kept alive, and stops for good once it lapsed, even if the seats are taken again', async () => {
    const event = await freshEvent(store, 50);
    const code = 'WVPVXSE0ND3AZ2DR';
    const a = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const reserve = (ref: string) => store.app.inject({ method: 'POST', url: '/api/v1/UniqueCouponHolds', payload: { UniqueCouponCode: code, TourHoldRef: ref, Quantity: 2 } });
    expect((await reserve(a.TourHoldRef)).json()).toMatchObject({ Quantity: 2, RemainingProducts: 2 });
    // Ten minutes on the cart adds a ticket: its seats live 15 minutes more, and so does the reservation.
    store.setNow(minutes(10));
    await hold(store, { TourHoldRef: a.TourHoldRef, Action: 'set', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
    store.setNow(minutes(20));
    expect((await getCoupon(store, code)).json()).toMatchObject({ RemainingProducts: 2 });
    // It lapses with the seats (minute 25); B takes all 4 units; A re-takes its seats: A's units stay B's.
    store.setNow(minutes(26));
    const b = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const c = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expect(((await reserve(b.TourHoldRef)).json() as UniqueCouponHold).Quantity).toBe(2);
    expect(((await reserve(c.TourHoldRef)).json() as UniqueCouponHold).RemainingProducts).toBe(0);
    await hold(store, { TourHoldRef: a.TourHoldRef, Action: 'set', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expect((await getCoupon(store, code)).json()).toMatchObject({ RemainingProducts: 0 });
    expectErrors(await reserve(a.TourHoldRef), 409, MAX_USED);
    expect((await reserve(b.TourHoldRef)).json()).toMatchObject({ Quantity: 2, RemainingProducts: 0 });
  });

  it('a date change whose reservation lapsed and whose units other carts took is refused before the card on file is charged', async () => {
    const code = '29FH43QFYKE0PQCT';
    const { owner } = await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
    const target = await freshEvent(store, 50);
    const h = await hold(store, { TourEventID: target.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
    const reserve = (ref: string) => store.app.inject({ method: 'POST', url: '/api/v1/UniqueCouponHolds', payload: { UniqueCouponCode: code, TourHoldRef: ref, Quantity: 2 } });
    const couponHoldRef = ((await reserve(h.TourHoldRef)).json() as UniqueCouponHold).CouponHoldRef;
    store.setNow(minutes(16));
    for (let i = 0; i < 2; i++) {
      const other = await hold(store, { TourEventID: target.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
      expect((await reserve(other.TourHoldRef)).statusCode).toBe(200);
    }
    const charges = await countRows(store, 'sandbox_charges');
    expectErrors(
      await postChange(store, owner, {
        TransactionType: 'Change Date / Time',
        AmountToPay: 16.21,
        NewTourEventID: target.TourEventID,
        Products: [{ TourProductID: 1, Quantity: 3, CouponCode: code, DiscountAmount: 16.21 }],
        Coupons: [{ CouponCode: code, CouponHoldRef: couponHoldRef }],
        TourHoldRef: h.TourHoldRef,
        Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 16.21, UseCardOnFile: true }],
      }),
      409,
      MAX_USED,
    );
    expect(await countRows(store, 'sandbox_charges')).toBe(charges);
    expect(await findBooking(store, owner)).toMatchObject({ TotalPaid: 64.84, TotalAmount: 64.84 });
    await expectMoneyMatchesBookings(store);
  });
});
