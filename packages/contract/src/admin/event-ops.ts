/**
 * Running the day in the admin API: cancelling an event with a bulk
 * refund and its progress, manifests (who is coming) and the sales report. Money is integer
 * cents, dates are venue dates (`YYYY-MM-DD`) and times venue wall-clock times (`YYYY-MM-DDTHH:mm`).
 */
import { z } from 'zod';

const VenueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

export const EventIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /tour-events/:id/cancel: cancel the event and refund every booking to the card or to a new gift card. */
export const CancelEventBody = z.object({
  reason: z.string().trim().min(1).max(500),
  refundTo: z.enum(['card', 'giftcard']),
});
export type CancelEventBody = z.infer<typeof CancelEventBody>;

export const CancellationItem = z.object({
  bookingId: z.number().int(),
  bookingNo: z.number().int(),
  customerName: z.string(),
  state: z.enum(['pending', 'done', 'skipped', 'failed']),
  refundedCents: z.number().int(),
  refundedTo: z.enum(['card', 'giftcard']).nullable(),
  message: z.string().nullable(),
});
export type CancellationItem = z.infer<typeof CancellationItem>;

/** GET /tour-events/:id/cancellation: the cancellation job's progress, booking by booking. */
export const CancellationProgress = z.object({
  tourEventId: z.number().int(),
  reason: z.string(),
  refundTo: z.enum(['card', 'giftcard']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.object({
    total: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
  }),
  refundedCents: z.number().int(),
  items: z.array(CancellationItem),
});
export type CancellationProgress = z.infer<typeof CancellationProgress>;

/** `?format=csv` answers a CSV download instead of JSON. */
export const FormatQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const DayParams = z.object({ date: VenueDate });

export const ManifestRow = z.object({
  bookingNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Current quantities by product name (after changes and returns). */
  quantities: z.record(z.string(), z.number().int()),
  tickets: z.number().int(),
  /** People of the booking admitted at the door so far (check-in, admin/checkins.ts). */
  checkedIn: z.number().int(),
  /** User-defined field answers by field name. */
  answers: z.record(z.string(), z.string()),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  paid: z.boolean(),
});
export type ManifestRow = z.infer<typeof ManifestRow>;

export const EventManifest = z.object({
  tourEventId: z.number().int(),
  eventName: z.string(),
  bookingTypeName: z.string(),
  /** Venue wall-clock start and end. */
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  cancelled: z.boolean(),
  products: z.array(z.string()),
  udfs: z.array(z.string()),
  totals: z.record(z.string(), z.number().int()),
  tickets: z.number().int(),
  /** People admitted at the door so far. */
  checkedIn: z.number().int(),
  rows: z.array(ManifestRow),
});
export type EventManifest = z.infer<typeof EventManifest>;

export const DayManifest = z.object({ date: z.string(), events: z.array(EventManifest) });
export type DayManifest = z.infer<typeof DayManifest>;

/** GET /sales?from&to (venue dates, inclusive). */
export const SalesQuery = FormatQuery.extend({ from: VenueDate, to: VenueDate });

export const SalesLine = z.object({
  /** 'ticket' (event bookings), 'gaticket', 'giftcard', 'donation', 'fee', 'membership', 'food'. */
  kind: z.string(),
  /** The booking type (tickets) or product group. */
  group: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  exTaxCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** A refund or return line (negative amounts). */
  refund: z.boolean(),
});
export type SalesLine = z.infer<typeof SalesLine>;

export const SalesReport = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(SalesLine),
  totals: z.object({
    salesCents: z.number().int(),
    refundsCents: z.number().int(),
    netCents: z.number().int(),
    taxCents: z.number().int(),
    /** What the transactions of the period collected (negative: refunded), cents: the net sales less what is still owed. */
    collectedCents: z.number().int(),
    /** Net money in: card payments less card refunds, gift card redemptions, and gift cards issued as refunds. */
    cardCents: z.number().int(),
    giftCardRedeemedCents: z.number().int(),
    giftCardRefundIssuedCents: z.number().int(),
    transactions: z.number().int(),
  }),
});
export type SalesReport = z.infer<typeof SalesReport>;
