/**
 * Why a visitor cannot book an event they picked (spec 01 §2 "Clicking an unavailable event shows
 * an error (configured message plus the reason, Sold Out when none, or a not-bookable message)").
 */

export interface BookabilityInput {
  BookNowOption: string;
  TourProducts: readonly { AvailableOnline: boolean; PriceMatrix: readonly { CostRateID: number }[] }[];
}

/** `{ reason }`: not Book Now (the state, "Sold Out" when none); `not-bookable`: nothing of it is sold online here; null: bookable. */
export type BookingRefusal = { reason: string } | 'not-bookable' | null;

/**
 * The refusal for an event: its state unless Book Now; `not-bookable` when its booking type is
 * not offered on this page or no product is sold online at the default cost rate.
 */
export function bookingRefusal(event: BookabilityInput, opts: { defaultCostRateId: number; bookingTypeOffered: boolean }): BookingRefusal {
  if (event.BookNowOption !== 'Book Now') return { reason: event.BookNowOption || 'Sold Out' };
  const sold = event.TourProducts.some((p) => p.AvailableOnline && p.PriceMatrix.some((m) => m.CostRateID === opts.defaultCostRateId));
  return opts.bookingTypeOffered && sold ? null : 'not-bookable';
}
