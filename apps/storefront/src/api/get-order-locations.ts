/**
 * GET /api/v1/orderlocations?displayArea → OrderLocation[] (spec 02 §7). The venue's clock comes
 * with the answer; `venueNow()` runs it on from there, so the opening state does not depend on
 * the browser's clock. Refetched every minute while shown.
 */
import type { OrderLocation } from '@gt/contract/food';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../lib/api-client';

export const orderLocationsKey = (displayArea?: number) => ['orderlocations', displayArea ?? null] as const;

export interface OrderLocations {
  locations: OrderLocation[];
  /** The venue's current instant, from the server's clock at the answer plus the time since. */
  venueNow(): Date;
}

/** The query of the order locations (all of them without a display area). */
export const orderLocationsQuery = (displayArea?: number) =>
  queryOptions({
    queryKey: orderLocationsKey(displayArea),
    queryFn: async ({ signal }) => {
      const locations = await apiRequest<OrderLocation[]>(apiUrl('orderlocations', { displayArea }), { what: 'load order locations', signal });
      const server = Date.parse(locations[0]?.CurrentDateTimeAtLocation ?? '');
      return { locations, skewMs: Number.isNaN(server) ? 0 : server - Date.now() };
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** The venue's current instant from an answer's clock skew. */
export const venueNowFrom = (skewMs: number) => () => new Date(Date.now() + skewMs);

/** The order locations (suspends while loading). */
export function useOrderLocations(displayArea?: number): OrderLocations {
  const { data } = useSuspenseQuery(orderLocationsQuery(displayArea));
  return { locations: data.locations, venueNow: venueNowFrom(data.skewMs) };
}

/** The tab location of this id with its order location, if any. */
export function findTabLocation(locations: readonly OrderLocation[], tabLocationId: number | null) {
  for (const location of locations) {
    const tab = location.TabLocations.find((t) => t.TabLocationID === tabLocationId);
    if (tab) return { location, tab };
  }
  return undefined;
}
