/**
 * The booking as it stands (spec 02 §2.4): barcode, booking name, confirmation number, customer,
 * date and start/end time in venue time (spec 02 §9 'MMM D, YYYY', 'hh:mm a', per the booking
 * type's ShowStartTime/ShowEndTime), the Tickets and Add Ons lists, Paid or Unpaid, and total,
 * total paid and balance owing; a card refund still pending or failed at the provider is said so
 * (a failed one counts in Total Paid again). Also the header of the change screens. Line amounts,
 * subtotal and tax are shown as the cart shows them (ShowPricesAs, domain price-display), so that
 * the lines add up to the subtotal and the subtotal and tax to the total.
 */
import type { Booking, BookingProduct } from '@gt/contract/bookings';
import { taxedCents } from '@gt/contract/receipt-amounts';
import Alert from '@mui/material/Alert';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedTotals, shownAmount } from '@gt/domain/price-display';
import { formatVenueWall } from '@gt/domain/venue-time';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Barcode } from '../../../components/barcode';
import { usePublicConfig } from '../../../lib/public-config';

/** A booking line's amounts as they stand, cents. */
const lineAmounts = (p: BookingProduct) => taxedCents(p.ProductLinePriceExTax, p.ProductLinePriceInclTax);

/** The booking's date, e.g. `Dec 5, 2026`. */
export const bookingDateText = (b: Pick<Booking, 'EventStartDateTime'>) => formatVenueWall(b.EventStartDateTime, 'MMM D, YYYY');

/** Start and end time as the booking type shows them, e.g. `10:00 am - 11:00 am`; '' when neither is shown. */
export function bookingTimeText(b: Pick<Booking, 'EventStartDateTime' | 'EventEndDateTime' | 'ShowStartTime' | 'ShowEndTime'>): string {
  const start = b.ShowStartTime ? formatVenueWall(b.EventStartDateTime, 'hh:mm a') : '';
  const end = b.ShowEndTime ? formatVenueWall(b.EventEndDateTime, 'hh:mm a') : '';
  return [start, end].filter(Boolean).join(' - ');
}

export function ProductTable({ title, products, currency }: { title: string; products: BookingProduct[]; currency: string }) {
  const { ShowPricesAs } = usePublicConfig();
  const id = `booking-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={id} variant="h3" component="h3" gutterBottom>
        {title}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((p) => (
            <TableRow key={p.BookingLineID}>
              <TableCell>{p.TourProductName}</TableCell>
              <TableCell align="right">{p.Quantity}</TableCell>
              <TableCell align="right">{formatMoney(shownAmount(lineAmounts(p), ShowPricesAs), currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Subtotal and tax of `products` as the cart shows them (ShowPricesAs): the rows between a booking's lines and its total. */
function SubtotalRows({ products, currency }: { products: readonly BookingProduct[]; currency: string }) {
  const { ShowPricesAs } = usePublicConfig();
  const totals = chargedTotals(products.map(lineAmounts), ShowPricesAs);
  return (
    <>
      <dt>Subtotal</dt>
      <dd style={{ margin: 0 }}>{formatMoney(totals.subtotalCents, currency)}</dd>
      <dt>{totals.taxIncluded ? 'Tax included' : 'Tax'}</dt>
      <dd style={{ margin: 0 }}>{formatMoney(totals.taxCents, currency)}</dd>
    </>
  );
}

/** Total, total paid and balance owing (dollars formatted in `currency`); with `products`, their subtotal and tax first. */
export function BookingTotals({
  booking,
  currency,
  products,
}: {
  booking: Pick<Booking, 'TotalAmount' | 'TotalPaid' | 'BalanceOwing'>;
  currency: string;
  products?: readonly BookingProduct[];
}) {
  const money = (d: number) => formatMoney(toCents(d), currency);
  return (
    <Box
      component="dl"
      aria-label="Booking totals"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {products && products.length > 0 && <SubtotalRows products={products} currency={currency} />}
      <dt>Total</dt>
      <dd style={{ margin: 0 }}>{money(booking.TotalAmount)}</dd>
      <dt>Total Paid</dt>
      <dd style={{ margin: 0 }}>{money(booking.TotalPaid)}</dd>
      <dt>
        <strong>Balance Owing</strong>
      </dt>
      <dd style={{ margin: 0 }}>
        <strong>{money(booking.BalanceOwing)}</strong>
      </dd>
    </Box>
  );
}

/**
 * Card refunds not done yet: pending at the provider (info), or refused for good (error: the
 * money was not returned, the visitor should contact the venue). Nothing for refunds done.
 */
export function RefundNotices({ refunds, currency }: { refunds: Booking['BookingRefunds']; currency: string }) {
  const open = refunds.filter((r) => r.RefundStatus !== 'Refunded');
  if (open.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
      {open.map((r, i) => {
        const what = `${formatMoney(toCents(r.RefundAmount), currency)} to ${r.RefundDescription}`;
        return r.RefundStatus === 'Failed' ? (
          <Alert key={i} severity="error">
            The refund of {what} could not be completed and was not returned. Please contact us.
          </Alert>
        ) : (
          <Alert key={i} severity="info">
            The refund of {what} is being processed.
          </Alert>
        );
      })}
    </Box>
  );
}

export function BookingSummary({ booking, currency, readableBarcode }: { booking: Booking; currency: string; readableBarcode: boolean }) {
  const tickets = booking.BookingProducts.filter((p) => p.AffectsCapacity);
  const addOns = booking.BookingProducts.filter((p) => !p.AffectsCapacity);
  const paid = booking.BalanceOwing <= 0;
  const time = bookingTimeText(booking);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="booking-name" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography id="booking-name" variant="h2" component="h2">
              {booking.BookingName}
            </Typography>
            {booking.BookingStatus === 'Cancelled' ? (
              <Chip label="Cancelled" color="default" />
            ) : (
              <Chip label={paid ? 'Paid' : 'Unpaid'} color={paid ? 'success' : 'warning'} />
            )}
          </Box>
          <Box
            component="dl"
            aria-label="Booking details"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <dt>Booking ID</dt>
            <dd style={{ margin: 0 }}>{booking.BookingID}</dd>
            <dt>Confirmation #</dt>
            <dd style={{ margin: 0 }}>{booking.ConfirmationNumber}</dd>
            <dt>Name</dt>
            <dd style={{ margin: 0 }}>{booking.CustomerName}</dd>
            <dt>Date</dt>
            <dd style={{ margin: 0 }}>{bookingDateText(booking)}</dd>
            {time && (
              <>
                <dt>Time</dt>
                <dd style={{ margin: 0 }}>{time}</dd>
              </>
            )}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Barcode value={booking.Barcode} label={`Booking ${booking.BookingID}`} readable={readableBarcode} />
        </Grid>
      </Grid>
      {tickets.length > 0 && <ProductTable title="Tickets" products={tickets} currency={currency} />}
      {addOns.length > 0 && <ProductTable title="Add Ons" products={addOns} currency={currency} />}
      <Box sx={{ mt: 2 }}>
        <BookingTotals booking={booking} currency={currency} products={booking.BookingProducts} />
      </Box>
      <RefundNotices refunds={booking.BookingRefunds} currency={currency} />
    </Paper>
  );
}
