import type { TourEvent } from '@gt/contract/catalogue';

/**
 * JSON of a TourEvent list, byte for byte what `JSON.stringify(events)` gives, with each distinct
 * TourProducts array serialized once: every event of a booking type shares its products (the
 * service hands out one array per booking type), which make up most of a month's 1 MB of JSON.
 * TourProducts must be the last key of each event (as the service builds them).
 */
export function serializeTourEvents(events: readonly TourEvent[]): string {
  const products = new Map<TourEvent['TourProducts'], string>();
  const parts = events.map(({ TourProducts, ...event }) => {
    let json = products.get(TourProducts);
    if (json === undefined) products.set(TourProducts, (json = JSON.stringify(TourProducts)));
    return `${JSON.stringify(event).slice(0, -1)},"TourProducts":${json}}`;
  });
  return `[${parts.join(',')}]`;
}
