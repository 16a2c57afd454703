import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donationProblem } from './donation';
import { transactionFee } from './fee';
import { allocateGiftCards, maskGiftCardNo } from './gift-card';
import { priceOrder, type OrderInput } from './order-pricing';
import { sumTaxed } from './tax';
import { testCoupon } from './testing/coupons';

const salesTax = { included: false, percentage: 8.25 };
const amusementTax = { included: true, percentage: 5 };

describe('allocateGiftCards', () => {
  it('uses the smallest cards first and marks each hold Remain, Update or Delete', () => {
    const cards = [
      { giftcardNo: 'BIG', availableCents: 10_000, heldCents: 5_000 },
      { giftcardNo: 'SMALL', availableCents: 2_500, heldCents: 2_500 },
      { giftcardNo: 'SPARE', availableCents: 4_000, heldCents: 1_000 },
    ];
    expect(allocateGiftCards(cards, 5_000)).toEqual([
      { giftcardNo: 'BIG', amountCents: 0, action: 'Delete' },
      { giftcardNo: 'SMALL', amountCents: 2_500, action: 'Remain' },
      { giftcardNo: 'SPARE', amountCents: 2_500, action: 'Update' },
    ]);
  });

  it('covers exactly the amount due or the cards’ total, never more than a card has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ availableCents: fc.integer({ min: 0, max: 100_000 }), heldCents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 300_000 }),
        (raw, due) => {
          const cards = raw.map((c, i) => ({ ...c, giftcardNo: `G${i}` }));
          const out = allocateGiftCards(cards, due);
          const total = cards.reduce((s, c) => s + c.availableCents, 0);
          expect(out.reduce((s, a) => s + a.amountCents, 0)).toBe(Math.min(due, total));
          out.forEach((a, i) => {
            expect(a.amountCents).toBeGreaterThanOrEqual(0);
            expect(a.amountCents).toBeLessThanOrEqual(cards[i]?.availableCents ?? 0);
          });
        },
      ),
    );
  });

  it('masks a number to its last 6 characters, 10 characters at most', () => {
    expect(maskGiftCardNo('HL7Q2M9XK4PA3F')).toBe('****K4PA3F');
    expect(maskGiftCardNo('ABC123')).toBe('ABC123');
    expect(maskGiftCardNo('ABCD1234')).toBe('**CD1234');
  });
});

describe('transactionFee (spec 01 §9)', () => {
  it('is a percentage of the subtotal plus a flat part only with a gift card or a positive percentage amount', () => {
    expect(transactionFee({ percentage: 2.5, flatCents: 50 }, 10_000, false)).toBe(300);
    expect(transactionFee({ percentage: 0, flatCents: 50 }, 10_000, false)).toBe(0);
    expect(transactionFee({ percentage: 0, flatCents: 50 }, 10_000, true)).toBe(50);
    expect(transactionFee(null, 10_000, true)).toBe(0);
  });
  it('is never negative and the flat part follows the rule (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (bp, flat, sub, gift) => {
        const fee = transactionFee({ percentage: bp / 100, flatCents: flat }, sub, gift);
        const percent = Math.floor((sub * bp * 2 + 10_000) / 20_000);
        expect(fee).toBe(sub > 0 ? percent + (gift || percent > 0 ? flat : 0) : 0);
      }),
    );
  });
});

describe('donationProblem (spec 01 §5)', () => {
  const product = { priceCents: 500, maxPriceCents: 50_000 };
  it('refuses nothing, 0 and less than $0.10; an Other amount must lie within Price – MaxPrice', () => {
    expect(donationProblem(null, product, false)).toBe('invalid');
    expect(donationProblem(0, product, false)).toBe('invalid');
    expect(donationProblem(9, product, false)).toBe('invalid');
    expect(donationProblem(10, product, false)).toBeNull();
    expect(donationProblem(499, product, true)).toBe('invalid');
    expect(donationProblem(50_001, product, true)).toBe('invalid');
    expect(donationProblem(2_500, product, true)).toBeNull();
  });
});

describe('priceOrder', () => {
  const order = (over: Partial<OrderInput> = {}): OrderInput => ({
    lines: [
      { key: '7:1', tourEventId: 7, tourProductId: 1, quantity: 2, unitPriceCents: 2995, taxIncluded: false, taxes: [salesTax] },
      { key: '7:4', tourEventId: 7, tourProductId: 4, quantity: 1, unitPriceCents: 1000, taxIncluded: true, taxes: [amusementTax] },
    ],
    coupons: [],
    donationCents: 0,
    fee: null,
    giftCards: [],
    ...over,
  });

  it('takes the coupon off before taxes and adds donation and fee; gift cards then the card pay the total', () => {
    const p = priceOrder(
      order({
        coupons: [
          testCoupon(),
        ],
        donationCents: 500,
        fee: { percentage: 2, flatCents: 25 },
        giftCards: [{ giftcardNo: 'G', availableCents: 3_000, heldCents: 0 }],
      }),
    );
    // Adults $59.90 − 10 % = $53.91 + 8.25 % ($4.45) = $58.36; parking $10.00 (incl. $0.48).
    expect(p.lines[0]?.amounts).toEqual({ exTaxCents: 5391, taxCents: 445, totalCents: 5836 });
    expect(p.products).toEqual({ exTaxCents: 6343, taxCents: 493, totalCents: 6836 });
    expect(p.discountCents).toBe(6484 - 5836);
    expect(p.feeCents).toBe(127 + 25); // 2 % of $63.43, plus the flat part (a gift card is held)
    expect(p.totalCents).toBe(6836 + 500 + 152);
    expect([p.giftCardCents, p.amountToPayCents]).toEqual([3_000, p.totalCents - 3_000]);
  });

  it('adds up: lines to products, products + donation + fee to the total, gift cards + card to the total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 9 }), price: fc.integer({ min: 0, max: 40_000 }), inc: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 3 }),
        (raw, donation, cards) => {
          const p = priceOrder(
            order({
              lines: raw.map((l, i) => ({ key: `k${i}`, tourEventId: 1, tourProductId: i + 1, quantity: l.q, unitPriceCents: l.price, taxIncluded: l.inc, taxes: [l.inc ? amusementTax : salesTax] })),
              donationCents: donation,
              fee: { percentage: 3, flatCents: 100 },
              giftCards: cards.map((c, i) => ({ giftcardNo: `G${i}`, availableCents: c, heldCents: 0 })),
            }),
          );
          expect(p.products).toEqual(sumTaxed(p.lines.map((l) => l.amounts)));
          expect(p.totalCents).toBe(p.products.totalCents + p.donationCents + p.feeCents);
          expect(p.giftCardCents + p.amountToPayCents).toBe(p.totalCents);
          expect(p.amountToPayCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
