import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gaDepartments, gaOrderLine, gaSelectionProblem, gaStepperMax, validUntilText, withinSellWindow, youSaveCents } from './ga-tickets';
import { priceOrder } from './order-pricing';

describe('withinSellWindow', () => {
  it('includes both ends and today; an open end is no limit', () => {
    expect(withinSellWindow('2026-11-23', '2026-11-23', '2026-11-23')).toBe(true);
    expect(withinSellWindow('2026-11-24', null, '2026-11-23')).toBe(false);
    expect(withinSellWindow(null, '2026-11-22', '2026-11-23')).toBe(false);
    expect(withinSellWindow(null, null, '2026-11-23')).toBe(true);
  });
});

describe('gaDepartments', () => {
  const t = (name: string, department: string | null, departmentSortOrder: number, sortOrder: number) => ({ name, department, departmentSortOrder, sortOrder });
  it('groups by department in department order, tickets in their order (spec 02 §2.9)', () => {
    const tickets = [t('Penguin Feeding', 'Experiences', 2, 1), t('Shark Tunnel Photo', 'Exhibits', 1, 2), t('Otter Talk', 'Experiences', 2, 0), t('4D Theater', 'Exhibits', 1, 1)];
    expect(gaDepartments(tickets, (x) => x).map((d) => [d.name, d.tickets.map((x) => x.name)])).toEqual([
      ['Exhibits', ['4D Theater', 'Shark Tunnel Photo']],
      ['Experiences', ['Otter Talk', 'Penguin Feeding']],
    ]);
  });
  it('keeps every ticket once, each department in one group', () => {
    const ticket = fc.record({ name: fc.string(), department: fc.constantFrom('A', 'B', 'C', null), departmentSortOrder: fc.integer({ min: 0, max: 3 }), sortOrder: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(ticket, { maxLength: 20 }), (tickets) => {
        // A department's sort order is the department's: give each name one.
        const fixed = tickets.map((x) => ({ ...x, departmentSortOrder: { A: 2, B: 1, C: 3 }[x.department ?? 'C'] ?? 0 }));
        const groups = gaDepartments(fixed, (x) => x);
        expect(groups.flatMap((g) => g.tickets)).toHaveLength(fixed.length);
        expect(new Set(groups.map((g) => g.name)).size).toBe(groups.length);
      }),
    );
  });
});

describe('youSaveCents', () => {
  it('is the original price less the price, only when there is a saving', () => {
    expect(youSaveCents(800, 1000)).toBe(200);
    expect(youSaveCents(800, null)).toBeNull();
    expect(youSaveCents(800, 800)).toBeNull();
  });
});

describe('gaStepperMax (spec 02 §9: MaxQuantity minus what is in the cart)', () => {
  it('subtracts the cart, never below 0; no maximum means 999', () => {
    expect(gaStepperMax(10, 0)).toBe(10);
    expect(gaStepperMax(10, 4)).toBe(6);
    expect(gaStepperMax(5, 7)).toBe(0);
    expect(gaStepperMax(0, 9)).toBe(990);
  });
});

describe('gaSelectionProblem (spec 02 §5)', () => {
  const c = (quantity: number, o: Partial<{ name: string; minQuantity: number; maxQuantity: number; inCart: number }> = {}) => ({ name: 'Penguin Feeding', minQuantity: 2, maxQuantity: 8, inCart: 0, quantity, ...o });
  it('asks for a quantity first', () => {
    expect(gaSelectionProblem([c(0), c(0, { name: '4D Theater' })])).toBe('Please select quantity first');
    expect(gaSelectionProblem([])).toBe('Please select quantity first');
  });
  it('names a ticket below its minimum, counting what the cart holds of it', () => {
    expect(gaSelectionProblem([c(1)])).toBe('Penguin Feeding (Please select at least 2 quantity)');
    expect(gaSelectionProblem([c(1, { inCart: 1 })])).toBeNull();
    expect(gaSelectionProblem([c(2), c(0, { name: '4D Theater', minQuantity: 3 })])).toBeNull();
  });
  it('refuses more than the maximum', () => {
    expect(gaSelectionProblem([c(3, { inCart: 6 })])).toBe('Maximum of 8 tickets allowed');
  });
});

describe('gaOrderLine', () => {
  it('prices like the server: GA20 takes 20 % off 2 × $8 before the 8.25 % tax', () => {
    const line = gaOrderLine({ productId: 2001, priceCents: 800, taxes: [{ included: false, percentage: 8.25 }] }, 2);
    const coupon = { couponId: 9, code: 'GA20', kind: 'ticket' as const, useFrom: null, useTill: null, unique: false, maxProductsPerPurchase: 0, remainingProducts: null, maxTransactions: 0, timesUsed: 0, products: [{ tourProductId: 0, productId: 2001, percentage: 20, dollarCents: null, applyToTourProductId: null }] };
    const priced = priceOrder({ lines: [line], coupons: [coupon], donationCents: 0, fee: null, giftCards: [] });
    expect(line).toMatchObject({ key: 'ga:2001', tourEventId: 0, tourProductId: 0, productId: 2001, taxIncluded: false });
    expect(priced.lines[0]?.amounts).toEqual({ exTaxCents: 1280, taxCents: 106, totalCents: 1386 });
  });
});

describe('validUntilText', () => {
  it("reads 'Valid until' and the venue date as spec 02 §9 formats it", () => {
    expect(validUntilText('2027-02-21')).toBe('Valid until Feb 21, 2027');
    expect(validUntilText('2027-11-05')).toBe('Valid until Nov 5, 2027');
  });
});
