/**
 * Database schema (DESIGN.md "Database"). Money is integer cents; instants are timestamptz.
 * Table and column names follow the spec's resources (display area, booking type, tour event,
 * tour product, cost rate, user-defined field).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';

export type UdfType = 'Text' | 'Bit' | 'Date' | 'Decimal' | 'Picklist';

export interface UdfValueRow {
  UDFID: number;
  Value: string;
}

export interface BookingInfoDetailRow {
  BookingInfo: string;
  BookingInfoText: string;
  ImageURL: string | null;
}

export const displayAreas = pgTable('display_areas', {
  displayAreaNo: serial('display_area_no').primaryKey(),
  areaName: text('area_name').notNull(),
  displayText: text('display_text').notNull().default(''),
  areaType: text('area_type', { enum: ['bookingtypes', 'products', 'giftcard'] }).notNull(),
  showOnline: boolean('show_online').notNull().default(true),
  forceListView: boolean('force_list_view').notNull().default(false),
  defaultHybridView: boolean('default_hybrid_view').notNull().default(false),
  listViewSearchDays: integer('list_view_search_days').notNull().default(0),
  largeImageUrl: text('large_image_url'),
  bookingInfoDetails: jsonb('booking_info_details').$type<BookingInfoDetailRow[]>().notNull().default([]),
  uniqueBookingTypeId: integer('unique_booking_type_id'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bookingTypes = pgTable(
  'booking_types',
  {
    bookingTypeId: serial('booking_type_id').primaryKey(),
    name: text('name').notNull(),
    info: text('info').notNull().default(''),
    terms: text('terms').notNull().default(''),
    minimumTickets: integer('minimum_tickets').notNull().default(0),
    maximumTickets: integer('maximum_tickets').notNull().default(0),
    showStartTime: boolean('show_start_time').notNull().default(true),
    showEndTime: boolean('show_end_time').notNull().default(true),
    showAvailability: boolean('show_availability').notNull().default(true),
    availabilityText: text('availability_text').notNull().default('Seats available'),
    forceListView: boolean('force_list_view').notNull().default(false),
    defaultHybridView: boolean('default_hybrid_view').notNull().default(false),
    listViewSearchDays: integer('list_view_search_days').notNull().default(0),
    largeImageUrl: text('large_image_url'),
    smallImageUrl: text('small_image_url'),
    bookingInfoDetails: jsonb('booking_info_details').$type<BookingInfoDetailRow[]>().notNull().default([]),
    waiverRequired: boolean('waiver_required').notNull().default(false),
    waiverUrl: text('waiver_url'),
    /** What a booking owner may change online (spec 02 §3 "Booking" flags, §6); NoChangesMessage says why not. */
    allowRefunds: boolean('allow_refunds').notNull().default(true),
    allowRefundToGiftcardOnly: boolean('allow_refund_to_giftcard_only').notNull().default(false),
    allowDateTimeChanges: boolean('allow_date_time_changes').notNull().default(true),
    allowDateTimeChangesWithinArea: boolean('allow_date_time_changes_within_area').notNull().default(false),
    allowTicketChanges: boolean('allow_ticket_changes').notNull().default(true),
    noChangesMessage: text('no_changes_message').notNull().default(''),
  },
  (t) => [check('booking_type_ticket_limits', sql`${t.minimumTickets} >= 0 and ${t.maximumTickets} >= 0`)],
);

export const displayAreaBookingTypes = pgTable(
  'display_area_booking_types',
  {
    displayAreaNo: integer('display_area_no')
      .notNull()
      .references(() => displayAreas.displayAreaNo),
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references(() => bookingTypes.bookingTypeId),
  },
  (t) => [primaryKey({ columns: [t.displayAreaNo, t.bookingTypeId] }), index('dabt_booking_type_idx').on(t.bookingTypeId)],
);

export const costRates = pgTable('cost_rates', {
  costRateId: serial('cost_rate_id').primaryKey(),
  name: text('name').notNull(),
  groupName: text('group_name'),
  subGroupName: text('sub_group_name'),
  isDefault: boolean('is_default').notNull().default(false),
  isMemberRate: boolean('is_member_rate').notNull().default(false),
  verifyGroupMembership: boolean('verify_group_membership').notNull().default(false),
});

