/**
 * Gift cards as payment (spec 01 §4 "Gift card holds", §5 "Gift cards", §7 `POST/DELETE
 * giftcardholds`): a cart holds part or all of a card's balance; the booking transaction redeems
 * it. A guessable secret: one generic answer for an unknown card and a wrong PIN, and a per-client
 * budget (routes).
 */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import { toCents, toDollars } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { newHoldRef } from '../../lib/random-codes';
import { holdGiftCard, releaseGiftCardHold } from './repository';

/**
 * POST giftcardholds: holds up to `Amount` (dollars) of the card for HoldMinutes (a new hold, or
 * the cart's hold `GiftcardHoldRef` changed: the recalculation's Update), as much as the card can
 * spend. Errors: 404 "Invalid gift card number or PIN." (unknown card, wrong or missing PIN when
 * the card has one and PIN mode is not `false`); 409 "Giftcard is already consumed" (nothing left), or that it is in use in another cart (its balance all held by other carts).
 */
export async function postGiftCardHold(
  ctx: AppContext,
  body: { GiftcardNo: string; Pin?: string; Amount: number; GiftcardHoldRef?: string },
): Promise<GiftCardHold> {
  const now = ctx.clock();
  const holdRef = body.GiftcardHoldRef ?? newHoldRef();
  const out = await holdGiftCard(ctx.db, {
    giftcardNo: body.GiftcardNo,
    pin: body.Pin,
    checkPin: ctx.config.Public.GiftCardPinMode !== 'false',
    amountCents: toCents(body.Amount),
    holdRef,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.HoldMinutes * 60_000),
    lock: !ctx.testHooks?.skipGiftCardLock,
    afterCheck: ctx.testHooks?.afterAvailabilityCheck,
  });
  if (out.kind === 'unknown') throw new ApiError(404, messages.giftCardNotRecognised);
  if (out.kind === 'consumed') throw new ApiError(409, messages.giftCardConsumed);
  if (out.kind === 'held-elsewhere') throw new ApiError(409, messages.giftCardInUse);
  return {
    GiftcardHoldRef: holdRef,
    GiftcardNo: body.GiftcardNo,
    MaskedGiftcardNo: maskGiftCardNo(body.GiftcardNo),
    HoldAmount: toDollars(out.amountCents),
    BalanceRemaining: toDollars(out.balanceRemainingCents),
    AllowPartial: true,
  };
}

/** DELETE giftcardholds?GiftcardHoldRef: releases the hold (removed from the cart, cart discarded). */
export async function deleteGiftCardHold(ctx: AppContext, holdRef: string): Promise<void> {
  await releaseGiftCardHold(ctx.db, holdRef, ctx.clock());
}
