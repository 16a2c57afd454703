/**
 * Seat holds (spec 01 §4 "Events", §5 "Add event to cart", §7 POST TourHolds;
 * docs/architecture.md#capacity-and-holds). Taking seats: read the event's state and check the
 * rules (domain `checkEventHold`) without a lock, then lock the event row → recompute availability
 * → write the hold in one statement inside PostgreSQL (take_event_seats), so that the lock is held
 * for no round trip to this server. Freeing seats needs no lock. Expiry uses the injected clock.
 */
import type { HeldEvent, TourHoldAction, TourHoldResponse, UdfValue } from '@gt/contract/holds';
import { nextQuantities } from '@gt/domain/cart';
import { bookNowOption, isOfferedOnline } from '@gt/domain/event-visibility';
import { checkEventHold, type HoldCheckInput, type HoldProblem } from '@gt/domain/hold-rules';
import { messages } from '@gt/domain/messages';
import { udfValuesProblem } from '@gt/domain/udf-rules';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../../lib/pg-error';
import { newHoldRef } from '../../lib/random-codes';
import { extendUniqueCouponHolds } from '../coupons/repository';
import {
  deleteHold,
  eventHoldState,
  holdSummaryRows,
  takeEventSeats,
  type HoldLimitArgs,
  type HoldSummaryRow,
  type LockedEvent,
} from './repository';

/** How long a transaction waits for another one holding the event's row lock. */
export const HOLD_LOCK_TIMEOUT_MS = 3000;

export interface EventHoldChange {
  holdRef: string;
  tourEventId: number;
  /** The request's action, or `checkout`: the lines become exactly `products` (payment). */
  action: Exclude<TourHoldAction, 'reset'> | 'checkout';
  products: { TourProductID: number; Quantity: number }[];
  /** Replace the event's stored booking UDF values when given. */
  udfs?: UdfValue[];
  /** The requesting client (http/client-key.ts) for the per-client limits; '' for none (checkout). */
  clientKey: string;
}

const STAGE: Record<EventHoldChange['action'], HoldCheckInput['stage']> = {
  add: 'add',
  set: 'change',
  remove: 'change',
  checkout: 'checkout',
};

/** How many times a change re-reads the hold when its lines changed under it (two tabs at once). */
const STALE_RETRIES = 5;

/**
 * Applies a change to a hold's lines on one event (spec 01 §5, §7;
 * docs/architecture.md#capacity-and-holds). Reads the event's state without a lock, applies
 * the spec's rules (domain `checkEventHold`, UDF rules), then takes the seats in one statement
 * (takeEventSeats: event lock, seats recomputed, write). On a Db the change commits by itself;
 * on a transaction the event stays locked until it ends. Errors (spec 01 §5 texts): 404 unknown
 * event; 409 "Tickets not longer available, please choose another time" / "Maximum of N tickets
 * available"; 400 product not sold for the event, ticket minimum/maximum, a UDF the booking type
 * does not use, a UDF value its field does not allow (domain udfValuesProblem), "Please fill all
 * required UDFs."; 503 when the event stays locked longer than HOLD_LOCK_TIMEOUT_MS; 409 when the
 * event is not offered online (beyond TourDisplayDays, or its booking type in no display area
 * shown online) or the client would exceed `HoldLimits`, or the hold reached
 * HoldLimits.MaxHoldMinutes. New lines expire HoldMinutes from now (rounded up to the second),
 * never later than the hold's start plus MaxHoldMinutes.
 * With `newRefIfUnknown`, a hold reference without any line is replaced by a fresh one.
 * Returns the event, the hold reference and, when the hold has no other event, its summary rows.
 */
export async function changeEventHold(
  ctx: AppContext,
  db: Db,
  c: EventHoldChange & { newRefIfUnknown?: boolean },
): Promise<HoldChanged> {
  for (let attempt = 0; ; attempt++) {
    const taken = await tryEventHold(ctx, db, c);
    if (taken) return taken;
    if (attempt === STALE_RETRIES) throw new ApiError(503, messages.eventBusy);
  }
}

interface HoldChanged {
  event: LockedEvent;
  holdRef: string;
  /** The whole hold's summary rows when the hold has no lines on other events (no query needed). */
  summary?: HoldSummaryRow[];
}

