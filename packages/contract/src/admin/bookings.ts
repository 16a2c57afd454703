/**
 * Bookings at the desk (`/api/admin/v1/bookings`):
 * search, a booking's page (lines, user-defined field answers, its append-only history) and the
 * actions of spec 02's manage-my-booking flows taken by an operator, each with a required reason
 * and, where the booking type forbids it, an explicit override. Money in integer cents; times UTC
 * ISO (the back office shows them in the venue's time zone).
 */
import { z } from 'zod';
import { ListQuery } from './users';

/** GET /bookings: `q` a booking ID (10 digits), a receipt number, an e-mail (with `@`, prefix) or a name (prefix of first and/or last name); `date` the event's venue date. */
export const BookingSearchQuery = ListQuery.extend({
  q: z.string().trim().max(200).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date as YYYY-MM-DD.')
    .optional(),
});
export type BookingSearchQuery = z.infer<typeof BookingSearchQuery>;

export const BookingListItem = z.object({
  /** The booking ID a person types (booking_no). */
  id: z.number().int(),
  receiptNo: z.number().int(),
  status: z.enum(['Booked', 'Cancelled']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  eventName: z.string(),
  startsAt: z.string(),
  tickets: z.number().int(),
  /** A payment of the booking was disputed by its card holder (a chargeback). */
  disputed: z.boolean(),
});
export type BookingListItem = z.infer<typeof BookingListItem>;
export const BookingList = z.object({ data: z.array(BookingListItem), total: z.number().int() });

export const BookingIdParams = z.object({ id: z.coerce.number().int().positive().max(9_999_999_999) });

export const AdminBookingLine = z.object({
  id: z.number().int(),
  tourProductId: z.number().int(),
  productName: z.string(),
  bookedQuantity: z.number().int(),
  /** Units left (booked less returned). */
  quantity: z.number().int(),
  returnedQuantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** What is left of the line, tax included. */
  totalCents: z.number().int(),
  isRefundable: z.boolean(),
  affectsCapacity: z.boolean(),
});

export const HistoryKind = z.enum(['sale', 'change', 'payment', 'refund', 'email', 'note']);

/** One entry of the booking's history, oldest first. `amountCents`: + paid, − refunded. */
export const HistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: HistoryKind,
  receiptNo: z.number().int().nullable(),
  text: z.string(),
  amountCents: z.number().int().nullable(),
  status: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const AdminBooking = z.object({
  id: z.number().int(),
  receiptNo: z.number().int(),
  status: z.enum(['Booked', 'Cancelled']),
  firstName: z.string(),
  lastName: z.string(),
  emails: z.array(z.string()),
  tourEventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  eventCancelled: z.boolean(),
  bookingTypeId: z.number().int(),
  bookingTypeName: z.string(),
  /** The booking type's flags (what the visitor may do online; an operator may override them with a reason). */
  allowRefunds: z.boolean(),
  allowRefundToGiftcardOnly: z.boolean(),
  allowDateTimeChanges: z.boolean(),
  allowTicketChanges: z.boolean(),
  /** Why nothing can change now ('' when it can): cancelled, event cancelled or started. */
  noChangesReason: z.string(),
  valueCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  cardRefundableCents: z.number().int(),
  lines: z.array(AdminBookingLine),
  /** Card refunds the provider did not make (refused until RefundMaxAttempts, failed at the provider, or never confirmed): the money is still with the venue. */
  refundFailures: z.array(z.object({ receiptNo: z.number().int(), amountCents: z.number().int(), card: z.string(), reason: z.string() })),
  /** Disputes (chargebacks) of the booking's card payments, oldest first; `amountCents` disputed, `reason` the provider's. */
  disputes: z.array(z.object({ disputeId: z.string(), at: z.string(), amountCents: z.number().int(), reason: z.string() })),
  answers: z.array(z.object({ udfId: z.number().int(), name: z.string(), value: z.string() })),
  history: z.array(HistoryEntry),
});
export type AdminBooking = z.infer<typeof AdminBooking>;

/** Every action's reason, written to the audit log. */
export const Reason = z.string().trim().min(1, 'A reason is required.').max(500);

/** Booking type flags the operator overrides for this action (each needs the reason). */
export const Overrides = z
  .object({ refunds: z.boolean().default(false), dateChanges: z.boolean().default(false), ticketChanges: z.boolean().default(false) })
  .strict()
  .default({ refunds: false, dateChanges: false, ticketChanges: false });
export type Overrides = z.infer<typeof Overrides>;

/** Where money given back goes: the card it was paid with, or a new gift card (as the visitor's refund dialog offers). */
export const RefundTo = z.enum(['card', 'giftcard']);

export const ResendBody = z.object({ reason: Reason }).strict();
export const CancelBody = z.object({ reason: Reason, refundTo: RefundTo.default('card'), override: Overrides }).strict();
/** A partial refund: units of booked lines given back (and refunded at their booked price). */
export const PartialRefundBody = z
  .object({
    reason: Reason,
    refundTo: RefundTo.default('card'),
    override: Overrides,
    lines: z
      .array(z.object({ bookingLineId: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
      .min(1, 'Choose the tickets to refund.')
      .max(100),
  })
  .strict();
const NewProducts = z
  .array(z.object({ tourProductId: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
  .max(50)
  .default([]);
/** Moves the booking to another event; `products` default to the tickets it has now. */
export const ChangeDateBody = z
  .object({
    reason: Reason,
    refundTo: RefundTo.default('card'),
    override: Overrides,
    tourEventId: z.number().int().positive(),
    products: NewProducts,
  })
  .strict();
/** New quantities of booked lines (only lower) and products added. */
export const ModifyBody = z
  .object({
    reason: Reason,
    refundTo: RefundTo.default('card'),
    override: Overrides,
    lines: z
      .array(z.object({ bookingLineId: z.number().int().positive(), quantity: z.number().int().min(0).max(999) }))
      .max(100)
      .default([]),
    products: NewProducts,
  })
  .strict();
export type CancelBody = z.infer<typeof CancelBody>;
export type PartialRefundBody = z.infer<typeof PartialRefundBody>;
export type ChangeDateBody = z.infer<typeof ChangeDateBody>;
export type ModifyBody = z.infer<typeof ModifyBody>;

/** What an action did: its receipt (null: an e-mail only), the money moved (+ paid, − refunded), refunds, and the booking after it. */
export const ActionResult = z.object({
  receiptNo: z.number().int().nullable(),
  amountCents: z.number().int(),
  refunds: z.array(
    z.object({
      type: z.enum(['card', 'giftcard']),
      amountCents: z.number().int(),
      description: z.string(),
      giftcardNo: z.string().nullable(),
      pin: z.string().nullable(),
    }),
  ),
  booking: AdminBooking,
});
export type ActionResult = z.infer<typeof ActionResult>;
