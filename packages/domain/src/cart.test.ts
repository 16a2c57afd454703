import { describe, expect, it } from 'vitest';
import { nextQuantities } from './cart';

const cart = new Map([
  [1, 2],
  [2, 1],
]);
const line = (TourProductID: number, Quantity: number) => ({ TourProductID, Quantity });

describe('cart event rules (spec 01 §4 "Events")', () => {
  it('adding an event already in the cart merges quantities', () => {
    expect([...nextQuantities(cart, 'add', [line(1, 1), line(3, 2)])]).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
  });

  it('set replaces the listed products and 0 drops one', () => {
    expect([...nextQuantities(cart, 'set', [line(1, 5), line(2, 0)])]).toEqual([[1, 5]]);
  });

  it('remove drops the listed products; removing the last one empties the event', () => {
    expect([...nextQuantities(cart, 'remove', [line(2, 0)])]).toEqual([[1, 2]]);
    expect(nextQuantities(new Map([[1, 2]]), 'remove', [line(1, 0)]).size).toBe(0);
    expect(nextQuantities(cart, 'remove', []).size).toBe(0);
  });

  it('checkout makes the lines exactly the paid ones', () => {
    expect([...nextQuantities(cart, 'checkout', [line(2, 4)])]).toEqual([[2, 4]]);
  });

  it('never changes the current quantities', () => {
    nextQuantities(cart, 'add', [line(1, 9)]);
    expect(cart.get(1)).toBe(2);
  });
});
