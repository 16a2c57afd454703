/**
 * Starts the data the first page needs as soon as the entry script runs, in parallel with the
 * page's own lazily loaded code (issue 16: the largest element waited for the configuration,
 * then the page's code, then its data, one after the other). The configuration is also
 * preloaded by index.html. Only the first page load: later navigations find the cache warm or
 * fetch as usual. The query keys and fetchers are the pages' own, so the pages find the answers
 * in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { bookingTypesKey, getBookingTypes } from '../api/get-booking-types';
import { paths } from '../config/paths';
import { displayAreasKey, getDisplayAreas } from '../features/products/api/get-display-areas';
import { getPublicConfig, publicConfigKey } from '../lib/public-config';

/** `pathname`: the browser's path, with the router's /GT base. */
export function prefetchInitialData(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery({ queryKey: publicConfigKey, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });
  const path = pathname.replace(/^\/GT(?=\/|$)/, '') || '/';
  const id = (pattern: string) => {
    const raw = matchPath(pattern, path)?.params.id;
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  };
  const displayAreas = () => void queryClient.prefetchQuery({ queryKey: displayAreasKey('bookingtypes'), queryFn: ({ signal }) => getDisplayAreas('bookingtypes', signal) });
  const bookingTypes = (scope: { BookingTypeID: number } | { DisplayArea: number }) =>
    void queryClient.prefetchQuery({ queryKey: bookingTypesKey(scope), queryFn: ({ signal }) => getBookingTypes(scope, signal) });

  if (matchPath(paths.products.pattern, path)) displayAreas();
  const area = id(paths.areaCalendar.pattern);
  if (area !== null) {
    displayAreas();
    bookingTypes({ DisplayArea: area });
  }
  const bookingType = id(paths.bookingTypeCalendar.pattern);
  if (bookingType !== null && area === null) bookingTypes({ BookingTypeID: bookingType });
}
