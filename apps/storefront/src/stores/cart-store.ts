/**
 * The visitor's cart (spec 01 §4 "Cart persistence"): kept in session storage under the fixed
 * prefix `gt-`, surviving reload. Prices are not stored: they are recomputed from the catalogue
 * for display and by the server when paying.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartEvent } from '@gt/domain/cart';

export type { CartEvent, CartLine } from '@gt/domain/cart';

interface CartState {
  events: CartEvent[];
  /** The server's hold reference for this visitor's seat holds. */
  holdRef: string | null;
  setEvents(events: CartEvent[]): void;
  setHoldRef(holdRef: string | null): void;
  reset(): void;
}

export const STORAGE_PREFIX = 'gt-';

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      events: [],
      holdRef: null,
      setEvents: (events) => set({ events }),
      setHoldRef: (holdRef) => set({ holdRef }),
      reset: () => set({ events: [], holdRef: null }),
    }),
    { name: `${STORAGE_PREFIX}cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Header badge: the quantity of tour products in the cart (spec 01 §2 "Header navigation"). */
export function cartItemCount(events: readonly CartEvent[]): number {
  return events.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.Quantity, 0), 0);
}
