/**
 * The calendar's banner in change mode (spec 02 §2.5): the booking being changed with its date
 * and time, and Cancel Changes back to /findmybooking (the booking is let go, with the holds of
 * an abandoned attempt at a change).
 */
import type { Booking } from '@gt/contract/bookings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useManageBooking } from '../../../stores/manage-booking';
import { releaseChangeHolds } from '../change-holds';
import { bookingDateText, bookingTimeText } from './booking-summary';

export function ChangeBanner({ booking }: { booking: Booking }) {
  const time = bookingTimeText(booking);
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" component={RouterLink} to={paths.findMyBooking.to()} onClick={() => void releaseChangeHolds().then(() => useManageBooking.getState().reset())}>
          Cancel Changes
        </Button>
      }
    >
      Changing booking {booking.BookingID}: {booking.BookingName}, {bookingDateText(booking)}
      {time && `, ${time}`}. Choose a new date and time.
    </Alert>
  );
}
