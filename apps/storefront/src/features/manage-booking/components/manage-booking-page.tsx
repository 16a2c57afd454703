/**
 * /managebooking (spec 02 §2.4, §4.2, §4.3, §6): the booking (BookingSummary), the server's
 * NoChangesMessage, and the buttons its flags allow: Cancel Booking (hidden when refunds are not
 * allowed and something was paid) with its confirm dialog (Go Back, Cancel Entire Booking) and
 * refund dialog (Refund to Credit Card, Refund to Gift Card, with the eligibility sentence),
 * Change Date/Time, Modify Tickets & Add Ons, Make Payment (balance owing above 0) and Cancel
 * Changes (back to /findmybooking); no Make Payment on an event the venue cancelled (the server
 * refuses that payment). Without a loaded booking: 'Please go to find my booking page
 * to Update Booking.' and Manage My Booking.
 */
import type { Booking } from '@gt/contract/bookings';
import { canCancel, refundOptions } from '@gt/domain/manage-booking';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useManageBooking, type PendingChange } from '../../../stores/manage-booking';
import { refundPayments } from '../change-pricing';
import { BookingSummary } from './booking-summary';
import { NoBooking } from './no-booking';
import { RefundDialog } from './refund-dialog';

/** Where Change Date/Time opens the calendar in change mode: the display area's (AllowDateTimeChangesWithinArea), else the booking type's. */
const changeCalendar = (b: Booking) =>
  `${b.AllowDateTimeChangesWithinArea && b.BookingTypeDisplayArea !== null ? paths.areaCalendar.to(b.BookingTypeDisplayArea) : paths.bookingTypeCalendar.to(b.BookingTypeID)}?change=1`;

export function ManageBookingPage() {
  const config = usePublicConfig();
  const booking = useManageBooking((s) => s.booking);
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  if (!booking) return <NoBooking />;

  const money = (dollars: number) => formatMoney(toCents(dollars), config.Currency);
  const flags = { allowRefunds: booking.AllowRefunds, allowRefundToGiftcardOnly: booking.AllowRefundToGiftcardOnly };
  const open = booking.BookingStatus === 'Booked' && booking.NoChangesMessage === '';
  const paidCents = toCents(booking.TotalPaid);
  const go = (pending: PendingChange, to: string = paths.manageCheckout.to()) => {
    useManageBooking.getState().setPending(pending);
    navigate(to);
  };
  const cancelEntireBooking = () => {
    setConfirmCancel(false);
    if (paidCents <= 0) go({ kind: 'cancel', refundType: 'CancelBooking', amountCents: -paidCents });
    else setRefundOpen(true);
  };
  const options = refundOptions('cancel', flags, refundPayments(booking), paidCents);

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        Manage My Booking
      </Typography>
      {booking.BookingStatus === 'Cancelled' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.bookingCancelledText}
        </Alert>
      )}
      {booking.NoChangesMessage && booking.BookingStatus === 'Booked' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {booking.NoChangesMessage}
        </Alert>
      )}
      <BookingSummary booking={booking} currency={config.Currency} readableBarcode={config.ShowReadableBarcode} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {open && canCancel(flags, paidCents) && (
          <Button variant="outlined" color="error" onClick={() => setConfirmCancel(true)}>
            Cancel Booking
          </Button>
        )}
        {open && booking.AllowDateTimeChanges && (
          <Button variant="outlined" component={RouterLink} to={changeCalendar(booking)}>
            Change Date/Time
          </Button>
        )}
        {open && booking.AllowTicketChanges && (
          <Button variant="outlined" component={RouterLink} to={paths.modifyTickets.to()}>
            Modify Tickets &amp; Add Ons
          </Button>
        )}
        {booking.BookingStatus === 'Booked' && booking.BalanceOwing > 0 && booking.NoChangesMessage !== messages.bookingEventCancelled && (
          <Button
            variant="contained"
            onClick={() => go({ kind: 'payment', refundType: 'AdditionalPayment', amountCents: toCents(booking.BalanceOwing) })}
          >
            Make Payment
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.findMyBooking.to()}
          onClick={() => useManageBooking.getState().reset()}
          sx={{ ml: { sm: 'auto' } }}
        >
          Cancel Changes
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel Booking"
        cancelLabel="Go Back"
        confirmLabel="Cancel Entire Booking"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={cancelEntireBooking}
      >
        Cancel your booking {booking.BookingID} for {booking.BookingName}? Its tickets will be released.
      </ConfirmDialog>
      <RefundDialog
        open={refundOpen}
        options={options}
        newTotal={null}
        amount={money(booking.TotalPaid)}
        onClose={() => setRefundOpen(false)}
        onChoose={(to) =>
          go({ kind: 'cancel', refundType: to === 'card' ? 'CancelBooking' : 'CancelGiftCardRefund', amountCents: -paidCents })
        }
      />
    </>
  );
}
