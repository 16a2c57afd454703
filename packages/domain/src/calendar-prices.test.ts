import { describe, expect, it } from 'vitest';
import { calendarProducts, fromPriceCents } from './calendar-prices';

const product = (price: number, opts: { included?: boolean; onCalendar?: boolean; online?: boolean } = {}) => ({
  PriceMatrix: [{ CostRateID: 1, ProductID: 1, Price: price, Taxes: [{ TaxName: 't', TaxIncluded: opts.included ?? false, TaxPercentage: opts.included ? 5 : 8.25 }], VerifyGroupMembership: false }],
  ShowOnCalendar: opts.onCalendar ?? true,
  AvailableOnline: opts.online ?? true,
});
const extax = { defaultCostRateId: 1, showPricesAs: 'extax' as const };
const inctax = { defaultCostRateId: 1, showPricesAs: 'inctax' as const };

describe('fromPriceCents (spec 01 §2 price badge, §3 ShowOnCalendar)', () => {
  it('is the lowest advertised display price: $149 participants (5 % included) beside a $25 observer kept off the calendar', () => {
    const participant = product(149, { included: true });
    const observer = product(25, { onCalendar: false });
    expect(fromPriceCents([participant, observer], extax)).toBe(14190);
    expect(fromPriceCents([participant, observer], inctax)).toBe(14900);
    expect(fromPriceCents([participant, { ...observer, ShowOnCalendar: true }], extax)).toBe(2500);
  });

  it('follows ShowPricesAs for a tax-excluded price', () => {
    expect(fromPriceCents([product(29.95)], extax)).toBe(2995);
    expect(fromPriceCents([product(29.95)], inctax)).toBe(3242);
  });

  it('ignores products not sold online or not priced at the default rate; null when nothing is left', () => {
    expect(fromPriceCents([product(10, { online: false })], extax)).toBeNull();
    expect(fromPriceCents([{ ...product(10), PriceMatrix: [] }], extax)).toBeNull();
  });
});

describe('calendarProducts', () => {
  it('keeps online ShowOnCalendar products in order', () => {
    const a = product(1);
    const b = product(2, { onCalendar: false });
    const c = product(3);
    expect(calendarProducts([a, b, c])).toEqual([a, c]);
  });
});
