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
import { loadTourProducts } from '../tour-products/repository';
import {
  deleteHold,
  holdExists,
  holdLines,
  holdSummaryRows,
  holdUdfValues,
  lockTourEvent,
  replaceEventHold,
  saveHoldUdfValues,
  seatsForHold,
  udfDefinitions,
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
 * Applies a change to a hold's lines on one event inside the caller's transaction and returns
 * the (locked) event. Errors (spec 01 §5 texts): 404 unknown event; 409 "Tickets not longer
 * available, please choose another time" / "Maximum of N tickets available"; 400 product not
 * sold for the event, ticket minimum/maximum, "Please fill all required UDFs."; 503 when the
 * event stays locked longer than HOLD_LOCK_TIMEOUT_MS. New lines expire HoldMinutes from now.
 */
export async function changeEventHold(ctx: AppContext, tx: Tx, c: EventHoldChange): Promise<LockedEvent> {
  const now = ctx.clock();
  const hooks = ctx.testHooks;
  let event: LockedEvent | undefined;
  try {
    event = await lockTourEvent(tx, c.tourEventId, { lock: !hooks?.skipHoldLock, lockTimeoutMs: HOLD_LOCK_TIMEOUT_MS });
  } catch (err) {
    if (pgErrorCode(err) === LOCK_NOT_AVAILABLE) throw new ApiError(503, messages.eventBusy);
    throw err;
  }
  if (!event) throw new ApiError(404, messages.tourEventNotFound(c.tourEventId));
  const current = await holdLines(tx, c.holdRef, c.tourEventId);
  const next = nextQuantities(new Map(current.map((l) => [l.tourProductId, l.quantity])), c.action, c.products);
  if (next.size === 0) {
    await deleteHold(tx, c.holdRef, [c.tourEventId]);
    return event;
  }
  const { byBookingType } = await loadTourProducts(tx, { bookingTypeIds: [event.bookingTypeId], onlineOnly: true });
  const sold = new Map((byBookingType.get(event.bookingTypeId) ?? []).map((p) => [p.TourProductID, p]));
  const lines = [...next].map(([id, quantity]) => {
    const product = sold.get(id);
    if (!product) throw new ApiError(400, messages.tourProductNotForEvent(id));
    return { product, quantity };
  });
  const seats = await seatsForHold(tx, c.tourEventId, c.holdRef, now);
  await hooks?.afterAvailabilityCheck?.();
  const problem = checkEventHold({
    stage: STAGE[c.action],
    bookNowOption: bookNowOption({ ...event, seatsAvailable: seats, now }),
    seatsAvailable: seats,
    bookingType: { MinimumTickets: event.minimumTickets, MaximumTickets: event.maximumTickets },
    lines,
  });
  if (problem) throw new ApiError(problem.kind === 'unavailable' ? 409 : 400, problem.message);
  const udfValues = c.udfs ?? (await holdUdfValues(tx, c.holdRef)).get(c.tourEventId) ?? [];
  if (missingRequiredUdfs(await udfDefinitions(tx, event.bookingTypeId), udfValues).length > 0)
    throw new ApiError(400, messages.fillRequiredUdfs);
  await replaceEventHold(tx, {
    holdRef: c.holdRef,
    tourEventId: c.tourEventId,
    expiresAt: new Date(now.getTime() + ctx.config.HoldMinutes * 60_000),
    lines: lines.map((l) => ({ tourProductId: l.product.TourProductID, quantity: l.quantity, affectsCapacity: l.product.AffectsCapacity })),
  });
  if (c.udfs) await saveHoldUdfValues(tx, c.holdRef, c.tourEventId, c.udfs);
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
  await ctx.db.transaction((tx) =>
    changeEventHold(ctx, tx, {
      holdRef,
      tourEventId: body.TourEventID as number,
      action: body.Action as EventHoldChange['action'],
      products: body.TourProducts,
      udfs: body.BookingUDFs,
    }),
  );
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
  const [rows, udfValues] = await Promise.all([holdSummaryRows(ctx.db, holdRef), holdUdfValues(ctx.db, holdRef)]);
  const secondsLeft = (at: Date) => Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));
  const byEvent = new Map<number, { event: HeldEvent; expiresAt: Date }>();
  for (const r of rows) {
    let e = byEvent.get(r.tourEventId);
    if (!e) {
      const seats = await seatsForHold(ctx.db, r.tourEventId, holdRef, now);
      e = {
        expiresAt: r.expiresAt,
        event: {
          TourEventID: r.tourEventId,
          EventName: r.eventName,
          EventStartDateTime: formatVenueDateTime(r.startsAt, zone),
          SeatsAvailable: Math.max(0, seats),
          ExpiresAt: '',
          SecondsLeft: 0,
          TourProducts: [],
          BookingUDFs: udfValues.get(r.tourEventId) ?? [],
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
