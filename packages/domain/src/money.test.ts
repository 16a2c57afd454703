import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, mulDivRound, toCents, toDollars } from './money';

describe('toCents', () => {
  it('converts wire dollars to integer cents', () => {
    expect(toCents(29.95)).toBe(2995);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.01)).toBe(1);
    expect(toCents(149)).toBe(14900);
    expect(toCents(1234567.89)).toBe(123456789);
    expect(toCents(0)).toBe(0);
  });

  it('is not fooled by binary floating point', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.1 * 3)).toBe(330);
    expect(toCents(4.35)).toBe(435);
  });

  it('rounds half a cent away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.015)).toBe(102);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(10.075)).toBe(1008);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-29.95)).toBe(-2995);
  });

  it('round-trips every cent amount through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('toDollars', () => {
  it('gives dollars with 2 decimals', () => {
    expect(toDollars(2995)).toBe(29.95);
    expect(toDollars(5)).toBe(0.05);
    expect(toDollars(100)).toBe(1);
    expect(toDollars(0)).toBe(0);
    expect(toDollars(-1250)).toBe(-12.5);
  });

  it('rounds a fractional cent amount to the cent', () => {
    expect(toDollars(1999.6)).toBe(20);
    expect(toDollars(1999.4)).toBe(19.99);
  });
});

describe('formatMoney', () => {
  it('formats cents in the configured currency', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(-1250, 'USD')).toBe('-$12.50');
  });

  it('follows the locale and the currency', () => {
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'CAD', 'en-CA')).toBe('$12.50');
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
  });

  it('gives the same text again from its memory of recent texts, per locale and currency', () => {
    for (let i = 0; i < 3; i++) {
      expect(formatMoney(2995, 'USD')).toBe('$29.95');
      expect(formatMoney(2995, 'EUR', 'de-DE')).toBe('29,95\u00a0€');
      expect(formatMoney(2995, 'GBP', 'en-GB')).toBe('£29.95');
    }
    // past its size it starts again, and still formats
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let c = 0; c < 2500; c++) expect(formatMoney(c * 101, 'USD')).toBe(usd.format((c * 101) / 100));
  });
});

describe('mulDivRound', () => {
  it('rounds a × b / c half up', () => {
    expect(mulDivRound(2995, 825, 10_000)).toBe(247); // 247.0875
    expect(mulDivRound(200, 825, 10_000)).toBe(17); // 16.5
    expect(mulDivRound(1, 1, 2)).toBe(1); // 0.5
    expect(mulDivRound(3, 1, 2)).toBe(2); // 1.5
    expect(mulDivRound(4, 1, 10)).toBe(0); // 0.4
    expect(mulDivRound(1000, 10_000, 10_500)).toBe(952); // 952.38…
    expect(mulDivRound(0, 825, 10_000)).toBe(0);
  });

  it('is the nearest integer to the exact quotient', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(20_000), fc.integer({ min: 1, max: 30_000 }), (a, b, c) => {
        const r = mulDivRound(a, b, c);
        expect(Number.isInteger(r)).toBe(true);
        // |r − a·b/c| ≤ ½, compared in integers: |r·c − a·b| · 2 ≤ c, and exact halves go up.
        const diff2 = 2 * (r * c - a * b);
        expect(diff2).toBeLessThanOrEqual(c);
        expect(diff2).toBeGreaterThan(-c);
      }),
    );
  });
});
