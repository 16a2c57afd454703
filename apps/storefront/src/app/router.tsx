/** Route table (spec 01 §2): `/` → /products; unknown paths → /not-found. Pages load lazily. */
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { AppShell, LoadingOverlay } from './layout/app-shell';
import { RouteError } from './routes/route-error';

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <AppShell />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <LoadingOverlay open />,
        children: [
          { index: true, element: <Navigate to={paths.products.to()} replace /> },
          { path: paths.products.pattern, lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductsRoute })) },
          { path: paths.areaCalendar.pattern, lazy: () => import('./routes/calendar').then((m) => ({ Component: m.AreaCalendarRoute })) },
          { path: paths.bookingTypeCalendar.pattern, lazy: () => import('./routes/calendar').then((m) => ({ Component: m.BookingTypeCalendarRoute })) },
          { path: paths.gaTickets.pattern, lazy: () => import('./routes/ga-tickets').then((m) => ({ Component: m.GaTicketsRoute })) },
          { path: paths.areaGaTickets.pattern, lazy: () => import('./routes/ga-tickets').then((m) => ({ Component: m.AreaGaTicketsRoute })) },
          { path: paths.giftCards.pattern, lazy: () => import('./routes/gift-cards').then((m) => ({ Component: m.GiftCardsRoute })) },
          { path: paths.giftCardArea.pattern, lazy: () => import('./routes/gift-cards').then((m) => ({ Component: m.GiftCardAreaRoute })) },
          { path: paths.checkout.pattern, lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
          { path: paths.orderLocations.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.OrderLocationsRoute })) },
          { path: paths.areaOrderLocations.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.AreaOrderLocationsRoute })) },
          { path: paths.orderLocationTab.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.OrderLocationTabRoute })) },
          { path: paths.orderMenu.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.OrderMenuRoute })) },
          { path: paths.orderSubmenu.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.OrderSubmenuRoute })) },
          { path: paths.reviewOrder.pattern, lazy: () => import('./routes/food').then((m) => ({ Component: m.ReviewOrderRoute })) },
          { path: paths.memberships.pattern, lazy: () => import('./routes/memberships').then((m) => ({ Component: m.MembershipsRoute })) },
          { path: paths.membershipJoin.pattern, lazy: () => import('./routes/memberships').then((m) => ({ Component: m.MembershipJoinRoute })) },
          { path: paths.membershipRenew.pattern, lazy: () => import('./routes/memberships').then((m) => ({ Component: m.MembershipRenewRoute })) },
          { path: paths.membershipValidate.pattern, lazy: () => import('./routes/memberships').then((m) => ({ Component: m.MemberValidateRoute })) },
          { path: paths.findMyBooking.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.FindMyBookingRoute })) },
          { path: paths.findMyBookingPrefilled.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.FindMyBookingPathRoute })) },
          { path: paths.manageBooking.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.ManageBookingRoute })) },
          { path: paths.modifyTickets.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.ModifyTicketsRoute })) },
          { path: paths.confirmBookingChanges.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.ConfirmBookingChangesRoute })) },
          { path: paths.manageCheckout.pattern, lazy: () => import('./routes/manage-booking').then((m) => ({ Component: m.ManageCheckoutRoute })) },
          { path: paths.notFound.pattern, lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
          { path: '*', element: <Navigate to={paths.notFound.to()} replace /> },
        ],
      },
    ],
    { basename: '/GT' },
  );
}
