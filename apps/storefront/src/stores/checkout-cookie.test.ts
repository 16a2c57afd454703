import { CHECKOUT_CART_MAX_LENGTH } from '@gt/contract/first-load';
import { readCheckoutCart } from '@gt/contract/checkout-cart';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store';
import { checkoutCookieValue } from './checkout-cookie';
import { useDiscountRate } from './discount-rate';
import { useFoodCart } from './food-cart';
import { usePromotions } from './promotions';
import { useSaleCart } from './sale-cart';

const event = (id: number) => ({ TourEventID: id, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 2 }], udfs: { 7: 'Ann Lee' } });

afterEach(() => {
  for (const store of [useCartStore, useSaleCart, useFoodCart, usePromotions, useDiscountRate]) store.getState().reset();
});

describe('checkout cart cookie (the server renders the checkout from it)', () => {
  it('is absent while the cart is empty (the server renders an empty checkout)', () => {
    expect(checkoutCookieValue()).toBeNull();
  });

  it("names a timed-ticket cart's events and quantities, without contact details or field values, as the server reads it", () => {
    useCartStore.setState({ events: [event(33), event(34)], holdRef: 'hold-ref-secret', contact: { firstName: 'Ann' } });
    const value = checkoutCookieValue();
    expect(value).not.toMatch(/Ann|hold-ref|udfs/);
    expect(readCheckoutCart(value ?? undefined)).toEqual([33, 34].map((id) => ({ TourEventID: id, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 2 }] })));
  });

  it('says `browser` while the checkout shows what only the browser knows: GA tickets, food, a coupon, a donation, a member rate', () => {
    useCartStore.setState({ events: [event(33)] });
    const cases: [string, () => void][] = [
      ['GA tickets', () => useSaleCart.getState().addGaTickets([{ ProductID: 5, Quantity: 1 }], null)],
      ['food', () => useFoodCart.setState({ lines: [{ ProductID: 1, Quantity: 1 }] as never })],
      ['a donation', () => usePromotions.getState().set({ donation: { amountCents: 500, other: false } })],
      ['a member rate', () => useDiscountRate.setState({ identity: { costRateId: 3, groupName: 'Military', token: 't' } })],
    ];
    for (const [what, add] of cases) {
      add();
      expect(checkoutCookieValue(), what).toBe('browser');
      expect(readCheckoutCart('browser'), what).toBeNull();
      for (const store of [useSaleCart, useFoodCart, usePromotions, useDiscountRate]) store.getState().reset();
      expect(checkoutCookieValue(), what).not.toBe('browser');
    }
  });

  it('says `browser` for a cart too large for a cookie', () => {
    useCartStore.setState({ events: Array.from({ length: 40 }, (_, i) => event(1000 + i)) });
    const value = checkoutCookieValue();
    expect(value).toBe('browser');
    useCartStore.setState({ events: [event(1)] });
    expect(encodeURIComponent(checkoutCookieValue() ?? '').length).toBeLessThan(CHECKOUT_CART_MAX_LENGTH);
  });
});
