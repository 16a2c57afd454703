/**
 * The checkout's order priced for display (spec 01 §2 "Cart tables": lines, coupon discounts,
 * subtotal, tax, total, donation row, transaction fee row, gift cards, Amount To Pay): the cart's
 * ticket lines (useCartLines), GA tickets and gift cards bought (useSaleLines), one order, with the applied coupons, donation and gift cards (stores/promotions)
 * and the fee product when ApplyTransactionFee is on, through domain `priceOrder`, the function
 * the server re-prices the transaction with. Cents. Also the context the promotion actions price
 * against, always the latest.
 */
import { priceOrder, type PricedOrder } from '@gt/domain/order-pricing';
import { shownAmount, type ShownTotals } from '@gt/domain/price-display';
import { useEffect, useMemo, useRef } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { usePromotions } from '../../../stores/promotions';
import { useFeeProduct, type FeeProductInfo } from '../api/get-products';
import { orderInput, orderLines, type PricingContext } from '../order-input';
import { gaTotals, pricedGaLines, type PricedGaLine } from '../../../lib/sale-pricing';
import { useCartLines, type CheckoutEvent } from './use-cart-lines';
import { useSaleLines, type SaleLines } from './use-sale-lines';

export interface LineDiscountShown {
  code: string;
  /** The discount as shown under ShowPricesAs (list amount shown − charged amount shown), cents. */
  shownCents: number;
  /** Whether a unique coupon holds the line (its stepper is disabled). */
  unique: boolean;
}

export interface OrderPricing {
  events: CheckoutEvent[];
  priced: PricedOrder;
  /** The tickets' subtotal, tax and total after coupon discounts, as shown. */
  ticketTotals: ShownTotals;
  /** The GA tickets and gift cards bought in the cart. */
  sale: SaleLines;
  /** The GA lines as priced in the order (after their coupons), as shown; and their totals. */
  ga: PricedGaLine[];
  gaTotals: ShownTotals;
  /** Discounted lines by key (order-input `lineKey`). */
  discounts: ReadonlyMap<string, LineDiscountShown>;
  fee: FeeProductInfo | null;
  loading: boolean;
  error: Error | null;
  /** The latest pricing context (for actions that run after an await). */
  context(): PricingContext;
}

export function useOrderPricing(): OrderPricing {
  const { ShowPricesAs, ApplyTransactionFee, TransactionFeeProductID, AllowGiftCardForGiftCards } = usePublicConfig();
  const { events, loading, error } = useCartLines();
  const sale = useSaleLines();
  const coupons = usePromotions((s) => s.coupons);
  const giftCards = usePromotions((s) => s.giftCards);
  const donation = usePromotions((s) => s.donation);
  const feeQuery = useFeeProduct(ApplyTransactionFee, TransactionFeeProductID);
  const fee = feeQuery.fee;
  const lines = useMemo(() => [...orderLines(events), ...sale.lines], [events, sale.lines]);
  const ctx = useMemo<PricingContext>(
    () => ({ lines, giftCardPurchases: sale.purchases, giftCardsPayGiftCards: AllowGiftCardForGiftCards, fee }),
    [lines, sale.purchases, AllowGiftCardForGiftCards, fee],
  );
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  }, [ctx]);
  const priced = useMemo(() => priceOrder(orderInput(ctx, { coupons, giftCards, donation })), [ctx, coupons, giftCards, donation]);
  const discounts = useMemo(() => {
    const unique = new Set(coupons.filter((c) => c.coupon.unique).map((c) => c.coupon.couponId));
    const out = new Map<string, LineDiscountShown>();
    for (const l of priced.lines) {
      if (!l.discount) continue;
      const shownCents = shownAmount(l.listAmounts, ShowPricesAs) - shownAmount(l.amounts, ShowPricesAs);
      out.set(l.key, { code: l.discount.code, shownCents, unique: unique.has(l.discount.couponId) });
    }
    return out;
  }, [priced, coupons, ShowPricesAs]);
  const ga = useMemo(() => pricedGaLines(priced, sale.ga, ShowPricesAs), [priced, sale.ga, ShowPricesAs]);
  const taxIncluded = ShowPricesAs === 'inctax';
  // The tickets' own totals: the order's products less its GA lines.
  const gaSum = gaTotals(ga, taxIncluded);
  const ticketTotals: ShownTotals = {
    subtotalCents: shownAmount(priced.products, ShowPricesAs) - gaSum.subtotalCents,
    taxCents: priced.products.taxCents - gaSum.taxCents,
    taxIncluded,
    totalCents: priced.products.totalCents - gaSum.totalCents,
  };
  return {
    events,
    priced,
    ticketTotals,
    sale,
    ga,
    gaTotals: gaSum,
    discounts,
    fee,
    loading: loading || sale.loading || feeQuery.loading,
    error: error ?? sale.error ?? feeQuery.error,
    context: () => latest.current,
  };
}
