/**
 * The catalogue in the admin API (`/api/admin/v1/display-areas`, `/booking-types`, `/images`):
 * every field of spec 01 §3 "DisplayArea" and "BookingType" plus the booking type's refund and
 * change flags (spec 02 §3), in camelCase. Reading: admin and box office; changes: admin.
 * Lists answer `{ data, total }` for react-admin's list views.
 */
import { z } from 'zod';
import { ListQuery } from './users';

/** '' (a cleared field) means none. */
const emptyAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * An image address of this site (an upload's `/images/…`, or a storefront file `/GT/…`); '' means
 * none. Other sites' images would be blocked by the storefront's Content-Security-Policy (img-src 'self').
 */
export const ImageUrl = z.preprocess(
  emptyAsNull,
  z
    .string()
    .trim()
    .max(1000)
    .regex(/^\/[^/\s]\S*$/, 'Upload an image, or enter an address of this site that starts with /')
    .nullable(),
);

/** A page address (waiver): an absolute http(s) URL or a path of this site; '' means none. */
const PageUrl = z.preprocess(
  emptyAsNull,
  z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/[^/\s]|https?:\/\/[^\s/])\S*$/, 'Enter an address that starts with / or https://')
    .nullable(),
);

const Text = (max: number) => z.string().trim().max(max);
const Name = z.string().trim().min(1, 'Enter a name.').max(200);
const Days = z
  .number()
  .int()
  .min(0, 'Enter 0 (off) or a number of days up to 366.')
  .max(366, 'Enter 0 (off) or a number of days up to 366.');
const Tickets = z.number().int().min(0, 'Enter 0 (no limit) or a positive number.').max(10000);

/** A group of booking information shown with the calendar (spec 01 §3 "BookingInfoDetails"). */
export const BookingInfoGroup = z.object({ bookingInfo: z.string(), bookingInfoText: z.string(), imageUrl: z.string().nullable() });
export type BookingInfoGroup = z.infer<typeof BookingInfoGroup>;

/** A group as written: a heading is required. */
const BookingInfoGroupInput = z.object({
  bookingInfo: Text(200).min(1, 'Enter a heading for each booking information group.'),
  bookingInfoText: Text(5000).default(''),
  imageUrl: ImageUrl.default(null),
});

export const DISPLAY_AREA_TYPES = ['bookingtypes', 'products', 'giftcard'] as const;

export const AdminDisplayArea = z.object({
  id: z.number().int(),
  areaName: z.string(),
  displayText: z.string(),
  areaType: z.enum(DISPLAY_AREA_TYPES),
  showOnline: z.boolean(),
  forceListView: z.boolean(),
  defaultHybridView: z.boolean(),
  listViewSearchDays: z.number().int(),
  largeImageUrl: z.string().nullable(),
  bookingInfoDetails: z.array(BookingInfoGroup),
  uniqueBookingTypeId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Booking types shown in the area, in their order (set on the booking type). */
  bookingTypeIds: z.array(z.number().int()),
});
export type AdminDisplayArea = z.infer<typeof AdminDisplayArea>;

const displayAreaFields = {
  areaName: Name,
  displayText: Text(5000),
  areaType: z.enum(DISPLAY_AREA_TYPES),
  showOnline: z.boolean(),
  forceListView: z.boolean(),
  defaultHybridView: z.boolean(),
  listViewSearchDays: Days,
  largeImageUrl: ImageUrl,
  bookingInfoDetails: z.array(BookingInfoGroupInput).max(20),
  uniqueBookingTypeId: z.number().int().positive().nullable(),
  sortOrder: z.number().int().min(-100000).max(100000),
};

/** POST /display-areas: only the name is required. */
export const CreateDisplayAreaBody = z
  .object({
    ...displayAreaFields,
    displayText: displayAreaFields.displayText.default(''),
    areaType: displayAreaFields.areaType.default('bookingtypes'),
    showOnline: z.boolean().default(true),
    forceListView: z.boolean().default(false),
    defaultHybridView: z.boolean().default(false),
    listViewSearchDays: Days.default(0),
    largeImageUrl: ImageUrl.default(null),
    bookingInfoDetails: displayAreaFields.bookingInfoDetails.default([]),
    uniqueBookingTypeId: displayAreaFields.uniqueBookingTypeId.default(null),
    sortOrder: displayAreaFields.sortOrder.default(0),
  })
  .strip();
export type CreateDisplayAreaBody = z.infer<typeof CreateDisplayAreaBody>;

/** PATCH /display-areas/:id: the fields that change (read-only fields such as `bookingTypeIds` are ignored). */
export const UpdateDisplayAreaBody = z.object(displayAreaFields).partial().strip();
export type UpdateDisplayAreaBody = z.infer<typeof UpdateDisplayAreaBody>;

/** GET /display-areas: `q` searches the name; `areaType` filters. */
export const DisplayAreaListQuery = ListQuery.extend({
  q: z.string().trim().max(100).optional(),
  areaType: z.enum(DISPLAY_AREA_TYPES).optional(),
});
export const DisplayAreaList = z.object({ data: z.array(AdminDisplayArea), total: z.number().int() });

