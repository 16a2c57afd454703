/**
 * Seat hold storage (docs/architecture.md#capacity-and-holds). A hold row counts against
 * an event only while `expires_at > now`; lapsed rows simply stop counting (no sweeper).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { HoldLineProduct } from '@gt/domain/hold-rules';
import type { UdfDefinition } from '@gt/domain/udf-rules';
import type { Db } from '../../db/client';
import { intArray, prepared } from '../../db/prepared';
import { bookingTypes, tourEvents, tourHoldUdfs, tourHolds, tourProducts, type UdfValueRow } from '../../db/schema';

export interface LockedEvent {
  tourEventId: number;
  bookingTypeId: number;
  eventName: string;
  startsAt: Date;
  cancelled: boolean;
  closed: boolean;
  tourDisplayDays: number;
  /** Whether the event's booking type is in a display area shown online. */
  shownOnline: boolean;
  minimumTickets: number;
  maximumTickets: number;
}

export interface HoldLine {
  tourEventId: number;
  tourProductId: number;
  quantity: number;
  affectsCapacity: boolean;
  expiresAt: Date;
}

const holdRefParam = sql.placeholder('holdRef');
const nowParam = sql`${sql.placeholder('now')}::timestamptz`;

/** SQL for the seats the hold `holdRef` may occupy on the current "tour_events" row's event at `now` (migration 0005). */
const seatsForHoldSql = sql<number>`(select t.seats from tour_event_seats_for_hold("tour_events"."tour_event_id", ${holdRefParam}, ${nowParam}) t)`;

/** A product of the event's booking type, as the hold rules and the hold response need it. */
export type StateProduct = HoldLineProduct & { name: string; sortOrder: number };

/** One line of a hold with what the hold response shows about it (holdSummaryRows). */
export type HoldSummaryRow = HoldLine & { eventName: string; startsAt: Date; productName: string; seats: number; udfValues: UdfValueRow[] | null };

/** Everything taking seats on one event reads, in one query, once the event is locked. */
export interface EventHoldState {
  event: LockedEvent;
  /** The booking type's products sold online (capacity flag, limits, name and sort order). */
  products: StateProduct[];
  /** The booking type's booking UDFs. */
  udfDefinitions: UdfDefinition[];
  /** Seats this hold may occupy: capacity − sold − everyone else's live holds. */
  seats: number;
  /** The hold's lines on the event (live and lapsed), by product. */
  lines: { tourProductId: number; quantity: number }[];
  /** Stored booking UDF values of the hold for the event, if any. */
  udfValues?: UdfValueRow[];
  /** Whether the hold has lines (live or lapsed) on other events. */
  onOtherEvents: boolean;
  /** Whether the hold has a unique coupon reservation live at `now` (to be moved on with its seats). */
  couponReserved: boolean;
}

/**
 * The event with its booking type's limits, online products and booking UDF definitions, the
 * seats available to this hold at `now`, its lines on the event, its stored UDF values,
 * whether it has lines on other events and a live unique coupon reservation: one query, without a lock (takeEventSeats re-checks the
 * seats and the lines under the lock). Undefined when the event does not exist.
 */
