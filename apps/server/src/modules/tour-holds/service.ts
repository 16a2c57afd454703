/**
 * Seat holds (spec 01 §4 "Events", §5 "Add event to cart", §7 POST TourHolds; DESIGN.md
 * "Capacity, holds and overselling"). Taking seats is one transaction: lock the event row →
 * recompute availability → check the rules (domain `checkEventHold`) → write the hold.
 * Freeing seats needs no lock. Expiry uses the injected clock.
 */
import type { HeldEvent, TourHoldAction, TourHoldResponse, UdfValue } from '@gt/contract/holds';
import { nextQuantities } from '@gt/domain/cart';
import { bookNowOption } from '@gt/domain/event-visibility';
import { checkEventHold, type HoldCheckInput } from '@gt/domain/hold-rules';
import { messages } from '@gt/domain/messages';
import { missingRequiredUdfs } from '@gt/domain/udf-rules';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../../lib/pg-error';
import { newHoldRef } from '../../lib/random-codes';
import {
  deleteHold,
  eventHoldState,
  holdExists,
  holdSummaryRows,
  lockTourEvent,
  setLockTimeout,
  writeEventHold,
  type EventHoldState,
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
}

const STAGE: Record<EventHoldChange['action'], HoldCheckInput['stage']> = {
  add: 'add',
  set: 'change',
  remove: 'change',
  checkout: 'checkout',
};

/**
 * One round trip: lock_timeout, the event lock and the event's state for this hold, which
 * PostgreSQL reads only once the lock is granted (statements run in the order issued; see
 * repository.ts). After it, the event stays locked for one more round trip in postTourHold (the
 * write with the COMMIT behind it). 503 when the lock is not granted within HOLD_LOCK_TIMEOUT_MS.
 */
async function lockedEventState(tx: Tx, c: EventHoldChange, now: Date, lock: boolean): Promise<EventHoldState | undefined> {
  const pending = lock
    ? [setLockTimeout(tx, HOLD_LOCK_TIMEOUT_MS), lockTourEvent(tx, c.tourEventId), eventHoldState(tx, c.tourEventId, c.holdRef, now)]
    : [eventHoldState(tx, c.tourEventId, c.holdRef, now)];
  try {
    return (await Promise.all(pending)).at(-1) as EventHoldState | undefined;
  } catch (err) {
    if (pgErrorCode(err) === LOCK_NOT_AVAILABLE) throw new ApiError(503, messages.eventBusy);
    throw err;
  }
}

/** A hold change whose last statement, the write, has been sent but not yet answered. */
interface PendingHoldChange {
  event: LockedEvent;
  written: Promise<void>;
}

/**
 * changeEventHold up to sending the write: the caller must await `written` (postTourHold lets
 * the transaction's COMMIT follow the write in the same round trip).
 */
