/**
 * The checkout's order priced for display (spec 01 §2 "Cart tables": lines, coupon discounts,
 * subtotal, tax, total, donation row, transaction fee row, gift cards, Amount To Pay): the cart's
 * ticket lines (useCartLines), GA tickets and gift cards bought (useSaleLines) and the lines of a
 * kind composed in by its route (a membership package), one order, with the applied coupons, donation and gift cards (stores/promotions)
 * and the fee product when ApplyTransactionFee is on, through domain `priceOrder`, the function
 * the server re-prices the transaction with. Cents. Also the context the promotion actions price
 * against, always the latest.
 */
import { priceOrder, type OrderLineInput, type PricedOrder } from '@gt/domain/order-pricing';
import { sumTaxed, type TaxedAmount } from '@gt/domain/tax';
import { shownAmount, shownDiscount, type ShownTotals } from '@gt/domain/price-display';
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

/** What the order charges for the lines of a line kind composed in by its route (a membership package): their totals and coupon discount (total terms). */
export interface AdditionPricing {
  totals: TaxedAmount;
  coupon: { code: string; discountCents: number } | null;
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
  /** The composed-in lines (`extraLines`), and as priced in the order. */
  extraLines: readonly OrderLineInput[];
  addition: AdditionPricing;
  /** Discounted lines by key (order-input `lineKey`). */
  discounts: ReadonlyMap<string, LineDiscountShown>;
  fee: FeeProductInfo | null;
  loading: boolean;
  error: Error | null;
  /** The latest pricing context (for actions that run after an await). */
  context(): PricingContext;
}

/** The order priced; `extraLines` are a composed-in line kind's pricing input (a membership package's lines). */
const NO_LINES: readonly OrderLineInput[] = [];

/** The priced lines whose key is in `keys`: their summed amounts and their coupon's discount. */
function additionPricing(priced: PricedOrder, keys: ReadonlySet<string>): AdditionPricing {
  const lines = priced.lines.filter((l) => keys.has(l.key));
  const discounted = lines.filter((l) => l.discount);
  const code = discounted[0]?.discount?.code;
  return {
    totals: sumTaxed(lines.map((l) => l.amounts)),
    coupon: code ? { code, discountCents: discounted.reduce((s, l) => s + l.listAmounts.totalCents - l.amounts.totalCents, 0) } : null,
  };
}

export function useOrderPricing(extraLines: readonly OrderLineInput[] = NO_LINES): OrderPricing {
  const { ShowPricesAs, ApplyTransactionFee, TransactionFeeProductID, AllowGiftCardForGiftCards } = usePublicConfig();
  const { events, loading, error } = useCartLines();
  const sale = useSaleLines();
  const coupons = usePromotions((s) => s.coupons);
  const giftCards = usePromotions((s) => s.giftCards);
  const donation = usePromotions((s) => s.donation);
  const feeQuery = useFeeProduct(ApplyTransactionFee, TransactionFeeProductID);
  const fee = feeQuery.fee;
  const lines = useMemo(() => [...orderLines(events), ...sale.lines, ...extraLines], [events, sale.lines, extraLines]);
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
      const shownCents = shownDiscount(l.listAmounts, l.amounts, ShowPricesAs);
      out.set(l.key, { code: l.discount.code, shownCents, unique: unique.has(l.discount.couponId) });
    }
    return out;
  }, [priced, coupons, ShowPricesAs]);
  const ga = useMemo(() => pricedGaLines(priced, sale.ga, ShowPricesAs), [priced, sale.ga, ShowPricesAs]);
  const addition = useMemo(() => additionPricing(priced, new Set(extraLines.map((l) => l.key))), [priced, extraLines]);
  const taxIncluded = ShowPricesAs === 'inctax';
  // The tickets' own totals: the order's products less its GA lines and the composed-in lines.
  const gaSum = gaTotals(ga, taxIncluded);
  const ticketTotals: ShownTotals = {
    subtotalCents: shownAmount(priced.products, ShowPricesAs) - gaSum.subtotalCents - shownAmount(addition.totals, ShowPricesAs),
    taxCents: priced.products.taxCents - gaSum.taxCents - addition.totals.taxCents,
    taxIncluded,
    totalCents: priced.products.totalCents - gaSum.totalCents - addition.totals.totalCents,
  };
  return {
    events,
    priced,
    ticketTotals,
    sale,
    ga,
    gaTotals: gaSum,
    extraLines,
    addition,
    discounts,
    fee,
    loading: loading || sale.loading || feeQuery.loading,
    error: error ?? sale.error ?? feeQuery.error,
    context: () => latest.current,
  };
}
