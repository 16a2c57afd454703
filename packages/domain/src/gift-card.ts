/**
 * Gift cards as payment (spec 01 §3 "Gift card hold", §4 "Gift card holds", §9 masking): how the
 * cart's cards share the amount due, and how a card number is shown. Amounts in integer cents.
 */

/** A gift card in the cart: what it can cover now (its balance less other carts' holds) and what this cart holds on it. */
export interface CartGiftCard {
  giftcardNo: string;
  /** Spendable by this cart: the balance minus every other live hold, cents. */
  availableCents: number;
  /** Held by this cart now, cents. */
  heldCents: number;
}

export type GiftCardHoldAction = 'Remain' | 'Update' | 'Delete';

export interface GiftCardAllocation {
  giftcardNo: string;
  /** What the card pays of the amount due, cents. */
  amountCents: number;
  /** Remain: its hold already holds that; Update: hold this amount instead; Delete: release its hold. */
  action: GiftCardHoldAction;
}

/**
 * Recalculation of the cart's gift card holds (spec 01 §4): the cards are taken by available
 * amount, smallest first (a card that can be used up is used up, leaving fewer part-used cards),
 * each paying as much as it can until the amount due is covered; the rest pay nothing. The
 * amounts sum exactly to min(due, Σ available). Ties keep the cart's order. Each card is marked
 * Remain, Update or Delete against what it holds now.
 */
export function allocateGiftCards(cards: readonly CartGiftCard[], dueCents: number): GiftCardAllocation[] {
  let left = Math.max(0, dueCents);
  const amounts = new Map<string, number>();
  const order = cards.map((c, i) => ({ c, i })).sort((a, b) => a.c.availableCents - b.c.availableCents || a.i - b.i);
  for (const { c } of order) {
    const amount = Math.min(Math.max(0, c.availableCents), left);
    amounts.set(c.giftcardNo, amount);
    left -= amount;
  }
  return cards.map((c) => {
    const amountCents = amounts.get(c.giftcardNo) ?? 0;
    const action: GiftCardHoldAction = amountCents === 0 ? 'Delete' : amountCents === c.heldCents ? 'Remain' : 'Update';
    return { giftcardNo: c.giftcardNo, amountCents, action };
  });
}

/**
 * A gift card number as shown (spec 01 §9): its last 6 characters padded on the left with
 * asterisks, 10 characters at most, e.g. `****7Q2M9X`.
 */
export function maskGiftCardNo(giftcardNo: string): string {
  const last = giftcardNo.slice(-6);
  return `${'*'.repeat(Math.max(0, Math.min(10, giftcardNo.length) - last.length))}${last}`;
}
