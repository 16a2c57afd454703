import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownLines, type ShowPricesAs } from './price-display';
import { priceLine } from './pricing';

const salesTax = { included: false, percentage: 8.25 };
const amusementTax = { included: true, percentage: 5 };

describe('shownLines (issue 10 item 1)', () => {
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
