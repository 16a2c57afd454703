/** The event booking an Apple Wallet pass shows, found by its barcode. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/customer-schema';
import { tourEvents } from '../../db/schema';
import { bookings } from '../../db/sale-schema';

export interface PassBooking {
  barcode: string;
  bookingNo: number;
  cancelled: boolean;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  eventCancelled: boolean;
  firstName: string;
  lastName: string;
}

export async function findPassBooking(db: Db, barcode: string): Promise<PassBooking | undefined> {
  const [row] = await db
    .select({
      barcode: bookings.barcode,
      bookingNo: bookings.bookingNo,
      status: bookings.status,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      endsAt: tourEvents.endsAt,
      eventCancelled: tourEvents.cancelled,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(bookings)
    .innerJoin(tourEvents, eq(tourEvents.tourEventId, bookings.tourEventId))
    .innerJoin(customers, eq(customers.customerId, bookings.customerId))
    .where(eq(bookings.barcode, barcode));
  return row && { ...row, cancelled: row.status === 'Cancelled' };
}
