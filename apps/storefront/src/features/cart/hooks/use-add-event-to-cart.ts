/**
 * Adds a drawer selection to the cart (spec 01 §4 "Events": merge when added again) and tells
 * how many tickets of an event are already carted.
 */
import { eventQuantity, mergeEvent } from '@gt/domain/cart';
import { useCallback } from 'react';
import type { EventSelection } from '../../../lib/event-selection';
import { useCartStore } from '../../../stores/cart-store';

export function useAddEventToCart() {
  const events = useCartStore((s) => s.events);
  const setEvents = useCartStore((s) => s.setEvents);
  const addEventToCart = useCallback(
    async (sel: EventSelection) => {
      const lines = Object.entries(sel.quantities).map(([id, q]) => ({ TourProductID: Number(id), Quantity: q }));
      setEvents(mergeEvent(useCartStore.getState().events, { TourEventID: sel.event.TourEventID, BookingTypeID: sel.event.BookingTypeID, lines, udfs: sel.udfs }));
    },
    [setEvents],
  );
  const cartedQuantity = useCallback((tourEventId: number) => eventQuantity(events, tourEventId), [events]);
  return { addEventToCart, cartedQuantity };
}
