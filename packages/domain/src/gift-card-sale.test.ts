import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardAmountValid, giftCardGroups, giftCardGroupTitle, giftCardSelectionProblem, readCustomAmount } from './gift-card-sale';

const p = (imageUrl: string | null, priceCents: number, maxPriceCents: number | null = null) => ({ imageUrl, priceCents, maxPriceCents });

describe('giftCardGroups (spec 02 §2.11)', () => {
  it('groups by image in first-seen order: several → Select Amount, one with a maximum → custom, one without → fixed', () => {
    const groups = giftCardGroups([p('jelly', 2500), p('jelly', 5000), p('coral', 1000, 50000), p('jelly', 10000), p('dolphin', 4000)], (x) => x);
    expect(groups.map((g) => [g.imageUrl, g.kind, g.products.map((x) => x.priceCents)])).toEqual([
      ['jelly', 'select', [2500, 5000, 10000]],
      ['coral', 'custom', [1000]],
      ['dolphin', 'fixed', [4000]],
    ]);
  });
});

describe('giftCardAmountValid', () => {
  it('takes a fixed product at its price only', () => {
    expect(giftCardAmountValid(p(null, 2500), 2500)).toBe(true);
    expect(giftCardAmountValid(p(null, 2500), 3000)).toBe(false);
  });
  it('checks a custom amount on both sides, ends included', () => {
    const custom = p(null, 1000, 50000);
    expect([999, 1000, 25000, 50000, 50001, 0, -1000].map((a) => giftCardAmountValid(custom, a))).toEqual([false, true, true, true, false, false, false]);
  });
});

describe('readCustomAmount', () => {
  const custom = p(null, 1000, 50000);
  it('reads dollars and cents within the bounds', () => {
    expect(readCustomAmount('40', custom)).toEqual({ kind: 'valid', amountCents: 4000 });
    expect(readCustomAmount(' 37.5 ', custom)).toEqual({ kind: 'valid', amountCents: 3750 });
    expect(readCustomAmount('10.00', custom)).toEqual({ kind: 'valid', amountCents: 1000 });
    expect(readCustomAmount('500', custom)).toEqual({ kind: 'valid', amountCents: 50000 });
  });
  it('treats empty and 0 as nothing chosen', () => {
    expect(readCustomAmount('', custom)).toEqual({ kind: 'none' });
    expect(readCustomAmount('0.00', custom)).toEqual({ kind: 'none' });
  });
  it('flags amounts outside Min–Max, more than 2 decimals and non-amounts', () => {
    for (const t of ['9.99', '500.01', '-20', '12.345', 'abc', '1e3', '$20']) expect(readCustomAmount(t, custom), t).toEqual({ kind: 'invalid' });
  });
  it('agrees with giftCardAmountValid for every whole-cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (cents) => {
        const r = readCustomAmount((cents / 100).toFixed(2), custom);
        expect(r.kind === 'valid').toBe(giftCardAmountValid(custom, cents));
      }),
    );
  });
});

describe('giftCardSelectionProblem (spec 02 §5)', () => {
  it('flags an invalid amount, then an empty selection', () => {
    expect(giftCardSelectionProblem([{ quantity: 1, invalidAmount: true }])).toBe('Please enter valid amount.');
    expect(giftCardSelectionProblem([{ quantity: 0, invalidAmount: false }])).toBe('Please select any giftcard');
    expect(giftCardSelectionProblem([])).toBe('Please select any giftcard');
    expect(giftCardSelectionProblem([{ quantity: 0, invalidAmount: false }, { quantity: 2, invalidAmount: false }])).toBeNull();
  });
});

describe('giftCardGroupTitle', () => {
  it('is the words the names end with in common, else a generic title', () => {
    expect(giftCardGroupTitle(['$25 Ocean Gift Card', '$50 Ocean Gift Card', '$100 Ocean Gift Card'])).toBe('Ocean Gift Card');
    expect(giftCardGroupTitle(['Holiday Gift Card'])).toBe('Holiday Gift Card');
    expect(giftCardGroupTitle(['$25', '$50'])).toBe('Gift card');
  });
});
