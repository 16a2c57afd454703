/**
 * The iCalendar (.ics) attachment of a booked event (RFC 5545, written by the `ics` library): the
 * event's start and end as UTC instants computed from the venue's wall clock in
 * Public.VenueTimeZone, title the event's name, location the venue's name and address, the
 * booking ID and Manage my booking link in the description. Its UID is stable per booking
 * (`booking-<BookingID>@<storefront host>`), so that a calendar updates the entry a change
 * e-mail sends again (a higher SEQUENCE) and removes it on a cancellation (METHOD:CANCEL,
 * STATUS:CANCELLED).
 */
import { createEvent, type EventAttributes } from 'ics';
import { venueLocalToInstant } from '@gt/domain/venue-time';
import type { ServerConfig } from '../../config/server-config';
import { contactAddress, storefrontBase } from './layout';
import type { MailAttachment } from './mailer';

export interface CalendarEntry {
  bookingId: number;
  eventName: string;
  /** Venue date-times as the API gives them (`2026-11-25T10:00:00-06:00`). */
  start: string;
  end: string;
  manageLink: string;
  /** 0 for the confirmation; higher for each later change. */
  sequence: number;
  cancelled: boolean;
  /** When the entry was written (DTSTAMP): the transaction's venue date-time with its offset, so a message rendered twice is the same bytes. */
  stamp: string;
}

/** The instant (epoch ms) of a venue date-time's wall clock in the venue zone. */
const instant = (venueDateTime: string, zone: string) => venueLocalToInstant(venueDateTime.slice(0, 19), zone).getTime();

/** The .ics attachment of one booking (`booking-<id>.ics`, text/calendar with its METHOD). Throws if the entry cannot be written. */
export function calendarAttachment(config: ServerConfig, e: CalendarEntry): MailAttachment {
  const zone = config.Public.VenueTimeZone;
  const { VenueName, VenueAddress } = config.Public;
  const method = e.cancelled ? 'CANCEL' : 'PUBLISH';
  const attributes: EventAttributes & { timestamp: number } = {
    productId: 'gt-storefront/booking',
    method,
    uid: `booking-${e.bookingId}@${new URL(storefrontBase(config)).hostname}`,
    sequence: e.sequence,
    status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: e.eventName,
    start: instant(e.start, zone),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(e.end, zone),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: VenueAddress ? `${VenueName}, ${VenueAddress}` : VenueName,
    description: `Booking ${e.bookingId}${e.cancelled ? ' (cancelled)' : ''}\nManage my booking: ${e.manageLink}`,
    url: e.manageLink,
    organizer: { name: VenueName, email: contactAddress(config) },
    // DTSTAMP (the library's schema takes it; its typings leave it out); it defaults to now.
    timestamp: Date.parse(e.stamp),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar entry not written');
  return {
    filename: `booking-${e.bookingId}.ics`,
    content: Buffer.from(value),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
