/**
 * Bench data added to the seeded demo store, in the bench's own database: events with a large
 * capacity for the load phases, a busy booking type with a month of events (12 a day) that
 * already carry sales and live holds, for the month listing, and earlier bookings for the back
 * office's reports and search in the mixed load phase.
 */
import { randomBytes } from 'node:crypto';
import { addDays, venueDate, venueLocalToInstant } from '@gt/domain/venue-time';
import type pg from 'pg';
import { createHotRow } from '../scenarios/baseline-node';
import { seedBookings } from './booking-seed';

/** Timed Admission of the demo: products 1–4 (Adult, Child, Senior, Parking Pass), 1–10 tickets. */
export const TIMED_ADMISSION = 1;
export const ADULT = 1;

/** Gift cards of the promotions checkout phase: BENCH_GIFT_CARDS cards of BENCH_GIFT_CARD_CENTS, one per checkout. */
export const BENCH_GIFT_CARDS = 200_000;
export const BENCH_GIFT_CARD_CENTS = 1000;
export const benchGiftCardNo = (n: number) => `BENCH${String(((n - 1) % BENCH_GIFT_CARDS) + 1).padStart(11, '0')}`;

/** Issues the bench's gift cards (no PIN) in two statements. */
export async function addBenchGiftCards(c: pg.Client): Promise<void> {
  await c.query(
    `insert into gift_cards (giftcard_no, created_at) select 'BENCH' || lpad(g::text, 11, '0'), now() from generate_series(1, $1::int) g`,
    [BENCH_GIFT_CARDS],
  );
  await c.query(
    `insert into gift_card_ledger (giftcard_no, kind, amount_cents, created_at)
     select 'BENCH' || lpad(g::text, 11, '0'), 'issue', $2::int, now() from generate_series(1, $1::int) g`,
    [BENCH_GIFT_CARDS, BENCH_GIFT_CARD_CENTS],
  );
}

/** Adds a Timed Admission event starting `daysAhead` days from now at 10:00 venue time; returns its id. */
export async function addEvent(c: pg.Client, o: { name: string; capacity: number; daysAhead: number; zone: string }): Promise<number> {
  const startsAt = venueLocalToInstant(`${addDays(venueDate(new Date(), o.zone), o.daysAhead)}T10:00`, o.zone);
  const { rows } = await c.query<{ id: number }>(
    `insert into tour_events (booking_type_id, event_name, starts_at, ends_at, capacity)
     values ($1, $2, $3, $3::timestamptz + interval '1 hour', $4) returning tour_event_id as id`,
    [TIMED_ADMISSION, o.name, startsAt, o.capacity],
  );
  return (rows[0] as { id: number }).id;
}

export interface BusyMonth {
  bookingTypeId: number;
  /** Venue dates, inclusive (the whole next calendar month). */
  from: string;
  to: string;
  events: number;
}

const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];

/**
 * A copy of Timed Admission with 12 hourly slots a day for every day of next month (336–372
 * events), each with 20 earlier sales and 5 live holds, so that SeatsAvailable has rows to sum.
 */