export const taxes = pgTable('taxes', {
  taxId: serial('tax_id').primaryKey(),
  name: text('name').notNull(),
  included: boolean('included').notNull(),
  percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

export const tourProducts = pgTable('tour_products', {
  tourProductId: serial('tour_product_id').primaryKey(),
  name: text('name').notNull(),
  information: text('information').notNull().default(''),
  affectsCapacity: boolean('affects_capacity').notNull().default(true),
  availableOnline: boolean('available_online').notNull().default(true),
  showOnCalendar: boolean('show_on_calendar').notNull().default(true),
  minimumTickets: integer('minimum_tickets').notNull().default(0),
  maximumTickets: integer('maximum_tickets').notNull().default(0),
  applyDiscountToTourProductId: integer('apply_discount_to_tour_product_id'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Whether a booking owner may lower its quantity for a refund (spec 02 §2.6 "Not Refundable"). */
  isRefundable: boolean('is_refundable').notNull().default(true),
});

export const tourProductTaxes = pgTable(
  'tour_product_taxes',
  {
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.taxId),
  },
  (t) => [primaryKey({ columns: [t.tourProductId, t.taxId] })],
);

/** Price of a tour product per cost rate (the PriceMatrix), in cents. */
export const tourProductPrices = pgTable(
  'tour_product_prices',
  {
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    costRateId: integer('cost_rate_id')
      .notNull()
      .references(() => costRates.costRateId),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourProductId, t.costRateId] }), check('price_non_negative', sql`${t.priceCents} >= 0`)],
);

