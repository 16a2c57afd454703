/**
 * What a ticket sale carries for the promotions (docs/checkout-api.md §6; spec 01 §3
 * "Transaction", "Payment line"): each line's charged amounts after its coupon with the
 * CouponCode and DiscountAmount, the applied coupons (a unique one with its CouponHoldRef), the
 * donation line, the transaction fee line, and the gift card payment lines (number and hold
 * reference), all from the order as priced by domain `priceOrder`. The server prices the same
 * order again and refuses any amount that differs.
 */
import type { PublicConfig } from '@gt/contract/config';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { priceOrder, type PricedOrder } from '@gt/domain/order-pricing';
import { notify } from '../../stores/notifier';
import { usePromotions, type AppliedCoupon, type HeldGiftCard } from '../../stores/promotions';
import { pricedGaLines } from '../../lib/sale-pricing';
import { refreshGiftCards } from './gift-card-actions';
import type { OrderPricing } from './hooks/use-order-pricing';
import { saleOrderFields } from './hooks/use-sale-lines';
import { ticketSaleFields, type GiftCardPaymentLine, type PayExtras, type TicketSaleFields } from './hooks/use-pay';
import { lineKey, orderInput } from './order-input';

/**
 * The ticket sale `sale` (ticketSaleFields) with the promotions of `priced`: returns the fields to
 * send and the gift card payment lines (cards paying nothing are left out).
 */
export function withPromotions(
  sale: TicketSaleFields,
  priced: PricedOrder,
  applied: { coupons: readonly AppliedCoupon[]; giftCards: readonly HeldGiftCard[] },
  ids: { config: Pick<PublicConfig, 'DonationProductID' | 'GiftCardTypeID'>; feeProductId: number | null },
): { fields: TicketSaleFields; giftCards: GiftCardPaymentLine[] } {
  const byKey = new Map(priced.lines.map((l) => [l.key, l]));
  const products = (sale.Products ?? []).map((line) => {
    const p = byKey.get(lineKey(line.TourEventID, line.TourProductID));
    if (!p) return line;
    const { CouponCode: _c, DiscountAmount: _d, ...rest } = line;
    return {
      ...rest,
      LinePriceExTax: toDollars(p.amounts.exTaxCents),
      LinePriceTax: toDollars(p.amounts.taxCents),
      LinePriceIncTax: toDollars(p.amounts.totalCents),
      ...(p.discount ? { CouponCode: p.discount.code, DiscountAmount: toDollars(p.listAmounts.totalCents - p.amounts.totalCents) } : {}),
    };
  });
  const holdRefs = new Map(applied.giftCards.map((g) => [g.giftcardNo, g.giftcardHoldRef]));
  const { DonationProductID, GiftCardTypeID } = ids.config;
  return {
    fields: {
      ...sale,
      Products: products,
      Coupons: applied.coupons.map((c) => ({ CouponCode: c.coupon.code, ...(c.couponHoldRef ? { CouponHoldRef: c.couponHoldRef } : {}) })),
      ...(priced.donationCents > 0 && DonationProductID !== null ? { Donation: { ProductID: DonationProductID, Amount: toDollars(priced.donationCents) } } : {}),
      ...(priced.feeCents > 0 && ids.feeProductId !== null ? { TransactionFee: { ProductID: ids.feeProductId, Amount: toDollars(priced.feeCents) } } : {}),
    },
    giftCards: priced.giftCards
      .filter((g) => g.amountCents > 0)
      .map((g) => ({ PaymentTypeID: GiftCardTypeID, PaymentAmount: toDollars(g.amountCents), GiftcardNo: g.giftcardNo, GiftcardHoldRef: holdRefs.get(g.giftcardNo) })),
  };
}

/**
 * What a ticket sale (tickets, GA tickets, gift cards bought) pays, built when the visitor presses Pay: the gift card holds are renewed
 * first (each card's balance read again and the holds re-allocated); when a card's share changed,
 * the visitor is told ("The balance of gift card ****XXXXXX has changed, please apply it again.")
 * and null is returned, so that nothing is paid that the page did not show. Otherwise the fields
 * (lines with their coupons, coupons, donation, fee), the gift card lines and the amount the card
 * pays (0: a free order, no card), priced from the promotions as they are now.
 */
export async function ticketPayment(
  pricing: Pick<OrderPricing, 'events' | 'context' | 'fee' | 'sale'>,
  config: Pick<PublicConfig, 'DonationProductID' | 'GiftCardTypeID' | 'ShowPricesAs'>,
): Promise<{ fields: TicketSaleFields; amountToPayCents: number; extras: PayExtras } | null> {
  if (usePromotions.getState().giftCards.length > 0) {
    const changed = await refreshGiftCards(pricing.context);
    if (changed) {
      notify('error', messages.giftCardBalanceChanged(changed));
      return null;
    }
  }
  const applied = usePromotions.getState();
  const priced = priceOrder(orderInput(pricing.context(), applied));
  const { fields, giftCards } = withPromotions(ticketSaleFields(pricing.events), priced, applied, { config, feeProductId: pricing.fee?.productId ?? null });
  const ga = pricedGaLines(priced, pricing.sale.ga, config.ShowPricesAs);
  Object.assign(fields, saleOrderFields(ga, pricing.sale.giftCards, (fields.Products?.length ?? 0) + 1));
  return { fields, amountToPayCents: priced.amountToPayCents, extras: { giftCards, recaptcha: true } };
}