export async function addBusyMonth(c: pg.Client, zone: string): Promise<BusyMonth> {
  const { rows } = await c.query<{ id: number }>(
    `insert into booking_types (name, info, terms, minimum_tickets, maximum_tickets, small_image_url, large_image_url)
     select 'Bench Busy Admission', info, terms, minimum_tickets, maximum_tickets, small_image_url, large_image_url
     from booking_types where booking_type_id = $1 returning booking_type_id as id`,
    [TIMED_ADMISSION],
  );
  const bookingTypeId = (rows[0] as { id: number }).id;
  await c.query(`insert into booking_type_products select $1, tour_product_id from booking_type_products where booking_type_id = $2`, [bookingTypeId, TIMED_ADMISSION]);
  await c.query(`insert into booking_type_udfs select $1, udf_id from booking_type_udfs where booking_type_id = $2`, [bookingTypeId, TIMED_ADMISSION]);

  const today = venueDate(new Date(), zone);
  const from = `${addDays(`${today.slice(0, 8)}01`, 40).slice(0, 8)}01`;
  const starts: Date[] = [];
  for (let d = from; d.slice(0, 7) === from.slice(0, 7); d = addDays(d, 1)) {
    for (const t of SLOTS) starts.push(venueLocalToInstant(`${d}T${t}`, zone));
  }
  const to = venueDate(starts[starts.length - 1] as Date, zone);
  const inserted = await c.query<{ id: number }>(
    `insert into tour_events (booking_type_id, event_name, starts_at, ends_at, capacity, display_color)
     select $1, 'Bench Busy Admission', s, s + interval '1 hour', 200, '#1565c0' from unnest($2::timestamptz[]) s
     returning tour_event_id as id`,
    [bookingTypeId, starts],
  );
  const ids = inserted.rows.map((r) => r.id);
  await c.query(
    `insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity)
     select e, $2, 1 + (n % 3), true from unnest($1::int[]) e, generate_series(1, 20) n`,
    [ids, ADULT],
  );
  await c.query(
    `insert into tour_holds (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at)
     select $2 || e || '_' || n, e, $3, 2, true, now() + interval '1 hour' from unnest($1::int[]) e, generate_series(1, 5) n`,
    [ids, `bench_${randomBytes(4).toString('hex')}_`, ADULT],
  );
  return { bookingTypeId, from, to, events: ids.length };
}

/** Earlier bookings: over the demo's Timed Admission events, sold over the last 30 days; and on the mixed load's event, sold today. */
export const EARLIER_BOOKINGS = { demoEvents: 20_000, mixedEvent: 1_000 };

/**
 * Earlier bookings (lib/booking-seed.ts) for the mixed load phase: EARLIER_BOOKINGS.demoEvents
 * on the demo's events (what the booking search looks through, ~1/30 of them sold today: the
 * day's sales report), and EARLIER_BOOKINGS.mixedEvent on `mixedEventId` (its manifest), sold
 * today. They take no seats (no sold_seats rows), so the phases' seat counts stay their own.
 */
export async function addEarlierBookings(c: pg.Client, mixedEventId: number): Promise<void> {
  const run = async <T>(q: string) => (await c.query(q)).rows as T[];
  const demoEvents = `select tour_event_id from tour_events where booking_type_id = ${TIMED_ADMISSION} and event_name not like 'Bench %'`;
  await seedBookings(run, { bookings: EARLIER_BOOKINGS.demoEvents, tag: 'earlier', events: demoEvents, days: 30 });
  await seedBookings(run, { bookings: EARLIER_BOOKINGS.mixedEvent, tag: 'mixed', events: `select ${mixedEventId} as tour_event_id` });
}

/**
 * All bench data: events of capacity 10,000,000 for the load phases (they do not sell out), a
 * 2,000-seat event for the sell-out check, earlier bookings, the busy month and the baseline's hot row; then
 * VACUUM ANALYZE, as autovacuum would have done for data that built up over weeks (statistics
 * and the visibility map that index-only scans need).
 */
export async function addBenchData(c: pg.Client, zone: string) {
  const big = 10_000_000;
  const events = {
    warmUp: await addEvent(c, { name: 'Bench warm-up', capacity: big, daysAhead: 7, zone }),
    hot: await addEvent(c, { name: 'Bench hot event', capacity: big, daysAhead: 8, zone }),
    steady: await addEvent(c, { name: 'Bench hot event at the target rate', capacity: big, daysAhead: 8, zone }),
    sellOut: await addEvent(c, { name: 'Bench sell-out', capacity: 2_000, daysAhead: 9, zone }),
    checkout: await addEvent(c, { name: 'Bench checkout event', capacity: big, daysAhead: 10, zone }),
    promotions: await addEvent(c, { name: 'Bench promotions checkout event', capacity: big, daysAhead: 11, zone }),
    // The checkout event's day: that day's bookings are the checkouts' and the mixed phase's.
    mixed: await addEvent(c, { name: 'Bench mixed load checkout event', capacity: big, daysAhead: 10, zone }),
  };
  await addEarlierBookings(c, events.mixed);
  const month = await addBusyMonth(c, zone);
  await createHotRow(c);
  await c.query('vacuum analyze');
  return { events, month };
}