/** One read-check-take pass of changeEventHold; undefined when the hold's lines changed meanwhile. */
async function tryEventHold(ctx: AppContext, db: Db, c: EventHoldChange & { newRefIfUnknown?: boolean }): Promise<HoldChanged | undefined> {
  const now = ctx.clock();
  const hooks = ctx.testHooks;
  const state = await eventHoldState(db, c.tourEventId, c.holdRef, now);
  if (!state) throw new ApiError(404, messages.tourEventNotFound(c.tourEventId));
  const known = state.onOtherEvents || state.lines.length > 0;
  const holdRef = c.newRefIfUnknown && !known ? newHoldRef() : c.holdRef;
  const { event } = state;
  const next = nextQuantities(new Map(state.lines.map((l) => [l.tourProductId, l.quantity])), c.action, c.products);
  if (next.size === 0) {
    await deleteHold(db, holdRef, [c.tourEventId]);
    return { event, holdRef, summary: state.onOtherEvents ? undefined : [] };
  }
  // Releasing seats is always allowed; taking or keeping them needs an event offered online.
  if (!isOfferedOnline({ ...event, now })) throw new ApiError(409, messages.ticketsNoLongerAvailable);
  const sold = new Map(state.products.map((p) => [p.TourProductID, p]));
  const lines = [...next].map(([id, quantity]) => {
    const product = sold.get(id);
    if (!product) throw new ApiError(400, messages.tourProductNotForEvent(id));
    return { product, quantity };
  });
  const check = (seats: number) =>
    checkEventHold({
      stage: STAGE[c.action],
      bookNowOption: bookNowOption({ ...event, seatsAvailable: seats, now }),
      seatsAvailable: seats,
      bookingType: { MinimumTickets: event.minimumTickets, MaximumTickets: event.maximumTickets },
      lines,
    });
  const refuse = (problem: HoldProblem) => new ApiError(problem.kind === 'unavailable' ? 409 : 400, problem.message);
  const problem = check(state.seats);
  if (problem) throw refuse(problem);
  const udfValues = c.udfs ?? state.udfValues ?? [];
  const definitions = state.udfDefinitions;
  const foreign = c.udfs?.find((u) => !definitions.some((d) => d.UDFID === u.UDFID));
  if (foreign) throw new ApiError(400, messages.udfNotForEvent(foreign.UDFID));
  const udfProblem = udfValuesProblem(definitions, udfValues);
  if (udfProblem) throw new ApiError(400, udfProblem.message);
  // Whole seconds (rounded up): holds taken in the same second share one tour_hold_seats row.
  const expiresAt = new Date(Math.ceil((now.getTime() + ctx.config.HoldMinutes * 60_000) / 1000) * 1000);
  const taken = await takeEventSeats(db, {
    holdRef,
    tourEventId: c.tourEventId,
    expected: holdRef === c.holdRef ? state.lines : [],
    lines: lines.map((l) => ({ tourProductId: l.product.TourProductID, quantity: l.quantity, affectsCapacity: l.product.AffectsCapacity })),
    udfs: c.udfs,
    expiresAt,
    now,
    lock: !hooks?.skipHoldLock,
    lockTimeoutMs: HOLD_LOCK_TIMEOUT_MS,
    limits: holdLimits(ctx, c, now),
    lazyCommit: db === ctx.db,
  }).catch((err: unknown) => {
    if (pgErrorCode(err) === LOCK_NOT_AVAILABLE) throw new ApiError(503, messages.eventBusy);
    throw err;
  });
  await hooks?.afterAvailabilityCheck?.();
  switch (taken.outcome) {
    case 'stale':
      return undefined;
    case 'refused':
      throw refuse(check(taken.seats) ?? { kind: 'unavailable', message: messages.ticketsNoLongerAvailable });
    case 'event_limit':
      throw new ApiError(409, messages.holdLimitPerEvent(ctx.config.HoldLimits.SeatsPerEvent));
    case 'client_limit':
      throw new ApiError(409, messages.holdLimitPerClient(ctx.config.HoldLimits.SeatsPerClient));
    case 'lifetime':
      throw new ApiError(409, messages.holdLifetimeReached(ctx.config.HoldLimits.MaxHoldMinutes));
  }
  // The cart's unique coupon reservations that are still live last as long as its seats now (one
  // taken since the read lapses with the seats it saw; a payment then reserves its units again).
  if (state.couponReserved && holdRef === c.holdRef) await extendUniqueCouponHolds(db, holdRef, now);
  // The event's lines are now exactly `lines`, all expiring at `expiresAt`; the seats the hold may
  // occupy do not change with its own lines. Ordered as holdSummaryRows orders them.
  const summary = state.onOtherEvents
    ? undefined
    : lines
        .map(({ product: p, quantity }) => ({
          tourEventId: c.tourEventId,
          tourProductId: p.TourProductID,
          quantity,
          affectsCapacity: p.AffectsCapacity,
          expiresAt: taken.expiresAt,
          eventName: event.eventName,
          startsAt: event.startsAt,
          productName: p.name,
          sortOrder: p.sortOrder,
          seats: taken.seats,
          udfValues: c.udfs ?? state.udfValues ?? null,
        }))
        .sort((a, b) => a.sortOrder - b.sortOrder || a.tourProductId - b.tourProductId)
        .map(({ sortOrder: _sortOrder, ...row }) => row);
  return { event, holdRef, summary };
}

