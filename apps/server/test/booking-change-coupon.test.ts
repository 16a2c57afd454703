/**
 * A coupon on a date change (spec 02 §2.5 "coupon applied", §4.7; spec 01 §4/§5 "Coupons"): the
 * server prices the new tickets with the coupons by the checkout's pipeline (domain
 * priceNewTickets), refuses a line whose coupon or discount differs from its own and a coupon
 * that is unknown or used up, and in the change's transaction counts the use (times_used),
 * redeems a unique code's units and records the redemption. The ledger stays balanced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChangeEmail } from '../src/modules/mail/booking-change-email';
import { expectErrors, freshEvent, hold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, change, findBooking, postChange, type Owner } from './manage-support';
import { NOW } from './support';

const VIP = '29FH43QFYKE0PQCT';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
const timesUsed = async (couponId: number) =>
  (await rows<{ n: number }>(`select times_used as n from coupons where coupon_id = ${couponId}`))[0]?.n;

/** A booking of 2 adults ($64.84 paid by card) and another event with 2 adults held for the move. */
async function bookingToMove(): Promise<{ owner: Owner; target: number; holdRef: string }> {
  const { owner } = await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
  const target = (await freshEvent(store, 10)).TourEventID;
  const h = await hold(store, { TourEventID: target, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
  return { owner, target, holdRef: h.TourHoldRef };
}

describe('a coupon on a date change', () => {
  it('SAVE10 takes 10 % off the new tickets: $58.36 instead of $64.84, $6.48 refunded to the card, one use counted and recorded', async () => {
    const { owner, target, holdRef } = await bookingToMove();
    const before = await timesUsed(1);
    const result = await change(store, owner, {
      TransactionType: 'Change Date / Time',
      RefundType: 'CreditCardRefund',
      AmountToPay: -6.48,
      NewTourEventID: target,
      Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'SAVE10', DiscountAmount: 6.48 }],
      Coupons: [{ CouponCode: 'save10' }],
      TourHoldRef: holdRef,
    });
    expect(result).toMatchObject({
      AmountPaid: -6.48,
      Lines: [
        { Quantity: -2, LinePriceIncTax: -64.84, LineStatus: 'Change Date / Time', CouponCode: null, DiscountAmount: 0 },
        { TourProductName: 'Adult', Quantity: 2, LinePriceExTax: 53.91, LinePriceIncTax: 58.36, LineStatus: 'Booked', CouponCode: 'SAVE10', DiscountAmount: 6.48, DiscountExTax: 5.99 },
      ],
      Refunds: [{ RefundType: 'Card', Amount: 6.48 }],
      Booking: { TourEventID: target, TotalAmount: 58.36, TotalPaid: 58.36, BalanceOwing: 0 },
    });
    // As the cart shows it (extax): list − coupon = charged, and the booking's lines add up to its subtotal, plus tax, to its total.
    const mail = (await bookingChangeEmail(store.ctx, result)).text;
    expect(mail).toMatch(/\n2 × Adult \([^)]+\): \$59\.90 \(coupon SAVE10: −\$5\.99\) = \$53\.91\n/);
    expect(mail).toContain('\n2 × Adult: $53.91\nSubtotal: $53.91 · Tax: $4.45\nTotal: $58.36 ·');
    expect(await timesUsed(1)).toBe((before ?? 0) + 1);
    expect(await rows(`select coupon_id, unique_code, products from coupon_redemptions where receipt_no = ${result.ReceiptNo}`)).toEqual([
      { coupon_id: 1, unique_code: null, products: 2 },
    ]);
    expect(
      await rows(`select coupon_id, discount_cents from booking_lines where receipt_no = ${result.ReceiptNo} and quantity > 0`),
    ).toEqual([{ coupon_id: 1, discount_cents: 599 }]);
    await expectMoneyMatchesBookings(store);
  });

  it('FAMILY on a dearer change: a half-price child with the adults, $75.63, the $10.79 difference paid with the card on file', async () => {
    const { owner } = await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
    const target = (await freshEvent(store, 10)).TourEventID;
    const products = [
      { TourProductID: 1, Quantity: 2 },
      { TourProductID: 2, Quantity: 1 },
    ];
    const h = await hold(store, { TourEventID: target, TourProducts: products });
    const result = await change(store, owner, {
      TransactionType: 'Change Date / Time',
      AmountToPay: 10.79,
      Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 10.79, UseCardOnFile: true }],
      NewTourEventID: target,
      Products: [products[0] as (typeof products)[number], { TourProductID: 2, Quantity: 1, CouponCode: 'FAMILY', DiscountAmount: 10.81 }],
      Coupons: [{ CouponCode: 'FAMILY' }],
      TourHoldRef: h.TourHoldRef,
    });
    expect(result).toMatchObject({
      AmountPaid: 10.79,
      Lines: [
        { Quantity: -2, LinePriceIncTax: -64.84 },
        { TourProductName: 'Adult', Quantity: 2, LinePriceIncTax: 64.84, CouponCode: null, DiscountAmount: 0 },
        { TourProductName: 'Child', Quantity: 1, LinePriceIncTax: 10.79, CouponCode: 'FAMILY', DiscountAmount: 10.81 },
      ],
      Booking: { TotalAmount: 75.63, TotalPaid: 75.63, BalanceOwing: 0 },
    });
    await expectMoneyMatchesBookings(store);
  });

  it('refuses a discount or coupon the server does not give, and an unknown or used-up code, before any money moves', async () => {
    const { owner, target, holdRef } = await bookingToMove();
    const base = {
      TransactionType: 'Change Date / Time' as const,
      RefundType: 'CreditCardRefund' as const,
      NewTourEventID: target,
      TourHoldRef: holdRef,
    };
    const priceChanged = 'The price of Adult has changed, please review your cart.';
    // A discount other than the server's, the coupon not named on the line it discounts, a line naming a coupon that discounts nothing.
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: -12.96,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'SAVE10', DiscountAmount: 12.96 }],
        Coupons: [{ CouponCode: 'SAVE10' }],
      }),
      409,
      priceChanged,
    );
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: -6.48,
        Products: [{ TourProductID: 1, Quantity: 2 }],
        Coupons: [{ CouponCode: 'SAVE10' }],
      }),
      409,
      priceChanged,
    );
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: -6.48,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'SAVE10', DiscountAmount: 6.48 }],
      }),
      409,
      priceChanged,
    );
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: -6.48,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'NOSUCH', DiscountAmount: 6.48 }],
        Coupons: [{ CouponCode: 'NOSUCH' }],
      }),
      409,
      'Coupon Code not found, please try again with an valid Coupon Code.',
    );
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: -19.46,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'LAUNCH', DiscountAmount: 19.46 }],
        Coupons: [{ CouponCode: 'LAUNCH' }],
      }),
      409,
      'This Coupon is used maximum number of times.',
    );
    // The right amount with the coupon's discount hidden from the amount: the owner was shown another amount.
    expectErrors(
      await postChange(store, owner, {
        ...base,
        AmountToPay: 0,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: 'SAVE10', DiscountAmount: 6.48 }],
        Coupons: [{ CouponCode: 'SAVE10' }],
      }),
      409,
      'This booking has changed since you opened it, please find it again.',
    );
    expect((await findBooking(store, owner)).TotalPaid).toBe(64.84);
    await expectMoneyMatchesBookings(store);
  });

  it('a unique VIP code discounts the units its hold reserves for the change’s seat hold; they are redeemed and the hold released', async () => {
    const { owner, target, holdRef } = await bookingToMove();
    const reserved = await store.app.inject({
      method: 'POST',
      url: '/api/v1/UniqueCouponHolds',
      payload: { UniqueCouponCode: VIP, TourHoldRef: holdRef, Quantity: 2 },
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const couponHoldRef = reserved.json().CouponHoldRef as string;
    const result = await change(store, owner, {
      TransactionType: 'Change Date / Time',
      RefundType: 'GiftCardRefund',
      AmountToPay: -16.21,
      NewTourEventID: target,
      Products: [{ TourProductID: 1, Quantity: 2, CouponCode: VIP, DiscountAmount: 16.21 }],
      Coupons: [{ CouponCode: VIP, CouponHoldRef: couponHoldRef }],
      TourHoldRef: holdRef,
    });
    expect(result).toMatchObject({
      AmountPaid: -16.21,
      Refunds: [{ RefundType: 'Gift Card', Amount: 16.21 }],
      Booking: { TotalAmount: 48.63 },
    });
    expect(await rows(`select products_used from unique_coupon_codes where code = '${VIP}'`)).toEqual([{ products_used: 2 }]);
    expect(await rows(`select 1 from unique_coupon_holds where coupon_hold_ref = '${couponHoldRef}'`)).toEqual([]);
    expect(await rows(`select coupon_id, unique_code, products from coupon_redemptions where receipt_no = ${result.ReceiptNo}`)).toEqual([
      { coupon_id: 4, unique_code: VIP, products: 2 },
    ]);
    await expectMoneyMatchesBookings(store);
  });

  it('a unique code without its hold discounts nothing: a line claiming it is refused', async () => {
    const { owner, target, holdRef } = await bookingToMove();
    expectErrors(
      await postChange(store, owner, {
        TransactionType: 'Change Date / Time',
        RefundType: 'GiftCardRefund',
        AmountToPay: -16.21,
        NewTourEventID: target,
        Products: [{ TourProductID: 1, Quantity: 2, CouponCode: VIP, DiscountAmount: 16.21 }],
        Coupons: [{ CouponCode: VIP }],
        TourHoldRef: holdRef,
      }),
      409,
      'This Coupon is used maximum number of times.',
    );
  });
});
