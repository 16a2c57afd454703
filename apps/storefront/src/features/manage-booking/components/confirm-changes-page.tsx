/**
 * /confimbookingchanges (spec 02 §2.5, §4.4, §5 "Change date"): reached from the calendar in
 * change mode with eventID, bookingtypeID and membercostrate. The original booking's tickets,
 * the picker for the new event's tickets (the booking's quantities to start with), the coupon
 * code entry (§4.7, useChangeCoupons: the selection held, then the coupon applied; while a
 * coupon is applied the tickets keep their quantities until it is removed), the summary
 * (Original Cost, New Cost priced with the coupons by domain priceNewTickets, Coupon Applied,
 * Previous Payment, Amount to Pay), Cancel Changes and Confirm Changes (checked with the spec's
 * texts, a non-refundable product carried whole to the new date ("{Product} is not refundable.",
 * domain nonRefundableLeftBehind, as the server checks it; its stepper stops at the booked units), then useConfirmChange: the new seats held unless a coupon held them, a refund dialog
 * when the new cost is below what was paid). Holds of an abandoned attempt (a reload, Back from
 * /managecheckout) are released when the screen opens, and by Cancel Changes (change-holds.ts).
 * Without a booking: NoBooking.
 */
import type { Booking } from '@gt/contract/bookings';
import { messages } from '@gt/domain/messages';
import { nonRefundableLeftBehind, priceNewTickets } from '@gt/domain/manage-booking';
import { formatMoney, toCents } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useManageBooking } from '../../../stores/manage-booking';
import { notify } from '../../../stores/notifier';
import { useChangeEvent } from '../api/get-event';
import { releaseChangeHolds, useReleaseAbandonedChange } from '../change-holds';
import { addableProducts, changeProducts, newTicketLines } from '../change-pricing';
import { useChangeCoupons } from '../hooks/use-change-coupons';
import { useConfirmChange } from '../hooks/use-confirm-change';
import { bookingDateText, bookingTimeText, ProductTable } from './booking-summary';
import { ChangeCouponBox } from './change-coupon-box';
import { NoBooking } from './no-booking';
import { ProductPicker } from './product-picker';
import { SettledButton } from '../../../components/settled';

export function ConfirmChangesPage({ eventId, costRateId }: { eventId: number; costRateId: number | null }) {
  const booking = useManageBooking((s) => s.booking);
  return booking ? <ConfirmChanges booking={booking} eventId={eventId} costRateId={costRateId} /> : <NoBooking />;
}

