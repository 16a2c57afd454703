/**
 * Adds a drawer selection to the cart through a seat hold (spec 01 §4 "Events": adding an event
 * already in the cart merges quantities) and gives an event already in the cart (its lines and
 * user-defined field answers, which the drawer starts from). Refused with the configured
 * OrderItemsInCart message while the cart holds a food order (spec 01 §5, domain cartConflict).
 */
import { cartConflict } from '@gt/domain/food-cart';
import { useCallback } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodCart } from '../../../stores/food-cart';
import type { EventSelection } from '../../../lib/event-selection';
import { useCartStore } from '../../../stores/cart-store';
import { useTourHold } from '../../../api/tour-holds';

export function useAddEventToCart() {
  const events = useCartStore((s) => s.events);
  const hold = useTourHold();
  const { Messages } = usePublicConfig();
  const addEventToCart = useCallback(
    async (sel: EventSelection) => {
      const conflict = cartConflict('other', { orderItems: useFoodCart.getState().lines.length, otherItems: 0 });
      if (conflict) throw new Error(Messages[conflict]);
      await hold.mutateAsync({
        Action: 'add',
        TourEventID: sel.event.TourEventID,
        bookingTypeId: sel.event.BookingTypeID,
        TourProducts: Object.entries(sel.quantities)
          .filter(([, q]) => q > 0)
          .map(([id, q]) => ({ TourProductID: Number(id), Quantity: q })),
        // The drawer starts from the stored answers, so these are all of them (a cleared one goes).
        BookingUDFs: Object.entries(sel.udfs)
          .filter(([, v]) => v !== '')
          .map(([id, v]) => ({ UDFID: Number(id), Value: v })),
      });
    },
    [hold, Messages],
  );
  const cartedEvent = useCallback((tourEventId: number) => events.find((e) => e.TourEventID === tourEventId), [events]);
  return { addEventToCart, cartedEvent };
}
