/**
 * Route table (spec 01 §2, spec 02 §2.1): `/` → /products; unknown paths → /not-found; routes are
 * exact and case-sensitive (/FindMyBooking is not /findmybooking). Pages load lazily
 * (`lazyPage`). Declarative React Router (no data router: the storefront uses no loaders or
 * actions, and the data router's code was a sixth of the first load, docs/performance.md#storefront-on-a-phone).
 */
import { BrowserRouter, matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './routes/route-error';

const products = () => import('./routes/products');
const calendar = () => import('./routes/calendar');
const gaTickets = () => import('./routes/ga-tickets');
const giftCards = () => import('./routes/gift-cards');
const checkout = () => import('./routes/checkout');
const food = () => import('./routes/food');
const memberships = () => import('./routes/memberships');
const manageBooking = () => import('./routes/manage-booking');
const notFound = () => import('./routes/not-found');

/** [pattern, page] of every page under the app shell. */
const pages = [
  [paths.products.pattern, lazyPage(products, 'ProductsRoute')],
  [paths.areaCalendar.pattern, lazyPage(calendar, 'AreaCalendarRoute')],
  [paths.bookingTypeCalendar.pattern, lazyPage(calendar, 'BookingTypeCalendarRoute')],
  [paths.gaTickets.pattern, lazyPage(gaTickets, 'GaTicketsRoute')],
  [paths.areaGaTickets.pattern, lazyPage(gaTickets, 'AreaGaTicketsRoute')],
  [paths.giftCards.pattern, lazyPage(giftCards, 'GiftCardsRoute')],
  [paths.giftCardArea.pattern, lazyPage(giftCards, 'GiftCardAreaRoute')],
  [paths.checkout.pattern, lazyPage(checkout, 'CheckoutRoute')],
  [paths.orderLocations.pattern, lazyPage(food, 'OrderLocationsRoute')],
  [paths.areaOrderLocations.pattern, lazyPage(food, 'AreaOrderLocationsRoute')],
  [paths.orderLocationTab.pattern, lazyPage(food, 'OrderLocationTabRoute')],
  [paths.orderMenu.pattern, lazyPage(food, 'OrderMenuRoute')],
  [paths.orderSubmenu.pattern, lazyPage(food, 'OrderSubmenuRoute')],
  [paths.reviewOrder.pattern, lazyPage(food, 'ReviewOrderRoute')],
  [paths.memberships.pattern, lazyPage(memberships, 'MembershipsRoute')],
  [paths.membershipJoin.pattern, lazyPage(memberships, 'MembershipJoinRoute')],
  [paths.membershipRenew.pattern, lazyPage(memberships, 'MembershipRenewRoute')],
  [paths.membershipValidate.pattern, lazyPage(memberships, 'MemberValidateRoute')],
  [paths.findMyBooking.pattern, lazyPage(manageBooking, 'FindMyBookingRoute')],
  [paths.findMyBookingPrefilled.pattern, lazyPage(manageBooking, 'FindMyBookingPathRoute')],
  [paths.manageBooking.pattern, lazyPage(manageBooking, 'ManageBookingRoute')],
  [paths.modifyTickets.pattern, lazyPage(manageBooking, 'ModifyTicketsRoute')],
  [paths.confirmBookingChanges.pattern, lazyPage(manageBooking, 'ConfirmBookingChangesRoute')],
  [paths.manageCheckout.pattern, lazyPage(manageBooking, 'ManageCheckoutRoute')],
  [paths.notFound.pattern, lazyPage(notFound, 'NotFoundRoute')],
] as const;

/** The pages under the app shell, for a router (the browser's below, the server render's in entry-server.tsx). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A page that fails (or whose code does not load) shows the error screen until the next navigation.
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<Navigate to={paths.products.to()} replace />} />
          {pages.map(([pattern, Page]) => (
            <Route key={pattern} path={pattern} caseSensitive element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={paths.notFound.to()} replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the server-rendered page at `pathname` (with the /GT base) before the app
 * takes over its HTML (main.tsx): the page's component (`preload`) and what its module names for
 * hydration (`preloadForHydration`, e.g. the calendar's server-rendered view), so that nothing
 * suspends while hydrating.
 */
export async function loadPageCode(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/GT(?=\/|$)/, '');
  const match = pages.find(([pattern]) => matchPath({ path: pattern, caseSensitive: true }, path));
  if (!match) return;
  const module = (await match[1].preload()) as { preloadForHydration?: () => Promise<void> };
  await module.preloadForHydration?.();
}

/**
 * The storefront's router under the /GT base. Navigations are not transitions: a page whose code
 * or data is still on its way shows the app shell's loading overlay (spec 02 §2.2), instead of
 * the page before staying on screen, under the new address, with no sign of loading.
 */
export function AppRouter() {
  return (
    <BrowserRouter basename="/GT" useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
