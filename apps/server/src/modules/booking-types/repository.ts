/** Booking types (spec 01 §3 "BookingType") and their next bookable tour date. */
import { and, asc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { BookingType } from '@gt/contract/catalogue';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { Db } from '../../db/client';
import { bookingTypes, displayAreaBookingTypes, tourEvents } from '../../db/schema';

/** Earliest not-cancelled event start after `now`, per booking type. */
export async function nextTourDates(db: Db, bookingTypeIds: number[], now: Date): Promise<Map<number, Date>> {
  if (bookingTypeIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingTypeId: tourEvents.bookingTypeId, next: min(tourEvents.startsAt) })
    .from(tourEvents)
    .where(and(inArray(tourEvents.bookingTypeId, bookingTypeIds), gt(tourEvents.startsAt, now), eq(tourEvents.cancelled, false)))
    .groupBy(tourEvents.bookingTypeId);
  return new Map(rows.filter((r) => r.next).map((r) => [r.bookingTypeId, new Date(r.next as Date)]));
}

/** Booking types by id or by display area, ordered by id; NextTourDate in the venue zone. */
export async function findBookingTypes(db: Db, f: { bookingTypeId?: number; displayAreaNo?: number }, now: Date, zone: string): Promise<BookingType[]> {
  const where = f.bookingTypeId !== undefined
    ? eq(bookingTypes.bookingTypeId, f.bookingTypeId)
    : inArray(
        bookingTypes.bookingTypeId,
        db.select({ id: displayAreaBookingTypes.bookingTypeId }).from(displayAreaBookingTypes).where(eq(displayAreaBookingTypes.displayAreaNo, f.displayAreaNo ?? -1)),
      );
  const rows = await db.select().from(bookingTypes).where(where).orderBy(asc(bookingTypes.bookingTypeId));
  const next = await nextTourDates(db, rows.map((r) => r.bookingTypeId), now);
  return rows.map((b) => {
    const n = next.get(b.bookingTypeId);
    return {
      BookingTypeID: b.bookingTypeId,
      BookingTypeName: b.name,
      BookingTypeInfo: b.info,
      BookingTypeTerms: b.terms,
      MinimumTickets: b.minimumTickets,
      MaximumTickets: b.maximumTickets,
      ShowStartTime: b.showStartTime,
      ShowEndTime: b.showEndTime,
      ShowAvailability: b.showAvailability,
      AvailabilityText: b.availabilityText,
      ForceListView: b.forceListView,
      DefaultHybridView: b.defaultHybridView,
      ListViewSearchDays: b.listViewSearchDays,
      NextTourDate: n ? formatVenueDateTime(n, zone) : null,
      LargeImageURL: b.largeImageUrl,
      SmallImageURL: b.smallImageUrl,
      BookingInfoDetails: b.bookingInfoDetails,
      WaiverRequired: b.waiverRequired,
      WaiverURL: b.waiverUrl,
    };
  });
}

/** Ids of the booking types shown in a display area. */
export async function bookingTypeIdsOfArea(db: Db, displayAreaNo: number): Promise<number[]> {
  const rows = await db
    .select({ id: displayAreaBookingTypes.bookingTypeId })
    .from(displayAreaBookingTypes)
    .where(eq(displayAreaBookingTypes.displayAreaNo, displayAreaNo))
    .orderBy(sql`1`);
  return rows.map((r) => r.id);
}
