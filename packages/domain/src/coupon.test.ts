import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscounts, couponLineDiscounts, couponProblem, unitsDiscount, type Coupon, type CouponLine } from './coupon';
import { mulDivRound } from './money';
import { testCoupon } from './testing/coupons';

const TEXTS = {
  CouponExpired: 'expired',
  CouponMaxTimesUsed: 'used up',
  HighestCouponAlreadyApplied: 'better applied',
  OneCouponOnly: 'one coupon',
  CouponNotAllowedOnJoin: 'not on join',
  CouponNotAllowedOnRenewal: 'not on renewal',
};

const coupon = testCoupon;
const line = (tourProductId: number, quantity: number, unitPriceCents: number, over: Partial<CouponLine> = {}): CouponLine => ({
  key: `7:${tourProductId}`,
  tourEventId: 7,
  tourProductId,
  quantity,
  unitPriceCents,
  taxIncluded: false,
  ...over,
});

describe('unitsDiscount', () => {
  it('takes a percentage of the units amount, rounded half up, and a dollar amount per unit up to the price', () => {
    expect(unitsDiscount({ percentage: 15, dollarCents: null }, 2995, 2, false)).toBe(899); // 898.5 → 899
    expect(unitsDiscount({ percentage: null, dollarCents: 500 }, 2995, 2, false)).toBe(1000);
    expect(unitsDiscount({ percentage: null, dollarCents: 5000 }, 2995, 2, false)).toBe(5990);
  });

  it('applies the one-cent correction on tax-included prices: the charged amount is the rounded percentage of the price', () => {
    // $29.95 incl. tax, 10 %: 299.5 would round the discount to $3.00 and charge $26.95, one cent under round($26.955).
    expect(unitsDiscount({ percentage: 10, dollarCents: null }, 2995, 1, true)).toBe(299);
    expect(unitsDiscount({ percentage: 10, dollarCents: null }, 2995, 1, false)).toBe(300);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), (amount, bp) => {
        const charged = amount - unitsDiscount({ percentage: bp / 100, dollarCents: null }, amount, 1, true);
        expect(charged).toBe(mulDivRound(amount, 10_000 - bp, 10_000));
      }),
    );
  });
});

describe('couponLineDiscounts', () => {
  it('discounts the named product; "buy X, discount Y" gives one Y per X of the same event', () => {
    const lines = [line(1, 2, 2995), line(2, 3, 1995, { key: '7:2' }), line(2, 1, 1995, { key: '8:2', tourEventId: 8 })];
    const buyAdultChildHalf = coupon({ kind: 'tourproduct', products: [{ tourProductId: 1, percentage: 50, dollarCents: null, applyToTourProductId: 2 }] });
    expect(couponLineDiscounts(buyAdultChildHalf, lines)).toEqual([{ key: '7:2', couponId: 1, code: 'SAVE10', quantity: 2, discountCents: 1995 }]);
  });

  it('caps the units per purchase, best-discounted units first', () => {
    const lines = [line(1, 3, 1000), line(3, 2, 4000, { key: '7:3' })];
    const c = coupon({
      maxProductsPerPurchase: 3,
      products: [
        { tourProductId: 1, percentage: 10, dollarCents: null, applyToTourProductId: null },
        { tourProductId: 3, percentage: 10, dollarCents: null, applyToTourProductId: null },
      ],
    });
    expect(couponLineDiscounts(c, lines).map((d) => [d.key, d.quantity])).toEqual([
      ['7:3', 2],
      ['7:1', 1],
    ]);
    expect(couponLineDiscounts({ ...c, unique: true, remainingProducts: 1 }, lines).map((d) => [d.key, d.quantity])).toEqual([['7:3', 1]]);
  });
});

const arbLines = fc
  .array(
    fc.record({
      tourProductId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
      taxIncluded: fc.boolean(),
      tourEventId: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 6 },
  )
  .map((ls) => ls.map((l, i) => ({ ...l, key: `line-${i}` })));
const arbRule = fc.record({
  tourProductId: fc.integer({ min: 1, max: 4 }),
  percentage: fc.option(fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100), { nil: null }),
  dollarCents: fc.integer({ min: 1, max: 60_000 }),
  applyToTourProductId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});
const arbCoupon = fc.record({
  couponId: fc.integer({ min: 1, max: 1000 }),
  rules: fc.array(arbRule, { minLength: 1, maxLength: 3 }),
  maxProductsPerPurchase: fc.integer({ min: 0, max: 8 }),
});
const toCoupon = (c: { couponId: number; rules: { tourProductId: number; percentage: number | null; dollarCents: number; applyToTourProductId: number | null }[]; maxProductsPerPurchase: number }) =>
  coupon({
    couponId: c.couponId,
    code: `C${c.couponId}`,
    maxProductsPerPurchase: c.maxProductsPerPurchase,
    products: c.rules.map((r) => ({ ...r, dollarCents: r.percentage === null ? r.dollarCents : null })),
  });

