/**
 * The cart's GA tickets and gift cards at checkout (spec 01 §2 "Cart tables"): each cart line with
 * its product from today's catalogue (a product no longer on sale is left out), as order lines for
 * the checkout's one pricing (use-order-pricing: domain `priceOrder`, with the coupons, fee and
 * gift cards of the whole order), and the transaction lines that pay for them. Cents.
 */
import type { GaTicket, GiftCardProduct } from '@gt/contract/products';
import type { TransactionRequest } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import type { GiftCardPurchaseLine, OrderLineInput } from '@gt/domain/order-pricing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gaTicketsQuery, giftCardProductsQuery } from '../../../api/get-sale-products';
import { gaLineOf, type PricedGaLine, type SaleGaInput } from '../../../lib/sale-pricing';
import { useSaleCart, type GiftCardCartLine } from '../../../stores/sale-cart';

export interface CheckoutGiftCard {
  line: GiftCardCartLine;
  product: GiftCardProduct;
}

export interface SaleLines {
  /** GA tickets with their product (quantity > 0). */
  ga: SaleGaInput[];
  giftCards: CheckoutGiftCard[];
  /** The GA tickets as order lines (key `ga:{ProductID}`) and the gift cards bought, for `priceOrder`. */
  lines: OrderLineInput[];
  purchases: GiftCardPurchaseLine[];
  loading: boolean;
  error: Error | null;
}

export function useSaleLines(): SaleLines {
  const gaTickets = useSaleCart((s) => s.gaTickets);
  const giftCards = useSaleCart((s) => s.giftCards);
  const gaQuery = useQuery({ ...gaTicketsQuery(), enabled: gaTickets.length > 0, placeholderData: keepPreviousData });
  const cardsQuery = useQuery({ ...giftCardProductsQuery(), enabled: giftCards.length > 0, placeholderData: keepPreviousData });
  const loading = (gaTickets.length > 0 && gaQuery.isLoading) || (giftCards.length > 0 && cardsQuery.isLoading);
  const parts = useMemo(() => {
    const tickets = new Map<number, GaTicket>((gaQuery.data?.products ?? []).map((t) => [t.ProductID, t]));
    const products = new Map<number, GiftCardProduct>((cardsQuery.data?.products ?? []).map((p) => [p.ProductID, p]));
    const ga = gaTickets.flatMap((l) => {
      const ticket = tickets.get(l.ProductID);
      return ticket && l.Quantity > 0 ? [{ ticket, quantity: l.Quantity }] : [];
    });
    const cards = giftCards.flatMap((line) => {
      const product = products.get(line.ProductID);
      return product ? [{ line, product }] : [];
    });
    return {
      ga,
      giftCards: cards,
      lines: ga.map((l) => gaLineOf(l.ticket, l.quantity)),
      purchases: cards.map((c) => ({ key: `gc:${c.line.ProductID}`, amountCents: c.line.AmountCents, quantity: c.line.Quantity })),
    };
  }, [gaTickets, giftCards, gaQuery.data, cardsQuery.data]);
  return { ...parts, loading, error: gaQuery.error ?? cardsQuery.error };
}

/**
 * The transaction's GA ticket lines (amounts after their coupon, as priced with the whole order)
 * and gift card lines, numbered from `firstLineNo` (after the ticket lines). The server re-prices
 * them with the order and refuses any difference.
 */
export function saleOrderFields(ga: readonly PricedGaLine[], giftCards: readonly CheckoutGiftCard[], firstLineNo: number): Pick<TransactionRequest, 'GATickets' | 'GiftCards'> {
  let lineNo = firstLineNo;
  const GATickets = ga.map((l) => ({
    ProductLineNo: lineNo++,
    ProductID: l.ticket.ProductID,
    Quantity: l.quantity,
    LinePriceExTax: toDollars(l.amounts.exTaxCents),
    LinePriceTax: toDollars(l.amounts.taxCents),
    LinePriceIncTax: toDollars(l.amounts.totalCents),
    ...(l.discount ? { CouponCode: l.discount.code, DiscountAmount: toDollars(l.discountTotalCents) } : {}),
  }));
  const GiftCards = giftCards.map((c) => ({ ProductLineNo: lineNo++, ProductID: c.product.ProductID, Amount: toDollars(c.line.AmountCents), Quantity: c.line.Quantity }));
  return { GATickets, GiftCards };
}
