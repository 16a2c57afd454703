/**
 * GET /api/v1/TourEvents?(DisplayArea|BookingTypeID)&From&To → TourEvent[] (spec 01 §7).
 * From/To are venue dates, inclusive. Availability changes: a short stale time.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import type { DateRange } from '@gt/domain/event-range';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

import type { EventScope } from '../../../lib/tour-event';

export type { EventScope };

export const tourEventsKey = (scope: EventScope, range: DateRange) => ['TourEvents', scope, range] as const;

export const getTourEvents = (scope: EventScope, range: DateRange, signal?: AbortSignal) =>
  apiRequest<TourEvent[]>(apiUrl('TourEvents', { ...scope, ...range }), { what: 'load tour events', signal });

export function useTourEvents(scope: EventScope, range: DateRange | null) {
  return useQuery({
    queryKey: tourEventsKey(scope, range ?? { From: '', To: '' }),
    queryFn: ({ signal }) => getTourEvents(scope, range as DateRange, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
