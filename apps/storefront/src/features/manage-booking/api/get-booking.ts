/** GET /api/v1/bookings?bookingid&Email&LastName (spec 02 §7 "Find booking"): `[]` when the booking ID is not one. */
import type { Booking } from '@gt/contract/bookings';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import type { BookingCredentials } from '../../../stores/manage-booking';

export const findBooking = (c: BookingCredentials, signal?: AbortSignal) =>
  apiRequest<Booking[]>(apiUrl('bookings', { bookingid: c.BookingID, Email: c.Email, LastName: c.LastName }), {
    what: 'get booking details',
    signal,
  });