export const bookingTypeProducts = pgTable(
  'booking_type_products',
  {
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references(() => bookingTypes.bookingTypeId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
  },
  (t) => [primaryKey({ columns: [t.bookingTypeId, t.tourProductId] })],
);

export const tourEvents = pgTable(
  'tour_events',
  {
    tourEventId: serial('tour_event_id').primaryKey(),
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references(() => bookingTypes.bookingTypeId),
    eventName: text('event_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Operator closed online sales (shown as Sold Out). */
    closed: boolean('closed').notNull().default(false),
    displayColor: text('display_color'),
    displayColorLevel: integer('display_color_level').notNull().default(0),
    tourDisplayDays: integer('tour_display_days').notNull().default(0),
    bookingInfo: text('booking_info'),
    bookingInfoText: text('booking_info_text'),
    smallImageUrl: text('small_image_url'),
  },
  (t) => [
    index('tour_events_type_start_idx').on(t.bookingTypeId, t.startsAt),
    check('capacity_non_negative', sql`${t.capacity} >= 0`),
    check('ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * Seats sold per event and tour product. Filled by bookings (issue "Buy timed tickets"); the
 * demo seed writes sold quantities here so that availability is computed, never stored.
 */
export const soldSeats = pgTable(
  'sold_seats',
  {
    soldSeatId: serial('sold_seat_id').primaryKey(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    /** The booking line that sold these seats; null for the demo's earlier sales. */
    bookingLineId: integer('booking_line_id').references(() => bookingLines.bookingLineId),
  },
  (t) => [
    // Covers SeatsAvailable's sum(quantity) where affects_capacity: an index-only scan, not one heap
    // page per sale (a month listing sums the sales of hundreds of events).
    index('sold_seats_event_seats_idx').on(t.tourEventId, t.affectsCapacity, t.quantity),
    // A cancellation or change returns seats with a negative row linked to its negative booking line.
    check('sold_quantity_not_zero', sql`${t.quantity} <> 0`),
  ],
);

/** Live and lapsed seat holds; a hold counts only while `expires_at > now()`. */
export const tourHolds = pgTable(
  'tour_holds',
  {
    tourHoldId: serial('tour_hold_id').primaryKey(),
    holdRef: text('hold_ref').notNull(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client that started the hold (a keyed hash of its address), for the per-client hold limits. */
    clientKey: text('client_key').notNull().default(''),
    /** When the hold was started (its first line): bounds its total lifetime (HoldLimits.MaxHoldMinutes). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tour_holds_event_expiry_idx').on(t.tourEventId, t.expiresAt),
    index('tour_holds_client_expiry_idx').on(t.clientKey, t.expiresAt),
    // The sweep of lapsed lines (tour-holds/sweep.ts).
    index('tour_holds_expiry_idx').on(t.expiresAt),
    uniqueIndex('tour_holds_ref_event_product_idx').on(t.holdRef, t.tourEventId, t.tourProductId),
    check('hold_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Capacity-affecting held seats per event and expiry instant: the sum of the matching
 * `tour_holds` lines, kept by triggers on `tour_holds` in the same transaction (migration
 * 0003), so that an event's live held seats are a sum over its live expiry instants (hold
 * expiries are whole seconds: at most HoldMinutes × 60 rows) instead of over every live hold
 * line. Still computed, never a trusted counter: a row counts only while `expires_at > now`.
 */
export const tourHoldSeats = pgTable(
  'tour_hold_seats',
  {
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourEventId, t.expiresAt] })],
);

/** Booking UDF values entered for an event of a hold (copied to the booking at checkout). */
export const tourHoldUdfs = pgTable(
  'tour_hold_udfs',
  {
    holdRef: text('hold_ref').notNull(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    udfValues: jsonb('udf_values').$type<UdfValueRow[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.holdRef, t.tourEventId] })],
);

export const udfs = pgTable('user_defined_fields', {
  udfId: serial('udf_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  udfType: text('udf_type').$type<UdfType>().notNull(),
  categoryName: text('category_name').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  length: integer('length').notNull().default(100),
  picklist: jsonb('picklist').$type<{ UDFPicklistID: number; Option: string }[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bookingTypeUdfs = pgTable(
  'booking_type_udfs',
  {
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references(() => bookingTypes.bookingTypeId),
    udfId: integer('udf_id')
      .notNull()
      .references(() => udfs.udfId),
  },
  (t) => [primaryKey({ columns: [t.bookingTypeId, t.udfId] })],
);

/**
 * A completed sale or booking change (spec 01 §3 "Transaction", receipt; spec 02 §4.1); amounts in
 * cents. `total_cents` is what the transaction collected (negative: refunded).
 */
export const transactions = pgTable('transactions', {
  receiptNo: integer('receipt_no').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.customerId),
  nodeNo: integer('node_no').notNull(),
  username: text('username'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
  totalExTaxCents: integer('total_ex_tax_cents').notNull(),
  totalTaxCents: integer('total_tax_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  /** 'Sale' (online checkout), 'Reservation' (taken unpaid, demo), or a booking change: 'Cancel Booking', 'Booking Payment', 'Modify Tickets', 'Change Date / Time'. */
  transactionType: text('transaction_type').$type<TransactionType>().notNull().default('Sale'),
  /** The booking a booking change changes (FK in SQL: bookings refers to transactions). */
  bookingId: integer('booking_id'),
});

export type TransactionType = 'Sale' | 'Reservation' | 'Cancel Booking' | 'Booking Payment' | 'Modify Tickets' | 'Change Date / Time';

/**
 * One event booking of a transaction, with its own barcode (≥ 80 random bits) and the booking ID a
 * person types (`booking_no`: 9 random digits and a Luhn check digit, drawn by `new_booking_no()`,
 * migration 0014). `tour_event_id` and `status` are its current event and state; its history is
 * in its lines.
 */
export const bookings = pgTable(
  'bookings',
  {
    bookingId: serial('booking_id').primaryKey(),
    bookingNo: bigint('booking_no', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`new_booking_no()`),
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    status: text('status', { enum: ['Booked', 'Cancelled'] })
      .notNull()
      .default('Booked'),
    barcode: text('barcode').notNull().unique(),
    udfValues: jsonb('udf_values').$type<UdfValueRow[]>().notNull().default([]),
  },
  (t) => [index('bookings_receipt_idx').on(t.receiptNo), index('bookings_event_idx').on(t.tourEventId)],
);

export type BookingLineStatus = 'Booked' | 'Cancelled' | 'Change Date / Time' | 'Modify Tickets';

/**
 * Product lines of a booking, priced by the server (cents); append-only (DESIGN.md "Money
 * movements and history"): a cancellation or change adds negative lines that reverse
 * (`reverses_line_id`) part or all of an earlier line, written by the transaction `receipt_no`.
 */
export const bookingLines = pgTable(
  'booking_lines',
  {
    bookingLineId: serial('booking_line_id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    lineStatus: text('line_status').$type<BookingLineStatus>().notNull().default('Booked'),
    reversesLineId: integer('reverses_line_id'),
    productLineNo: integer('product_line_no').notNull(),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    costRateId: integer('cost_rate_id')
      .notNull()
      .references(() => costRates.costRateId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    exTaxCents: integer('ex_tax_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The coupon that discounted the line and by how much (off the list amount, the price's tax basis). */
    couponId: integer('coupon_id'),
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('booking_lines_booking_idx').on(t.bookingId),
    check('booking_line_quantity_sign', sql`${t.quantity} <> 0 and (${t.quantity} < 0) = (${t.reversesLineId} is not null)`),
  ],
);

/** One barcode per ticket (unit of a booking line). */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: serial('ticket_id').primaryKey(),
    bookingLineId: integer('booking_line_id')
      .notNull()
      .references(() => bookingLines.bookingLineId),
    barcode: text('barcode').notNull().unique(),
  },
  (t) => [index('tickets_line_idx').on(t.bookingLineId)],
);
