import { describe, expect, it } from 'vitest';
import { orderTotals, priceOrderItem, shownFoodPrice, shownOrderLine } from './food-pricing';

const salesTax = [{ included: false, percentage: 8.25 }];

describe('food line prices (spec 02 §2.12 item 5: product price plus selected option prices, times quantity)', () => {
  it('taxes the product and each option per unit, then multiplies by the quantity', () => {
    // 4.50 → 0.37 tax; 0.75 → 0.06; 0.60 → 0.05: unit 5.85 ex, 0.48 tax, 6.33 total.
    expect(priceOrderItem({ priceCents: 450, optionPriceCents: [75, 60], taxes: salesTax, quantity: 3 })).toEqual({ exTaxCents: 1755, taxCents: 144, totalCents: 1899 });
  });

  it('the option prices shown add up to the unit shown, under either setting', () => {
    for (const setting of ['inctax', 'subtotal'] as const) {
      const line = shownOrderLine({ priceCents: 450, optionPriceCents: [75, 60], taxes: salesTax, quantity: 2 }, setting);
      const parts = [450, 75, 60].map((p) => shownFoodPrice(p, salesTax, setting));
      expect(line.unitCents).toBe(parts.reduce((a, b) => a + b, 0));
      expect(line.lineCents).toBe(line.unitCents * 2);
    }
  });

  it("the menu's Checkout amount is the total with 'inctax' and the subtotal without", () => {
    const lines = [shownOrderLine({ priceCents: 450, optionPriceCents: [75], taxes: salesTax, quantity: 2 }, 'subtotal')];
    expect(orderTotals(lines, 'subtotal')).toMatchObject({ subtotalCents: 1050, taxCents: 86, totalCents: 1136, checkoutAmountCents: 1050 });
    const inc = [shownOrderLine({ priceCents: 450, optionPriceCents: [75], taxes: salesTax, quantity: 2 }, 'inctax')];
    expect(orderTotals(inc, 'inctax')).toMatchObject({ subtotalCents: 1136, taxCents: 86, totalCents: 1136, checkoutAmountCents: 1136 });
  });
});
