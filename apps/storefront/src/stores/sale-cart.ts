/**
 * General-admission tickets and gift cards in the visitor's cart (spec 01 §3 "Cart state":
 * GATickets, gift card products; spec 02 §2.9, §2.11, §4.11). Kept in session storage under the
 * prefix `gt-` like the rest of the cart. Only what was chosen is stored (products, quantities, a
 * gift card's amount, the coupon applied on the GA page); prices come from the catalogue for
 * display and are computed again by the server when paying. Nothing is held on the server, so
 * the discard countdown runs from the last change, as for a food order (spec 01 §4).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

export interface GaCartLine {
  ProductID: number;
  Quantity: number;
}

export interface GiftCardCartLine {
  ProductID: number;
  /** The display area the card was chosen in (its purchase page edits the area's lines). */
  DisplayArea: number;
  /** Each card's amount, cents (a fixed product's price, or the custom amount typed). */
  AmountCents: number;
  Quantity: number;
  /** A custom amount (one card, shown with its amount instead of a quantity stepper). */
  Custom: boolean;
}

interface SaleCartState {
  gaTickets: GaCartLine[];
  /** The coupon applied on the GA page (as the server spells it), or null. */
  gaCouponCode: string | null;
  giftCards: GiftCardCartLine[];
  /** When the cart's GA tickets or gift cards last changed (epoch ms, this browser's clock); null when none. */
  changedAt: number | null;
  /** Adds GA tickets (quantities add up with the cart's) and sets the GA page's coupon (null: none). */
  addGaTickets(lines: readonly GaCartLine[], couponCode: string | null): void;
  /** Sets a GA ticket's quantity; 0 removes it (the coupon goes with the last GA ticket). */
  setGaQuantity(productId: number, quantity: number): void;
  /** Replaces the gift cards chosen in `displayArea` (spec 02 §2.11 "a cart action for the display area"; §4.11). */
  setAreaGiftCards(displayArea: number, lines: readonly GiftCardCartLine[]): void;
  /** Sets a gift card line's quantity; 0 removes it. */
  setGiftCardQuantity(productId: number, quantity: number): void;
  /** Keep Cart: the countdown starts again. */
  renew(): void;
  reset(): void;
}

const EMPTY = { gaTickets: [], gaCouponCode: null, giftCards: [], changedAt: null };

export const useSaleCart = create<SaleCartState>()(
  persist(
    (set, get) => {
      const changed = (patch: Partial<Pick<SaleCartState, 'gaTickets' | 'giftCards' | 'gaCouponCode'>>) => {
        const next = { ...get(), ...patch };
        const gaCouponCode = next.gaTickets.length > 0 ? next.gaCouponCode : null;
        set({ ...patch, gaCouponCode, changedAt: next.gaTickets.length + next.giftCards.length > 0 ? Date.now() : null });
      };
      return {
        ...EMPTY,
        addGaTickets: (lines, gaCouponCode) => {
          const gaTickets = [...get().gaTickets];
          for (const l of lines.filter((x) => x.Quantity > 0)) {
            const i = gaTickets.findIndex((g) => g.ProductID === l.ProductID);
            if (i >= 0) gaTickets[i] = { ProductID: l.ProductID, Quantity: (gaTickets[i]?.Quantity ?? 0) + l.Quantity };
            else gaTickets.push({ ...l });
          }
          changed({ gaTickets, gaCouponCode });
        },
        setGaQuantity: (productId, quantity) =>
          changed({ gaTickets: get().gaTickets.flatMap((g) => (g.ProductID !== productId ? [g] : quantity > 0 ? [{ ...g, Quantity: quantity }] : [])) }),
        setAreaGiftCards: (displayArea, lines) =>
          changed({ giftCards: [...get().giftCards.filter((g) => g.DisplayArea !== displayArea), ...lines.filter((l) => l.Quantity > 0)] }),
        setGiftCardQuantity: (productId, quantity) =>
          changed({ giftCards: get().giftCards.flatMap((g) => (g.ProductID !== productId ? [g] : quantity > 0 ? [{ ...g, Quantity: quantity }] : [])) }),
        renew: () => set((s) => ({ changedAt: s.gaTickets.length + s.giftCards.length > 0 ? Date.now() : null })),
        reset: () => set(EMPTY),
      };
    },
    { name: `${STORAGE_PREFIX}sale-cart`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Header badge share (spec 01 §2): GA ticket quantities and the gift cards added. */
export function saleItemCount(s: Pick<SaleCartState, 'gaTickets' | 'giftCards'>): number {
  return s.gaTickets.reduce((n, g) => n + g.Quantity, 0) + s.giftCards.reduce((n, g) => n + g.Quantity, 0);
}
