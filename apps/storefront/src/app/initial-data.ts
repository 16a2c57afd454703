/**
 * Starts the data the first page needs as soon as the entry script runs, in parallel with the
 * page's own lazily loaded code (docs/performance.md#storefront-on-a-phone: the largest element waited for the configuration,
 * then the page's code, then its data, one after the other). The server carries these answers in
 * the HTML shell (@gt/contract/first-load, lib/first-load-answers.ts), so usually nothing is
 * fetched at all; the requests are exactly the contract's `firstLoad(pathname).requests` (tested).
 * Only the first page load: later navigations find the cache warm or fetch as usual. The query
 * keys and fetchers are the pages' own, so the pages find the answers in the cache.
 */
import type { DisplayAreaType } from '@gt/contract/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { bookingTypesKey, getBookingTypes } from '../api/get-booking-types';
import { orderLocationsQuery } from '../api/get-order-locations';
import { paths } from '../config/paths';
import { cartEventsQuery } from '../features/checkout/api/get-cart-events';
import { countriesQuery } from '../features/checkout/api/get-countries';
import { productQuery } from '../features/checkout/api/get-products';
import { membershipPackagesQuery } from '../features/memberships/api/memberships-api';
import { displayAreasKey, getDisplayAreas } from '../features/products/api/get-display-areas';
import { getPublicConfig, publicConfigKey } from '../lib/public-config';
import { renderedCart, useCartStore } from '../stores/cart-store';

/**
 * `pathname`: the browser's path, with the router's /GT base. Resolves when every answer is in
 * the cache (or failed): the server render waits for it, the browser does not.
 */
export function prefetchInitialData(queryClient: QueryClient, pathname: string): Promise<void> {
  const started: Promise<void>[] = [];
  const track = (p: Promise<void>) => void started.push(p);
  const config = queryClient.fetchQuery({ queryKey: publicConfigKey, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });
  track(config.then(() => undefined, () => undefined));
  const path = pathname.replace(/^\/GT(?=\/|$)/, '') || '/';
  const matches = (pattern: string) => matchPath(pattern, path) !== null;
  /** The page's numeric `:id`, null when the path is another page's or the id is malformed. */
  const id = (pattern: string) => {
    const raw = matchPath(pattern, path)?.params.id;
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  };
  const displayAreas = (type: DisplayAreaType) => track(queryClient.prefetchQuery({ queryKey: displayAreasKey(type), queryFn: ({ signal }) => getDisplayAreas(type, signal) }));
  const bookingTypes = (scope: { BookingTypeID: number } | { DisplayArea: number }) =>
    track(queryClient.prefetchQuery({ queryKey: bookingTypesKey(scope), queryFn: ({ signal }) => getBookingTypes(scope, signal) }));
  const orderLocations = (displayArea?: number) => track(queryClient.prefetchQuery(orderLocationsQuery(displayArea)));

  if (matches(paths.products.pattern)) displayAreas('bookingtypes');
  const area = id(paths.areaCalendar.pattern);
  if (area !== null) {
    displayAreas('bookingtypes');
    bookingTypes({ DisplayArea: area });
  }
  const bookingType = id(paths.bookingTypeCalendar.pattern);
  if (bookingType !== null && !matches(paths.areaCalendar.pattern)) bookingTypes({ BookingTypeID: bookingType });
  if (matches(paths.gaTickets.pattern) || matches(paths.areaGaTickets.pattern)) displayAreas('products');
  if (matches(paths.giftCards.pattern) || matches(paths.giftCardArea.pattern)) displayAreas('giftcard');
  if (matches(paths.orderLocations.pattern)) orderLocations();
  const foodArea = id(paths.areaOrderLocations.pattern);
  if (foodArea !== null) orderLocations(foodArea);
  if (matches(paths.checkout.pattern)) track(queryClient.prefetchQuery(countriesQuery));
  if (matches(paths.checkout.pattern) || matches(paths.memberships.pattern)) track(queryClient.prefetchQuery(membershipPackagesQuery));
  if (matches(paths.checkout.pattern)) {
    // The cart's events and booking types: the cart the server rendered, else the browser's.
    const cart = renderedCart() ?? useCartStore.getState().events;
    if (cart.length > 0) track(queryClient.prefetchQuery(cartEventsQuery(cart.map((e) => e.TourEventID))));
    for (const id of [...new Set(cart.map((e) => e.BookingTypeID))].sort((a, b) => a - b)) bookingTypes({ BookingTypeID: id });
    // The donation and fee products, once the configuration names them (so that the donation box
    // and the fee do not pop in, and the totals are drawn once).
    track(
      config.then(
        (c) =>
          Promise.all([
            c.DonationProductID ? queryClient.prefetchQuery(productQuery('donation', c.DonationProductID)) : undefined,
            c.ApplyTransactionFee && c.TransactionFeeProductID ? queryClient.prefetchQuery(productQuery('transactionfee', c.TransactionFeeProductID)) : undefined,
          ]).then(() => undefined),
        () => undefined,
      ),
    );
  }
  return Promise.all(started).then(() => undefined);
}
