import { afterEach, describe, expect, it } from 'vitest';
import { saleItemCount, useSaleCart } from './sale-cart';

afterEach(() => useSaleCart.getState().reset());

describe('sale cart (GA tickets and gift cards)', () => {
  it('adds GA quantities to the cart’s, and drops the GA coupon with the last GA ticket', () => {
    const cart = useSaleCart.getState();
    cart.addGaTickets([{ ProductID: 2001, Quantity: 2 }], 'GA20');
    cart.addGaTickets([{ ProductID: 2001, Quantity: 1 }, { ProductID: 2002, Quantity: 0 }], 'GA20');
    expect(useSaleCart.getState()).toMatchObject({ gaTickets: [{ ProductID: 2001, Quantity: 3 }], gaCouponCode: 'GA20' });
    expect(useSaleCart.getState().changedAt).not.toBeNull();
    cart.setGaQuantity(2001, 0);
    expect(useSaleCart.getState()).toMatchObject({ gaTickets: [], gaCouponCode: null, changedAt: null });
  });

  it('counts GA tickets and gift cards for the header badge (spec 01 §2)', () => {
    const cart = useSaleCart.getState();
    cart.addGaTickets([{ ProductID: 2001, Quantity: 2 }], null);
    cart.setAreaGiftCards(6, [{ ProductID: 3001, DisplayArea: 6, AmountCents: 2500, Quantity: 3, Custom: false }]);
    expect(saleItemCount(useSaleCart.getState())).toBe(5);
    cart.setGiftCardQuantity(3001, 0);
    expect(saleItemCount(useSaleCart.getState())).toBe(2);
  });
});
