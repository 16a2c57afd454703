/**
 * The checkout's order in the domain's terms (docs/architecture.md#pricing: one pipeline sums every kind
 * of line): the cart's ticket and GA ticket lines, the gift cards bought, the applied coupons, the donation, the fee terms and the
 * gift cards, for `priceOrder` (packages/domain/src/order-pricing.ts), which the server runs again
 * on the transaction. Integer cents.
 */
import type { Coupon } from '@gt/domain/coupon';
import type { FeeTerms } from '@gt/domain/fee';
import type { GiftCardPurchaseLine, OrderInput, OrderLineInput } from '@gt/domain/order-pricing';
import type { AppliedDonation, HeldGiftCard } from '../../stores/promotions';
import type { CheckoutEvent } from './hooks/use-cart-lines';

/** The key of a ticket line in priced orders: `${TourEventID}:${TourProductID}` (as the server keys it). */
export const lineKey = (tourEventId: number, tourProductId: number) => `${tourEventId}:${tourProductId}`;

/** The cart's ticket lines as pricing input (a price is tax-included when all its taxes are). */
export function orderLines(events: readonly CheckoutEvent[]): OrderLineInput[] {
  return events.flatMap((e) =>
    e.lines.map((l) => ({
      key: lineKey(e.event.TourEventID, l.product.TourProductID),
      tourEventId: e.event.TourEventID,
      tourProductId: l.product.TourProductID,
      quantity: l.quantity,
      unitPriceCents: l.price.priceCents,
      taxIncluded: l.price.taxes.length > 0 && l.price.taxes.every((t) => t.included),
      taxes: l.price.taxes,
    })),
  );
}

/**
 * What the promotion operations price against: the cart's lines now (tickets, then GA tickets),
 * the gift cards bought, whether gift cards may pay for those (AllowGiftCardForGiftCards) and the
 * fee terms (null: no fee).
 */
export interface PricingContext {
  lines: OrderLineInput[];
  giftCardPurchases?: GiftCardPurchaseLine[];
  giftCardsPayGiftCards?: boolean;
  fee: FeeTerms | null;
}

/** The order input of the cart with what the visitor applied. */
export function orderInput(ctx: PricingContext, p: { coupons: readonly { coupon: Coupon }[]; giftCards: readonly HeldGiftCard[]; donation: AppliedDonation | null }): OrderInput {
  return {
    lines: ctx.lines,
    giftCardPurchases: ctx.giftCardPurchases ?? [],
    giftCardsPayGiftCards: ctx.giftCardsPayGiftCards ?? false,
    coupons: p.coupons.map((c) => c.coupon),
    donationCents: p.donation?.amountCents ?? 0,
    fee: ctx.fee,
    giftCards: p.giftCards.map((g) => ({ giftcardNo: g.giftcardNo, availableCents: g.availableCents, heldCents: g.heldCents })),
  };
}
