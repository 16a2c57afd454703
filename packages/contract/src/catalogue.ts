/**
 * Catalogue resources of spec 01 §3 and §7, with the spec's field names: display areas, booking
 * types, tour events, tour products and their price matrix, cost rates, user-defined fields and
 * countries. Money fields are dollars (2 decimals); date-times carry the venue offset.
 */
import { z } from 'zod';
import { TourHoldRef } from './holds';
import { BoolParam, Dollars, IdListParam, IdParam, VenueDate, VenueDateTime } from './wire';

export const DisplayAreaType = z.enum(['bookingtypes', 'products', 'giftcard']);
export type DisplayAreaType = z.infer<typeof DisplayAreaType>;

/** One booking-info group of a booking type or display area (hybrid view cards). */
export const BookingInfoDetail = z.object({
  BookingInfo: z.string(),
  BookingInfoText: z.string(),
  ImageURL: z.string().nullable(),
});
export type BookingInfoDetail = z.infer<typeof BookingInfoDetail>;

export const DisplayArea = z.object({
  DisplayAreaNo: z.number().int(),
  AreaName: z.string(),
  DisplayText: z.string(),
  DisplayAreaType: DisplayAreaType,
  ShowOnline: z.boolean(),
  NextTourDate: VenueDateTime.nullable(),
  ForceListView: z.boolean(),
  DefaultHybridView: z.boolean(),
  ListViewSearchDays: z.number().int(),
  LargeImageURL: z.string().nullable(),
  BookingInfoDetails: z.array(BookingInfoDetail),
  UniqueBookingTypeID: z.number().int().nullable(),
  BookingTypeIDs: z.array(z.number().int()),
});
export type DisplayArea = z.infer<typeof DisplayArea>;

export const DisplayAreasQuery = z.object({ type: DisplayAreaType.default('bookingtypes') }).strict();

export const BookingType = z.object({
  BookingTypeID: z.number().int(),
  BookingTypeName: z.string(),
  BookingTypeInfo: z.string(),
  BookingTypeTerms: z.string(),
  MinimumTickets: z.number().int(),
  MaximumTickets: z.number().int(),
  ShowStartTime: z.boolean(),
  ShowEndTime: z.boolean(),
  ShowAvailability: z.boolean(),
  AvailabilityText: z.string(),
  ForceListView: z.boolean(),
  DefaultHybridView: z.boolean(),
  ListViewSearchDays: z.number().int(),
  NextTourDate: VenueDateTime.nullable(),
  LargeImageURL: z.string().nullable(),
  SmallImageURL: z.string().nullable(),
  BookingInfoDetails: z.array(BookingInfoDetail),
  WaiverRequired: z.boolean(),
  WaiverURL: z.string().nullable(),
});
export type BookingType = z.infer<typeof BookingType>;

export const BookingTypesQuery = z
  .object({ DisplayArea: IdParam.optional(), BookingTypeID: IdParam.optional() })
  .strict()
  .refine((q) => (q.DisplayArea === undefined) !== (q.BookingTypeID === undefined), {
    message: 'DisplayArea or BookingTypeID is required (one of them)',
    path: ['DisplayArea'],
  });

/** Tax entry of a price (spec 01 §3 "Tax entry"). TaxPercentage is e.g. 8.25 for 8.25 %. */
export const Tax = z.object({
  TaxName: z.string(),
  TaxIncluded: z.boolean(),
  TaxPercentage: z.number(),
});
export type Tax = z.infer<typeof Tax>;

export const PriceMatrixEntry = z.object({
  CostRateID: z.number().int(),
  ProductID: z.number().int(),
  Price: Dollars,
  Taxes: z.array(Tax),
  VerifyGroupMembership: z.boolean(),
});
export type PriceMatrixEntry = z.infer<typeof PriceMatrixEntry>;