export function eventHoldState(db: Db, tourEventId: number, holdRef: string, now: Date): Promise<EventHoldState | undefined> {
  return prepared(db, 'event_hold_state', (d) =>
    d
      .select({
        tourEventId: tourEvents.tourEventId,
        bookingTypeId: tourEvents.bookingTypeId,
        eventName: tourEvents.eventName,
        startsAt: tourEvents.startsAt,
        cancelled: tourEvents.cancelled,
        closed: tourEvents.closed,
        tourDisplayDays: tourEvents.tourDisplayDays,
        shownOnline: sql<boolean>`exists (select 1 from display_area_booking_types d join display_areas a
          on a.display_area_no = d.display_area_no where d.booking_type_id = "tour_events"."booking_type_id" and a.show_online)`,
        minimumTickets: bookingTypes.minimumTickets,
        maximumTickets: bookingTypes.maximumTickets,
        products: sql<StateProduct[] | null>`(select json_agg(json_build_object('TourProductID', p.tour_product_id,
          'AffectsCapacity', p.affects_capacity, 'MinimumTickets', p.minimum_tickets, 'MaximumTickets', p.maximum_tickets,
          'name', p.name, 'sortOrder', p.sort_order))
          from booking_type_products b join tour_products p on p.tour_product_id = b.tour_product_id
          where b.booking_type_id = "tour_events"."booking_type_id" and p.available_online)`,
        udfDefinitions: sql<UdfDefinition[] | null>`(select json_agg(json_build_object('UDFID', u.udf_id, 'UDFName', u.name,
          'UDFType', u.udf_type, 'IsRequired', u.is_required, 'UDFLength', u.length, 'Picklist', u.picklist))
          from booking_type_udfs b join user_defined_fields u on u.udf_id = b.udf_id
          where b.booking_type_id = "tour_events"."booking_type_id")`,
        seats: seatsForHoldSql,
        lines: sql<{ tourProductId: number; quantity: number }[] | null>`(select json_agg(json_build_object('tourProductId',
          l.tour_product_id, 'quantity', l.quantity) order by l.tour_product_id) from tour_holds l
          where l.hold_ref = ${holdRefParam} and l.tour_event_id = "tour_events"."tour_event_id")`,
        udfValues: sql<UdfValueRow[] | null>`(select u.udf_values from tour_hold_udfs u
          where u.hold_ref = ${holdRefParam} and u.tour_event_id = "tour_events"."tour_event_id")`,
        onOtherEvents: sql<boolean>`exists (select 1 from tour_holds x where x.hold_ref = ${holdRefParam}
          and x.tour_event_id <> "tour_events"."tour_event_id")`,
        couponReserved: sql<boolean>`exists (select 1 from unique_coupon_holds c where c.tour_hold_ref = ${holdRefParam}
          and c.expires_at > ${nowParam})`,
      })
      .from(tourEvents)
      .innerJoin(bookingTypes, eq(bookingTypes.bookingTypeId, tourEvents.bookingTypeId))
      .where(eq(tourEvents.tourEventId, sql.placeholder('tourEventId')))
      .prepare('event_hold_state'),
  )
    .execute({ tourEventId, holdRef, now: now.toISOString() })
    .then(([row]) => {
      if (!row) return undefined;
      const { products, udfDefinitions, seats, lines, udfValues, onOtherEvents, couponReserved, ...event } = row;
      return {
        event,
        products: products ?? [],
        udfDefinitions: udfDefinitions ?? [],
        seats: Number(seats),
        lines: lines ?? [],
        udfValues: udfValues ?? undefined,
        onOtherEvents: Boolean(onOtherEvents),
        couponReserved: Boolean(couponReserved),
      };
    });
}

const holdLineColumns = {
  tourEventId: tourHolds.tourEventId,
  tourProductId: tourHolds.tourProductId,
  quantity: tourHolds.quantity,
  affectsCapacity: tourHolds.affectsCapacity,
  expiresAt: tourHolds.expiresAt,
};

/** Lines of a hold (live and lapsed), optionally of one event, by event and product. */
export async function holdLines(db: Db, holdRef: string, tourEventId?: number): Promise<HoldLine[]> {
  return db
    .select(holdLineColumns)
    .from(tourHolds)
    .where(and(eq(tourHolds.holdRef, holdRef), tourEventId === undefined ? undefined : eq(tourHolds.tourEventId, tourEventId)))
    .orderBy(asc(tourHolds.tourEventId), asc(tourHolds.tourProductId));
}

export type TakeSeatsOutcome = 'taken' | 'refused' | 'stale' | 'event_limit' | 'client_limit' | 'lifetime';

/** Per-client hold limits passed to take_event_seats (0: off); see config `HoldLimits`. */
export interface HoldLimitArgs {
  /** The requesting client (http/client-key.ts); a hold keeps the client that started it. */
  clientKey: string;
  seatsPerEvent: number;
  seatsPerClient: number;
  maxHoldSeconds: number;
  /** The lines live at least until then (a checkout re-taking its seats). */
  minExpiresAt?: Date;
}

