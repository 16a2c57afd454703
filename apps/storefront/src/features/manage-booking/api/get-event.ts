/** GET /api/v1/TourEvents?TourEventList={id}: the event of a change (its seats, Book Now option and products with prices). */
import type { TourEvent } from '@gt/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export function useChangeEvent(tourEventId: number | null) {
  return useQuery({
    queryKey: ['TourEvents', 'change', tourEventId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<TourEvent[]>(apiUrl('TourEvents', { TourEventList: [tourEventId as number] }), {
          what: 'load tour events',
          signal,
        })
      )[0] ?? null,
    enabled: tourEventId !== null,
    staleTime: 5_000,
  });
}
