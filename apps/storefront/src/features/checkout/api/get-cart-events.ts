/** GET /api/v1/TourEvents?TourEventList=… → the cart's events with products and prices (spec 01 §7). */
import type { TourEvent } from '@gt/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const cartEventsKey = (ids: readonly number[]) => ['TourEvents', 'list', ids] as const;

/** The query of the events `ids` (any order; asked for in ascending order, as @gt/contract/first-load carries it). */
export function cartEventsQuery(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: cartEventsKey(sorted),
    queryFn: ({ signal }) => apiRequest<TourEvent[]>(apiUrl('TourEvents', { TourEventList: sorted }), { what: 'load tour events', signal }),
    enabled: sorted.length > 0,
  });
}

export function useCartTourEvents(ids: readonly number[]) {
  return useQuery({ ...cartEventsQuery(ids), placeholderData: keepPreviousData });
}
