/**
 * The visitor's food order (spec 02 §4.10; spec 01 §3 "Cart state": orderProducts): order lines
 * (domain food-cart rules), the chosen tab location and when the order last changed (its discard
 * countdown runs from there, spec 01 §4 "Cart discard timer"). Kept in session storage under the
 * prefix `gt-` like the rest of the cart. Prices are not stored: they are computed from the menu
 * for display and again by the server when paying.
 */
import { addOrderLine, editOrderLine, removeOrderLine, type OrderItem, type OrderLine } from '@gt/domain/food-cart';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

interface FoodCartState {
  lines: OrderLine[];
  /** The tab location the order is for (its order location and menus follow from it). */
  tabLocationId: number | null;
  /** When the order last changed (epoch ms on this browser's clock); null when empty. */
  changedAt: number | null;
  add(item: OrderItem): void;
  edit(uniqueId: string, item: OrderItem): void;
  remove(uniqueId: string): void;
  chooseTab(tabLocationId: number): void;
  /** Keep Cart: the countdown starts again. */
  renew(): void;
  reset(): void;
}

export const useFoodCart = create<FoodCartState>()(
  persist(
    (set, get) => {
      const changed = (lines: OrderLine[]) => set({ lines, changedAt: lines.length > 0 ? Date.now() : null });
      return {
        lines: [],
        tabLocationId: null,
        changedAt: null,
        add: (item) => changed(addOrderLine(get().lines, item, () => crypto.randomUUID())),
        edit: (id, item) => changed(editOrderLine(get().lines, id, item)),
        remove: (id) => changed(removeOrderLine(get().lines, id)),
        chooseTab: (tabLocationId) => set({ tabLocationId }),
        renew: () => set((s) => ({ changedAt: s.lines.length > 0 ? Date.now() : null })),
        reset: () => set({ lines: [], tabLocationId: null, changedAt: null }),
      };
    },
    { name: `${STORAGE_PREFIX}food-cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** When the food order is discarded (epoch ms), or null: empty, or the discard timer is off (0 minutes). */
export function foodDeadline(changedAt: number | null, discardTimeMinutes: number): number | null {
  return changedAt === null || discardTimeMinutes <= 0 ? null : changedAt + discardTimeMinutes * 60_000;
}
