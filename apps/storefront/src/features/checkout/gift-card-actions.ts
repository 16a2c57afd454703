/**
 * Gift cards as payment at checkout (spec 01 §4 "Gift card holds", §5 "Gift cards"; domain
 * gift-card.ts): apply a card (a hold of what is still due), the recalculation after every cart
 * change (the cards re-allocated by available amount; each hold kept (Remain), changed (Update)
 * or released and the card taken off (Delete), so that the holds cover exactly the amount due or
 * the cards' total), removal, and the refresh before paying. Every change goes through `serially`
 * (stores/promotions) so that two recalculations never interleave. Amounts in cents; dollars on the wire.
 */
import { messages } from '@gt/domain/messages';
import { toCents, toDollars } from '@gt/domain/money';
import { priceOrder } from '@gt/domain/order-pricing';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../stores/notifier';
import { serially, usePromotions, type HeldGiftCard } from '../../stores/promotions';
import { deleteGiftCardHold } from '../../api/promotion-holds';
import { postGiftCardHold } from './api/gift-card-holds';
import { orderInput, type PricingContext } from './order-input';

/** A gift card number as the server keeps it: spaces and dashes dropped, upper case. */
export const normalGiftCardNo = (no: string) => no.replace(/[\s-]/g, '').toUpperCase();

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

function patchCard(no: string, patch: Partial<HeldGiftCard> | null) {
  const { giftCards, set } = usePromotions.getState();
  set({ giftCards: patch === null ? giftCards.filter((g) => g.giftcardNo !== no) : giftCards.map((g) => (g.giftcardNo === no ? { ...g, ...patch } : g)) });
}

/** A hold's answer in the cart's terms: what it holds and what the card can spend for this cart. */
const fromHold = (h: { HoldAmount: number; BalanceRemaining: number }) => ({ heldCents: toCents(h.HoldAmount), availableCents: toCents(h.HoldAmount) + toCents(h.BalanceRemaining) });

/**
 * The recalculation (spec 01 §4): allocates the amount due over the cart's cards (domain
 * allocateGiftCards via priceOrder) and brings each hold to its share; repeated while a hold
 * answers less than asked (the card was spent meanwhile) or a card leaves (the fee's flat part
 * may change), at most 4 rounds. A card whose hold cannot be changed is taken off and the
 * visitor told. Runs inside `serially`.
 */
export async function reallocateGiftCards(ctx: PricingContext): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const state = usePromotions.getState();
    if (state.giftCards.length === 0) return;
    const priced = priceOrder(orderInput(ctx, state));
    let changed = false;
    for (const [i, a] of priced.giftCards.entries()) {
      const card = state.giftCards[i];
      if (!card || a.action === 'Remain') continue;
      changed = true;
      if (a.action === 'Delete') {
        patchCard(card.giftcardNo, null);
        await deleteGiftCardHold(card.giftcardHoldRef).catch((e: unknown) => notify('error', errorText(e, messages.unableToDeleteGiftCardHold)));
        continue;
      }
      try {
        patchCard(card.giftcardNo, fromHold(await postGiftCardHold({ GiftcardNo: card.giftcardNo, Amount: toDollars(a.amountCents), GiftcardHoldRef: card.giftcardHoldRef })));
      } catch (e) {
        patchCard(card.giftcardNo, null);
        await deleteGiftCardHold(card.giftcardHoldRef).catch(() => undefined);
        notify('error', e instanceof ApiError && e.status === 409 ? e.message : messages.unableToUpdateGiftCardHold);
      }
    }
    if (!changed) return;
  }
}

/** Re-allocates the cart's gift cards to the order as it is now (after any cart change). */
export const recalculateGiftCards = (ctx: () => PricingContext) => serially(() => reallocateGiftCards(ctx()));

