/**
 * /modifytickets (spec 02 §2.6, §4.4, §5 "Modify tickets"): 'Current Tickets' with steppers that
 * only go down (disabled for a negative price or a product that is not refundable: a red 'Not
 * Refundable'), 'Tickets Available' and add-ons (ProductPicker), the minimum-tickets rule, and
 * 'Booking Summary' with 'Current Booking Cost' (what was paid) and 'New Total Cost', Cancel
 * Changes and Confirm Changes (checked with the spec's texts, then useConfirmChange). Without a
 * booking: 'Please go to find my booking page to Update Booking.'.
 */
import type { Booking } from '@gt/contract/bookings';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useManageBooking } from '../../../stores/manage-booking';
import { notify } from '../../../stores/notifier';
import { useChangeEvent } from '../api/get-event';
import { releaseChangeHolds, useReleaseAbandonedChange } from '../change-holds';
import { addableProducts, addedCents, returnedCents } from '../change-pricing';
import { useConfirmChange } from '../hooks/use-confirm-change';
import { NoBooking } from './no-booking';
import { ProductPicker } from './product-picker';
import { SettledButton } from '../../../components/settled';

export function ModifyTicketsPage() {
  const booking = useManageBooking((s) => s.booking);
  return booking ? <ModifyTickets booking={booking} /> : <NoBooking />;
}

function ModifyTickets({ booking }: { booking: Booking }) {
  const config = usePublicConfig();
  useReleaseAbandonedChange();
  const costRateId = useManageBooking((s) => s.costRateId) ?? config.DefaultCostRateID;
  const event = useChangeEvent(booking.TourEventID).data;
  const [kept, setKept] = useState<Record<number, number>>(() =>
    Object.fromEntries(booking.BookingProducts.map((p) => [p.BookingLineID, p.Quantity])),
  );
  const [added, setAdded] = useState<Record<number, number>>({});
  const { confirm, dialog, busy } = useConfirmChange(booking, config.Currency);
  const money = (cents: number) => formatMoney(cents, config.Currency);
  if (!event) return <CircularProgress aria-label="Loading tickets" />;

  const products = addableProducts(event.TourProducts, costRateId, config.DefaultCostRateID);
  const addedList = products
    .filter((p) => (added[p.TourProductID] ?? 0) > 0)
    .map((p) => ({ product: p, quantity: added[p.TourProductID] as number }));
  const returned = booking.BookingProducts.reduce((t, p) => t + returnedCents(p, p.Quantity - (kept[p.BookingLineID] ?? p.Quantity)), 0);
  const addedTotal = addedList.reduce((t, a) => t + (addedCents(a.product, a.quantity, costRateId, config.DefaultCostRateID) ?? 0), 0);
  const newTotalCents = toCents(booking.TotalAmount) - returned + addedTotal;
  const keptCapacity = booking.BookingProducts.filter((p) => p.AffectsCapacity).reduce((t, p) => t + (kept[p.BookingLineID] ?? 0), 0);
  const addedCapacity = addedList.filter((a) => a.product.AffectsCapacity).reduce((t, a) => t + a.quantity, 0);

  /** The spec's checks (§5 "Modify tickets"), first failing text or null. */
  function problem(): string | null {
    const lowered = booking.BookingProducts.some((p) => (kept[p.BookingLineID] ?? p.Quantity) < p.Quantity);
    if (!lowered && addedList.length === 0) return messages.noTicketChanges;
    if (addedCapacity > 0 && (event?.SeatsAvailable === 0 || event?.BookNowOption !== 'Book Now')) return messages.ticketsNoLongerAvailable;
    if (addedCapacity > (event?.SeatsAvailable ?? 0)) return messages.maxTicketsAvailable(event?.SeatsAvailable ?? 0);
    if (booking.MaximumTickets > 0 && keptCapacity + addedCapacity > booking.MaximumTickets)
      return messages.maxTicketsAllowed(booking.MaximumTickets);
    if (keptCapacity + addedCapacity < booking.MinimumTickets) return messages.minTicketsThisEvent(booking.MinimumTickets);
    return null;
  }
  async function onConfirm() {
    const p = problem();
    if (p) return notify('error', p);
    await confirm({
      kind: 'modify',
      newTotalCents,
      holdEventId: booking.TourEventID,
      lines: booking.BookingProducts.filter((p) => (kept[p.BookingLineID] ?? p.Quantity) !== p.Quantity).map((p) => ({
        BookingLineID: p.BookingLineID,
        Quantity: kept[p.BookingLineID] ?? p.Quantity,
      })),
      added: addedList.map((a) => ({ TourProductID: a.product.TourProductID, Quantity: a.quantity })),
    });
  }

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        Modify Tickets &amp; Add Ons
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {booking.BookingName} · Booking {booking.BookingID}
        {booking.MinimumTickets > 0 && ` · ${messages.minTicketsThisEvent(booking.MinimumTickets)}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="current-tickets" variant="h2" component="h2" gutterBottom>
          Current Tickets
        </Typography>
        <Table size="small" aria-labelledby="current-tickets" sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.BookingProducts.map((p) => {
              const locked = !p.IsRefundable || p.Price < 0;
              return (
                <TableRow key={p.BookingLineID}>
                  <TableCell>
                    {p.TourProductName}
                    {!p.IsRefundable && (
                      <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 600 }}>
                        {messages.notRefundable}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <QuantityStepper
                      label={`Current ${p.TourProductName}`}
                      value={kept[p.BookingLineID] ?? p.Quantity}
                      min={0}
                      max={p.Quantity}
                      disabled={locked}
                      onChange={(v) => setKept({ ...kept, [p.BookingLineID]: v })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <ProductPicker
          ctx={{
            event,
            costRateId,
            defaultCostRateId: config.DefaultCostRateID,
            keptCapacity,
            maximumTickets: booking.MaximumTickets,
            currency: config.Currency,
          }}
          quantities={added}
          onChange={setAdded}
          ticketsTitle="Tickets Available"
        />
      </Paper>
      <Paper component="section" aria-labelledby="booking-summary" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="booking-summary" variant="h2" component="h2" gutterBottom>
          Booking Summary
        </Typography>
        <Box
          component="dl"
          aria-label="Booking costs"
          sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, m: 0 }}
        >
          <dt>Current Booking Cost</dt>
          <dd style={{ margin: 0 }}>{money(toCents(booking.TotalPaid))}</dd>
          <dt>
            <strong>New Total Cost</strong>
          </dt>
          <dd style={{ margin: 0 }}>
            <strong>{money(newTotalCents)}</strong>
          </dd>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.manageBooking.to()} onClick={() => void releaseChangeHolds()}>
          Cancel Changes
        </Button>
        <SettledButton variant="contained" onClick={() => void onConfirm()} disabled={busy}>
          Confirm Changes
        </SettledButton>
      </Box>
      {dialog}
    </>
  );
}
