/**
 * GET /api/v1/TourEvents?(DisplayArea|BookingTypeID)&From&To&Fields=Calendar[&TourHoldRef] → the
 * calendars' answer (contract `CalendarTourEvents`: each booking type's products once, not with
 * every event), expanded to the spec's TourEvent[] (spec 01 §7) that the views, the drawer and the
 * cart draw from: each event carries its booking type's products as before
 * (docs/performance.md#the-month-listing-the-calendars-request). From/To are venue dates, inclusive.
 * The visitor's hold reference goes along so that the seats they hold count as theirs
 * (SeatsAvailable and BookNowOption as they see them). Availability changes: a short stale time.
 */
import { expandCalendarTourEvents } from '@gt/contract/calendar-tour-events';
import type { CalendarTourEvents, TourEvent } from '@gt/contract/catalogue';
import type { DateRange } from '@gt/domain/event-range';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import type { EventScope } from '../../../lib/tour-event';
import { useCartStore } from '../../../stores/cart-store';

export type { EventScope };

export const tourEventsKey = (scope: EventScope, range: DateRange, holdRef: string | null) => ['TourEvents', scope, range, holdRef] as const;

/** The URL of a range's events as the calendars ask for them (`Fields=Calendar`). */
export const tourEventsUrl = (scope: EventScope, range: DateRange, holdRef: string | null) =>
  apiUrl('TourEvents', { ...scope, ...range, TourHoldRef: holdRef ?? undefined, Fields: 'Calendar' });

export const getTourEvents = async (scope: EventScope, range: DateRange, holdRef: string | null, signal?: AbortSignal): Promise<TourEvent[]> =>
  expandCalendarTourEvents(await apiRequest<CalendarTourEvents>(tourEventsUrl(scope, range, holdRef), { what: 'load tour events', signal }));

/** One event as this visitor sees it now (e.g. after losing the race for its last seats); null when gone. */
export const getTourEvent = async (tourEventId: number, holdRef: string | null): Promise<TourEvent | null> =>
  (await apiRequest<TourEvent[]>(apiUrl('TourEvents', { TourEventList: [tourEventId], TourHoldRef: holdRef ?? undefined }), { what: 'load tour events' }))[0] ??
  null;

export function useTourEvents(scope: EventScope, range: DateRange | null) {
  const holdRef = useCartStore((s) => s.holdRef);
  return useQuery({
    queryKey: tourEventsKey(scope, range ?? { From: '', To: '' }, holdRef),
    queryFn: ({ signal }) => getTourEvents(scope, range as DateRange, holdRef, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
