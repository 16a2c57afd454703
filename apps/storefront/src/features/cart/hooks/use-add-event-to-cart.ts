/**
 * Adds a drawer selection to the cart through a seat hold (spec 01 §4 "Events": adding an event
 * already in the cart merges quantities) and gives an event's lines already in the cart.
 */
import { useCallback } from 'react';
import type { EventSelection } from '../../../lib/event-selection';
import { useCartStore } from '../../../stores/cart-store';
import { useTourHold } from '../../../api/tour-holds';

export function useAddEventToCart() {
  const events = useCartStore((s) => s.events);
  const hold = useTourHold();
  const addEventToCart = useCallback(
    async (sel: EventSelection) => {
      await hold.mutateAsync({
        Action: 'add',
        TourEventID: sel.event.TourEventID,
        bookingTypeId: sel.event.BookingTypeID,
        TourProducts: Object.entries(sel.quantities)
          .filter(([, q]) => q > 0)
          .map(([id, q]) => ({ TourProductID: Number(id), Quantity: q })),
        BookingUDFs: Object.entries(sel.udfs)
          .filter(([, v]) => v !== '')
          .map(([id, v]) => ({ UDFID: Number(id), Value: v })),
      });
    },
    [hold],
  );
  const cartedLines = useCallback((tourEventId: number) => events.find((e) => e.TourEventID === tourEventId)?.lines ?? [], [events]);
  return { addEventToCart, cartedLines };
}
