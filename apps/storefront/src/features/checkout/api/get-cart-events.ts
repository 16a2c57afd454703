/** GET /api/v1/TourEvents?TourEventList=… → the cart's events with products and prices (spec 01 §7). */
import type { TourEvent } from '@gt/contract/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const cartEventsKey = (ids: readonly number[]) => ['TourEvents', 'list', ids] as const;

export function useCartTourEvents(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: cartEventsKey(sorted),
    queryFn: ({ signal }) => apiRequest<TourEvent[]>(apiUrl('TourEvents', { TourEventList: sorted }), { what: 'load tour events', signal }),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
  });
}
