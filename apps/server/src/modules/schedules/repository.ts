/** Schedules and the events they make (db/schema.ts `schedules`, `tour_events.schedule_id`). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingTypes, schedules, tourEvents, type BookingInfoDetailRow } from '../../db/schema';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleInsert = typeof schedules.$inferInsert;

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export async function insertSchedule(tx: Tx, values: ScheduleInsert): Promise<ScheduleRow> {
  const [row] = await tx.insert(schedules).values(values).returning();
  return row as ScheduleRow;
}

export async function updateScheduleRow(tx: Tx, scheduleId: number, values: Partial<ScheduleInsert>): Promise<ScheduleRow> {
  const [row] = await tx.update(schedules).set(values).where(eq(schedules.scheduleId, scheduleId)).returning();
  return row as ScheduleRow;
}

export async function deleteScheduleRow(tx: Tx, scheduleId: number): Promise<void> {
  await tx.delete(schedules).where(eq(schedules.scheduleId, scheduleId));
}

/** One schedule; `forUpdate` locks it (regeneration and the extend job of one schedule exclude each other). */
export async function findSchedule(
  db: Db | Tx,
  scheduleId: number,
  opts: { forUpdate?: boolean; skipLocked?: boolean } = {},
): Promise<ScheduleRow | undefined> {
  const q = db.select().from(schedules).where(eq(schedules.scheduleId, scheduleId));
  const [row] = opts.forUpdate ? await q.for('update', opts.skipLocked ? { skipLocked: true } : {}) : await q;
  return row;
}

