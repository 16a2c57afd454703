import { Alert, Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminBooking, BookingListItem } from '@gt/contract/admin/bookings';
import { useMoney } from '../../lib/money';
import { formatVenueTime, useVenueTimeZone } from '../../lib/venue-time';

/** The "Disputed" chip of a booking whose card payment was disputed (a list row or the page); nothing otherwise. */
export function DisputedChip(_props: { label?: string | false }) {
  const r = useRecordContext<BookingListItem | AdminBooking>();
  // A row of the list may stand in for the booking until the page's own answer comes.
  const disputed = r && ('disputes' in r && r.disputes ? r.disputes.length > 0 : (r as BookingListItem).disputed === true);
  return disputed ? <Chip label="Disputed" color="error" size="small" /> : null;
}

/**
 * What the desk must act on about the booking's money: each card refund that failed (the money is
 * still with the venue) with the provider's reason, and each dispute of its payments. Nothing when all is well.
 */
export function PaymentAlerts(_props: { label?: string | false }) {
  const r = useRecordContext<AdminBooking>();
  const money = useMoney();
  const tz = useVenueTimeZone() ?? 'UTC';
  // Until the page's own answer comes, the record may be the list's row (without these fields).
  const refundFailures = r?.refundFailures ?? [];
  const disputes = r?.disputes ?? [];
  if (refundFailures.length === 0 && disputes.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {refundFailures.map((f, i) => (
        <Alert key={`f${i}`} severity="error">
          <strong>Refund failed</strong>: {money(f.amountCents)} to {f.card} (receipt {f.receiptNo}). {f.reason}
        </Alert>
      ))}
      {disputes.map((d) => (
        <Alert key={d.disputeId} severity="warning" action={<DisputedChip />}>
          <strong>Payment disputed</strong> on {formatVenueTime(d.at, tz)}: {money(d.amountCents)}, reason “{d.reason}” (dispute{' '}
          {d.disputeId}).
        </Alert>
      ))}
    </Stack>
  );
}
