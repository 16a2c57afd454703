/**
 * Database schema (docs/architecture.md#database). Money is integer cents; instants are timestamptz.
 * Table and column names follow the spec's resources (display area, booking type, tour event,
 * tour product, cost rate, user-defined field). The catalogue is here; seats taken are in
 * hold-schema.ts and sales in sale-schema.ts (re-exported below).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
    /** Position of the booking type in the area (ascending, then by id); set in the back office. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.displayAreaNo, t.bookingTypeId] }), index('dabt_booking_type_idx').on(t.bookingTypeId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Catalogue images uploaded in the back office (display areas, booking types), stored in the
 * database so that every server process (and both drivers) serves them. `image_id` is a hash of
 * the stored bytes: an image never changes under its URL (`/images/<id>.<ext>`, cached a year).
 */
export const images = pgTable('images', {
  imageId: text('image_id').primaryKey(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Schedules of a booking type's tour events: an RFC 5545 recurrence rule over
 * venue dates (`FREQ=WEEKLY;BYDAY=MO,WE`, no DTSTART: the rule starts at `valid_from`), the venue
 * wall-clock start times of each such day, duration, capacity and exception dates. Events are
 * made up to `generated_until` (a venue date, exclusive); the extend job moves it forward.
 */
export const schedules = pgTable(
  'schedules',
  {
    scheduleId: serial('schedule_id').primaryKey(),
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references(() => bookingTypes.bookingTypeId),
    /** Event name; the booking type's name when empty. */
    eventName: text('event_name').notNull().default(''),
    rrule: text('rrule').notNull(),
    /** Venue wall-clock start times, `HH:mm`, sorted. */
    startTimes: jsonb('start_times').$type<string[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Last venue date with events (inclusive); none: open-ended, made up to the horizon. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** Venue dates without events (RFC 5545 EXDATE by day). */
    exceptionDates: jsonb('exception_dates').$type<string[]>().notNull().default([]),
    /** The events' calendar colour (`#rrggbb`); none: the storefront's default. */
    displayColor: text('display_color'),
    /** The events' TourDisplayDays (spec 01 §4): shown only that many days ahead; 0: always. */
    tourDisplayDays: integer('tour_display_days').notNull().default(0),
    /** One of the booking type's booking info groups (its code): the events carry its text and image. */
    bookingInfo: text('booking_info'),
    /** Venue date up to which (exclusive) events have been made. */
    generatedUntil: date('generated_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_booking_type_idx').on(t.bookingTypeId),
    check('schedule_capacity_non_negative', sql`${t.capacity} >= 0`),
    check('schedule_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
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
    /** The schedule that made the event (none for events made otherwise, e.g. the demo seed). */
    scheduleId: integer('schedule_id').references(() => schedules.scheduleId, { onDelete: 'set null' }),
  },
  (t) => [
    index('tour_events_type_start_idx').on(t.bookingTypeId, t.startsAt),
    // A schedule makes each start once, however many processes extend it at the same time.
    uniqueIndex('tour_events_schedule_start_idx').on(t.scheduleId, t.startsAt),
    // The back office's search by event date.
    index('tour_events_start_idx').on(t.startsAt),
    check('capacity_non_negative', sql`${t.capacity} >= 0`),
    check('ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
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

export * from './hold-schema';
export * from './sale-schema';