describe('couponDiscounts (properties)', () => {
  it('never makes a line negative: 0 < discount ≤ the discounted units amount ≤ the line amount', () => {
    fc.assert(
      fc.property(arbLines, fc.array(arbCoupon, { maxLength: 3 }), (lines, raw) => {
        for (const d of couponDiscounts(raw.map(toCoupon), lines)) {
          const l = lines.find((x) => x.key === d.key) as CouponLine;
          expect(d.discountCents).toBeGreaterThan(0);
          expect(d.quantity).toBeLessThanOrEqual(l.quantity);
          expect(d.discountCents).toBeLessThanOrEqual(l.unitPriceCents * d.quantity);
        }
      }),
    );
  });

  it('never chooses a coupon worse for the buyer than another applicable one, line by line', () => {
    fc.assert(
      fc.property(arbLines, fc.array(arbCoupon, { minLength: 1, maxLength: 3 }), (lines, raw) => {
        const coupons = raw.map(toCoupon);
        const chosen = new Map(couponDiscounts(coupons, lines).map((d) => [d.key, d.discountCents]));
        for (const c of coupons) for (const d of couponLineDiscounts(c, lines)) expect(chosen.get(d.key) ?? 0).toBeGreaterThanOrEqual(d.discountCents);
      }),
    );
  });

  it('respects each coupon’s units per purchase', () => {
    fc.assert(
      fc.property(arbLines, arbCoupon, (lines, raw) => {
        const c = toCoupon(raw);
        const units = couponLineDiscounts(c, lines).reduce((n, d) => n + d.quantity, 0);
        if (c.maxProductsPerPurchase > 0) expect(units).toBeLessThanOrEqual(c.maxProductsPerPurchase);
      }),
    );
  });
});

describe('couponProblem (spec 01 §5 "Coupons", in order)', () => {
  const lines = [line(1, 2, 2995)];
  const cart = { lines, applied: [] as Coupon[], today: '2026-11-23' };
  it('accepts an applicable coupon', () => {
    expect(couponProblem(coupon(), cart, TEXTS)).toBeNull();
  });
  it('refuses outside its validity window (venue dates, inclusive)', () => {
    expect(couponProblem(coupon({ useTill: '2026-11-22' }), cart, TEXTS)).toBe('expired');
    expect(couponProblem(coupon({ useFrom: '2026-11-24' }), cart, TEXTS)).toBe('expired');
    expect(couponProblem(coupon({ useFrom: '2026-11-23', useTill: '2026-11-23' }), cart, TEXTS)).toBeNull();
  });
  it('refuses a unique coupon configured with no units per purchase, used-up coupons and a second unique coupon', () => {
    expect(couponProblem(coupon({ unique: true, maxProductsPerPurchase: 0, remainingProducts: 5 }), cart, TEXTS)).toBe(
      'Please check your unique coupon configuration, Max User Per Day must be greater than 0.',
    );
    expect(couponProblem(coupon({ maxTransactions: 3, timesUsed: 3 }), cart, TEXTS)).toBe('used up');
    expect(couponProblem(coupon({ unique: true, maxProductsPerPurchase: 2, remainingProducts: 0 }), cart, TEXTS)).toBe('used up');
    const u = coupon({ unique: true, maxProductsPerPurchase: 2, remainingProducts: 4 });
    expect(couponProblem({ ...u, couponId: 2 }, { ...cart, applied: [u] }, TEXTS)).toBe(
      'Unique Coupon already applied, please remove existing coupon and try again.',
    );
  });
  it('refuses a coupon that matches no carted ticket, worded for one or several tickets', () => {
    const other = coupon({ products: [{ tourProductId: 9, percentage: 10, dollarCents: null, applyToTourProductId: null }] });
    expect(couponProblem(other, cart, TEXTS)).toBe('Coupon Code not found against this ticket.');
    expect(couponProblem(other, { ...cart, lines: [...lines, line(2, 1, 1000, { key: '7:2' })] }, TEXTS)).toBe('Coupon Code not found against these tickets.');
  });
  it('refuses a membership coupon without a membership package in the cart', () => {
    expect(couponProblem(coupon({ kind: 'membership' }), cart, TEXTS)).toBe(
      'Coupon Code not found against this membership package, please try again with an valid Coupon Code.',
    );
  });
  it('refuses a coupon no better than the ones applied on any of its lines', () => {
    const applied = [coupon({ couponId: 5, products: [{ tourProductId: 1, percentage: 20, dollarCents: null, applyToTourProductId: null }] })];
    expect(couponProblem(coupon(), { ...cart, applied }, TEXTS)).toBe('better applied');
    expect(couponProblem(coupon({ couponId: 6, products: [{ tourProductId: 1, percentage: 25, dollarCents: null, applyToTourProductId: null }] }), { ...cart, applied }, TEXTS)).toBeNull();
  });
});