/**
 * Takes seats for a hold on one event in PostgreSQL (function take_event_seats, migration 0008),
 * as one statement: the client's advisory lock when a per-client total applies, lock the event
 * row (bounded by `lockTimeoutMs`; 55P03 when it elapses) unless `lock` is false (race-test
 * control only), recompute the seats this hold may occupy in a fresh snapshot, and, when the
 * hold's lines are still `expected`, the event is open with enough seats for `lines` and the
 * client stays within `limits`, make the hold's lines on the event exactly `lines` and store
 * `udfs` when given. The lines expire at `expiresAt`, but never later than the hold's start plus
 * `limits.maxHoldSeconds` nor earlier than `limits.minExpiresAt`. Outcomes: `taken`; `refused`
 * (no seats, too few, or the event cancelled or closed); `stale` (the lines changed since they
 * were read); `event_limit` / `client_limit` (`seats`: what the client may still add);
 * `lifetime` (the hold reached its total lifetime). `seats`: what the hold may occupy, as checked
 * under the lock; `expiresAt`: the lines' expiry. Autocommit on a Db; on a transaction the lock
 * lasts until it ends.
 */
export async function takeEventSeats(
  db: Db,
  t: {
    holdRef: string;
    tourEventId: number;
    expected: { tourProductId: number; quantity: number }[];
    lines: { tourProductId: number; quantity: number; affectsCapacity: boolean }[];
    udfs?: UdfValueRow[];
    expiresAt: Date;
    now: Date;
    lock: boolean;
    lockTimeoutMs: number;
    limits: HoldLimitArgs;
    /**
     * Autocommit only: the statement's COMMIT returns (and releases the event lock) without
     * waiting for its WAL flush (`synchronous_commit` off for this transaction). A crash may then
     * lose the holds answered in the last few hundred ms, never a sale: a booking's synchronous
     * COMMIT flushes every hold written before it. On a transaction: false (its own setting).
     */
    lazyCommit: boolean;
  },
): Promise<{ outcome: TakeSeatsOutcome; seats: number; expiresAt: Date }> {
  const lines = t.lines.map((l) => ({ tour_product_id: l.tourProductId, quantity: l.quantity, affects_capacity: l.affectsCapacity }));
  const expected = [...t.expected].sort((a, b) => a.tourProductId - b.tourProductId).map((l) => [l.tourProductId, l.quantity]);
  const p = (name: string) => sql.placeholder(name);
  const [row] = await prepared(db, 'take_event_seats', (d) =>
    d
      .select({
        outcome: sql<TakeSeatsOutcome>`outcome`,
        seats: sql<number | null>`seats_for_hold`,
        expiresAt: sql<string>`expires_at`,
        // Transaction-local, read at COMMIT: with it on, the event row stays locked until the WAL flush.
        commit: sql<string>`set_config('synchronous_commit', case when ${p('lazyCommit')}::boolean then 'off'
          else current_setting('synchronous_commit') end, true)`,
      })
      .from(
        sql`take_event_seats(${p('holdRef')}, ${p('tourEventId')}::int, ${p('lines')}::jsonb, ${p('expected')}::jsonb, ${p('udfs')}::jsonb,
          ${p('expiresAt')}::timestamptz, ${p('now')}::timestamptz, ${p('lock')}::boolean, ${p('lockTimeoutMs')}::int,
          ${p('clientKey')}::text, ${p('seatsPerEvent')}::int, ${p('seatsPerClient')}::int, ${p('maxHoldSeconds')}::int,
          ${p('minExpiresAt')}::timestamptz)`,
      )
      .prepare('take_event_seats'),
  ).execute({
    holdRef: t.holdRef,
    tourEventId: t.tourEventId,
    lines: JSON.stringify(lines),
    expected: JSON.stringify(expected),
    udfs: t.udfs ? JSON.stringify(t.udfs) : null,
    expiresAt: t.expiresAt.toISOString(),
    now: t.now.toISOString(),
    lock: t.lock,
    lockTimeoutMs: Math.max(1, Math.round(t.lockTimeoutMs)),
    clientKey: t.limits.clientKey,
    seatsPerEvent: t.limits.seatsPerEvent,
    seatsPerClient: t.limits.seatsPerClient,
    maxHoldSeconds: Math.round(t.limits.maxHoldSeconds),
    minExpiresAt: t.limits.minExpiresAt?.toISOString() ?? null,
    lazyCommit: t.lazyCommit,
  });
  if (!row) throw new Error('take_event_seats returned no row');
  return { outcome: row.outcome, seats: Number(row.seats ?? 0), expiresAt: new Date(row.expiresAt) };
}

