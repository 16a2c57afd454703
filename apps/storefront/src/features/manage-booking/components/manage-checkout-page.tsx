/**
 * /managecheckout (spec 02 §2.7, §4.1, §4.5, §4.6, §5 "Manage checkout payment form",
 * "Additional payment amount"): the booking header with its totals and the Amount to Pay
 * (editable for an additional payment: above 0 and at most the balance owing, rounded to cents,
 * else reset to 0), then either the automatic processing (an amount of 0 or less: a refund to a
 * gift card or the card on file, a cancellation without payment) or the payment form: Use Card on
 * File or Enter New Card Details (contact, billing and card fields of the checkout form), the
 * terms box, Pay (enabled with the terms ticked and an option chosen) and Cancel Changes. The
 * change's receipt follows. A payment the server refuses (a declined card: "Your card was
 * declined.") shows its message in a dismissible alert under the form and keeps the change, so
 * that the owner can pay with another card; closing the alert resets the pending change and
 * returns to the booking (spec 02 §4.4 "Closing the error message resets the pending
 * modification", §5 "dismissible alert"). An automatic refund's error does that at once.
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import type { Booking } from '@gt/contract/bookings';
import { formatMoney, toCents } from '@gt/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useManageBooking, type BookingCredentials, type PendingChange } from '../../../stores/manage-booking';
import { notify } from '../../../stores/notifier';
import { CardFieldsError } from '../../checkout/components/hosted-card-fields';
import { PayingDialog } from '../../checkout/components/paying-dialog';
import { findBooking } from '../api/get-booking';
import { forgetChangeHolds, releaseChangeHolds } from '../change-holds';
import { changeRequest, useBookingChange } from '../hooks/use-booking-change';
import { bookingDateText, BookingTotals } from './booking-summary';
import { ChangeReceipt } from './change-receipt';
import { ManagePaymentForm } from './manage-payment-form';
import { NoBooking } from './no-booking';

/** The amount typed for an additional payment, in cents, or 0 when it is not above 0 and at most the balance (spec 02 §5). */
export function additionalPaymentCents(typed: string, balanceCents: number): number {
  const n = Number(typed.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n)) return 0;
  const cents = Math.round(n * 100);
  return cents > 0 && cents <= balanceCents ? cents : 0;
}

export function ManageCheckoutPage() {
  const config = usePublicConfig();
  const booking = useManageBooking((s) => s.booking);
  const credentials = useManageBooking((s) => s.credentials);
  const pending = useManageBooking((s) => s.pending);
  const [result, setResult] = useState<BookingChangeResult | null>(null);
  if (result)
    return (
      <ChangeReceipt
        result={result}
        currency={config.Currency}
        readableBarcode={config.ShowReadableBarcode}
        onOk={() => {
          useManageBooking.getState().reset();
          window.location.assign(config.RedirectAfterCheckout);
        }}
      />
    );
  if (!booking || !credentials || !pending) return <NoBooking />;
  return <ManageCheckout booking={booking} credentials={credentials} pending={pending} onDone={setResult} />;
}

function ManageCheckout({
  booking,
  credentials,
  pending,
  onDone,
}: {
  booking: Booking;
  credentials: BookingCredentials;
  pending: PendingChange;
  onDone(r: BookingChangeResult): void;
}) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const { send, sending } = useBookingChange(config);
  const editable = pending.refundType === 'AdditionalPayment';
  const [amountCents, setAmountCents] = useState(pending.amountCents);
  const [typed, setTyped] = useState((pending.amountCents / 100).toFixed(2));
  /** The refusal of the last payment attempt, shown until the owner closes it or pays again. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, config.Currency);

  /** Back to the booking, freshly loaded, without the pending change (spec 02 §4.4 "Closing the error message resets the pending modification"). */
  async function backToBooking() {
    void releaseChangeHolds();
    const [fresh] = await findBooking(credentials).catch(() => [undefined]);
    if (fresh) useManageBooking.getState().load(credentials, fresh);
    navigate(paths.manageBooking.to());
  }

  // A refund, a cancellation without payment or a zero amount runs at once (spec 02 §4.5).
  const auto = pending.amountCents <= 0;

  async function run(payments: Parameters<typeof changeRequest>[3] | (() => Promise<Parameters<typeof changeRequest>[3]>)) {
    setRefusal(null);
    try {
      const result = await send(async () =>
        changeRequest(credentials, pending, amountCents, typeof payments === 'function' ? await payments() : payments),
      );
      useManageBooking.getState().load(credentials, result.Booking);
      useManageBooking.getState().setPending(null);
      forgetChangeHolds();
      onDone(result);
      window.scrollTo(0, 0);
    } catch (e) {
      // A card the hosted fields refused is said under them; a refused payment is said under
      // the form, the change kept for another attempt; an automatic run's error ends the change.
      if (e instanceof CardFieldsError) return;
      if (!auto) return setRefusal((e as Error).message);
      notify('error', (e as Error).message, { page: paths.manageBooking.to() });
      await backToBooking();
    }
  }

  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void run([]);
  });

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {config.Headings.Checkout}
      </Typography>
      <Paper component="section" aria-labelledby="manage-checkout-booking" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="manage-checkout-booking" variant="h2" component="h2" gutterBottom>
          {booking.BookingName} · {bookingDateText(booking)} · Booking {booking.BookingID}
        </Typography>
        <BookingTotals booking={booking} currency={config.Currency} />
        <Box sx={{ mt: 2, maxWidth: 280 }}>
          {editable ? (
            <TextField
              label="Amount to Pay"
              value={typed}
              size="small"
              fullWidth
              onChange={(e) => setTyped(e.target.value)}
              onBlur={() => {
                const cents = additionalPaymentCents(typed, toCents(booking.BalanceOwing));
                setAmountCents(cents);
                setTyped((cents / 100).toFixed(2));
              }}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: config.AmountToPayLength } }}
            />
          ) : (
            <Typography variant="h3" component="p">
              {amountCents < 0 ? `Amount to Refund: ${money(-amountCents)}` : `Amount to Pay: ${money(amountCents)}`}
            </Typography>
          )}
        </Box>
      </Paper>
      {!auto && (
        <ManagePaymentForm
          booking={booking}
          amountCents={amountCents}
          paying={sending}
          onPay={(payments) => run(payments)}
          onCancel={() => void backToBooking()}
        />
      )}
      {refusal && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          onClose={() => {
            setRefusal(null);
            void backToBooking();
          }}
        >
          {refusal}
        </Alert>
      )}
      <PayingDialog open={sending} />
    </>
  );
}
