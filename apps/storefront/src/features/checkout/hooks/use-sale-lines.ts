/**
 * The cart's GA tickets and gift cards at checkout (spec 01 §2 "Cart tables"): each cart line with
 * its product from today's catalogue (a product no longer on sale is left out), the GA coupon
 * when it can still be used (else dropped, and the visitor told why), priced with the order's
 * pipeline (lib/sale-pricing), and the transaction lines that pay for them. Cents.
 */
import type { GaTicket, GiftCardProduct } from '@gt/contract/products';
import type { TransactionRequest } from '@gt/contract/transactions';
import { couponUnusable } from '@gt/domain/coupon';
import { toDollars } from '@gt/domain/money';
import type { ShowPricesAs } from '@gt/domain/price-display';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCoupon } from '../../../api/get-coupon';
import { gaTicketsQuery, giftCardProductsQuery } from '../../../api/get-sale-products';
import { usePublicConfig } from '../../../lib/public-config';
import { priceSale, type PricedSale } from '../../../lib/sale-pricing';
import { useSaleCart, type GiftCardCartLine } from '../../../stores/sale-cart';

export interface CheckoutGiftCard {
  line: GiftCardCartLine;
  product: GiftCardProduct;
}

export interface SaleLines {
  priced: PricedSale;
  giftCards: CheckoutGiftCard[];
  /** The GA coupon's refusal when it can no longer be used (it is then left out). */
  couponProblem: string | null;
  loading: boolean;
  error: Error | null;
}

export function useSaleLines(showPricesAs: ShowPricesAs): SaleLines {
  const { Messages } = usePublicConfig();
  const { gaTickets, giftCards, gaCouponCode } = useSaleCart();
  const ga = useQuery({ ...gaTicketsQuery(), enabled: gaTickets.length > 0, placeholderData: keepPreviousData });
  const cards = useQuery({ ...giftCardProductsQuery(), enabled: giftCards.length > 0, placeholderData: keepPreviousData });
  const coupon = useCoupon(gaTickets.length > 0 ? gaCouponCode : null);
  const tickets = new Map<number, GaTicket>((ga.data?.products ?? []).map((t) => [t.ProductID, t]));
  const products = new Map<number, GiftCardProduct>((cards.data?.products ?? []).map((p) => [p.ProductID, p]));
  const couponProblem = coupon.data ? couponUnusable(coupon.data.coupon, coupon.data.today, Messages) : null;
  const coupons = coupon.data && !couponProblem ? [coupon.data.coupon] : [];
  const chosenCards = giftCards.flatMap((line) => {
    const product = products.get(line.ProductID);
    return product ? [{ line, product }] : [];
  });
  const priced = priceSale(
    gaTickets.flatMap((l) => {
      const ticket = tickets.get(l.ProductID);
      return ticket ? [{ ticket, quantity: l.Quantity }] : [];
    }),
    chosenCards.map((c) => ({ key: `gc:${c.line.ProductID}`, amountCents: c.line.AmountCents, quantity: c.line.Quantity })),
    coupons,
    showPricesAs,
  );
  return {
    priced,
    giftCards: chosenCards,
    couponProblem,
    loading: (gaTickets.length > 0 && ga.isLoading) || (giftCards.length > 0 && cards.isLoading) || coupon.isLoading,
    error: ga.error ?? cards.error ?? coupon.error,
  };
}

/**
 * The transaction's GA ticket and gift card lines and the coupons they use, numbered from
 * `firstLineNo` (after the ticket lines), with the amounts shown (the server re-prices).
 */
export function saleOrderFields(sale: SaleLines, firstLineNo: number): Pick<TransactionRequest, 'GATickets' | 'GiftCards' | 'Coupons'> {
  let lineNo = firstLineNo;
  const GATickets = sale.priced.ga.map((l) => ({
    ProductLineNo: lineNo++,
    ProductID: l.ticket.ProductID,
    Quantity: l.quantity,
    LinePriceExTax: toDollars(l.amounts.exTaxCents),
    LinePriceTax: toDollars(l.amounts.taxCents),
    LinePriceIncTax: toDollars(l.amounts.totalCents),
    ...(l.discount ? { CouponCode: l.discount.code, DiscountAmount: toDollars(l.discountTotalCents) } : {}),
  }));
  const GiftCards = sale.giftCards.map((c) => ({ ProductLineNo: lineNo++, ProductID: c.product.ProductID, Amount: toDollars(c.line.AmountCents), Quantity: c.line.Quantity }));
  const codes = [...new Set(sale.priced.ga.flatMap((l) => (l.discount ? [l.discount.code] : [])))];
  return { GATickets, GiftCards, Coupons: codes.map((CouponCode) => ({ CouponCode })) };
}
