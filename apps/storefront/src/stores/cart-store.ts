/**
 * The visitor's cart (spec 01 §4 "Cart persistence"): kept in session storage under the fixed
 * prefix `gt-`, surviving reload. It mirrors the server's seat hold (quantities, UDF values and
 * when each event's hold lapses); prices are not stored: they are recomputed from the catalogue
 * for display and by the server when paying. The contact details typed at checkout (never card
 * data) are kept with it and cleared with it (issue 10 item 14).
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
  /**
   * When each event's hold lapses, by TourEventID: epoch milliseconds on this browser's clock,
   * from the server's SecondsLeft when its answer arrived (so a wrong browser clock does not
   * matter and a reload does not restart anything).
   */
  holdDeadlines: Record<number, number>;
  /** Contact and address fields typed at checkout (no card data); null until typed. */
  contact: Record<string, unknown> | null;
  /** Mirrors a hold response; `bookingTypeIds` names the booking type of newly added events. */
  applyHold(res: TourHoldResponse, bookingTypeIds: Record<number, number>): void;
  saveContact(contact: Record<string, unknown>): void;
  reset(): void;
}

export const STORAGE_PREFIX = 'gt-';

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      events: [],
      holdRef: null,
      holdDeadlines: {},
      contact: null,
      applyHold: (res, bookingTypeIds) => {
        const known = new Map(get().events.map((e) => [e.TourEventID, e.BookingTypeID]));
        const now = Date.now();
        set({
          holdRef: res.TourHoldRef,
          holdDeadlines: Object.fromEntries(res.Events.map((e) => [e.TourEventID, now + e.SecondsLeft * 1000])),
          events: res.Events.map((e) => ({
            TourEventID: e.TourEventID,
            BookingTypeID: bookingTypeIds[e.TourEventID] ?? known.get(e.TourEventID) ?? 0,
            lines: e.TourProducts.map((p) => ({ TourProductID: p.TourProductID, Quantity: p.Quantity })),
            udfs: Object.fromEntries(e.BookingUDFs.map((u) => [u.UDFID, u.Value])),
          })),
        });
      },
      saveContact: (contact) => set({ contact }),
      reset: () => set({ events: [], holdRef: null, holdDeadlines: {}, contact: null }),
    }),
    { name: `${STORAGE_PREFIX}cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** When the earliest held event lapses (browser epoch ms), null when nothing is held. */
export function earliestHoldDeadline(deadlines: Record<number, number>): number | null {
  const all = Object.values(deadlines);
  return all.length > 0 ? Math.min(...all) : null;
}

/** Header badge: the quantity of tour products in the cart (spec 01 §2 "Header navigation"). */
export function cartItemCount(events: readonly CartEvent[]): number {
  return events.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.Quantity, 0), 0);
}
