import fc from 'fast-check';
import { testCoupon } from './testing/coupons';
import { describe, expect, it } from 'vitest';
import {
  allocateSalePayments,
  bookingIdValid,
  canCancel,
  nonRefundableLeftBehind,
  priceNewTickets,
  refundEligibilityText,
  refundOptions,
  returnedAmounts,
} from './manage-booking';
import { couponUnits } from './order-pricing';

describe('booking IDs', () => {
  it('are 10 digits with a Luhn check digit', () => {
    expect(bookingIdValid('2908580307')).toBe(true);
    expect(bookingIdValid('2908580306')).toBe(false);
    expect(bookingIdValid('0908580307')).toBe(false);
    expect(bookingIdValid('290858030')).toBe(false);
    expect(bookingIdValid('1')).toBe(false);
  });
});

describe('refund eligibility (spec 02 §6, §9)', () => {
  const flags = (allowRefunds: boolean, allowRefundToGiftcardOnly: boolean) => ({ allowRefunds, allowRefundToGiftcardOnly });
  const paid = (count: number, cardOnFile: boolean, cardRefundableCents = cardOnFile ? 1000 : 0) => ({ count, cardOnFile, cardRefundableCents });
  it('cancel (§6, §4.2): the card with refunds allowed, one payment and a card on file, else a gift card', () => {
    expect(refundOptions('cancel', flags(true, false), paid(1, true), 1000)).toEqual({ card: true, giftCard: false });
    expect(refundOptions('cancel', flags(true, false), paid(2, true), 1000)).toEqual({ card: false, giftCard: true });
    expect(refundOptions('cancel', flags(true, false), paid(1, false), 1000)).toEqual({ card: false, giftCard: true });
    expect(refundOptions('cancel', flags(true, true), paid(1, true), 1000)).toEqual({ card: true, giftCard: true });
    expect(refundOptions('cancel', flags(false, true), paid(1, true), 1000)).toEqual({ card: false, giftCard: true });
    expect(refundOptions('cancel', flags(false, false), paid(1, true), 1000)).toEqual({ card: false, giftCard: false });
  });
  it('cancel: a booking paid once by card is refunded "through card on file"', () => {
    const o = refundOptions('cancel', flags(true, false), paid(1, true, 3242), 3242);
    expect(refundEligibilityText(o, '$32.42')).toBe('You are eligible for a refund of $32.42 through card on file.');
  });
  it('change (§4.4, §9): the card with refunds allowed, gift-card-only off and a card on file that can take the refund back', () => {
    expect(refundOptions('change', flags(true, false), paid(2, true, 9726), 6484)).toEqual({ card: true, giftCard: true });
    expect(refundOptions('change', flags(true, false), paid(1, false), 1000)).toEqual({ card: false, giftCard: true });
    expect(refundOptions('change', flags(true, true), paid(1, true), 1000)).toEqual({ card: false, giftCard: true });
    expect(refundOptions('change', flags(false, true), paid(1, true), 1000)).toEqual({ card: false, giftCard: true });
  });
  it('change: three adults paid by two gift cards and a card ($32.42 each): the card only for what it paid', () => {
    const threeWays = paid(3, true, 3242);
    const two = refundOptions('change', flags(true, false), threeWays, 6484);
    expect(two).toEqual({ card: false, giftCard: true });
    expect(refundEligibilityText(two, '$64.84')).toBe('You are eligible for a refund of $64.84 to a gift card.');
    expect(refundOptions('change', flags(true, false), threeWays, 3242)).toEqual({ card: true, giftCard: true });
  });
  it('says where the refund may go', () => {
    expect(refundEligibilityText({ card: false, giftCard: true }, '$10.00')).toBe(
      'You are eligible for a refund of $10.00 to a gift card.',
    );
    expect(refundEligibilityText({ card: true, giftCard: true }, '$10.00')).toBe(
      'You are eligible for a refund of $10.00 to a gift card or card on file.',
    );
    expect(refundEligibilityText({ card: true, giftCard: false }, '$10.00')).toBe(
      'You are eligible for a refund of $10.00 through card on file.',
    );
  });
  it('hides Cancel Booking when refunds are off and something was paid', () => {
    expect(canCancel(flags(false, false), 100)).toBe(false);
    expect(canCancel(flags(false, false), 0)).toBe(true);
    expect(canCancel(flags(false, true), 100)).toBe(true);
  });
});

