import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedLineText, chargedTotals, shownChargedLine, shownDiscount, shownLines, type ShowPricesAs } from './price-display';
import { priceLine } from './pricing';

const salesTax = { included: false, percentage: 8.25 };
const amusementTax = { included: true, percentage: 5 };

describe('shownLines', () => {
  it('extax: Tour Guest $59.00 incl. 5 % is shown $56.19 a ticket, $112.38 for two, the subtotal of the line', () => {
    const { lines, totals } = shownLines([{ unitPriceCents: 5900, quantity: 2, taxes: [amusementTax] }], 'extax');
    expect(lines[0]).toMatchObject({ unitCents: 5619, lineCents: 11238 });
    expect(totals).toEqual({ subtotalCents: 11238, taxCents: 562, taxIncluded: false, totalCents: 11800 });
  });

  it('inctax: Adult $29.95 + 8.25 % is shown $32.42 a ticket; the subtotal includes the tax', () => {
    const { lines, totals } = shownLines([{ unitPriceCents: 2995, quantity: 2, taxes: [salesTax] }], 'inctax');
    expect(lines[0]).toMatchObject({ unitCents: 3242, lineCents: 6484 });
    expect(totals).toEqual({ subtotalCents: 6484, taxCents: 494, taxIncluded: true, totalCents: 6484 });
  });

  it('two $149.00 participants (5 % included) are shown 2 × $141.90 = $283.80, never $283.81', () => {
    const { lines } = shownLines([{ unitPriceCents: 14900, quantity: 2, taxes: [amusementTax] }], 'extax');
    expect(lines[0]).toMatchObject({ unitCents: 14190, lineCents: 28380 });
  });

  it('seven adults inc-tax are 7 × $32.42 = $226.94 shown and charged', () => {
    const { lines, totals } = shownLines([{ unitPriceCents: 2995, quantity: 7, taxes: [salesTax] }], 'inctax');
    expect(lines[0]?.lineCents).toBe(22694);
    expect(totals.totalCents).toBe(22694);
  });

  const line = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 0, max: 999 }),
    taxes: fc.array(fc.record({ included: fc.boolean(), percentage: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100) }), { maxLength: 3 }),
  });
  const setting = fc.constantFrom<ShowPricesAs>('extax', 'inctax');

  it('property: under both settings the lines shown sum to the subtotal shown, unit × quantity = line, and the total is what is charged', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), setting, (input, as) => {
        const { lines, totals } = shownLines(input, as);
        expect(lines.reduce((s, l) => s + l.lineCents, 0)).toBe(totals.subtotalCents);
        lines.forEach((l, i) => expect(l.lineCents).toBe(l.unitCents * (input[i]?.quantity ?? NaN)));
        const charged = input.reduce((s, l) => s + priceLine(l).totalCents, 0);
        expect(totals.totalCents).toBe(charged);
        expect(totals.taxIncluded ? totals.subtotalCents : totals.subtotalCents + totals.taxCents).toBe(totals.totalCents);
      }),
    );
  });
});

describe('receipt lines as the cart shows them (spec 01 §2 "Confirmation screen")', () => {
  // 2 Adult at $29.95 + 8.25 % with SAVE10 (10 %): the cart says $59.90, "Coupon SAVE10 on Adult −$5.99".
  const adults = { charged: { exTaxCents: 5391, taxCents: 445, totalCents: 5836 }, discount: { exTaxCents: 599, taxCents: 49, totalCents: 648 }, couponCode: 'SAVE10' };

  it('extax: list, discount and charged amount ex-tax, adding up: $59.90 − $5.99 = $53.91', () => {
    expect(shownChargedLine(adults, 'extax')).toEqual({ listCents: 5990, discountCents: 599, chargedCents: 5391 });
    expect(chargedLineText(adults, 'extax', 'USD')).toBe('$59.90 (coupon SAVE10: −$5.99) = $53.91');
  });

  it('inctax: the same with tax: $64.84 − $6.48 = $58.36', () => {
    expect(chargedLineText(adults, 'inctax', 'USD')).toBe('$64.84 (coupon SAVE10: −$6.48) = $58.36');
  });

  it('a line without coupon is its charged amount; a returned line is negative', () => {
    const plain = { charged: { exTaxCents: -5990, taxCents: -494, totalCents: -6484 }, discount: { exTaxCents: 0, taxCents: 0, totalCents: 0 }, couponCode: null };
    expect(chargedLineText(plain, 'inctax', 'USD')).toBe('−$64.84');
  });

  it('the cart’s discount row is the list amount shown less the charged amount shown', () => {
    const list = priceLine({ unitPriceCents: 2995, quantity: 2, taxes: [salesTax] });
    expect(shownDiscount(list, adults.charged, 'extax')).toBe(599);
    expect(shownDiscount(list, adults.charged, 'inctax')).toBe(648);
  });

  it('a booking’s lines add up to their subtotal under either setting', () => {
    const lines = [adults.charged, { exTaxCents: 1795, taxCents: 148, totalCents: 1943 }];
    expect(chargedTotals(lines, 'extax')).toEqual({ subtotalCents: 7186, taxCents: 593, taxIncluded: false, totalCents: 7779 });
    expect(chargedTotals(lines, 'inctax')).toEqual({ subtotalCents: 7779, taxCents: 593, taxIncluded: true, totalCents: 7779 });
  });
});
