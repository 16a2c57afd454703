/** GET /api/v1/BookingTypes?(DisplayArea|BookingTypeID) → BookingType[] (spec 01 §7). */
import type { BookingType } from '@gt/contract/catalogue';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUrl } from '../lib/api-client';
import type { EventScope } from '../lib/tour-event';

export const bookingTypesKey = (scope: EventScope) => ['BookingTypes', scope] as const;

/** An unknown booking type or area answers 404; the page treats it as "no booking types". */
export const getBookingTypes = (scope: EventScope, signal?: AbortSignal) =>
  apiRequest<BookingType[]>(apiUrl('BookingTypes', scope), { what: 'load booking types', signal }).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) return [];
    throw e;
  });

/** Booking types of a calendar page (suspends while loading). */
export function useBookingTypes(scope: EventScope) {
  return useSuspenseQuery({ queryKey: bookingTypesKey(scope), queryFn: ({ signal }) => getBookingTypes(scope, signal) }).data;
}

/** Booking types by id for the cart's events (not suspending). */
export function useBookingTypesById(ids: readonly number[]) {
  return useQueries({
    queries: [...new Set(ids)].map((id) => ({ queryKey: bookingTypesKey({ BookingTypeID: id }), queryFn: ({ signal }: { signal: AbortSignal }) => getBookingTypes({ BookingTypeID: id }, signal) })),
    combine: (results) => new Map(results.flatMap((r) => r.data ?? []).map((b) => [b.BookingTypeID, b])),
  });
}