describe('allocateSalePayments', () => {
  it('gives each booking its cost from the card, then gift cards, in order', () => {
    const shares = allocateSalePayments(
      [
        { bookingId: 1, totalCents: 5000 },
        { bookingId: 2, totalCents: 3000 },
      ],
      [
        { ref: 'card', amountCents: 6000 },
        { ref: 'gift', amountCents: 2500 },
      ],
    );
    expect(shares.get(1)).toEqual([{ ref: 'card', amountCents: 5000 }]);
    expect(shares.get(2)).toEqual([
      { ref: 'card', amountCents: 1000 },
      { ref: 'gift', amountCents: 2000 },
    ]);
  });
  it('leaves a booking of an unpaid sale without shares', () => {
    expect(allocateSalePayments([{ bookingId: 1, totalCents: 5000 }], []).get(1)).toEqual([]);
  });
});

describe('returnedAmounts', () => {
  it('returns a whole line exactly, in any steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 5 })),
        (quantity, total, tax, steps) => {
          const line = { quantity, totalCents: total, taxCents: Math.min(tax, total), exTaxCents: total - Math.min(tax, total) };
          let returned = 0;
          let sum = 0;
          let sumTax = 0;
          for (const s of [...steps, quantity]) {
            const units = Math.min(s, quantity - returned);
            if (units === 0) break;
            const r = returnedAmounts(line, returned, units);
            expect(r.exTaxCents + r.taxCents).toBe(r.totalCents);
            sum += r.totalCents;
            sumTax += r.taxCents;
            returned += units;
          }
          expect(sum).toBe(line.totalCents);
          expect(sumTax).toBe(line.taxCents);
        },
      ),
    );
  });
  it('returns one of three $10.83 units as $10.83', () => {
    expect(returnedAmounts({ quantity: 3, exTaxCents: 3000, taxCents: 249, totalCents: 3249 }, 0, 1)).toEqual({
      exTaxCents: 1000,
      taxCents: 83,
      totalCents: 1083,
    });
  });
});

describe('priceNewTickets (spec 02 §2.5, §4.7): a date change’s new tickets with its coupons', () => {
  const salesTax = { taxId: 1, name: 'Sales tax', percentage: 8.25, included: false };
  const adults = (quantity: number) => ({
    key: '9:1',
    tourEventId: 9,
    tourProductId: 1,
    quantity,
    unitPriceCents: 2995,
    taxIncluded: false,
    taxes: [salesTax],
  });
  const coupon = testCoupon;

  it('without a coupon costs what each line costs ($64.84 for 2 adults at $29.95 + 8.25 %)', () => {
    const priced = priceNewTickets([adults(2)], []);
    expect([priced.products.totalCents, priced.discountCents]).toEqual([6484, 0]);
    expect(couponUnits(priced).size).toBe(0);
  });

  it('SAVE10 takes 10 % off before tax: $58.36, $6.48 coupon applied, 2 units used', () => {
    const priced = priceNewTickets([adults(2)], [coupon()]);
    expect(priced.products).toEqual({ exTaxCents: 5391, taxCents: 445, totalCents: 5836 });
    expect(priced.discountCents).toBe(648);
    expect(priced.lines[0]?.discount).toEqual({ key: '9:1', couponId: 1, code: 'SAVE10', quantity: 2, discountCents: 599 });
    expect([...couponUnits(priced)]).toEqual([[1, 2]]);
  });

  it('a unique code discounts only the units its hold reserves (25 % off 1 of 3 adults)', () => {
    const vip = coupon({
      couponId: 4,
      code: 'VIPCODE',
      unique: true,
      maxProductsPerPurchase: 2,
      remainingProducts: 1,
      products: [{ tourProductId: 1, percentage: 25, dollarCents: null, applyToTourProductId: null }],
    });
    const priced = priceNewTickets([adults(3)], [vip]);
    // $97.26 for 3 adults, less $8.11 (25 % of one adult, with its tax).
    expect(priced.products.totalCents).toBe(8915);
    expect([...couponUnits(priced)]).toEqual([[4, 1]]);
  });
});

describe('a change of date carries non-refundable products', () => {
  const booked = [
    { tourProductId: 1, name: 'Adult', quantity: 2, refundable: true },
    { tourProductId: 4, name: 'Parking Pass', quantity: 1, refundable: false },
    { tourProductId: 4, name: 'Parking Pass', quantity: 1, refundable: false },
  ];
  it('refuses a new date that leaves part of one behind, with the spec text', () => {
    expect(nonRefundableLeftBehind(booked, new Map([[1, 2]]))).toBe('Parking Pass is not refundable.');
    expect(nonRefundableLeftBehind(booked, new Map([[1, 2], [4, 1]]))).toBe('Parking Pass is not refundable.');
  });
  it('accepts it carried whole (or more of it), and refundable tickets lowered', () => {
    expect(nonRefundableLeftBehind(booked, new Map([[1, 1], [4, 2]]))).toBeNull();
    expect(nonRefundableLeftBehind(booked, new Map([[4, 3]]))).toBeNull();
    expect(nonRefundableLeftBehind([{ ...booked[1]!, quantity: 0 }], new Map())).toBeNull();
  });
});
