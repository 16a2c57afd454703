/**
 * Prices of a booking change as the owner is shown them (the server prices the change again and
 * refuses another amount): what returning booked units gives back (domain returnedAmounts, from
 * the line as booked) and what added products cost at the booking's cost rate (domain priceLine).
 * Cents.
 */
import type { BookingProduct } from '@gt/contract/bookings';
import type { TourProduct } from '@gt/contract/catalogue';
import { returnedAmounts } from '@gt/domain/manage-booking';
import { toCents } from '@gt/domain/money';
import { unitPrice } from '@gt/domain/price-matrix';
import { priceLine } from '@gt/domain/pricing';

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
