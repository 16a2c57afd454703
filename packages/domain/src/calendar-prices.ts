/**
 * Prices the calendar routes advertise (spec 01 §2 list cards and hybrid price badges; §3 tour
 * product ShowOnCalendar). Only products sold online and marked ShowOnCalendar are advertised;
 * every amount is the display price (ShowPricesAs) at the default cost rate, so it equals what
 * the drawer and the cart show for one ticket.
 */
import type { TourProduct } from '@gt/contract/catalogue';
import { displayPriceCents, unitPrice } from './price-matrix';

export type AdvertisedProduct = Pick<TourProduct, 'PriceMatrix' | 'ShowOnCalendar' | 'AvailableOnline'>;

export interface PriceDisplay {
  defaultCostRateId: number;
  showPricesAs: 'extax' | 'inctax';
}

/** The products whose prices the calendar routes show: online and ShowOnCalendar. */
export function calendarProducts<P extends AdvertisedProduct>(products: readonly P[]): P[] {
  return products.filter((p) => p.AvailableOnline && p.ShowOnCalendar);
}

/**
 * The "from" price of some events' products: the lowest display price (cents) among their
 * advertised products at the default cost rate, or null when none is priced.
 */
export function fromPriceCents(products: readonly AdvertisedProduct[], d: PriceDisplay): number | null {
  let lowest: number | null = null;
  for (const p of calendarProducts(products)) {
    const price = unitPrice(p, d.defaultCostRateId, d.defaultCostRateId);
    if (!price) continue;
    const cents = displayPriceCents(price, d.showPricesAs);
    if (lowest === null || cents < lowest) lowest = cents;
  }
  return lowest;
}
