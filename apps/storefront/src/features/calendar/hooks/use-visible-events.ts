import type { TourEvent } from '@gt/contract/catalogue';
import type { DateRange } from '@gt/domain/event-range';
import { isEventVisible } from '@gt/domain/event-visibility';
import { useMemo } from 'react';
import { venueNow } from '../../../lib/tour-event';
import { useNotifyError } from '../../../stores/notifier';
import { useTourEvents, type EventScope } from '../api/get-tour-events';

/** Events of the range that spec 01 §4 lets the visitor see, at the venue's current time; a failed load goes to the snackbar (spec 01 §8). */
export function useVisibleEvents(scope: EventScope, range: DateRange | null) {
  const query = useTourEvents(scope, range);
  useNotifyError(query.error);
  const events = useMemo(() => (query.data ?? []).filter((e: TourEvent) => isEventVisible(e, venueNow(e))), [query.data]);
  return { events, isFetching: query.isFetching, stale: query.isPlaceholderData, loaded: query.data !== undefined && !query.isPlaceholderData };
}
