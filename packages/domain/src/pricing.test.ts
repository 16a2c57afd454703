import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPrice, priceLine, priceLines, sameAmounts } from './pricing';

const salesTax = { included: false, percentage: 8.25 };
const amusementTax = { included: true, percentage: 5 };

describe('listPrice', () => {
  const matrix = [
    { costRateId: 1, priceCents: 2995 },
    { costRateId: 2, priceCents: 2395 },
  ];
  it('picks the price of the cost rate', () => {
    expect(listPrice(matrix, 2)).toBe(2395);
  });
  it('is undefined for a rate without a price', () => {
    expect(listPrice(matrix, 3)).toBeUndefined();
  });
});

describe('priceLine', () => {
  it('adds an excluded tax per unit, rounded to the cent, times the quantity', () => {
    // $29.95 + 8.25 % (2.470875 → $2.47) = $32.42; × 2
    expect(priceLine({ unitPriceCents: 2995, quantity: 2, taxes: [salesTax] })).toEqual({
      exTaxCents: 5990,
      taxCents: 494,
      totalCents: 6484,
    });
  });
  it('backs an included tax out of the price', () => {
    // $10.00 incl. 5 % → 952 + 48
    expect(priceLine({ unitPriceCents: 1000, quantity: 1, taxes: [amusementTax] })).toEqual({
      exTaxCents: 952,
      taxCents: 48,
      totalCents: 1000,
    });
  });
  it('is zero for quantity 0 and refuses negative or fractional quantities', () => {
    expect(priceLine({ unitPriceCents: 1000, quantity: 0, taxes: [salesTax] }).totalCents).toBe(0);
    expect(() => priceLine({ unitPriceCents: 1000, quantity: -1, taxes: [] })).toThrow(RangeError);
    expect(() => priceLine({ unitPriceCents: 1000, quantity: 1.5, taxes: [] })).toThrow(RangeError);
  });
});

describe('priceLines', () => {
  it('sums the lines into totals', () => {
    const { lines, totals } = priceLines([
      { unitPriceCents: 2995, quantity: 2, taxes: [salesTax] },
      { unitPriceCents: 1000, quantity: 1, taxes: [amusementTax] },
    ]);
    expect(lines).toHaveLength(2);
    expect(totals).toEqual({ exTaxCents: 5990 + 952, taxCents: 494 + 48, totalCents: 6484 + 1000 });
  });

  it('property: totals are the sum of line totals and ex-tax + tax = total', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 0, max: 50 }),
      taxes: fc.array(fc.record({ included: fc.boolean(), percentage: fc.integer({ min: 0, max: 2500 }).map((b) => b / 100) }), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (input) => {
        const { lines, totals } = priceLines(input);
        expect(totals.totalCents).toBe(lines.reduce((s, l) => s + l.totalCents, 0));
        expect(totals.exTaxCents + totals.taxCents).toBe(totals.totalCents);
        for (const l of lines) expect(Number.isInteger(l.taxCents) && l.taxCents >= 0).toBe(true);
      }),
    );
  });
});

describe('sameAmounts', () => {
  it('compares to the cent', () => {
    const a = { exTaxCents: 100, taxCents: 8, totalCents: 108 };
    expect(sameAmounts(a, { ...a })).toBe(true);
    expect(sameAmounts(a, { ...a, taxCents: 9, totalCents: 109 })).toBe(false);
  });
});
