import { describe, expect, it } from 'vitest';
import { continueShoppingTarget } from './paths';

describe('continueShoppingTarget (spec 01 §2 "Continue Shopping target depends on cart content")', () => {
  const cart = { food: false, events: 0, gaTickets: 0, giftCards: 0 };
  it('leads to the page of what the cart holds', () => {
    expect(continueShoppingTarget(cart)).toBe('/products');
    expect(continueShoppingTarget({ ...cart, events: 1, gaTickets: 2 })).toBe('/products');
    expect(continueShoppingTarget({ ...cart, gaTickets: 2, giftCards: 1 })).toBe('/gatickets');
    expect(continueShoppingTarget({ ...cart, giftCards: 1 })).toBe('/giftcards');
  });
  it('leads back to the food menu, or the locations when none is known', () => {
    expect(continueShoppingTarget({ ...cart, food: true, tabLocationId: 4 })).toBe('/ordermenu/4');
    expect(continueShoppingTarget({ ...cart, food: true, tabLocationId: null })).toBe('/orderlocation');
  });
});
