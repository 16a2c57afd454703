/**
 * Collecting the amount a booking change asks (spec 02 §2.7, §4.3–4.4; docs/architecture.md#payments),
 * before its transaction: the payment lines must pay exactly that amount (gift cards held by the
 * owner, then one card line: a new card's token or the card on file, the booking's own card
 * charge, charged again through the provider); the card is charged once per Idempotency-Key and
 * recorded first, so that a refused change refunds it and a crash is recovered. Gift cards are
 * redeemed inside the change's transaction, under their row locks.
 */
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import type { BookingSummary } from '../bookings/service';
import { holdOfCard } from '../gift-cards/repository';
import { chargeCard } from '../payments/charge-card';
import type { PaymentRow } from '../payments/payments-repository';
import type { ChangeRequest } from './plans';

export interface CollectedPayment {
  payment?: PaymentRow;
  giftCards: { giftcardNo: string; holdRef: string; amountCents: number; lineNo: number; paymentTypeId: number }[];
}

/**
 * Checks the payment lines against `dueCents` and charges the card part. Errors: 400 a payment
 * type other than the card's or the gift card's, a card line without a token or card on file, a
 * card on file the booking does not have; 409 "The payment amount does not match the order total
 * of $X…" when the lines do not add up, "The balance of gift card … has changed…" for a hold of
 * another card; 422 the card declined (its text).
 */
export async function collectPayment(
  ctx: AppContext,
  key: string,
  req: ChangeRequest,
  s: BookingSummary,
  dueCents: number,
): Promise<CollectedPayment> {
  const { PaymentTypeID, GiftCardTypeID, Currency } = ctx.config.Public;
  const odd = req.Payments.find((p) => p.PaymentTypeID !== (p.GiftcardNo === undefined ? PaymentTypeID : GiftCardTypeID));
  if (odd) throw new ApiError(400, messages.paymentTypeNotSupported(odd.PaymentTypeID));
  const gifts = req.Payments.filter((p) => p.GiftcardNo !== undefined);
  const cards = req.Payments.filter((p) => p.GiftcardNo === undefined);
  const total = req.Payments.reduce((t, p) => t + toCents(p.PaymentAmount), 0);
  if (cards.length > 1 || total !== dueCents || req.Payments.some((p) => toCents(p.PaymentAmount) <= 0))
    throw new ApiError(409, messages.amountMismatch(formatMoney(dueCents, Currency)));
  const giftCards: CollectedPayment['giftCards'] = [];
  for (const g of gifts) {
    const giftcardNo = g.GiftcardNo as string;
    if (!g.GiftcardHoldRef || !(await holdOfCard(ctx.db, g.GiftcardHoldRef, giftcardNo)))
      throw new ApiError(409, messages.giftCardBalanceChanged(maskGiftCardNo(giftcardNo)));
    giftCards.push({
      giftcardNo,
      holdRef: g.GiftcardHoldRef,
      amountCents: toCents(g.PaymentAmount),
      lineNo: g.PaymentLineNo,
      paymentTypeId: g.PaymentTypeID,
    });
  }
  const line = cards[0];
  if (!line) return { giftCards };
  const onFile = line.UseCardOnFile ? [...s.cardPayments].reverse().find((c) => c.chargeId !== null)?.chargeId : undefined;
  if (line.UseCardOnFile && !onFile) throw new ApiError(400, messages.cardTokenRequired);
  if (!line.UseCardOnFile && !line.CardToken) throw new ApiError(400, messages.cardTokenRequired);
  const payment = await chargeCard(ctx, {
    idempotencyKey: key,
    paymentLineNo: line.PaymentLineNo,
    paymentTypeId: line.PaymentTypeID,
    token: line.CardToken ?? '',
    onFileChargeId: onFile ?? undefined,
    amountCents: toCents(line.PaymentAmount),
    description: `${ctx.config.Public.VenueName} booking change`,
  });
  if (payment.status === 'declined') throw new ApiError(422, payment.message ?? messages.cardDeclined);
  return { payment, giftCards };
}