/**
 * The per-client limits of a change (config `HoldLimits`): off for the checkout stage (the order
 * re-takes exactly what was held; its lines live at least HOLD_MARGIN_MS for the payment).
 */
function holdLimits(ctx: AppContext, c: EventHoldChange, now: Date): HoldLimitArgs {
  const l = ctx.config.HoldLimits;
  const maxHoldSeconds = l.MaxHoldMinutes * 60;
  if (c.action === 'checkout')
    return { clientKey: '', seatsPerEvent: 0, seatsPerClient: 0, maxHoldSeconds, minExpiresAt: new Date(now.getTime() + HOLD_MARGIN_MS) };
  return { clientKey: c.clientKey, seatsPerEvent: l.SeatsPerEvent, seatsPerClient: l.SeatsPerClient, maxHoldSeconds };
}

/** A live hold must stay live at least this long to carry a checkout without re-taking its seats. */
export const HOLD_MARGIN_MS = 2 * 60_000;

export interface TourHoldInput {
  TourHoldRef?: string;
  Action: TourHoldAction;
  TourEventID?: number;
  TourProducts: { TourProductID: number; Quantity: number }[];
  BookingUDFs?: UdfValue[];
}

/**
 * POST TourHolds (spec 01 §7): applies add / set / remove to one event of the hold
 * (changeEventHold) and returns the whole hold; `reset` releases it and returns null (HTTP 204). An
 * unknown or missing TourHoldRef starts a new hold with a fresh reference.
 */
export async function postTourHold(ctx: AppContext, body: TourHoldInput, clientKey: string): Promise<TourHoldResponse | null> {
  if (body.Action === 'reset') {
    await releaseHold(ctx, body.TourHoldRef as string);
    return null;
  }
  const change = {
    holdRef: body.TourHoldRef ?? newHoldRef(),
    newRefIfUnknown: true,
    tourEventId: body.TourEventID as number,
    action: body.Action as EventHoldChange['action'],
    products: body.TourProducts,
    udfs: body.BookingUDFs,
    clientKey,
  };
  // Tests that widen the race window (afterAvailabilityCheck) need the commit after the hook.
  const { holdRef, summary } = ctx.testHooks
    ? await ctx.db.transaction((tx) => changeEventHold(ctx, tx, change))
    : await changeEventHold(ctx, ctx.db, change);
  return summary ? holdResponse(ctx, holdRef, summary) : getTourHold(ctx, holdRef);
}

/** Releases every line of a hold (cart reset, idle discard). No lock needed: it only frees seats. */
export async function releaseHold(ctx: AppContext, holdRef: string): Promise<void> {
  await deleteHold(ctx.db, holdRef);
}

/**
 * The hold's events with their lines, UDF values, expiry (UTC ISO, seconds left; 0 when lapsed)
 * and the seats this visitor can hold; top-level ExpiresAt is the earliest event expiry.
 */
export async function getTourHold(ctx: AppContext, holdRef: string): Promise<TourHoldResponse> {
  return holdResponse(ctx, holdRef, await holdSummaryRows(ctx.db, holdRef, ctx.clock()));
}

/** The TourHolds response of a hold from its summary rows (holdSummaryRows' order). */
function holdResponse(ctx: AppContext, holdRef: string, rows: readonly HoldSummaryRow[]): TourHoldResponse {
  const now = ctx.clock();
  const zone = ctx.config.Public.VenueTimeZone;
  const secondsLeft = (at: Date) => Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));
  const byEvent = new Map<number, { event: HeldEvent; expiresAt: Date }>();
  for (const r of rows) {
    let e = byEvent.get(r.tourEventId);
    if (!e) {
      e = {
        expiresAt: r.expiresAt,
        event: {
          TourEventID: r.tourEventId,
          EventName: r.eventName,
          EventStartDateTime: formatVenueDateTime(r.startsAt, zone),
          SeatsAvailable: Math.max(0, r.seats),
          ExpiresAt: '',
          SecondsLeft: 0,
          TourProducts: [],
          BookingUDFs: r.udfValues ?? [],
        },
      };
      byEvent.set(r.tourEventId, e);
    }
    if (r.expiresAt < e.expiresAt) e.expiresAt = r.expiresAt;
    e.event.TourProducts.push({
      TourProductID: r.tourProductId,
      TourProductName: r.productName,
      Quantity: r.quantity,
      AffectsCapacity: r.affectsCapacity,
    });
  }
  const events = [...byEvent.values()].map(({ event, expiresAt }) => ({
    ...event,
    ExpiresAt: expiresAt.toISOString(),
    SecondsLeft: secondsLeft(expiresAt),
  }));
  const earliest = [...byEvent.values()].map((e) => e.expiresAt).sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    TourHoldRef: holdRef,
    ExpiresAt: earliest?.toISOString() ?? null,
    SecondsLeft: earliest ? secondsLeft(earliest) : 0,
    Events: events,
  };
}
