/**
 * Cart event rules (spec 01 §4 "Events"): adding an event already in the cart merges quantities;
 * removing the last product of an event removes the event. Pure functions over plain data.
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

/** Adds an event's lines to the cart, merging quantities per product; zero lines are dropped. */
export function mergeEvent(events: readonly CartEvent[], incoming: CartEvent): CartEvent[] {
  const lines = incoming.lines.filter((l) => l.Quantity > 0);
  const existing = events.find((e) => e.TourEventID === incoming.TourEventID);
  if (!existing) return lines.length ? [...events, { ...incoming, lines }] : [...events];
  const merged = [...existing.lines.map((l) => ({ ...l }))];
  for (const l of lines) {
    const m = merged.find((x) => x.TourProductID === l.TourProductID);
    if (m) m.Quantity += l.Quantity;
    else merged.push({ ...l });
  }
  return events.map((e) => (e === existing ? { ...e, lines: merged, udfs: { ...e.udfs, ...incoming.udfs } } : e));
}

/** Sets one product's quantity; 0 removes the line, and the event goes with its last line. */
export function setLineQuantity(events: readonly CartEvent[], tourEventId: number, tourProductId: number, quantity: number): CartEvent[] {
  return events.flatMap((e) => {
    if (e.TourEventID !== tourEventId) return [e];
    const lines = e.lines
      .map((l) => (l.TourProductID === tourProductId ? { ...l, Quantity: quantity } : l))
      .filter((l) => l.Quantity > 0);
    return lines.length ? [{ ...e, lines }] : [];
  });
}

/** Total quantity of one event in the cart (0 when absent). */
export function eventQuantity(events: readonly CartEvent[], tourEventId: number): number {
  return events.filter((e) => e.TourEventID === tourEventId).reduce((n, e) => n + e.lines.reduce((m, l) => m + l.Quantity, 0), 0);
}