async function applyEventHold(ctx: AppContext, tx: Tx, c: EventHoldChange): Promise<PendingHoldChange> {
  const now = ctx.clock();
  const hooks = ctx.testHooks;
  const state = await lockedEventState(tx, c, now, !hooks?.skipHoldLock);
  if (!state) throw new ApiError(404, messages.tourEventNotFound(c.tourEventId));
  const { event } = state;
  const next = nextQuantities(new Map(state.lines.map((l) => [l.tourProductId, l.quantity])), c.action, c.products);
  if (next.size === 0) {
    await deleteHold(tx, c.holdRef, [c.tourEventId]);
    return { event, written: Promise.resolve() };
  }
  const sold = new Map(state.products.map((p) => [p.TourProductID, p]));
  const lines = [...next].map(([id, quantity]) => {
    const product = sold.get(id);
    if (!product) throw new ApiError(400, messages.tourProductNotForEvent(id));
    return { product, quantity };
  });
  const seats = state.seats;
  await hooks?.afterAvailabilityCheck?.();
  const problem = checkEventHold({
    stage: STAGE[c.action],
    bookNowOption: bookNowOption({ ...event, seatsAvailable: seats, now }),
    seatsAvailable: seats,
    bookingType: { MinimumTickets: event.minimumTickets, MaximumTickets: event.maximumTickets },
    lines,
  });
  if (problem) throw new ApiError(problem.kind === 'unavailable' ? 409 : 400, problem.message);
  const udfValues = c.udfs ?? state.udfValues ?? [];
  const definitions = state.udfDefinitions;
  const foreign = c.udfs?.find((u) => !definitions.some((d) => d.UDFID === u.UDFID));
  if (foreign) throw new ApiError(400, messages.udfNotForEvent(foreign.UDFID));
  if (missingRequiredUdfs(definitions, udfValues).length > 0) throw new ApiError(400, messages.fillRequiredUdfs);
  const written = writeEventHold(tx, {
    holdRef: c.holdRef,
    tourEventId: c.tourEventId,
    // Whole seconds (rounded up): holds taken in the same second share one tour_hold_seats row.
    expiresAt: new Date(Math.ceil((now.getTime() + ctx.config.HoldMinutes * 60_000) / 1000) * 1000),
    lines: lines.map((l) => ({ tourProductId: l.product.TourProductID, quantity: l.quantity, affectsCapacity: l.product.AffectsCapacity })),
    udfs: c.udfs,
  });
  written.catch(() => undefined); // the caller awaits it; no unhandled rejection meanwhile
  return { event, written };
}


/**
 * Applies a change to a hold's lines on one event inside the caller's transaction and returns
 * the (locked) event. Errors (spec 01 §5 texts): 404 unknown event; 409 "Tickets not longer
 * available, please choose another time" / "Maximum of N tickets available"; 400 product not
 * sold for the event, ticket minimum/maximum, a UDF the booking type does not use, "Please fill
 * all required UDFs."; 503 when the
 * event stays locked longer than HOLD_LOCK_TIMEOUT_MS. New lines expire HoldMinutes from now
 * (rounded up to the second).
 */
export async function changeEventHold(ctx: AppContext, tx: Tx, c: EventHoldChange): Promise<LockedEvent> {
  const { event, written } = await applyEventHold(ctx, tx, c);
  await written;
  return event;
}

export interface TourHoldInput {
  TourHoldRef?: string;
  Action: TourHoldAction;
  TourEventID?: number;
  TourProducts: { TourProductID: number; Quantity: number }[];
  BookingUDFs?: UdfValue[];
}

/**
 * POST TourHolds (spec 01 §7): applies add / set / remove to one event of the hold in one
 * transaction and returns the whole hold; `reset` releases it and returns null (HTTP 204). An
 * unknown or missing TourHoldRef starts a new hold with a fresh reference.
 */
export async function postTourHold(ctx: AppContext, body: TourHoldInput): Promise<TourHoldResponse | null> {
  if (body.Action === 'reset') {
    await releaseHold(ctx, body.TourHoldRef as string);
    return null;
  }
  const holdRef = body.TourHoldRef && (await holdExists(ctx.db, body.TourHoldRef)) ? body.TourHoldRef : newHoldRef();
  // The write is not awaited inside the transaction: COMMIT follows it in the same round trip
  // (pipelined), so the event is unlocked one round trip sooner. A failed write aborts the
  // transaction (its COMMIT then rolls back) and is thrown here.
  const { written } = await ctx.db.transaction(async (tx) => {
    const change = await applyEventHold(ctx, tx, {
      holdRef,
      tourEventId: body.TourEventID as number,
      action: body.Action as EventHoldChange['action'],
      products: body.TourProducts,
      udfs: body.BookingUDFs,
    });
    return { written: change.written };
  });
  await written;
  return getTourHold(ctx, holdRef);
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
  const now = ctx.clock();
  const zone = ctx.config.Public.VenueTimeZone;
  const rows = await holdSummaryRows(ctx.db, holdRef, now);
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
