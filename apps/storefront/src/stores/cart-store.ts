/**
 * The visitor's cart (spec 01 §4 "Cart persistence"): kept in session storage under the fixed
 * prefix `gt-`, surviving reload. It mirrors the server's seat hold (quantities and UDF values);
 * prices are not stored: they are recomputed from the catalogue for display and by the server
 * when paying.
 */
import type { TourHoldResponse } from '@gt/contract/holds';
import type { CartEvent } from '@gt/domain/cart';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type { CartEvent, CartLine } from '@gt/domain/cart';

interface CartState {
  events: CartEvent[];
  /** The server's hold reference for this visitor's seat holds. */
  holdRef: string | null;
  /** When the earliest held event lapses (UTC ISO), null when nothing is held. */
  holdExpiresAt: string | null;
  /** Mirrors a hold response; `bookingTypeIds` names the booking type of newly added events. */
  applyHold(res: TourHoldResponse, bookingTypeIds: Record<number, number>): void;
  reset(): void;
}

export const STORAGE_PREFIX = 'gt-';

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      events: [],
      holdRef: null,
      holdExpiresAt: null,
      applyHold: (res, bookingTypeIds) => {
        const known = new Map(get().events.map((e) => [e.TourEventID, e.BookingTypeID]));
        set({
          holdRef: res.TourHoldRef,
          holdExpiresAt: res.ExpiresAt,
          events: res.Events.map((e) => ({
            TourEventID: e.TourEventID,
            BookingTypeID: bookingTypeIds[e.TourEventID] ?? known.get(e.TourEventID) ?? 0,
            lines: e.TourProducts.map((p) => ({ TourProductID: p.TourProductID, Quantity: p.Quantity })),
            udfs: Object.fromEntries(e.BookingUDFs.map((u) => [u.UDFID, u.Value])),
          })),
        });
      },
      reset: () => set({ events: [], holdRef: null, holdExpiresAt: null }),
    }),
    { name: `${STORAGE_PREFIX}cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Header badge: the quantity of tour products in the cart (spec 01 §2 "Header navigation"). */
export function cartItemCount(events: readonly CartEvent[]): number {
  return events.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.Quantity, 0), 0);
}
