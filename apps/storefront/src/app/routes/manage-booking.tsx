/**
 * The manage-my-booking routes (spec 02 §2.1, §2.3–2.8): /findmybooking (with the query variant
 * bookingID, Name, Email), /findmybooking/{name}/{email}/{bookingid}, /managebooking,
 * /modifytickets, /confimbookingchanges (eventID, bookingtypeID, membercostrate,
 * ismembershipapplied) and /managecheckout. Loaded
 * lazily, like every page.
 */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { FindBookingPage } from '../../features/manage-booking/components/find-booking-page';
import { ManageBookingPage } from '../../features/manage-booking/components/manage-booking-page';
import { ConfirmChangesPage } from '../../features/manage-booking/components/confirm-changes-page';
import { ManageCheckoutPage } from '../../features/manage-booking/components/manage-checkout-page';
import { ModifyTicketsPage } from '../../features/manage-booking/components/modify-tickets-page';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

/** A query parameter by name, whatever its case (bookingID, bookingid, Name, name …). */
function param(search: URLSearchParams, name: string): string | undefined {
  for (const [k, v] of search) if (k.toLowerCase() === name.toLowerCase()) return v;
  return undefined;
}

export function FindMyBookingRoute() {
  usePageTitle(usePublicConfig().Headings.FindMyBooking);
  const [search] = useSearchParams();
  const bookingId = param(search, 'bookingID');
  const lastName = param(search, 'Name');
  const email = param(search, 'Email');
  const prefill = bookingId && lastName && email ? { bookingId, lastName, email } : undefined;
  return <FindBookingPage key={search.toString()} prefill={prefill} />;
}

export function FindMyBookingPathRoute() {
  usePageTitle(usePublicConfig().Headings.FindMyBooking);
  const { name = '', email = '', bookingid = '' } = useParams();
  return <FindBookingPage key={`${name}/${email}/${bookingid}`} prefill={{ bookingId: bookingid, lastName: name, email }} />;
}

export function ManageBookingRoute() {
  usePageTitle('Manage My Booking');
  return <ManageBookingPage />;
}

export function ManageCheckoutRoute() {
  usePageTitle(usePublicConfig().Headings.Checkout);
  return <ManageCheckoutPage />;
}

export function ModifyTicketsRoute() {
  usePageTitle('Modify Tickets & Add Ons');
  return <ModifyTicketsPage />;
}

export function ConfirmBookingChangesRoute() {
  usePageTitle('Confirm Booking Changes');
  const [search] = useSearchParams();
  const eventId = Number(param(search, 'eventID'));
  const costRate = Number(param(search, 'membercostrate'));
  if (!Number.isInteger(eventId) || eventId <= 0) return <Navigate to={paths.manageBooking.to()} replace />;
  return <ConfirmChangesPage eventId={eventId} costRateId={Number.isInteger(costRate) && costRate > 0 ? costRate : null} />;
}
