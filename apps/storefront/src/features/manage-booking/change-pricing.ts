/**
 * Prices of a booking change as the owner is shown them (the server prices the change again and
 * refuses another amount): what returning booked units gives back (domain returnedAmounts, from
 * the line as booked) and what added products cost at the booking's cost rate (domain priceLine);
 * a date change's new tickets as pricing lines for domain priceNewTickets (with its coupons).
 * Cents.
 */
import type { Booking, BookingProduct } from '@gt/contract/bookings';
import type { TourProduct } from '@gt/contract/catalogue';
import { returnedAmounts, type RefundPayments } from '@gt/domain/manage-booking';
import { toCents, toDollars } from '@gt/domain/money';
import type { OrderLineInput, PricedOrder } from '@gt/domain/order-pricing';
import { unitPrice } from '@gt/domain/price-matrix';
import { priceLine } from '@gt/domain/pricing';
import { lineKey } from '../checkout/order-input';

/** What returning `units` more of a booked line gives back (cents, positive). */
export function returnedCents(p: BookingProduct, units: number): number {
  if (units <= 0) return 0;
  const total = toCents(p.BookedLinePriceInclTax);
  return returnedAmounts({ quantity: p.BookedQuantity, exTaxCents: total, taxCents: 0, totalCents: total }, p.ReturnedQuantity, units)
    .totalCents;
}

/** What `quantity` of a product costs at `costRateId` (else the default rate), cents; null when it has no price. */
export function addedCents(product: TourProduct, quantity: number, costRateId: number, defaultCostRateId: number): number | null {
  const price = unitPrice(product, costRateId, defaultCostRateId);
  return price ? priceLine({ unitPriceCents: price.priceCents, quantity, taxes: price.taxes }).totalCents : null;
}

/** Products a change may add: offered online, with a price at the rate. */
export const addableProducts = (products: readonly TourProduct[], costRateId: number, defaultCostRateId: number) =>
  products.filter((p) => p.AvailableOnline && unitPrice(p, costRateId, defaultCostRateId) !== null);

/** A product chosen for a change, with its quantity. */
export interface ChosenProduct {
  product: TourProduct;
  quantity: number;
}

/**
 * The chosen products of event `eventId` as pricing lines (domain OrderLineInput, keyed
 * `${eventId}:${productId}` as the server keys them), at `costRateId` (else the default rate);
 * products without a price are left out.
 */
export function newTicketLines(
  eventId: number,
  chosen: readonly ChosenProduct[],
  costRateId: number,
  defaultCostRateId: number,
): OrderLineInput[] {
  return chosen.flatMap(({ product, quantity }) => {
    const price = unitPrice(product, costRateId, defaultCostRateId);
    if (!price) return [];
    return [
      {
        key: lineKey(eventId, product.TourProductID),
        tourEventId: eventId,
        tourProductId: product.TourProductID,
        quantity,
        unitPriceCents: price.priceCents,
        taxIncluded: price.taxes.length > 0 && price.taxes.every((t) => t.included),
        taxes: price.taxes,
      },
    ];
  });
}

/**
 * The products a change sends (contract BookingChangeRequest.Products), each with the coupon
 * that discounts it and that discount in the line's total terms (dollars), as priced.
 */
export function changeProducts(
  lines: readonly OrderLineInput[],
  priced: PricedOrder,
): { TourProductID: number; Quantity: number; CouponCode?: string; DiscountAmount?: number }[] {
  return lines.map((l, i) => {
    const p = priced.lines[i];
    const discount = p?.discount
      ? { CouponCode: p.discount.code, DiscountAmount: toDollars(p.listAmounts.totalCents - p.amounts.totalCents) }
      : {};
    return { TourProductID: l.tourProductId, Quantity: l.quantity, ...discount };
  });
}

/** The booking's payments as the refund rules see them (domain refundOptions), from the server's figures. */
export function refundPayments(b: Booking): RefundPayments {
  return { count: b.BookingPayments.length, cardOnFile: b.PaymentToken !== null, cardRefundableCents: toCents(b.CardRefundable) };
}
