/**
 * Cart event rules (spec 01 §4 "Events"): adding an event already in the cart merges quantities;
 * removing the last product of an event removes the event. The server applies them to holds.
 */
export interface CartLine {
  TourProductID: number;
  Quantity: number;
}

export interface CartEvent {
  TourEventID: number;
  BookingTypeID: number;
  lines: CartLine[];
  /** User-defined field values by UDFID. */
  udfs: Record<number, string>;
}

/** How a hold change treats the listed products (spec 01 §4 "Events", §7 TourHolds). */
export type LineAction = 'add' | 'set' | 'remove' | 'checkout';

/**
 * An event's product quantities after a change: `add` merges (adds to what is there), `set`
 * replaces the listed products, `remove` drops them (all of them when none are listed: the event
 * goes), `checkout` makes the lines exactly the listed ones. Quantities ≤ 0 drop the product; an
 * empty result means the event leaves the cart.
 */
export function nextQuantities(current: ReadonlyMap<number, number>, action: LineAction, products: readonly CartLine[]): Map<number, number> {
  const next = action === 'checkout' ? new Map<number, number>() : new Map(current);
  if (action === 'remove') {
    if (products.length === 0) next.clear();
    for (const p of products) next.delete(p.TourProductID);
  } else {
    for (const p of products) next.set(p.TourProductID, (action === 'add' ? (next.get(p.TourProductID) ?? 0) : 0) + p.Quantity);
  }
  for (const [id, q] of next) if (q <= 0) next.delete(id);
  return next;
}
