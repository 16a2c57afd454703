import type { BookingType, TourEvent } from '@gt/contract/catalogue';
import { availabilityLabel, heldTickets } from '@gt/domain/availability';
import { useCallback } from 'react';
import { useCartStore } from '../stores/cart-store';

/** Capacity-affecting tickets this visitor holds on an event (from the cart, which mirrors the hold). */
function useHeldTickets(): (event: Pick<TourEvent, 'TourEventID' | 'TourProducts'>) => number {
  const events = useCartStore((s) => s.events);
  return useCallback(
    (event) => heldTickets(event.TourProducts, events.find((e) => e.TourEventID === event.TourEventID)?.lines ?? []),
    [events],
  );
}

/**
 * The availability text of an event for this visitor (spec 01 §3 ShowAvailability,
 * AvailabilityText): the state when not Book Now, nothing when the booking type hides it, else
 * the seats they can still add and what they hold. Null: show no availability.
 */
export function useAvailabilityLabel(): (event: TourEvent, bookingType: Pick<BookingType, 'ShowAvailability' | 'AvailabilityText'> | undefined) => string | null {
  const held = useHeldTickets();
  return useCallback(
    (event, bookingType) =>
      availabilityLabel(event, bookingType ?? { ShowAvailability: true, AvailabilityText: 'Seats available' }, held(event)),
    [held],
  );
}