export const TourProduct = z.object({
  TourProductID: z.number().int(),
  TourProductName: z.string(),
  Information: z.string(),
  PriceMatrix: z.array(PriceMatrixEntry),
  AffectsCapacity: z.boolean(),
  AvailableOnline: z.boolean(),
  ShowOnCalendar: z.boolean(),
  MinimumTickets: z.number().int(),
  MaximumTickets: z.number().int(),
  ApplyDiscountToTourProductID: z.number().int().nullable(),
});
export type TourProduct = z.infer<typeof TourProduct>;

export const TourProductsQuery = z
  .object({
    TourProductID: IdParam.optional(),
    BookingTypeID: IdParam.optional(),
    PriceDate: VenueDate.optional(),
    CostRateID: IdParam.optional(),
  })
  .strict()
  .refine((q) => q.TourProductID !== undefined || q.BookingTypeID !== undefined, {
    message: 'TourProductID or BookingTypeID is required',
    path: ['TourProductID'],
  });

export const BookNowOption = z.enum(['Book Now', 'Sold Out', 'Past Event', 'Cancelled']);
export type BookNowOption = z.infer<typeof BookNowOption>;

export const TourEvent = z.object({
  TourEventID: z.number().int(),
  BookingTypeID: z.number().int(),
  EventName: z.string(),
  EventStartDateTime: VenueDateTime,
  EventEndDateTime: VenueDateTime,
  EventDate: VenueDate,
  DisplayColor: z.string().nullable(),
  DisplayColorLevel: z.number().int(),
  Capacity: z.number().int(),
  SeatsAvailable: z.number().int(),
  BookNowOption: BookNowOption,
  CurrentDateTimeAtLocation: VenueDateTime,
  TourDisplayDays: z.number().int(),
  BookingInfo: z.string().nullable(),
  BookingInfoText: z.string().nullable(),
  SmallImageURL: z.string().nullable(),
  TourProducts: z.array(TourProduct),
});
export type TourEvent = z.infer<typeof TourEvent>;

/**
 * What a TourEvents answer carries (not in spec 01 §7; absent: the spec's TourEvent[]).
 * `Calendar`: the answer the storefront's calendars draw from, `CalendarTourEvents`.
 */
export const TourEventFields = z.enum(['Calendar'], { error: 'must be Calendar' });
export type TourEventFields = z.infer<typeof TourEventFields>;

/**
 * An event of the calendar answer: the spec's TourEvent without TourProducts (the same for every
 * event of a booking type: carried once per booking type) and CurrentDateTimeAtLocation (the same
 * for every event: carried once).
 */
export const CalendarTourEvent = TourEvent.omit({ TourProducts: true, CurrentDateTimeAtLocation: true });
export type CalendarTourEvent = z.infer<typeof CalendarTourEvent>;

/** The online tour products of one booking type, as each of its events carries them in TourEvent.TourProducts. */
export const BookingTypeProducts = z.object({
  BookingTypeID: z.number().int(),
  TourProducts: z.array(TourProduct),
});
export type BookingTypeProducts = z.infer<typeof BookingTypeProducts>;

/**
 * GET TourEvents&Fields=Calendar: the same events as the spec's answer (same order, same values),
 * with what repeats carried once (docs/performance.md#the-month-listing-the-calendars-request: a
 * month of a busy booking type is 372 events whose products and prices made up most of 1.1 MiB)
 * and the venue's current time to the minute, so that the answer and its ETag stay the same while
 * the events do not change. `expandCalendarTourEvents` (./calendar-tour-events.ts) gives back the
 * spec's TourEvent[].
 */
export const CalendarTourEvents = z.object({
  /** The venue's current time at the start of the minute (seconds 00). */
  CurrentDateTimeAtLocation: VenueDateTime,
  TourEvents: z.array(CalendarTourEvent),
  /** The booking types of the listed events, once each, in order of their first event. */
  BookingTypeProducts: z.array(BookingTypeProducts),
});
export type CalendarTourEvents = z.infer<typeof CalendarTourEvents>;

