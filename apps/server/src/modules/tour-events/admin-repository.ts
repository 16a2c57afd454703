/**
 * Tour events as the back office sees them: seats sold, held and left at `now`.
 * "Left" is the availability formula of migration 0005 (`tour_event_seats`), the one the
 * storefront and the hold path use; sold and held are its two parts (capacity-affecting sold
 * lines, live held seats from `tour_hold_seats`), shown beside it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export interface AdminEventRow {
  tourEventId: number;
  bookingTypeId: number;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  closed: boolean;
  cancelled: boolean;
  scheduleId: number | null;
  sold: number;
  held: number;
  /** capacity − sold − held, as `tour_event_seats` computes it (may be < 0 only after an oversell). */
  seats: number;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

const columns = (now: Date) => sql`e.tour_event_id as "tourEventId", e.booking_type_id as "bookingTypeId", e.event_name as "eventName",
  e.starts_at as "startsAt", e.ends_at as "endsAt", e.capacity, e.closed, e.cancelled, e.schedule_id as "scheduleId",
  coalesce((select sum(s.quantity) from sold_seats s where s.tour_event_id = e.tour_event_id and s.affects_capacity), 0)::int as sold,
  coalesce((select sum(h.seats) from tour_hold_seats h where h.tour_event_id = e.tour_event_id and h.expires_at > ${now.toISOString()}::timestamptz), 0)::int as held,
  (select t.seats from tour_event_seats(e.tour_event_id, ${now.toISOString()}::timestamptz) t) as seats`;

const normalise = (r: AdminEventRow): AdminEventRow => ({
  ...r,
  startsAt: new Date(r.startsAt),
  endsAt: new Date(r.endsAt),
  sold: Number(r.sold),
  held: Number(r.held),
  seats: Number(r.seats),
});

export interface AdminEventFilter {
  bookingTypeId?: number;
  scheduleId?: number;
  /** Instants: events starting in [from, to). */
  from?: Date;
  to?: Date;
}

/** Events by start (then id), rows `start`..`end` (exclusive), with their seats at `now`, and how many match. */
export async function listAdminEvents(
  db: Db,
  f: AdminEventFilter,
  page: { start: number; end: number },
  now: Date,
): Promise<{ rows: AdminEventRow[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (f.bookingTypeId !== undefined) conditions.push(sql`e.booking_type_id = ${f.bookingTypeId}`);
  if (f.scheduleId !== undefined) conditions.push(sql`e.schedule_id = ${f.scheduleId}`);
  if (f.from) conditions.push(sql`e.starts_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) conditions.push(sql`e.starts_at < ${f.to.toISOString()}::timestamptz`);
  const where = sql.join(conditions, sql` and `);
  const rows = rowsOf<AdminEventRow>(
    await db.execute(sql`select ${columns(now)} from tour_events e where ${where}
      order by e.starts_at, e.tour_event_id offset ${page.start} limit ${Math.max(0, page.end - page.start)}`),
  );
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tour_events e where ${where}`));
  return { rows: rows.map(normalise), total: Number(n?.n ?? 0) };
}

/** One event with its seats at `now`, or undefined. */
export async function findAdminEvent(db: Db | Tx, tourEventId: number, now: Date): Promise<AdminEventRow | undefined> {
  const [row] = rowsOf<AdminEventRow>(
    await db.execute(sql`select ${columns(now)} from tour_events e where e.tour_event_id = ${tourEventId}`),
  );
  return row && normalise(row);
}

/**
 * Locks the event row the way seat takers do (`FOR NO KEY UPDATE`, as `take_event_seats` and
 * `claim_event_seats`), waiting at most `lockTimeoutMs` (then SQLSTATE 55P03). Every hold or
 * booking that commits before the lock is granted is then seen by the next statement (a fresh
 * snapshot under READ COMMITTED), and none can take seats until this transaction ends.
 */
export async function lockEventForSeats(tx: Tx, tourEventId: number, lockTimeoutMs: number): Promise<void> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${Math.max(1, Math.round(lockTimeoutMs))}ms`}, true)`);
  await tx.execute(sql`select 1 from tour_events where tour_event_id = ${tourEventId} for no key update`);
}

/** Writes an event's capacity and/or closed flag. */
export async function updateEventSettings(tx: Tx, tourEventId: number, change: { capacity?: number; closed?: boolean }): Promise<void> {
  const sets: SQL[] = [];
  if (change.capacity !== undefined) sets.push(sql`capacity = ${change.capacity}`);
  if (change.closed !== undefined) sets.push(sql`closed = ${change.closed}`);
  if (sets.length) await tx.execute(sql`update tour_events set ${sql.join(sets, sql`, `)} where tour_event_id = ${tourEventId}`);
}
