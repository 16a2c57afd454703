/**
 * The receipt of a booking change (spec 02 §2.8, §4.9): the transaction summary (receipt number,
 * what was paid or refunded and where), the new gift card of a gift card refund (number, PIN,
 * balance), the cancellation message of a cancellation, the lines changed, the booking's barcode
 * (unless cancelled; a new line's coupon and discount beside it, as the cart shows them under
 * ShowPricesAs, and the booking's subtotal and tax), and OK, which resets the booking and the change and leaves for the
 * configured address after 2 seconds.
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import { chargedLineAmounts } from '@gt/contract/receipt-amounts';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineText } from '@gt/domain/price-display';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { Barcode } from '../../../components/barcode';
import { usePublicConfig } from '../../../lib/public-config';
import { bookingDateText, bookingTimeText, BookingTotals } from './booking-summary';

/** Milliseconds between OK and leaving the receipt (spec 02 §2.8, §9). */
const REDIRECT_DELAY_MS = 2000;

export function ChangeReceipt({
  result,
  currency,
  readableBarcode,
  onOk,
}: {
  result: BookingChangeResult;
  currency: string;
  readableBarcode: boolean;
  onOk(): void;
}) {
  const money = (dollars: number) => formatMoney(toCents(dollars), currency);
  const { ShowPricesAs } = usePublicConfig();
  const [leaving, setLeaving] = useState(false);
  const leave = useEffectEvent(onOk);
  useEffect(() => {
    if (!leaving) return;
    const id = setTimeout(leave, REDIRECT_DELAY_MS);
    return () => clearTimeout(id);
  }, [leaving]);
  const b = result.Booking;
  const time = bookingTimeText(b);
  return (
    <Box component="section" aria-labelledby="change-receipt-title">
      <Typography id="change-receipt-title" variant="h1" component="h1" gutterBottom>
        {result.isCancelBooking ? messages.bookingCancelledText : `Thank you, ${result.Customer.FirstName} ${result.Customer.LastName}!`}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your receipt number is <strong>{result.ReceiptNo}</strong> for booking {result.BookingID}. A confirmation has been sent to{' '}
        {result.Customer.CustomerAddress[0]?.Email}.
      </Typography>
      <Box
        component="dl"
        aria-label="Transaction summary"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, rowGap: 0.5, mb: 2 }}
      >
        {result.Payments.map((p) => (
          <Box key={p.PaymentLineNo} sx={{ display: 'contents' }}>
            <dt>{'GiftcardNo' in p ? `Paid with gift card ${p.GiftcardNo}` : `Paid by card ${p.MaskedCardNumber.slice(-4)}`}</dt>
            <dd style={{ margin: 0 }}>{money(p.PaymentAmount)}</dd>
          </Box>
        ))}
        {result.Refunds.map((f, i) => (
          <Box key={i} sx={{ display: 'contents' }}>
            <dt>{f.RefundType === 'Card' ? `Refunded to card ${f.Description}` : 'Refunded to a new gift card'}</dt>
            <dd style={{ margin: 0 }}>{money(f.Amount)}</dd>
          </Box>
        ))}
        <dt>
          <strong>{result.AmountPaid < 0 ? 'Total refunded' : 'Total paid'}</strong>
        </dt>
        <dd style={{ margin: 0 }}>
          <strong>{money(Math.abs(result.AmountPaid))}</strong>
        </dd>
      </Box>
      {result.Refunds.filter((f) => f.GiftcardNo).map((f) => (
        <Alert key={f.GiftcardNo} severity="success" sx={{ mb: 2 }} aria-label="Your new gift card">
          Your new gift card: <strong>{f.GiftcardNo}</strong>
          {f.Pin && (
            <>
              , PIN <strong>{f.Pin}</strong>
            </>
          )}
          , balance {money(f.GiftcardBalance ?? f.Amount)}.
        </Alert>
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          {b.BookingName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {bookingDateText(b)}
          {time && `, ${time}`} · Booking {b.BookingID}
        </Typography>
        {result.Lines.length > 0 && (
          <Box component="ul" aria-label="Changes" sx={{ pl: 3, mt: 0 }}>
            {result.Lines.map((l, i) => (
              <li key={i}>
                {l.Quantity < 0 ? `Returned ${-l.Quantity}` : `Added ${l.Quantity}`} × {l.TourProductName}:{' '}
                {chargedLineText({ ...chargedLineAmounts(l), couponCode: l.CouponCode }, ShowPricesAs, currency)}
              </li>
            ))}
          </Box>
        )}
        {b.BookingStatus === 'Booked' && (
          <Box sx={{ maxWidth: 360, mb: 2 }}>
            <Barcode value={b.Barcode} label={`Booking ${b.BookingID}`} readable={readableBarcode} />
          </Box>
        )}
        <BookingTotals booking={b} currency={currency} products={b.BookingStatus === 'Booked' ? b.BookingProducts : []} />
      </Paper>
      <Button variant="contained" size="large" onClick={() => setLeaving(true)} loading={leaving} loadingPosition="end">
        OK
      </Button>
    </Box>
  );
}
