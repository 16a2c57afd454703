/**
 * Manifests: who is coming to an event, or to every event of a venue day —
 * each booked booking's name, e-mail and phone, its current quantities per product (after
 * changes and returns), its user-defined field answers (e.g. accessibility needs) and whether it
 * is paid (balance owing ≤ 0), and how many of its people are in (check-in at the door). Bookings are read in a fixed number of queries
 * (bookings/repository.ts `loadBookingStates`) and summed by the same rule as manage-my-booking
 * (bookings/service.ts `summarize`). CSV with csv-stringify.
 */
import { stringify } from 'csv-stringify/sync';
import type { DayManifest, EventManifest, ManifestRow } from '@gt/contract/admin/event-ops';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { addDays, venueLocalToInstant, venueWallTime } from '@gt/domain/venue-time';
import { reportDbOf, type AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { loadBookingStates } from '../bookings/repository';
import { summarize } from '../bookings/service';
import { bookedBookings, checkedIn, eventsBetween, findEvent, phonesOf, udfNames, type ManifestEventRow } from './repository';

/** GET /manifests/events/:id: the event's manifest. Errors: 404 `eventNotFound`. */
export async function eventManifest(ctx: AppContext, tourEventId: number): Promise<EventManifest> {
  const event = await findEvent(reportDbOf(ctx), tourEventId);
  if (!event) throw new ApiError(404, eventOpsMessages.eventNotFound);
  const [m] = await manifests(ctx, [event]);
  return m as EventManifest;
}

/** GET /manifests/days/:date: the manifests of every event starting on the venue date `date` (YYYY-MM-DD), by start time. */
export async function dayManifest(ctx: AppContext, date: string): Promise<DayManifest> {
  const zone = ctx.config.Public.VenueTimeZone;
  const events = await eventsBetween(reportDbOf(ctx), venueLocalToInstant(date, zone), venueLocalToInstant(addDays(date, 1), zone));
  return { date, events: await manifests(ctx, events) };
}

/** `localeCompare`'s order (the default locale), its collator built once instead of per comparison. */
const byName = new Intl.Collator();

const answerText = (type: string | undefined, value: string) => (type === 'Bit' ? (value === 'true' ? 'Yes' : 'No') : value);

/**
 * What the manifests of `events` read, on one connection of the reporting pool: a read-only
 * transaction whose statements are pipelined (db/client.ts), so that a manifest's ten statements
 * take one connection instead of the pool's every one, and read one snapshot.
 */
const readManifests = (ctx: AppContext, events: ManifestEventRow[]) =>
  reportDbOf(ctx).transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const booked = await bookedBookings(
        db,
        events.map((e) => e.tour_event_id),
      );
      const bookingIds = booked.map((b) => b.booking_id);
      // Everything else depends only on the bookings: read together.
      const [stateList, phones, admitted, names] = await Promise.all([
        loadBookingStates(db, bookingIds),
        phonesOf(
          db,
          booked.map((b) => b.customer_id),
        ),
        checkedIn(db, bookingIds),
        udfNames(db, [...new Set(events.map((e) => e.booking_type_id))]),
      ]);
      return { booked, stateList, phones, admitted, ...names };
    },
    { accessMode: 'read only' },
  );

async function manifests(ctx: AppContext, events: ManifestEventRow[]): Promise<EventManifest[]> {
  const zone = ctx.config.Public.VenueTimeZone;
  const { booked, stateList, phones, admitted, all, ofTypes } = await readManifests(ctx, events);
  const states = new Map(stateList.map((s) => [s.head.bookingId, s]));
  const udf = new Map(all.map((u) => [u.udf_id, u]));
  return events.map((event) => {
    const rows: ManifestRow[] = [];
    const products: string[] = [];
    const udfIds = all
      .filter((u) => ofTypes.some((t) => t.booking_type_id === event.booking_type_id && t.udf_id === u.udf_id))
      .map((u) => u.udf_id);
    for (const b of booked.filter((x) => x.tour_event_id === event.tour_event_id)) {
      const state = states.get(b.booking_id);
      if (!state) continue;
      const s = summarize(state);
      const quantities: Record<string, number> = {};
      for (const c of s.current) {
        if (c.line.tourEventId !== event.tour_event_id) continue;
        quantities[c.line.productName] = (quantities[c.line.productName] ?? 0) + c.quantity;
        if (!products.includes(c.line.productName)) products.push(c.line.productName);
      }
      const answers: Record<string, string> = {};
      for (const v of b.udf_values) {
        const def = udf.get(v.UDFID);
        if (!def || v.Value === '') continue;
        if (!udfIds.includes(v.UDFID)) udfIds.push(v.UDFID);
        answers[def.name] = answerText(def.udf_type, v.Value);
      }
      const { head } = state;
      rows.push({
        bookingNo: head.bookingNo,
        name: `${head.firstName} ${head.lastName}`.trim(),
        email: head.emails[0] ?? '',
        phone: phones.get(head.customerId) ?? '',
        quantities,
        tickets: Object.values(quantities).reduce((t, q) => t + q, 0),
        checkedIn: admitted.get(`${b.booking_id}:${event.tour_event_id}`) ?? 0,
        answers,
        totalCents: s.valueCents,
        paidCents: s.paidCents,
        balanceCents: s.balanceCents,
        paid: s.balanceCents <= 0,
      });
    }
    rows.sort((a, b) => byName.compare(a.name, b.name) || a.bookingNo - b.bookingNo);
    const totals: Record<string, number> = {};
    for (const p of products) totals[p] = rows.reduce((t, r) => t + (r.quantities[p] ?? 0), 0);
    return {
      tourEventId: event.tour_event_id,
      eventName: event.event_name,
      bookingTypeName: event.booking_type_name,
      startsAt: venueWallTime(new Date(event.starts_at), zone).slice(0, 16),
      endsAt: venueWallTime(new Date(event.ends_at), zone).slice(0, 16),
      capacity: event.capacity,
      cancelled: event.cancelled,
      products,
      udfs: udfIds.map((id) => udf.get(id)?.name ?? String(id)),
      totals,
      tickets: rows.reduce((t, r) => t + r.tickets, 0),
      checkedIn: rows.reduce((t, r) => t + r.checkedIn, 0),
      rows,
    };
  });
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The manifests as one CSV table: a row per booking, a column per product and per field, the event first. */
export function manifestCsv(events: EventManifest[]): string {
  const products = [...new Set(events.flatMap((e) => e.products))];
  const udfs = [...new Set(events.flatMap((e) => e.udfs))];
  const header = [
    'Event',
    'Start',
    'Booking ID',
    'Name',
    'Email',
    'Phone',
    ...products,
    'Tickets',
    'Checked in',
    ...udfs,
    'Total',
    'Paid',
    'Balance',
    'Status',
  ];
  const records = events.flatMap((e) =>
    e.rows.map((r) => [
      e.eventName,
      e.startsAt.replace('T', ' '),
      String(r.bookingNo),
      r.name,
      r.email,
      r.phone,
      ...products.map((p) => String(r.quantities[p] ?? 0)),
      String(r.tickets),
      String(r.checkedIn),
      ...udfs.map((u) => r.answers[u] ?? ''),
      dollars(r.totalCents),
      dollars(r.paidCents),
      dollars(r.balanceCents),
      r.paid ? 'Paid' : 'Unpaid',
    ]),
  );
  return stringify([header, ...records]);
}