/**
 * Applies a gift card (spec 01 §5 "Gift cards"): holds what is still due with the cards already in
 * the cart, then re-allocates. The visitor's checks (number, cart, PIN) come first in the box.
 * Returns the refusal text: "This giftcard was already used in cart. …", "Please add item in cart
 * before applying Giftcard.", "A gift card cannot pay for gift cards." (a cart of gift cards bought),
 * "The gift cards applied already pay for this order.", the server's "Invalid gift card number or PIN." or "Giftcard is
 * already consumed", or null when applied.
 */
export function applyGiftCard(rawNo: string, pin: string | undefined, ctx: () => PricingContext): Promise<string | null> {
  return serially(async () => {
    const no = normalGiftCardNo(rawNo);
    const state = usePromotions.getState();
    if (state.giftCards.some((g) => g.giftcardNo === no)) return messages.giftCardAlreadyInCart;
    const input = orderInput(ctx(), state);
    const withCard = priceOrder({ ...input, giftCards: [...input.giftCards, { giftcardNo: no, availableCents: Number.MAX_SAFE_INTEGER, heldCents: 0 }] });
    if (withCard.totalCents <= 0) return messages.giftCardNeedsCart;
    const due = withCard.giftCards.at(-1)?.amountCents ?? 0;
    // Nothing a gift card may pay: the cart holds only gift cards bought (unless AllowGiftCardForGiftCards).
    const payable = ctx().giftCardsPayGiftCards ? withCard.totalCents : withCard.totalCents - withCard.giftCardPurchaseCents;
    if (payable <= 0) return messages.giftCardCannotPayGiftCards;
    if (due <= 0) return messages.giftCardsCoverOrder;
    try {
      const h = await postGiftCardHold({ GiftcardNo: no, Pin: pin || undefined, Amount: toDollars(due) });
      const { giftCards, set } = usePromotions.getState();
      set({ giftCards: [...giftCards, { giftcardNo: h.GiftcardNo, maskedNo: h.MaskedGiftcardNo, giftcardHoldRef: h.GiftcardHoldRef, ...fromHold(h) }] });
    } catch (e) {
      return errorText(e, messages.unexpectedError);
    }
    await reallocateGiftCards(ctx());
    return null;
  });
}

/** Takes a card off the cart (Delete): its hold is released, the others re-allocated. */
export function removeGiftCard(no: string, ctx: () => PricingContext): Promise<void> {
  return serially(async () => {
    const card = usePromotions.getState().giftCards.find((g) => g.giftcardNo === no);
    if (!card) return;
    patchCard(no, null);
    await deleteGiftCardHold(card.giftcardHoldRef).catch((e: unknown) => notify('error', errorText(e, messages.unableToDeleteGiftCardHold)));
    await reallocateGiftCards(ctx());
  });
}

/**
 * Before paying (and on Keep Cart): renews every hold at its amount, which also tells what each
 * card can spend now, then re-allocates. Resolves with the masked number of a card whose share
 * changed (the amount to pay is no longer what the visitor saw), else null.
 */
export function refreshGiftCards(ctx: () => PricingContext): Promise<string | null> {
  return serially(async () => {
    const before = new Map(usePromotions.getState().giftCards.map((g) => [g.giftcardNo, g]));
    for (const card of before.values()) {
      if (card.heldCents <= 0) continue;
      try {
        patchCard(card.giftcardNo, fromHold(await postGiftCardHold({ GiftcardNo: card.giftcardNo, Amount: toDollars(card.heldCents), GiftcardHoldRef: card.giftcardHoldRef })));
      } catch {
        // Nothing left on the card for this cart: the recalculation below takes it off.
        patchCard(card.giftcardNo, { availableCents: 0 });
      }
    }
    await reallocateGiftCards(ctx());
    const after = new Map(usePromotions.getState().giftCards.map((g) => [g.giftcardNo, g.heldCents]));
    const changed = [...before.values()].find((g) => after.get(g.giftcardNo) !== g.heldCents);
    return changed ? changed.maskedNo : null;
  });
}
