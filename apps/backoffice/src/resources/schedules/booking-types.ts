/**
 * Booking types to choose from: the back office's own `booking-types` resource (every booking
 * type, shown online or not, including one created a moment ago), by name.
 */
import { useGetList } from 'react-admin';

export interface BookingTypeChoice {
  id: number;
  name: string;
}

/** The booking types as SelectInput choices (empty while loading or when they cannot be read). */
export function useBookingTypeChoices(): BookingTypeChoice[] {
  const { data } = useGetList<BookingTypeChoice>('booking-types', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  return data ?? [];
}
