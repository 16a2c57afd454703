import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTaxes, sumTaxed, type TaxRate, type TaxedAmount } from './tax';

// The demo store's taxes: sales tax added on top, amusement tax included in the price.
const salesTax: TaxRate = { included: false, percentage: 8.25 };
const amusementTax: TaxRate = { included: true, percentage: 5 };

describe('applyTaxes', () => {
  it('leaves an untaxed amount alone', () => {
    expect(applyTaxes(1234, [])).toEqual({ exTaxCents: 1234, taxCents: 0, totalCents: 1234 });
    expect(applyTaxes(0, [salesTax, amusementTax])).toEqual({ exTaxCents: 0, taxCents: 0, totalCents: 0 });
  });

  describe('tax excluded (added on top)', () => {
    it('adds the tax to the price', () => {
      // Adult $29.95 + 8.25 % = 2.470875 → $2.47
      expect(applyTaxes(2995, [salesTax])).toEqual({ exTaxCents: 2995, taxCents: 247, totalCents: 3242 });
      // two adults: 5990 × 8.25 % = 494.175 → 494
      expect(applyTaxes(5990, [salesTax])).toEqual({ exTaxCents: 5990, taxCents: 494, totalCents: 6484 });
      // Child $19.95 × 3 = 59.85; 8.25 % = 4.937625 → $4.94
      expect(applyTaxes(5985, [salesTax])).toEqual({ exTaxCents: 5985, taxCents: 494, totalCents: 6479 });
    });

    it('rounds half a cent up', () => {
      expect(applyTaxes(200, [salesTax])).toEqual({ exTaxCents: 200, taxCents: 17, totalCents: 217 }); // 16.5
      expect(applyTaxes(5, [{ included: false, percentage: 10 }])).toEqual({ exTaxCents: 5, taxCents: 1, totalCents: 6 }); // 0.5
      expect(applyTaxes(4, [{ included: false, percentage: 10 }])).toEqual({ exTaxCents: 4, taxCents: 0, totalCents: 4 }); // 0.4
    });

    it('rounds each tax entry separately', () => {
      // 1050 × 8.25 % = 86.625 → 87; 1050 × 1 % = 10.5 → 11; together 98 (not 97 for 9.25 %)
      expect(applyTaxes(1050, [salesTax, { included: false, percentage: 1 }])).toEqual({ exTaxCents: 1050, taxCents: 98, totalCents: 1148 });
    });
  });

  describe('tax included (already in the price)', () => {
    it('backs the tax out of the price; the total stays the price', () => {
      // Parking $10.00 incl. 5 %: 1000 / 1.05 = 952.38 → 952 + 48
      expect(applyTaxes(1000, [amusementTax])).toEqual({ exTaxCents: 952, taxCents: 48, totalCents: 1000 });
      // Encounter $149.00 incl. 5 %: 14190.476 → 14190 + 710
      expect(applyTaxes(14900, [amusementTax])).toEqual({ exTaxCents: 14190, taxCents: 710, totalCents: 14900 });
    });

    it('rounds the line, not the unit: 2 × $10.00 is 1905 + 95, not 2 × (952 + 48)', () => {
      expect(applyTaxes(2000, [amusementTax])).toEqual({ exTaxCents: 1905, taxCents: 95, totalCents: 2000 });
    });

    it('backs several included taxes out together', () => {
      expect(applyTaxes(1080, [amusementTax, { included: true, percentage: 3 }])).toEqual({ exTaxCents: 1000, taxCents: 80, totalCents: 1080 });
    });

    it('uses the percentage to 2 decimals', () => {
      // 8.25 % included: 10825 / 1.0825 = 10000 exactly
      expect(applyTaxes(10825, [{ included: true, percentage: 8.25 }])).toEqual({ exTaxCents: 10000, taxCents: 825, totalCents: 10825 });
    });
  });

  describe('mixed included and excluded', () => {
    it('backs out the included tax, then adds the excluded one on the ex-tax base', () => {
      // Night Guest $35.00: ex-tax 3500 / 1.05 = 3333.33 → 3333 (167 included);
      // sales tax 3333 × 8.25 % = 274.97 → 275; tax 442, total 3775.
      expect(applyTaxes(3500, [salesTax, amusementTax])).toEqual({ exTaxCents: 3333, taxCents: 442, totalCents: 3775 });
      // the order of the entries does not matter
      expect(applyTaxes(3500, [amusementTax, salesTax])).toEqual(applyTaxes(3500, [salesTax, amusementTax]));
    });
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => applyTaxes(-1, [salesTax])).toThrow(RangeError);
    expect(() => applyTaxes(12.5, [salesTax])).toThrow(RangeError);
    expect(() => applyTaxes(Number.NaN, [])).toThrow(RangeError);
  });
});

describe('sumTaxed', () => {
  it('adds lines field by field', () => {
    const lines = [applyTaxes(5990, [salesTax]), applyTaxes(1000, [amusementTax]), applyTaxes(3500, [salesTax, amusementTax])];
    expect(sumTaxed(lines)).toEqual({ exTaxCents: 5990 + 952 + 3333, taxCents: 494 + 48 + 442, totalCents: 6484 + 1000 + 3775 });
  });

  it('is zero for no lines', () => {
    expect(sumTaxed([])).toEqual({ exTaxCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe('tax properties', () => {
  const amount = fc.integer({ min: 0, max: 100_000_000 });
  // percentages with at most 2 decimals, 0 to 30 %
  const rate = fc.record({ included: fc.boolean(), percentage: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100) });
  const rates = fc.array(rate, { maxLength: 4 });

  it('exTax + tax = total, all whole non-negative cents', () => {
    fc.assert(
      fc.property(amount, rates, (a, t) => {
        const r = applyTaxes(a, t);
        expect(r.exTaxCents + r.taxCents).toBe(r.totalCents);
        for (const v of Object.values(r)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(r.exTaxCents).toBeLessThanOrEqual(a);
        expect(r.totalCents).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('included taxes never change the total; excluded taxes never change the ex-tax amount', () => {
    fc.assert(
      fc.property(amount, rates, (a, t) => {
        expect(applyTaxes(a, t.map((x) => ({ ...x, included: true }))).totalCents).toBe(a);
        expect(applyTaxes(a, t.map((x) => ({ ...x, included: false }))).exTaxCents).toBe(a);
      }),
    );
  });

  it('the included tax is within a cent of the exact share', () => {
    fc.assert(
      fc.property(amount, fc.array(rate.map((x) => ({ ...x, included: true })), { minLength: 1, maxLength: 3 }), (a, t) => {
        const pct = t.reduce((s, x) => s + x.percentage, 0);
        const exact = a - a / (1 + pct / 100);
        expect(Math.abs(applyTaxes(a, t).taxCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('the totals of several lines add up', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, rates), { maxLength: 10 }), (lines) => {
        const taxed: TaxedAmount[] = lines.map(([a, t]) => applyTaxes(a, t));
        const sum = sumTaxed(taxed);
        expect(sum.exTaxCents + sum.taxCents).toBe(sum.totalCents);
        expect(sum.totalCents).toBe(taxed.reduce((s, x) => s + x.totalCents, 0));
        expect(sum.taxCents).toBe(taxed.reduce((s, x) => s + x.taxCents, 0));
        expect(sum.exTaxCents).toBe(taxed.reduce((s, x) => s + x.exTaxCents, 0));
      }),
    );
  });
});
