/**
 * Tour events in the back office: list with seats sold, held and left, and one
 * event's capacity and closing to online sales, audited.
 *
 * Capacity is guarded like a hold (docs/architecture.md#capacity-and-holds): the event row is
 * locked as seat takers lock it (`FOR NO KEY UPDATE`, HOLD_LOCK_TIMEOUT_MS), sold + live holds are
 * read in a fresh snapshot under that lock, and a capacity below them is refused; so no hold or
 * booking can slip in between the check and the write. Two operators changing one event at once
 * queue on the same lock: each is checked against what is taken when its turn comes, and the last
 * one to commit sets the capacity (last writer wins; the audit log holds both changes with the
 * capacity each replaced). Closing needs no seat check but takes the same lock, so a hold that
 * is being taken finishes first and every later one is refused (`take_event_seats` reads
 * `closed` under the lock).
 */
import { adminMessages } from '@gt/domain/admin-messages';
import { addDays, formatVenueDateTime, venueLocalToInstant } from '@gt/domain/venue-time';
import type { AdminTourEvent, TourEventListQuery, UpdateTourEventBody } from '@gt/contract/admin/tour-events';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../../lib/pg-error';
import { writeAudit, type Actor } from '../audit/repository';
import { HOLD_LOCK_TIMEOUT_MS } from '../tour-holds/service';
import { findAdminEvent, listAdminEvents, lockEventForSeats, updateEventSettings, type AdminEventRow } from './admin-repository';

/** The admin API's view of an event, times in the venue zone. */
export function toAdminEvent(r: AdminEventRow, zone: string): AdminTourEvent {
  return {
    id: r.tourEventId,
    bookingTypeId: r.bookingTypeId,
    eventName: r.eventName,
    startsAt: formatVenueDateTime(r.startsAt, zone),
    endsAt: formatVenueDateTime(r.endsAt, zone),
    capacity: r.capacity,
    sold: r.sold,
    held: r.held,
    left: Math.max(0, r.seats),
    closed: r.closed,
    cancelled: r.cancelled,
    scheduleId: r.scheduleId,
  };
}

/** Events filtered by booking type, schedule and venue dates `from`..`to` (inclusive), by start. */
export async function listEventsForAdmin(ctx: AppContext, q: TourEventListQuery & { start: number; end: number }) {
  const zone = ctx.config.Public.VenueTimeZone;
  const { rows, total } = await listAdminEvents(
    ctx.db,
    {
      bookingTypeId: q.bookingTypeId,
      scheduleId: q.scheduleId,
      from: q.from ? venueLocalToInstant(q.from, zone) : undefined,
      to: q.to ? venueLocalToInstant(addDays(q.to, 1), zone) : undefined,
    },
    q,
    ctx.clock(),
  );
  return { data: rows.map((r) => toAdminEvent(r, zone)), total };
}

/** One event. Errors: 404 `tourEventNotFound`. */
export async function getEventForAdmin(ctx: AppContext, id: number): Promise<AdminTourEvent> {
  const row = await findAdminEvent(ctx.db, id, ctx.clock());
  if (!row) throw new ApiError(404, adminMessages.tourEventNotFound);
  return toAdminEvent(row, ctx.config.Public.VenueTimeZone);
}

const audited = (r: AdminEventRow) => ({ capacity: r.capacity, closed: r.closed, sold: r.sold, held: r.held });

/**
 * Changes an event's capacity and/or closes or reopens it to online sales (guarded as described
 * above). Errors: 404 `tourEventNotFound`; 409 `capacityBelowTaken(sold + held, sold, held)`;
 * 409 `eventBusy` when the event's lock was not granted within HOLD_LOCK_TIMEOUT_MS.
 */
export async function updateEventForAdmin(ctx: AppContext, actor: Actor, id: number, change: UpdateTourEventBody): Promise<AdminTourEvent> {
  const hooks = ctx.testHooks;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (!hooks?.skipCapacityLock) await lockEventForSeats(tx, id, HOLD_LOCK_TIMEOUT_MS);
      const before = await findAdminEvent(tx, id, ctx.clock());
      if (!before) throw new ApiError(404, adminMessages.tourEventNotFound);
      if (change.capacity !== undefined && change.capacity < before.capacity) {
        const taken = before.sold + before.held;
        if (change.capacity < taken) throw new ApiError(409, adminMessages.capacityBelowTaken(taken, before.sold, before.held));
      }
      await hooks?.afterCapacityCheck?.();
      await updateEventSettings(tx, id, change);
      const after = (await findAdminEvent(tx, id, ctx.clock())) as AdminEventRow;
      await writeAudit(tx, actor, ctx.clock(), {
        action: 'tour_event.update',
        entity: 'tour_event',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toAdminEvent(row, ctx.config.Public.VenueTimeZone);
  } catch (err) {
    if (pgErrorCode(err) === LOCK_NOT_AVAILABLE) throw new ApiError(409, adminMessages.eventBusy);
    throw err;
  }
}