/**
 * The last step of a booking transaction (function claim_event_seats, migration 0008), after its
 * sale is written: locks the events in id order (bounded by `lockTimeoutMs`; 55P03) unless `lock`
 * is false (race-test control only), then checks that each is still bookable (else SQLSTATE
 * GT410 EVENT_NOT_BOOKABLE, message the event id; `checkState` false: control only), claims the hold's lines on them exactly once
 * (deleted; they must be exactly `lines`, else GT411 HOLD_NOT_CLAIMED) unless `claim` is false
 * (control only), and checks that none is oversold (else GT409 EVENT_OVERSOLD, message the event
 * id); any failure rolls the transaction back. Sent before it returns, so that COMMIT can follow
 * unawaited. `alongside`: the booking's other writes (insert or update statements), run in the
 * same statement as data-modifying WITH queries, one round trip for all.
 */
export function claimEventSeats(
  tx: Db,
  c: {
    holdRef: string;
    lines: { tourEventId: number; tourProductId: number; quantity: number }[];
    now: Date;
    lock: boolean;
    claim: boolean;
    checkState: boolean;
    lockTimeoutMs: number;
  },
  alongside: readonly SQL[] = [],
): Promise<void> {
  const events = [...new Set(c.lines.map((l) => l.tourEventId))].sort((a, b) => a - b);
  const writes = alongside.length ? sql`with ${sql.join(alongside.map((w, i) => sql`${sql.raw(`w${i + 1}`)} as (${w})`), sql`, `)} ` : sql``;
  const lines = [...c.lines]
    .sort((a, b) => a.tourEventId - b.tourEventId || a.tourProductId - b.tourProductId)
    .map((l) => [l.tourEventId, l.tourProductId, l.quantity]);
  return tx
    .execute(
      sql`${writes}select claim_event_seats(${intArray(events)}::int[], ${c.holdRef}, ${JSON.stringify(lines)}::jsonb,
        ${c.now.toISOString()}::timestamptz, ${c.lock}::boolean, ${c.claim}::boolean, ${c.checkState}::boolean,
        ${Math.max(1, Math.round(c.lockTimeoutMs))}::int)`,
    )
    .then(() => undefined);
}

/**
 * Deletes a hold's lines and UDF values, on the given events or on all of them, in one
 * statement (sent before it returns).
 */
export function deleteHold(db: Db, holdRef: string, tourEventIds?: number[]): Promise<void> {
  const onEvents = tourEventIds ? sql` and tour_event_id = any(${intArray(tourEventIds)}::int[])` : sql``;
  return db
    .execute(
      sql`with lines as (delete from tour_holds where hold_ref = ${holdRef}${onEvents}),
        udfs as (delete from tour_hold_udfs where hold_ref = ${holdRef}${onEvents})
      select 1`,
    )
    .then(() => undefined);
}

/** Stored booking UDF values of a hold, by event. */
export async function holdUdfValues(db: Db, holdRef: string): Promise<Map<number, UdfValueRow[]>> {
  const rows = await db.select().from(tourHoldUdfs).where(eq(tourHoldUdfs.holdRef, holdRef));
  return new Map(rows.map((r) => [r.tourEventId, r.udfValues]));
}

/**
 * A hold's lines with event and product names, the seats the hold may occupy on each line's
 * event at `now` and the event's stored UDF values (everything the hold response needs, in one
 * query), by event start and product.
 */
export async function holdSummaryRows(
  db: Db,
  holdRef: string,
  now: Date,
): Promise<HoldSummaryRow[]> {
  const rows = await prepared(db, 'hold_summary', (d) =>
    d
      .select({
        ...holdLineColumns,
        eventName: tourEvents.eventName,
        startsAt: tourEvents.startsAt,
        productName: tourProducts.name,
        seats: seatsForHoldSql,
        udfValues: tourHoldUdfs.udfValues,
      })
      .from(tourHolds)
      .innerJoin(tourEvents, eq(tourEvents.tourEventId, tourHolds.tourEventId))
      .innerJoin(tourProducts, eq(tourProducts.tourProductId, tourHolds.tourProductId))
      .leftJoin(tourHoldUdfs, and(eq(tourHoldUdfs.holdRef, tourHolds.holdRef), eq(tourHoldUdfs.tourEventId, tourHolds.tourEventId)))
      .where(eq(tourHolds.holdRef, holdRefParam))
      .orderBy(asc(tourEvents.startsAt), asc(tourHolds.tourEventId), asc(tourProducts.sortOrder), asc(tourHolds.tourProductId))
      .prepare('hold_summary'),
  ).execute({ holdRef, now: now.toISOString() });
  return rows.map((r) => ({ ...r, seats: Number(r.seats) }));
}
