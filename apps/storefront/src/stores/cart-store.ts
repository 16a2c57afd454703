/**
 * The visitor's cart (spec 01 §4 "Cart persistence"): kept in session storage under the fixed
 * prefix `gt-`, surviving reload. It mirrors the server's seat hold (quantities, UDF values and
 * when each event's hold lapses); prices are not stored: they are recomputed from the catalogue
 * for display and by the server when paying. The contact details typed at checkout (never card
 * data) are kept with it and cleared with it (spec 01 §5).
 */
import type { CheckoutCart } from '@gt/contract/checkout-cart';
import { CARRIED_CART } from '@gt/contract/first-load';
import type { TourHoldResponse } from '@gt/contract/holds';
import type { CartEvent } from '@gt/domain/cart';
import { useStore, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { peekFirstLoadAnswer } from '../lib/first-load-answers';

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

const cartStore = createStore<CartState>()(
  persist(
    (set, get) => ({
      events: [],
      holdRef: null,
      holdDeadlines: {},
      contact: null,
      applyHold: (res, bookingTypeIds) => {
        const known = new Map(get().events.map((e) => [e.TourEventID, e.BookingTypeID]));
        const now = Date.now();
        const events = res.Events.map((e) => ({
          TourEventID: e.TourEventID,
          BookingTypeID: bookingTypeIds[e.TourEventID] ?? known.get(e.TourEventID) ?? 0,
          lines: e.TourProducts.map((p) => ({ TourProductID: p.TourProductID, Quantity: p.Quantity })),
          udfs: Object.fromEntries(e.BookingUDFs.map((u) => [u.UDFID, u.Value])),
        }));
        set({
          holdRef: res.TourHoldRef,
          holdDeadlines: Object.fromEntries(res.Events.map((e) => [e.TourEventID, now + e.SecondsLeft * 1000])),
          // Unchanged events stay the same object: the pages showing them do not redraw (the
          // checkout asks the server for its hold on every load).
          events: JSON.stringify(events) === JSON.stringify(get().events) ? get().events : events,
        });
      },
      saveContact: (contact) => set({ contact }),
      reset: () => set({ events: [], holdRef: null, holdDeadlines: {}, contact: null }),
    }),
    { name: `${STORAGE_PREFIX}cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

const start = cartStore.getInitialState();
const rendered = new WeakMap<CheckoutCart, CartState>();

/**
 * The cart the server rendered the page with (docs/performance.md#storefront-on-a-phone: the checkout, from the cart cookie), as
 * carried in the page; undefined on every other page. In the server's render, that request's.
 */
export function renderedCart(): CheckoutCart | undefined {
  return peekFirstLoadAnswer(CARRIED_CART) as CheckoutCart | undefined;
}

/** Whether `events` are the cart `rendered` (the same events, booking types and lines, in order). */
function isRenderedCart(events: readonly CartEvent[], rendered: CheckoutCart): boolean {
  const shape = (e: Pick<CartEvent, 'TourEventID' | 'BookingTypeID' | 'lines'>) => [e.TourEventID, e.BookingTypeID, e.lines.map((l) => [l.TourProductID, l.Quantity])];
  return JSON.stringify(events.map(shape)) === JSON.stringify(rendered.map(shape));
}

// Where React asks for the state the server rendered (the server render and hydration), the
// rendered cart: hydration then draws what the server drew. In the browser, when its own cart is
// that cart (as usual), its own state itself, so that nothing draws again after hydration.
cartStore.getInitialState = () => {
  const cart = renderedCart();
  if (!cart) return start;
  const own = cartStore.getState();
  if (isRenderedCart(own.events, cart)) return own;
  let state = rendered.get(cart);
  if (!state) rendered.set(cart, (state = { ...start, events: cart.map((e) => ({ ...e, udfs: {} })) }));
  return state;
};

export const useCartStore = Object.assign(<T = CartState>(selector?: (s: CartState) => T) => useStore(cartStore, selector as (s: CartState) => T), cartStore) as UseBoundStore<StoreApi<CartState>>;

/** When the earliest held event lapses (browser epoch ms), null when nothing is held. */
export function earliestHoldDeadline(deadlines: Record<number, number>): number | null {
  const all = Object.values(deadlines);
  return all.length > 0 ? Math.min(...all) : null;
}

/** Header badge: the quantity of tour products in the cart (spec 01 §2 "Header navigation"). */
export function cartItemCount(events: readonly CartEvent[]): number {
  return events.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.Quantity, 0), 0);
}
