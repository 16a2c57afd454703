import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart-store';
import { useSaleCart } from '../../stores/sale-cart';
import { watchCartEmptying } from './cart-emptying';

let stop: () => void;
beforeEach(() => {
  stop = watchCartEmptying();
});
afterEach(() => {
  stop();
  useCartStore.getState().reset();
  useSaleCart.getState().reset();
});

describe('cart emptying (spec 01 §4)', () => {
  it('clears the rest of the cart when the last GA ticket or gift card goes', () => {
    useSaleCart.getState().addGaTickets([{ ProductID: 2001, Quantity: 1 }], 'GA20');
    useCartStore.getState().saveContact({ firstName: 'Ada' });
    useSaleCart.getState().setGaQuantity(2001, 0);
    expect(useCartStore.getState().contact).toBeNull();
  });

  it('keeps the cart while timed tickets remain', () => {
    useCartStore.setState({ events: [{ TourEventID: 43, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 1 }], udfs: {} }], holdRef: 'hold-ref-0123456789', contact: { firstName: 'Ada' } });
    useSaleCart.getState().setAreaGiftCards(6, [{ ProductID: 3001, DisplayArea: 6, AmountCents: 2500, Quantity: 1, Custom: false }]);
    useSaleCart.getState().setGiftCardQuantity(3001, 0);
    expect(useCartStore.getState()).toMatchObject({ holdRef: 'hold-ref-0123456789', contact: { firstName: 'Ada' } });
    useCartStore.setState({ events: [] });
    expect(useCartStore.getState()).toMatchObject({ holdRef: null, contact: null });
  });
});