/** Schedules by id, rows `start`..`end`, optionally of one booking type. */
export async function listSchedules(
  db: Db,
  q: { start: number; end: number; bookingTypeId?: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const where = q.bookingTypeId === undefined ? undefined : eq(schedules.bookingTypeId, q.bookingTypeId);
  const rows = await db
    .select()
    .from(schedules)
    .where(where)
    .orderBy(asc(schedules.scheduleId))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  const [n] = await db.select({ n: count() }).from(schedules).where(where);
  return { rows, total: n?.n ?? 0 };
}

/** What a schedule's events take from their booking type: its name, small image and booking info groups. */
export interface BookingTypeLook {
  name: string;
  smallImageUrl: string | null;
  bookingInfoDetails: BookingInfoDetailRow[];
}

/** A booking type's look (see BookingTypeLook), or undefined when there is none with that id. */
export async function bookingTypeLook(db: Db | Tx, bookingTypeId: number): Promise<BookingTypeLook | undefined> {
  const [row] = await db
    .select({ name: bookingTypes.name, smallImageUrl: bookingTypes.smallImageUrl, bookingInfoDetails: bookingTypes.bookingInfoDetails })
    .from(bookingTypes)
    .where(eq(bookingTypes.bookingTypeId, bookingTypeId));
  return row;
}

/** Ids of schedules whose events are made up to before `target` (a venue date) or never made. */
export async function schedulesToExtend(db: Db, target: string): Promise<number[]> {
  const rows = await db
    .select({ id: schedules.scheduleId })
    .from(schedules)
    .where(sql`${schedules.generatedUntil} is null or ${schedules.generatedUntil} < ${target}::date`);
  return rows.map((r) => r.id);
}

/** A schedule's event from `from` on, with what stops regeneration from touching it. */
/** What a schedule gives each of its events besides the times (service.ts `eventLooks`). */
export interface EventLooks {
  eventName: string;
  capacity: number;
  displayColor: string | null;
  tourDisplayDays: number;
  bookingInfo: string | null;
  bookingInfoText: string | null;
  smallImageUrl: string | null;
}

export interface ScheduledEvent extends EventLooks {
  tourEventId: number;
  startsAt: Date;
  endsAt: Date;
  /** Capacity-affecting seats sold, and whether any booking refers to the event at all. */
  sold: number;
  booked: boolean;
  /** Seats in live holds at `now`. */
  held: number;
}

/**
 * Locks a schedule's events starting at or after `from` (FOR UPDATE, in id order: seat takers and
 * bookings wait, as they do for a capacity change), then reads, in a fresh snapshot, what each
 * has sold and holds live at `now`.
 */
export async function lockScheduledEvents(
  tx: Tx,
  scheduleId: number,
  from: Date,
  now: Date,
  lockTimeoutMs: number,
): Promise<ScheduledEvent[]> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`);
  await tx.execute(sql`select 1 from tour_events where schedule_id = ${scheduleId} and starts_at >= ${from.toISOString()}::timestamptz
    order by tour_event_id for update`);
  const rows = rowsOf<ScheduledEvent>(
    await tx.execute(sql`select e.tour_event_id as "tourEventId", e.starts_at as "startsAt", e.ends_at as "endsAt", e.capacity, e.event_name as "eventName",
      e.display_color as "displayColor", e.tour_display_days as "tourDisplayDays", e.booking_info as "bookingInfo",
      e.booking_info_text as "bookingInfoText", e.small_image_url as "smallImageUrl",
      coalesce((select sum(s.quantity) from sold_seats s where s.tour_event_id = e.tour_event_id and s.affects_capacity), 0)::int as sold,
      (exists (select 1 from sold_seats s where s.tour_event_id = e.tour_event_id)
        or exists (select 1 from booking_lines l where l.tour_event_id = e.tour_event_id)
        or exists (select 1 from bookings b where b.tour_event_id = e.tour_event_id)) as booked,
      coalesce((select sum(h.seats) from tour_hold_seats h where h.tour_event_id = e.tour_event_id and h.expires_at > ${now.toISOString()}::timestamptz), 0)::int as held
      from tour_events e where e.schedule_id = ${scheduleId} and e.starts_at >= ${from.toISOString()}::timestamptz order by e.starts_at`),
  );
  return rows.map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
    sold: Number(r.sold),
    held: Number(r.held),
  }));
}

/** Deletes events (locked by lockScheduledEvents, without sales or live holds) and their lapsed hold rows. */
export async function deleteFreeEvents(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const list = sql`any(${`{${ids.join(',')}}`}::int[])`;
  await tx.execute(sql`delete from tour_hold_udfs where tour_event_id = ${list}`);
  await tx.execute(sql`delete from tour_holds where tour_event_id = ${list}`);
  await tx.execute(sql`delete from tour_hold_seats where tour_event_id = ${list}`);
  await tx.execute(sql`delete from tour_events where tour_event_id = ${list}`);
}

/** Sets the end and looks (name, capacity, colour…) of an event (locked by lockScheduledEvents, without sales or live holds). */
export async function updateFreeEvent(tx: Tx, id: number, values: EventLooks & { endsAt: Date }): Promise<void> {
  await tx.update(tourEvents).set(values).where(eq(tourEvents.tourEventId, id));
}

/**
 * Inserts a schedule's events; a start the schedule has already made is skipped (the unique
 * index on (schedule_id, starts_at), ON CONFLICT DO NOTHING), so concurrent extensions make each
 * event once. Returns how many were inserted.
 */
export async function insertScheduledEvents(
  db: Db | Tx,
  events: (EventLooks & { bookingTypeId: number; scheduleId: number; startsAt: Date; endsAt: Date })[],
): Promise<number> {
  let n = 0;
  for (let i = 0; i < events.length; i += 500) {
    const inserted = await db
      .insert(tourEvents)
      .values(events.slice(i, i + 500))
      .onConflictDoNothing({ target: [tourEvents.scheduleId, tourEvents.startsAt] })
      .returning({ id: tourEvents.tourEventId });
    n += inserted.length;
  }
  return n;
}

/** How many events a schedule has made (any time). */
export async function countScheduleEvents(db: Db, scheduleId: number): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(tourEvents)
    .where(and(eq(tourEvents.scheduleId, scheduleId)));
  return n?.n ?? 0;
}