export const TourEventsQuery = z
  .object({
    DisplayArea: IdParam.optional(),
    BookingTypeID: IdParam.optional(),
    From: VenueDate.optional(),
    To: VenueDate.optional(),
    TourEventList: IdListParam.optional(),
    /**
     * The visitor's hold: SeatsAvailable and BookNowOption then count the hold's own live seats
     * as the visitor's (spec 01 §5: the seats this visitor may hold in total).
     */
    TourHoldRef: TourHoldRef.optional(),
    /** `Calendar`: answer `CalendarTourEvents` instead of TourEvent[] (the storefront's calendars). */
    Fields: TourEventFields.optional().describe(
      'Not in the spec. Calendar: the same events without TourProducts and CurrentDateTimeAtLocation, which the answer carries once (BookingTypeProducts: each booking type once; the current time to the minute).',
    ),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.TourEventList) return;
    if ((q.DisplayArea === undefined) === (q.BookingTypeID === undefined))
      ctx.addIssue({ code: 'custom', path: ['DisplayArea'], message: 'DisplayArea or BookingTypeID is required (one of them), or TourEventList' });
    if (!q.From) ctx.addIssue({ code: 'custom', path: ['From'], message: 'is required' });
    if (!q.To) ctx.addIssue({ code: 'custom', path: ['To'], message: 'is required' });
    if (q.From && q.To) {
      if (q.To < q.From) ctx.addIssue({ code: 'custom', path: ['To'], message: 'must not be before From' });
      const days = (Date.parse(q.To) - Date.parse(q.From)) / 86_400_000;
      if (days > 62) ctx.addIssue({ code: 'custom', path: ['To'], message: 'must be at most 62 days after From' });
    }
  });

export const CostRate = z.object({
  CostRateID: z.number().int(),
  CostRateName: z.string(),
  GroupName: z.string().nullable(),
  SubGroupName: z.string().nullable(),
  IsDefault: z.boolean(),
  IsMemberRate: z.boolean(),
  VerifyGroupMembership: z.boolean(),
});
export type CostRate = z.infer<typeof CostRate>;

export const CostRatesQuery = z
  .object({ GroupName: z.string().max(100).optional(), SubGroupName: z.string().max(100).optional() })
  .strict();

export const UDFType = z.enum(['Text', 'Bit', 'Date', 'Decimal', 'Picklist']);
export type UDFType = z.infer<typeof UDFType>;

export const UserDefinedField = z.object({
  UDFID: z.number().int(),
  /** The booking type of a booking UDF (0 for a membership UDF). */
  BookingTypeID: z.number().int(),
  /** The membership type of a membership UDF (absent for booking UDFs). */
  MembershipTypeID: z.number().int().optional(),
  UDFName: z.string(),
  UdfDescription: z.string(),
  UDFType: UDFType,
  UDFCategoryName: z.string(),
  IsRequired: z.boolean(),
  UDFLength: z.number().int(),
  Picklist: z.array(z.object({ UDFPicklistID: z.number().int(), Option: z.string() })),
});
export type UserDefinedField = z.infer<typeof UserDefinedField>;

export const UserDefinedFieldsQuery = z
  .object({ BookingTypeID: IdParam.optional(), BookingTypeIDList: IdListParam.optional(), MembershipTypeID: IdParam.optional(), MembershipTypeIDList: IdListParam.optional() })
  .strict()
  .refine((q) => [q.BookingTypeID, q.BookingTypeIDList, q.MembershipTypeID, q.MembershipTypeIDList].some((v) => v !== undefined), {
    message: 'BookingTypeID, BookingTypeIDList, MembershipTypeID or MembershipTypeIDList is required',
    path: ['BookingTypeID'],
  });

export const CountryAndStates = z.object({
  Country: z.string(),
  ISOCode: z.string(),
  Picklist: z.array(z.object({ State: z.string(), StateCode: z.string() })),
});
export type CountryAndStates = z.infer<typeof CountryAndStates>;

export { BoolParam };