/** A booking type's place in a display area (ascending `sortOrder`, then id). */
export const DisplayAreaLink = z.object({
  displayAreaId: z.number().int().positive('Choose a display area.'),
  sortOrder: z.number().int().min(-100000).max(100000).default(0),
});
export type DisplayAreaLink = z.infer<typeof DisplayAreaLink>;

export const AdminBookingType = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  terms: z.string(),
  minimumTickets: z.number().int(),
  maximumTickets: z.number().int(),
  showStartTime: z.boolean(),
  showEndTime: z.boolean(),
  showAvailability: z.boolean(),
  availabilityText: z.string(),
  forceListView: z.boolean(),
  defaultHybridView: z.boolean(),
  listViewSearchDays: z.number().int(),
  largeImageUrl: z.string().nullable(),
  smallImageUrl: z.string().nullable(),
  bookingInfoDetails: z.array(BookingInfoGroup),
  waiverRequired: z.boolean(),
  waiverUrl: z.string().nullable(),
  allowRefunds: z.boolean(),
  allowRefundToGiftcardOnly: z.boolean(),
  allowDateTimeChanges: z.boolean(),
  allowDateTimeChangesWithinArea: z.boolean(),
  allowTicketChanges: z.boolean(),
  noChangesMessage: z.string(),
  displayAreas: z.array(DisplayAreaLink),
  /** The same areas as ids, for reference fields. */
  displayAreaIds: z.array(z.number().int()),
});
export type AdminBookingType = z.infer<typeof AdminBookingType>;

const bookingTypeFields = {
  name: Name,
  info: Text(20000),
  terms: Text(20000),
  minimumTickets: Tickets,
  maximumTickets: Tickets,
  showStartTime: z.boolean(),
  showEndTime: z.boolean(),
  showAvailability: z.boolean(),
  availabilityText: Text(200),
  forceListView: z.boolean(),
  defaultHybridView: z.boolean(),
  listViewSearchDays: Days,
  largeImageUrl: ImageUrl,
  smallImageUrl: ImageUrl,
  bookingInfoDetails: z.array(BookingInfoGroupInput).max(20),
  waiverRequired: z.boolean(),
  waiverUrl: PageUrl,
  allowRefunds: z.boolean(),
  allowRefundToGiftcardOnly: z.boolean(),
  allowDateTimeChanges: z.boolean(),
  allowDateTimeChangesWithinArea: z.boolean(),
  allowTicketChanges: z.boolean(),
  noChangesMessage: Text(2000),
  displayAreas: z.array(DisplayAreaLink).max(100),
};

/** POST /booking-types: only the name is required; the defaults are the columns'. */
export const CreateBookingTypeBody = z
  .object({
    name: Name,
    info: bookingTypeFields.info.default(''),
    terms: bookingTypeFields.terms.default(''),
    minimumTickets: Tickets.default(0),
    maximumTickets: Tickets.default(0),
    showStartTime: z.boolean().default(true),
    showEndTime: z.boolean().default(true),
    showAvailability: z.boolean().default(true),
    availabilityText: bookingTypeFields.availabilityText.default('Seats available'),
    forceListView: z.boolean().default(false),
    defaultHybridView: z.boolean().default(false),
    listViewSearchDays: Days.default(0),
    largeImageUrl: ImageUrl.default(null),
    smallImageUrl: ImageUrl.default(null),
    bookingInfoDetails: bookingTypeFields.bookingInfoDetails.default([]),
    waiverRequired: z.boolean().default(false),
    waiverUrl: PageUrl.default(null),
    allowRefunds: z.boolean().default(true),
    allowRefundToGiftcardOnly: z.boolean().default(false),
    allowDateTimeChanges: z.boolean().default(true),
    allowDateTimeChangesWithinArea: z.boolean().default(false),
    allowTicketChanges: z.boolean().default(true),
    noChangesMessage: bookingTypeFields.noChangesMessage.default(''),
    displayAreas: bookingTypeFields.displayAreas.default([]),
  })
  .strip();
export type CreateBookingTypeBody = z.infer<typeof CreateBookingTypeBody>;

/** PATCH /booking-types/:id: the fields that change; `displayAreas` replaces the links. */
export const UpdateBookingTypeBody = z.object(bookingTypeFields).partial().strip();
export type UpdateBookingTypeBody = z.infer<typeof UpdateBookingTypeBody>;

/** GET /booking-types: `q` searches the name; `displayAreaId` lists one area's booking types. */
export const BookingTypeListQuery = ListQuery.extend({
  q: z.string().trim().max(100).optional(),
  displayAreaId: z.coerce.number().int().positive().optional(),
});
export const BookingTypeList = z.object({ data: z.array(AdminBookingType), total: z.number().int() });

export const CatalogueIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /images (multipart, one file field): the stored image and the address to put in an image field. */
export const UploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