function ConfirmChanges({ booking, eventId, costRateId: asked }: { booking: Booking; eventId: number; costRateId: number | null }) {
  const config = usePublicConfig();
  useReleaseAbandonedChange();
  const costRateId = asked ?? useManageBooking.getState().costRateId ?? config.DefaultCostRateID;
  const event = useChangeEvent(eventId).data;
  const [quantities, setQuantities] = useState<Record<number, number>>(() => {
    const q: Record<number, number> = {};
    for (const p of booking.BookingProducts) q[p.TourProductID] = (q[p.TourProductID] ?? 0) + p.Quantity;
    return q;
  });
  const coupons = useChangeCoupons(config.Messages);
  const { confirm, dialog, busy } = useConfirmChange(booking, config.Currency, () => void coupons.discard());
  const money = (cents: number) => formatMoney(cents, config.Currency);
  if (event === undefined) return <CircularProgress aria-label="Loading the new time" />;
  if (event === null) return <NoBooking />;

  const chosen = addableProducts(event.TourProducts, costRateId, config.DefaultCostRateID)
    .filter((p) => (quantities[p.TourProductID] ?? 0) > 0)
    .map((p) => ({ product: p, quantity: quantities[p.TourProductID] as number }));
  const lines = newTicketLines(eventId, chosen, costRateId, config.DefaultCostRateID);
  const priced = priceNewTickets(
    lines,
    coupons.coupons.map((c) => c.coupon),
  );
  const newCost = priced.products.totalCents;
  const products = changeProducts(lines, priced);
  const paid = toCents(booking.TotalPaid);
  const tickets = chosen.filter((c) => c.product.AffectsCapacity).reduce((t, c) => t + c.quantity, 0);
  const booked = booking.BookingProducts.map((p) => ({ tourProductId: p.TourProductID, name: p.TourProductName, quantity: p.Quantity, refundable: p.IsRefundable }));
  const keep: Record<number, number> = {};
  for (const b of booked) if (!b.refundable) keep[b.tourProductId] = (keep[b.tourProductId] ?? 0) + b.quantity;
  const time = bookingTimeText({ ...booking, EventStartDateTime: event.EventStartDateTime, EventEndDateTime: event.EventEndDateTime });

  /** The spec's checks (§5 "Change date"), first failing text or null. */
  function problem(): string | null {
    if (event?.SeatsAvailable === 0 || event?.BookNowOption !== 'Book Now') return messages.ticketsNoLongerAvailable;
    if (tickets > event.SeatsAvailable) return messages.maxTicketsAvailable(event.SeatsAvailable);
    if (tickets < Math.max(1, booking.MinimumTickets)) return messages.minTicketsPerOrder(Math.max(1, booking.MinimumTickets));
    if (booking.MaximumTickets > 0 && tickets > booking.MaximumTickets) return messages.maxTicketsAllowed(booking.MaximumTickets);
    return nonRefundableLeftBehind(booked, new Map(chosen.map((c) => [c.product.TourProductID, c.quantity])));
  }
  async function onConfirm() {
    const p = problem();
    if (p) return notify('error', p);
    await confirm({
      kind: 'change',
      newTotalCents: newCost,
      holdEventId: eventId,
      tourEventId: eventId,
      added: products,
      holdRef: coupons.holdRef ?? undefined,
      coupons: coupons.coupons.map((c) => ({ CouponCode: c.coupon.code, CouponHoldRef: c.couponHoldRef ?? undefined })),
    });
  }
  /** Spec 02 §4.7: the selection is held first (checked like Confirm), then the coupon applied. */
  function onApplyCoupon(code: string): Promise<boolean> {
    const p = code.trim() ? problem() : null;
    if (p) {
      notify('error', p);
      return Promise.resolve(false);
    }
    return coupons.apply(code, {
      eventId,
      products: products.map((x) => ({ TourProductID: x.TourProductID, Quantity: x.Quantity })),
      lines,
    });
  }
  /** The tickets keep their quantities while a coupon is applied (its hold and discount are for them). */
  function onQuantities(q: Record<number, number>) {
    if (coupons.coupons.length > 0) notify('error', messages.removeCouponToChange);
    else setQuantities(q);
  }

  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        Confirm Booking Changes
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          Your booking: {bookingDateText(booking)}
          {bookingTimeText(booking) && `, ${bookingTimeText(booking)}`}
        </Typography>
        <ProductTable title="Original Tickets" products={booking.BookingProducts} currency={config.Currency} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          New time: {bookingDateText({ EventStartDateTime: event.EventStartDateTime })}
          {time && `, ${time}`}
        </Typography>
        <ProductPicker
          ctx={{
            event,
            costRateId,
            defaultCostRateId: config.DefaultCostRateID,
            keptCapacity: 0,
            maximumTickets: booking.MaximumTickets,
            currency: config.Currency,
          }}
          quantities={quantities}
          onChange={onQuantities}
          ticketsTitle="New Tickets"
          keep={keep}
        />
        <ChangeCouponBox
          config={config}
          coupons={coupons.coupons}
          busy={coupons.busy}
          onApply={onApplyCoupon}
          onRemove={(code) => void coupons.remove(code)}
        />
      </Paper>
      <Paper component="section" aria-labelledby="change-summary" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="change-summary" variant="h2" component="h2" gutterBottom>
          Summary
        </Typography>
        <Box
          component="dl"
          aria-label="Change summary"
          sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, m: 0 }}
        >
          <dt>Original Cost</dt>
          <dd style={{ margin: 0 }}>{money(toCents(booking.TotalAmount))}</dd>
          <dt>New Cost</dt>
          <dd style={{ margin: 0 }}>{money(newCost)}</dd>
          {priced.discountCents > 0 && (
            <>
              <dt>Coupon Applied</dt>
              <dd style={{ margin: 0 }}>
                {coupons.coupons.map((c) => c.coupon.code).join(', ')} ({money(-priced.discountCents)})
              </dd>
            </>
          )}
          <dt>Previous Payment</dt>
          <dd style={{ margin: 0 }}>{money(paid)}</dd>
          <dt>
            <strong>Amount to Pay</strong>
          </dt>
          <dd style={{ margin: 0 }}>
            <strong>{money(newCost - paid)}</strong>
          </dd>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.manageBooking.to()} onClick={() => void Promise.all([coupons.discard(), releaseChangeHolds()])}>
          Cancel Changes
        </Button>
        <SettledButton variant="contained" onClick={() => void onConfirm()} disabled={busy || coupons.busy}>
          Confirm Changes
        </SettledButton>
      </Box>
      {dialog}
    </>
  );
}