describe('membership coupons (spec 01 §5 "Coupons": join / renewal, one coupon, dollar ≤ total)', () => {
  const NOT_FOUND = 'Coupon Code not found against this membership package, please try again with an valid Coupon Code.';
  const rule = { membershipPackageId: 1, percentage: 15, dollarCents: null, allowOnJoin: true, allowOnRenewal: false };
  const join15 = coupon({ couponId: 8, code: 'JOIN15', kind: 'membership', products: [], packages: [rule] });
  // Package 1 joined: two adults at $85 and one add-on at $12.50; a ticket line beside it.
  const pkg = (renewal = false, packageId = 1): CouponLine[] => [
    { key: 'm:1', tourEventId: 0, tourProductId: 0, productId: 101, quantity: 2, unitPriceCents: 8500, taxIncluded: false, membership: { packageId, renewal } },
    { key: 'm:3', tourEventId: 0, tourProductId: 0, productId: 103, quantity: 1, unitPriceCents: 1250, taxIncluded: false, membership: { packageId, renewal } },
  ];
  const cart = (lines: CouponLine[], applied: Coupon[] = []) => ({ lines: [line(1, 2, 2995), ...lines], applied, today: '2026-11-23' });

  it('takes the percentage off every line of the package joined, and nothing off the tickets', () => {
    expect(couponLineDiscounts(join15, cart(pkg()).lines)).toEqual([
      { key: 'm:1', couponId: 8, code: 'JOIN15', quantity: 2, discountCents: 2550 },
      { key: 'm:3', couponId: 8, code: 'JOIN15', quantity: 1, discountCents: 188 },
    ]);
    expect(couponProblem(join15, cart(pkg()), TEXTS)).toBeNull();
  });

  it('refuses a renewal when only joins are allowed, and a join when only renewals are', () => {
    expect(couponProblem(join15, cart(pkg(true)), TEXTS)).toBe('not on renewal');
    expect(couponLineDiscounts(join15, pkg(true))).toEqual([]);
    const renewOnly = coupon({ ...join15, packages: [{ ...rule, allowOnJoin: false, allowOnRenewal: true }] });
    expect(couponProblem(renewOnly, cart(pkg()), TEXTS)).toBe('not on join');
    expect(couponProblem(renewOnly, cart(pkg(true)), TEXTS)).toBeNull();
  });

  it('refuses a package the coupon does not name, a cart without a package, and a second membership coupon', () => {
    expect(couponProblem(join15, cart(pkg(false, 2)), TEXTS)).toBe(NOT_FOUND);
    expect(couponProblem(join15, cart([]), TEXTS)).toBe(NOT_FOUND);
    const other = coupon({ ...join15, couponId: 9, code: 'MEMBER5' });
    expect(couponProblem(join15, cart(pkg(), [other]), TEXTS)).toBe('one coupon');
  });

  it('takes a dollar coupon off the package once, only when the package costs at least that', () => {
    const dollars = (cents: number) => coupon({ ...join15, packages: [{ ...rule, percentage: null, dollarCents: cents }] });
    expect(couponLineDiscounts(dollars(18_000), pkg())).toEqual([
      { key: 'm:1', couponId: 8, code: 'JOIN15', quantity: 2, discountCents: 17_000 },
      { key: 'm:3', couponId: 8, code: 'JOIN15', quantity: 1, discountCents: 1000 },
    ]);
    expect(couponLineDiscounts(dollars(18_250), pkg()).reduce((s, d) => s + d.discountCents, 0)).toBe(18_250);
    expect(couponLineDiscounts(dollars(18_251), pkg())).toEqual([]);
    expect(couponProblem(dollars(18_251), cart(pkg()), TEXTS)).toBe(NOT_FOUND);
  });

  it('is never matched by a ticket or GA coupon naming the same product id', () => {
    const ga = coupon({ products: [{ tourProductId: 0, productId: 101, percentage: 50, dollarCents: null, applyToTourProductId: null }] });
    expect(couponLineDiscounts(ga, pkg())).toEqual([]);
  });
});
